// Skål's collection in the room (`add from collection`), over real sockets on SQLite and PostgreSQL: the draw is one
// transaction (no repeats when two phones tap at once), the room limit holds, the rate limit counts its work, and
// only a phone that joined the room may fill it.
import { afterEach, describe, expect, it } from 'vitest';
import { COLLECTION } from '@skal/shared/content/collection/index';
import { COLLECTION_DRAW_POINTS } from '../src/sockets/event-costs';
import { recordEvents, request, settle, startTestServer, type Client, type TestServer } from './helpers';

let servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
});

async function serverWith(overrides: Parameters<typeof startTestServer>[0] = {}): Promise<TestServer> {
  const server = await startTestServer(overrides);
  servers.push(server);
  return server;
}

type Entry = { value: string; rule?: { end: string }; secret?: { kind: string; text: string } };

async function entriesOf(server: TestServer, room: string): Promise<Entry[]> {
  const response = await fetch(`${server.url}/api/${room}`);
  return ((await response.json()) as [unknown, Entry[]])[1];
}

async function valuesOf(server: TestServer, room: string): Promise<string[]> {
  return (await entriesOf(server, room)).map((entry) => entry.value);
}

async function roomWithPlayers(phone: Client, room: string, players: string[]): Promise<void> {
  expect(await request(phone, 'new room', room)).toMatchObject({ ok: true });
  for (const name of players) await request(phone, 'add player', { roomName: room, name });
}

const tap = (phone: Client, room: string, options: object = {}) =>
  request(phone, 'add from collection', { roomName: room, ...options });

const norsk = new Map(COLLECTION.norsk.map((entry) => [entry.text, entry]));
const english = new Map(COLLECTION.english.map((entry) => [entry.text, entry]));

describe('add from collection', () => {
  it('adds 20 collection entries in the phone’s language, with one count broadcast', async () => {
    const server = await serverWith();
    const [phone, other] = await Promise.all([server.client(), server.client()]);
    await roomWithPlayers(phone, 'fest', []);
    await request(other, 'join room', 'fest');
    const heard = recordEvents(other);
    expect(await tap(phone, 'fest')).toEqual({ ok: true, count: 20, added: 20 });
    await settle(other);
    expect(heard.filter((event) => event.name === 'numPrompts')).toEqual([{ name: 'numPrompts', args: [20] }]);
    const values = await valuesOf(server, 'fest');
    expect(values).toHaveLength(20);
    expect(values.every((value) => norsk.has(value))).toBe(true);
    // Classic by default; without 2 players nothing names a player.
    expect(values.every((value) => norsk.get(value)!.style === 'classic')).toBe(true);
    expect(values.some((value) => norsk.get(value)!.players)).toBe(false);
    // Lasting rules are dealt, about one in ten, and reach the room as rules; secrets reach it too.
    const entries = await entriesOf(server, 'fest');
    const rules = entries.filter((entry) => norsk.get(entry.value)!.kind === 'lasting-rule').length;
    expect(rules).toBeGreaterThanOrEqual(1);
    expect(rules).toBeLessThanOrEqual(3);
    for (const entry of entries) {
      const written = norsk.get(entry.value)!;
      expect(entry.rule, entry.value).toEqual(written.end === undefined ? undefined : { end: written.end });
      expect(entry.secret, entry.value).toEqual(written.secret);
    }

    expect(await tap(phone, 'fest', { language: 'english', style: 'spicy', alcoholFree: true })).toMatchObject({
      ok: true,
      added: 20,
    });
    const added = (await valuesOf(server, 'fest')).slice(20);
    expect(added.every((value) => english.get(value)?.style === 'spicy' && !english.get(value)!.alcohol)).toBe(true);
  });

  it('never adds the same entry twice when two phones tap at once, and is used up when nothing is left', async () => {
    const server = await serverWith();
    const [one, two] = await Promise.all([server.client(), server.client()]);
    await roomWithPlayers(one, 'fest', ['Kari', 'Ola']);
    await request(two, 'join room', 'fest');
    const choice = { style: 'mild', alcoholFree: true };
    const fitting = COLLECTION.norsk.filter((entry) => !entry.alcohol).length;
    let added = 0;
    for (let round = 0; round < 100; round += 1) {
      const replies = await Promise.all([tap(one, 'fest', choice), tap(two, 'fest', choice)]);
      for (const reply of replies) {
        if (reply.ok) added += reply.added as number;
        else expect(reply).toEqual({ ok: false, error: 'used_up' });
      }
      if (replies.every((reply) => !reply.ok)) break;
    }
    const values = await valuesOf(server, 'fest');
    expect(new Set(values).size).toBe(values.length);
    expect(values).toHaveLength(fitting);
    expect(added).toBe(fitting);
    expect(values.every((value) => norsk.get(value)!.alcohol === false)).toBe(true);
  });

  it('holds the room limit: fills what is left, then room_full', async () => {
    const server = await serverWith({ maxEntriesPerRoom: 30 });
    const phone = await server.client();
    await roomWithPlayers(phone, 'fest', []);
    for (let i = 0; i < 5; i += 1) await request(phone, 'chat message', { roomName: 'fest', text: `egen ${i}` });
    expect(await tap(phone, 'fest')).toEqual({ ok: true, count: 25, added: 20 });
    expect(await tap(phone, 'fest')).toEqual({ ok: true, count: 30, added: 5 });
    expect(await tap(phone, 'fest')).toEqual({ ok: false, error: 'room_full' });
    expect(await valuesOf(server, 'fest')).toHaveLength(30);
  });

  it('is for the room’s members only, and validates its payload', async () => {
    const server = await serverWith();
    const [member, outsider] = await Promise.all([server.client(), server.client()]);
    await roomWithPlayers(member, 'fest', []);
    expect(await tap(outsider, 'fest')).toEqual({ ok: false, error: 'not_member' });
    expect(await tap(outsider, 'nowhere')).toEqual({ ok: false, error: 'not_found' });
    expect(await tap(member, 'fest', { style: 'wild' })).toEqual({ ok: false, error: 'invalid' });
    expect(await tap(member, 'fest', { alcoholFree: 'yes' })).toEqual({ ok: false, error: 'invalid' });
    expect(await tap(member, 'fest', { language: 'svenska' })).toEqual({ ok: false, error: 'invalid' });
    expect(await request(member, 'add from collection', 'fest')).toEqual({ ok: false, error: 'invalid' });
    expect(await valuesOf(server, 'fest')).toEqual([]);
    // After leaving, the phone is no member any more.
    await request(member, 'leave room', 'fest');
    expect(await tap(member, 'fest')).toEqual({ ok: false, error: 'not_member' });
  });

  it('is rate-limited per socket like every event, at its price', async () => {
    // Each tap costs 1 + COLLECTION_DRAW_POINTS of the socket's points; a tap is allowed while any point is left.
    const price = 1 + COLLECTION_DRAW_POINTS;
    const server = await serverWith({
      rateLimits: { socketEvents: 3 * price, addressEvents: 1_000_000, windowSeconds: 60 },
    });
    const phone = await server.client();
    await roomWithPlayers(phone, 'fest', []);
    const replies = [];
    for (let i = 0; i < 4; i += 1) replies.push(await tap(phone, 'fest'));
    expect(replies.slice(0, 3).every((reply) => reply.ok)).toBe(true);
    expect(replies[3]).toEqual({ ok: false, error: 'rate_limited' });
    expect(await valuesOf(server, 'fest')).toHaveLength(60);
  });

  /** Taps until `rate_limited` from an address of 60 points, after a `chat message`; the replies before it. */
  async function tapsWithin60Points(server: TestServer): Promise<{ ok: boolean; error?: string }[]> {
    const phone = await server.client();
    await roomWithPlayers(phone, 'fest', []);
    expect(await request(phone, 'chat message', { roomName: 'fest', text: 'Skål!' })).toMatchObject({ ok: true });
    const replies: { ok: boolean; error?: string }[] = [];
    for (let i = 0; i < 60; i += 1) {
      const reply = await tap(phone, 'fest');
      if (!reply.ok && reply.error === 'rate_limited') return replies;
      replies.push(reply);
    }
    throw new Error('never rate-limited');
  }

  it('costs a refused draw at least what a served one does', async () => {
    const rateLimits = { socketEvents: 100_000, addressEvents: 60, windowSeconds: 60 };
    // The handshake, `new room` and the chat message take 3 points on both servers, then only taps.
    const served = await tapsWithin60Points(await serverWith({ rateLimits }));
    expect(served.every((reply) => reply.ok)).toBe(true);
    // A room full after its one entry: every tap is refused, and each costs as much as a served one.
    const full = await tapsWithin60Points(await serverWith({ rateLimits, maxEntriesPerRoom: 1 }));
    expect(full.every((reply) => reply.error === 'room_full')).toBe(true);
    expect(full.length).toBeLessThanOrEqual(served.length);
    expect(served.length).toBe(Math.ceil((60 - 3) / (1 + COLLECTION_DRAW_POINTS)));
  });
});

describe('GET /api/app-config model', () => {
  it('says no model is configured when the entries come from Skål’s collection', async () => {
    const server = await serverWith();
    expect(await (await fetch(`${server.url}/api/app-config`)).json()).toMatchObject({ model: false });
  });
});
