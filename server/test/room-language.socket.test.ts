// The room's language (docs/product.md "Languages"): set by `new room`, changed by `set room language` from a phone
// that joined the room (broadcast as `roomLanguage`, sent on join, item 4 of the room's GET), and the language the
// collection and the free and paid entries are written in when a request names none. Runs on SQLite and PostgreSQL.
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '@skal/shared';
import { COLLECTION } from '@skal/shared/content/collection/index';
import { nextEvent, recordEvents, request, settle, startTestServer, type TestServer, modelStandIn } from './helpers';

const fast = { firstPollMs: 20, pollEveryMs: 20, leaseMs: 2_000 };
const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function start(): Promise<TestServer> {
  const server = await startTestServer({ paymentTiming: fast }, { generator: modelStandIn() });
  servers.push(server);
  return server;
}

async function roomResponse(server: TestServer, room: string): Promise<unknown[]> {
  return (await (await fetch(`${server.url}/api/${room}`)).json()) as unknown[];
}

async function valuesOf(server: TestServer, room: string): Promise<string[]> {
  const [, entries] = (await roomResponse(server, room)) as [unknown, { value: string }[]];
  return entries.map((entry) => entry.value);
}

/** The room's entries, once there are `count` of them (AI entries are written after the answer). */
async function valuesWhen(server: TestServer, room: string, count: number): Promise<string[]> {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const values = await valuesOf(server, room);
    if (values.length >= count) return values;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the room never had ${count} entries`);
}

const inCollection = (language: Language) => {
  const texts = new Set(COLLECTION[language].map((entry) => entry.text));
  return (value: string) => texts.has(value);
};

function post(server: TestServer, path: string, body: unknown) {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify(body),
  });
}

describe('the room’s language', () => {
  it('is the one the room was created in (norsk when not said), sent to a joining phone and in the GET as item 4', async () => {
    const server = await start();
    const [phone, guest] = await Promise.all([server.client(), server.client()]);
    expect(await request(phone, 'new room', 'party', { language: 'english' })).toEqual({ ok: true, count: 0 });
    expect(await request(phone, 'new room', 'fest')).toEqual({ ok: true, count: 0 });
    expect((await roomResponse(server, 'party'))[4]).toBe('english');
    expect((await roomResponse(server, 'fest'))[4]).toBe('norsk');

    const heard = recordEvents(guest);
    expect(await request(guest, 'join room', 'party', {})).toEqual({ ok: true, count: 0 });
    expect(await request(guest, 'join room', 'fest', {})).toEqual({ ok: true, count: 0 });
    await settle(guest);
    expect(heard.filter((event) => event.name === 'roomLanguage')).toEqual([
      { name: 'roomLanguage', args: ['english'] },
      { name: 'roomLanguage', args: ['norsk'] },
    ]);
    expect(await request(phone, 'new room', 'svensk', { language: 'svenska' })).toEqual({
      ok: false,
      error: 'invalid',
    });
  });

  it('is dansk or suomi when made so (issue #40): stored, sent on a join, and the collection writes in it', async () => {
    const server = await start();
    const [phone, guest] = await Promise.all([server.client(), server.client()]);
    expect(await request(phone, 'new room', 'hygge', { language: 'dansk' })).toEqual({ ok: true, count: 0 });
    expect((await roomResponse(server, 'hygge'))[4]).toBe('dansk');
    const heard = recordEvents(guest);
    expect(await request(guest, 'join room', 'hygge', {})).toEqual({ ok: true, count: 0 });
    await settle(guest);
    expect(heard.filter((event) => event.name === 'roomLanguage')).toEqual([{ name: 'roomLanguage', args: ['dansk'] }]);
    expect(await request(guest, 'set room language', { roomName: 'hygge', language: 'suomi' })).toEqual({ ok: true });
    expect((await roomResponse(server, 'hygge'))[4]).toBe('suomi');
    // Without a language, the collection writes in the room's: Finnish now.
    const added = await request(guest, 'add from collection', { roomName: 'hygge' });
    expect(added).toMatchObject({ ok: true });
    const values = await valuesWhen(server, 'hygge', 1);
    expect(values.filter((value) => !inCollection('suomi')(value))).toEqual([]);
  });

  it('is changed by a joined phone: every phone and the TV in the room hear it, other rooms do not', async () => {
    const server = await start();
    const [phone, other, tv, elsewhere] = await Promise.all([
      server.client(),
      server.client(),
      server.client(),
      server.client(),
    ]);
    await request(phone, 'new room', 'fest');
    await request(other, 'join room', 'fest', {});
    await request(tv, 'join room', 'fest', { host: true });
    await request(elsewhere, 'new room', 'annet');
    await settle(elsewhere);
    const otherHears = nextEvent(other, 'roomLanguage');
    const tvHears = nextEvent(tv, 'roomLanguage');
    const senderHears = nextEvent(phone, 'roomLanguage');
    const elsewhereHeard = recordEvents(elsewhere);

    expect(await request(phone, 'set room language', { roomName: ' FEST ', language: 'english' })).toEqual({
      ok: true,
    });
    expect(await otherHears).toEqual(['english']);
    expect(await tvHears).toEqual(['english']);
    expect(await senderHears).toEqual(['english']);
    expect((await roomResponse(server, 'fest'))[4]).toBe('english');
    await settle(elsewhere);
    expect(elsewhereHeard).toEqual([]);
    expect((await roomResponse(server, 'annet'))[4]).toBe('norsk');

    // And back, from the other phone.
    const back = nextEvent(phone, 'roomLanguage');
    expect(await request(other, 'set room language', { roomName: 'fest', language: 'norsk' })).toEqual({ ok: true });
    expect(await back).toEqual(['norsk']);
  });

  it('is refused to a phone that has not joined the room, to a room that does not exist and to unknown languages', async () => {
    const server = await start();
    const [phone, outsider] = await Promise.all([server.client(), server.client()]);
    await request(phone, 'new room', 'fest');
    const heard = recordEvents(phone);

    expect(await request(outsider, 'set room language', { roomName: 'fest', language: 'english' })).toEqual({
      ok: false,
      error: 'not_member',
    });
    expect(await request(outsider, 'set room language', { roomName: 'ingensteds', language: 'english' })).toEqual({
      ok: false,
      error: 'not_found',
    });
    expect(await request(phone, 'set room language', { roomName: 'fest', language: 'svenska' })).toEqual({
      ok: false,
      error: 'invalid',
    });
    expect(await request(phone, 'set room language', { roomName: 'fest' })).toEqual({ ok: false, error: 'invalid' });
    // A phone that left is no longer a member.
    await request(phone, 'leave room', 'fest');
    expect(await request(phone, 'set room language', { roomName: 'fest', language: 'english' })).toEqual({
      ok: false,
      error: 'not_member',
    });
    await settle(phone);
    expect(heard.filter((event) => event.name === 'roomLanguage')).toEqual([]);
    expect((await roomResponse(server, 'fest'))[4]).toBe('norsk');
  });

  it('is what the collection adds in when the request names no language; a named one still wins', async () => {
    const server = await start();
    const phone = await server.client();
    await request(phone, 'new room', 'party', { language: 'english' });
    expect(await request(phone, 'add from collection', { roomName: 'party' })).toMatchObject({ ok: true, added: 20 });
    expect((await valuesOf(server, 'party')).every(inCollection('english'))).toBe(true);

    await request(phone, 'set room language', { roomName: 'party', language: 'norsk' });
    expect(await request(phone, 'add from collection', { roomName: 'party' })).toMatchObject({ ok: true, added: 20 });
    expect((await valuesOf(server, 'party')).slice(20).every(inCollection('norsk'))).toBe(true);

    expect(await request(phone, 'add from collection', { roomName: 'party', language: 'english' })).toMatchObject({
      ok: true,
      added: 20,
    });
    expect((await valuesOf(server, 'party')).slice(40).every(inCollection('english'))).toBe(true);
  });

  it('is what the free entries (socket and HTTP) and the paid ones are written in when the request names none', async () => {
    const server = await start();
    const phone = await server.client();
    await request(phone, 'new room', 'party', { language: 'english' });
    expect(await request(phone, 'free ai', 'party')).toEqual({ ok: true });
    expect((await valuesWhen(server, 'party', 3)).every(inCollection('english'))).toBe(true);

    await request(phone, 'new room', 'other', { language: 'english' });
    expect((await post(server, '/api/free-ai', { roomName: 'other' })).status).toBe(202);
    expect((await valuesWhen(server, 'other', 3)).every(inCollection('english'))).toBe(true);

    const paid = await post(server, '/api/dopayment', { roomName: 'party', mobileNumber: '91234567' });
    expect(paid.status).toBe(200);
    const { redirectUrl } = (await paid.json()) as { redirectUrl: string };
    // The wallet's payment text follows the language the entries are written in.
    expect(await (await fetch(redirectUrl)).text()).toContain('Skål: 20 AI entries (Classic) for room party');
  });
});
