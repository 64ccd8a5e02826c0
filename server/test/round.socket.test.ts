// One round per room, kept by the room, over the wire: start, a second Start refused, take over (with the old
// holder told), the holder's reports only, names kept, removed and added entries, play again, the end, a race
// between two phones, and a restart. Runs on SQLite and on PostgreSQL + Redis.
import { afterEach, describe, expect, it } from 'vitest';
import type { RoundCardDto } from '@skal/shared';
import type { RoundDto } from '@skal/shared/kept-round';
import { nextEvent, request, settle, startTestServer, tempDir, type Client, type TestServer } from './helpers';

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function start(overrides: Parameters<typeof startTestServer>[0] = {}): Promise<TestServer> {
  const server = await startTestServer(overrides);
  servers.push(server);
  return server;
}

const PHONE_A = 'phone-a-0123456789abcdef';
const PHONE_B = 'phone-b-0123456789abcdef';
const PHONE_C = 'phone-c-0123456789abcdef';

/** A phone joined to the room under its own id. */
async function phone(server: TestServer, room: string, id: string): Promise<Client> {
  const client = await server.client();
  const joined = await request(client, 'join room', room, { phone: id });
  expect(joined.ok).toBe(true);
  return client;
}

/** A room with `count` entries (`entry 1` …), created by a phone that leaves. */
async function roomWith(server: TestServer, room: string, count: number): Promise<void> {
  const seeder = await server.client();
  await request(seeder, 'new room', room);
  for (let i = 1; i <= count; i += 1) await request(seeder, 'chat message', { roomName: room, text: `entry ${i}` });
  seeder.disconnect();
}

type Round = RoundDto<RoundCardDto>;
const roundOf = (reply: Record<string, unknown>) => reply.round as Round;
const keyAt = (round: Round, at: number) => String(round.deck[at]!.id);

describe('the room keeps its round', () => {
  it('starts one round; a second Start is refused and every lobby hears the round', async () => {
    const server = await start();
    await roomWith(server, 'fest', 5);
    const [a, b] = [await phone(server, 'fest', PHONE_A), await phone(server, 'fest', PHONE_B)];
    const heard = nextEvent(b, 'round');
    const started = await request(a, 'start round', { roomName: 'fest' });
    expect(started.ok).toBe(true);
    const round = roundOf(started);
    expect(round.deck.map((card) => card.value).sort()).toEqual([1, 2, 3, 4, 5].map((n) => `entry ${n}`).sort());
    expect(round).toMatchObject({ position: 0, lease: 1, names: {} });
    expect((await heard)[0]).toEqual({ id: round.id, lease: 1, position: 0, cards: 5 });
    expect(JSON.stringify(await heard)).not.toContain(PHONE_A);

    expect(await request(b, 'start round', { roomName: 'fest' })).toEqual({ ok: false, error: 'round_running' });
    // A phone that joins now is told in its join's answer.
    const late = await server.client();
    expect(await request(late, 'join room', 'fest', { phone: PHONE_C })).toEqual({
      ok: true,
      count: 5,
      round: { id: round.id, lease: 1, position: 0, cards: 5 },
    });
  });

  it('a take over goes on at the same card with the same names, and the old holder is refused', async () => {
    const server = await start();
    await roomWith(server, 'fest', 6);
    const a = await phone(server, 'fest', PHONE_A);
    const b = await phone(server, 'fest', PHONE_B);
    const round = roundOf(await request(a, 'start round', { roomName: 'fest' }));
    const moved = await request(a, 'round moved', {
      roomName: 'fest',
      id: round.id,
      lease: 1,
      position: 3,
      card: keyAt(round, 3),
      names: { [keyAt(round, 3)]: ['Ingrid'] },
    });
    expect(moved).toEqual({ ok: true });

    const told = nextEvent(a, 'round', (summary) => summary !== null && summary.lease === 2);
    const taken = await request(b, 'take over round', { roomName: 'fest', id: round.id, lease: 1 });
    expect(taken.ok).toBe(true);
    const now = roundOf(taken);
    expect(now.lease).toBe(2);
    expect(now.position).toBe(3);
    expect(now.deck.map((card) => card.id)).toEqual(round.deck.map((card) => card.id));
    expect(now.names).toEqual({ [keyAt(round, 3)]: ['Ingrid'] });
    expect((await told)[0]).toMatchObject({ id: round.id, lease: 2, position: 3 });

    // The old holder's reports no longer count, for the round or for the TV.
    const report = { roomName: 'fest', id: round.id, lease: 1, position: 4, card: keyAt(round, 4) };
    expect(await request(a, 'round moved', report)).toEqual({ ok: false, error: 'not_holder' });
    expect(await request(a, 'now showing', { roomName: 'fest', text: 'old', remaining: 1 })).toEqual({
      ok: false,
      error: 'not_holder',
    });
    expect(await request(b, 'round moved', { ...report, lease: 2 })).toEqual({ ok: true });
  });

  it("a socket that does not hold the round puts nothing on the TV; the holder's report reaches it", async () => {
    const server = await start();
    await roomWith(server, 'fest', 4);
    const a = await phone(server, 'fest', PHONE_A);
    const stranger = await phone(server, 'fest', PHONE_C);
    const anonymous = await server.client();
    await request(anonymous, 'join room', 'fest');
    const tv = await server.client();
    await request(tv, 'join room', 'fest', { host: true });
    await request(a, 'start round', { roomName: 'fest' });
    let tvHeard: unknown[] = [];
    tv.on('nowShowing', (shown) => tvHeard.push(shown));

    const fake = { roomName: 'fest', text: 'Alle drikker', remaining: 999_999 };
    expect(await request(stranger, 'now showing', fake)).toEqual({ ok: false, error: 'not_holder' });
    expect(await request(anonymous, 'now showing', fake)).toEqual({ ok: false, error: 'not_holder' });
    await settle(tv);
    expect(tvHeard).toEqual([]);

    const shown = nextEvent(tv, 'nowShowing');
    expect(await request(a, 'now showing', { roomName: 'fest', text: 'entry 1', remaining: 3 })).toEqual({ ok: true });
    expect((await shown)[0]).toMatchObject({ text: 'entry 1', remaining: 3 });
    tvHeard = [];
  });

  it('only members that said who they are play; unknown rounds, stale cards and races get clear errors', async () => {
    const server = await start();
    await roomWith(server, 'fest', 4);
    const outsider = await server.client();
    expect(await request(outsider, 'start round', { roomName: 'fest' })).toEqual({ ok: false, error: 'not_member' });
    const nameless = await server.client();
    await request(nameless, 'join room', 'fest');
    expect(await request(nameless, 'start round', { roomName: 'fest' })).toEqual({ ok: false, error: 'invalid' });

    const a = await phone(server, 'fest', PHONE_A);
    const b = await phone(server, 'fest', PHONE_B);
    const c = await phone(server, 'fest', PHONE_C);
    const round = roundOf(await request(a, 'start round', { roomName: 'fest' }));
    const other = { roomName: 'fest', id: 'not-this-round', lease: 1 };
    expect(await request(b, 'take over round', other)).toEqual({ ok: false, error: 'no_round' });
    expect(await request(a, 'round moved', { ...other, position: 0, card: '1' })).toEqual({
      ok: false,
      error: 'no_round',
    });
    expect(
      await request(a, 'round moved', { roomName: 'fest', id: round.id, lease: 1, position: 2, card: 'end:999' }),
    ).toEqual({ ok: false, error: 'stale' });
    const negative = { roomName: 'fest', id: round.id, lease: 1, position: -1, card: '1' };
    expect(await request(a, 'round moved', negative)).toEqual({ ok: false, error: 'invalid' });
    expect(await request(a, 'round moved', { ...negative, position: 0, names: { x: ['a'.repeat(200)] } })).toEqual({
      ok: false,
      error: 'invalid',
    });

    // Two phones take over at once from what they both saw: one holds the round, the other is told it is stale.
    const [fromB, fromC] = await Promise.all([
      request(b, 'take over round', { roomName: 'fest', id: round.id, lease: 1 }),
      request(c, 'take over round', { roomName: 'fest', id: round.id, lease: 1 }),
    ]);
    expect([fromB, fromC].filter((reply) => reply.ok)).toHaveLength(1);
    expect([fromB, fromC].filter((reply) => !reply.ok)).toEqual([{ ok: false, error: 'stale' }]);
    const summary = await request(await server.client(), 'join room', 'fest');
    expect(summary.round).toMatchObject({ id: round.id, lease: 2 });
  });

  it('entries added mid-round join it after the shown card and its two; removed ones leave it', async () => {
    const server = await start();
    await roomWith(server, 'fest', 6);
    const a = await phone(server, 'fest', PHONE_A);
    const round = roundOf(await request(a, 'start round', { roomName: 'fest' }));
    await request(a, 'chat message', { roomName: 'fest', text: 'late entry' });
    const removedId = round.deck[5]!.id as number;
    await request(a, 'remove entry', { roomName: 'fest', id: removedId });
    const refreshed = await request(a, 'round moved', {
      roomName: 'fest',
      id: round.id,
      lease: 1,
      position: 1,
      card: keyAt(round, 1),
      refresh: true,
    });
    const now = roundOf(refreshed);
    expect(now.position).toBe(1);
    const values = now.deck.map((card) => card.value);
    expect(values.slice(0, 4)).toEqual(round.deck.slice(0, 4).map((card) => card.value));
    expect(values).toContain('late entry');
    expect(now.deck.map((card) => card.id)).not.toContain(removedId);
    expect(values).toHaveLength(6);
  });

  it('an entry put back after the round passed it comes back ahead; the holder may show it again at once', async () => {
    const server = await start();
    await roomWith(server, 'fest', 6);
    const a = await phone(server, 'fest', PHONE_A);
    const b = await phone(server, 'fest', PHONE_B);
    const round = roundOf(await request(a, 'start round', { roomName: 'fest' }));
    const report = (position: number, card: string, refresh = false) =>
      request(a, 'round moved', {
        roomName: 'fest',
        id: round.id,
        lease: 1,
        position,
        card,
        ...(refresh ? { refresh } : {}),
      });
    // The holder removes the card it shows (1) and goes on to the next; then another phone puts it back.
    const removedId = round.deck[1]!.id as number;
    await report(1, keyAt(round, 1));
    await request(a, 'remove entry', { roomName: 'fest', id: removedId });
    await report(1, keyAt(round, 2));
    await report(2, keyAt(round, 3));
    expect(await request(b, 'restore entry', { roomName: 'fest', id: removedId })).toMatchObject({ ok: true });
    const now = roundOf(await report(2, keyAt(round, 3), true));
    expect(now.deck).toHaveLength(6);
    expect(String(now.deck[now.position]!.id)).toBe(keyAt(round, 3));
    // Still to come: the countdown grows by one.
    expect(now.deck.slice(now.position + 1).map((card) => card.id)).toContain(removedId);

    // Angre: the holder shows the card it removed again, before the card it had gone on to; the room follows.
    const again = round.deck[4]!.id as number;
    await report(3, keyAt(round, 4));
    await request(a, 'remove entry', { roomName: 'fest', id: again });
    await report(3, keyAt(round, 5));
    await request(a, 'restore entry', { roomName: 'fest', id: again });
    expect(await report(3, String(again))).toEqual({ ok: true });
    const later = roundOf(await report(3, String(again), true));
    expect(later.deck[later.position]!.id).toBe(again);
    expect(later.deck[later.position + 1]!.id).toBe(round.deck[5]!.id);
  });

  it('play again deals every entry anew for its holder only; the end takes the TV back to the room', async () => {
    const server = await start();
    await roomWith(server, 'fest', 5);
    const a = await phone(server, 'fest', PHONE_A);
    const b = await phone(server, 'fest', PHONE_B);
    const tv = await server.client();
    await request(tv, 'join room', 'fest', { host: true });
    const round = roundOf(await request(a, 'start round', { roomName: 'fest' }));
    expect(await request(b, 'start round', { roomName: 'fest', again: round.id })).toEqual({
      ok: false,
      error: 'round_running',
    });
    const again = roundOf(await request(a, 'start round', { roomName: 'fest', again: round.id }));
    expect(again.id).not.toBe(round.id);
    expect(again.deck).toHaveLength(5);
    expect(again.position).toBe(0);

    expect(await request(b, 'end round', { roomName: 'fest', id: again.id })).toEqual({
      ok: false,
      error: 'not_holder',
    });
    const ended = nextEvent(b, 'round');
    const tvBack = nextEvent(tv, 'nowShowing');
    expect(await request(a, 'end round', { roomName: 'fest', id: again.id })).toEqual({ ok: true });
    expect((await ended)[0]).toBeNull();
    expect((await tvBack)[0]).toEqual({ text: null, remaining: 0 });
    expect((await request(b, 'join room', 'fest')).round).toBeUndefined();
    // Once the round is over, phones without one speak for the TV as they always have.
    expect(await request(b, 'now showing', { roomName: 'fest', text: 'entry 2', remaining: 1 })).toEqual({ ok: true });
  });

  it('an empty room has no round to start', async () => {
    const server = await start();
    await roomWith(server, 'tomt', 0);
    const a = await phone(server, 'tomt', PHONE_A);
    expect(await request(a, 'start round', { roomName: 'tomt' })).toEqual({ ok: false, error: 'empty' });
  });

  it('a restart comes back to the same card with the same names', async () => {
    const dataDir = tempDir();
    const first = await start({ dataDir });
    await roomWith(first, 'fest', 8);
    const a = await phone(first, 'fest', PHONE_A);
    const round = roundOf(await request(a, 'start round', { roomName: 'fest' }));
    await request(a, 'round moved', {
      roomName: 'fest',
      id: round.id,
      lease: 1,
      position: 5,
      card: keyAt(round, 5),
      names: { [keyAt(round, 5)]: ['Kari', 'Ola'] },
    });
    await first.close();
    servers.splice(servers.indexOf(first), 1);

    const second = await start({ dataDir });
    const back = await phone(second, 'fest', PHONE_A);
    const resumed = roundOf(await request(back, 'take over round', { roomName: 'fest', id: round.id, lease: 1 }));
    expect(resumed.position).toBe(5);
    expect(resumed.lease).toBe(1);
    expect(resumed.deck.map((card) => card.id)).toEqual(round.deck.map((card) => card.id));
    expect(resumed.names[keyAt(round, 5)]).toEqual(['Kari', 'Ola']);
  });
});
