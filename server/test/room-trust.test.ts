// A room its members can trust (issue 25): what takes something away is for the room's members and slowed for
// everyone, another room's ids tell nothing, undo never makes a duplicate, and placeholder words are not names.
// Real servers and sockets, on SQLite and (ON_BOTH_STORES) on PostgreSQL + Redis.
import { afterEach, describe, expect, it } from 'vitest';
import { io as connect } from 'socket.io-client';
import { manualClock } from '../src/clock';
import type { ServerConfig } from '../src/config';
import {
  nextEvent,
  onPostgres,
  recordEvents,
  request,
  settle,
  startTestServer,
  type Client,
  type TestServer,
  entriesOf,
} from './helpers';

type Entry = { id: number; value: string };

const servers: TestServer[] = [];
const sockets: Client[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function start(overrides: Partial<ServerConfig> = {}, clock = manualClock()): Promise<TestServer> {
  const server = await startTestServer({ trustProxy: { hops: 1 }, ...overrides }, { clock });
  servers.push(server);
  return server;
}

let nextAddress = 1;
/** A phone from an address of its own (behind the one trusted proxy), as ten guests on ten networks would be. */
function phoneFrom(server: TestServer, address = `203.0.113.${nextAddress++}`): Promise<Client> {
  const client: Client = connect(server.url, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    extraHeaders: { 'x-forwarded-for': address },
  });
  sockets.push(client);
  return new Promise((resolve, reject) => {
    client.once('connect', () => resolve(client));
    client.once('connect_error', reject);
  });
}

async function playersOf(server: TestServer, room: string): Promise<string[]> {
  return (
    (await (await fetch(`${server.url}/api/${encodeURIComponent(room)}`)).json()) as [
      unknown,
      unknown,
      boolean,
      string[],
    ]
  )[3];
}

/** A room made by `owner` with `texts` imported in one go; returns its entries. */
async function roomWith(server: TestServer, owner: Client, room: string, texts: string[]): Promise<Entry[]> {
  expect(await request(owner, 'new room', room)).toMatchObject({ ok: true });
  for (let at = 0; at < texts.length; at += 500) {
    const batch = texts.slice(at, at + 500);
    expect(await request(owner, 'import entries', { roomName: room, texts: batch })).toMatchObject({
      ok: true,
      added: batch.length,
    });
  }
  return entriesOf(server, room);
}

describe('only members take something away', () => {
  it('an outsider who never joined removes, puts back and removes players nothing, and the room hears nothing', async () => {
    const server = await start();
    const [owner, listener, outsider] = await Promise.all([phoneFrom(server), phoneFrom(server), phoneFrom(server)]);
    const [a, b] = await roomWith(server, owner, 'fest', ['a', 'b', 'c']);
    expect(await request(owner, 'add player', { roomName: 'fest', name: 'Kari' })).toMatchObject({ ok: true });
    // With PostgreSQL + Redis the room's broadcasts travel through Redis and may come after the ack: the removal's
    // own broadcast is awaited, so none of it is still on its way when the listener joins.
    const removed = nextEvent(owner, 'entryRemoved');
    expect(await request(owner, 'remove entry', { roomName: 'fest', id: b!.id })).toEqual({ ok: true, count: 2 });
    await removed;
    await request(listener, 'join room', 'fest');
    const heard = recordEvents(listener);

    const notMember = { ok: false, error: 'not_member' };
    expect(await request(outsider, 'remove entry', { roomName: 'fest', id: a!.id })).toEqual(notMember);
    expect(await request(outsider, 'remove entry', { roomName: 'FEST ', id: a!.id })).toEqual(notMember);
    expect(await request(outsider, 'remove player', { roomName: 'fest', name: 'Kari' })).toEqual(notMember);
    // A removed entry of the room and an id that was never anyone's get the same answer: nothing to learn.
    expect(await request(outsider, 'restore entry', { roomName: 'fest', id: b!.id })).toEqual(notMember);
    expect(await request(outsider, 'restore entry', { roomName: 'fest', id: 987_654 })).toEqual(notMember);
    // Having joined another room, or left this one, makes no member of it.
    await request(outsider, 'new room', 'annet');
    await request(outsider, 'join room', 'fest');
    await request(outsider, 'leave room', 'fest');
    expect(await request(outsider, 'remove entry', { roomName: 'fest', id: a!.id })).toEqual(notMember);
    // A room that does not exist is not found, as `GET /api/{room}` says to anyone.
    expect(await request(outsider, 'remove entry', { roomName: 'ingen', id: a!.id })).toEqual({
      ok: false,
      error: 'not_found',
    });

    await settle(listener);
    expect(heard.filter((event) => event.name !== 'presence')).toEqual([]);
    expect((await entriesOf(server, 'fest')).map((entry) => entry.value)).toEqual(['a', 'c']);
    expect(await playersOf(server, 'fest')).toEqual(['Kari']);
  });

  it('a member may do all three, the TV display included', async () => {
    const server = await start();
    const [owner, tv] = await Promise.all([phoneFrom(server), phoneFrom(server)]);
    const [a] = await roomWith(server, owner, 'fest', ['a', 'b']);
    await request(owner, 'add player', { roomName: 'fest', name: 'Kari' });
    await request(tv, 'join room', 'fest', { host: true });
    expect(await request(tv, 'remove entry', { roomName: 'fest', id: a!.id })).toEqual({ ok: true, count: 1 });
    expect(await request(tv, 'restore entry', { roomName: 'fest', id: a!.id })).toEqual({ ok: true, count: 2 });
    expect(await request(tv, 'remove player', { roomName: 'fest', name: 'kari' })).toEqual({ ok: true, players: [] });
  });
});

describe("another room's ids tell nothing", () => {
  it("a member's restore or removal of another room's id answers as a made-up id and changes nothing", async () => {
    const server = await start();
    const [mine, theirs] = await Promise.all([phoneFrom(server), phoneFrom(server)]);
    await roomWith(server, mine, 'min', ['x']);
    const [live, out] = await roomWith(server, theirs, 'deres', ['live', 'out']);
    // Its broadcasts may come after the ack (through Redis): heard before recording starts, as only what follows
    // counts; the room's count goes out a turn after the removal's own event, so both are waited for.
    const removed = Promise.all([nextEvent(theirs, 'entryRemoved'), nextEvent(theirs, 'numPrompts', (n) => n === 1)]);
    await request(theirs, 'remove entry', { roomName: 'deres', id: out!.id });
    await removed;
    const heard = recordEvents(theirs);

    const madeUp = await request(mine, 'restore entry', { roomName: 'min', id: 987_654 });
    expect(madeUp).toEqual({ ok: false, error: 'not_found' });
    for (const id of [live!.id, out!.id]) {
      expect(await request(mine, 'restore entry', { roomName: 'min', id })).toEqual(madeUp);
      expect(await request(mine, 'remove entry', { roomName: 'min', id })).toEqual(madeUp);
    }
    await settle(theirs);
    expect(heard.filter((event) => event.name !== 'presence')).toEqual([]);
    expect((await entriesOf(server, 'deres')).map((entry) => entry.value)).toEqual(['live']);
    expect((await entriesOf(server, 'min')).map((entry) => entry.value)).toEqual(['x']);
  });
});

describe('a per-room budget for removals', () => {
  it('ten joined addresses removing a 300-entry room as fast as they can leave at least 260', async () => {
    const clock = manualClock();
    const server = await start({}, clock);
    const owner = await phoneFrom(server);
    await roomWith(
      server,
      owner,
      'stor',
      Array.from({ length: 300 }, (_, i) => `tekst ${i}`),
    );
    const attackers = await Promise.all(Array.from({ length: 10 }, () => phoneFrom(server)));
    for (const attacker of attackers) await request(attacker, 'join room', 'stor');

    /** Every attacker removes its tenth of what the room has left, all at once, without waiting for answers. */
    const attack = async () => {
      const live = await entriesOf(server, 'stor');
      return Promise.all(
        live.map((entry, i) =>
          request(attackers[i % attackers.length]!, 'remove entry', { roomName: 'stor', id: entry.id }),
        ),
      );
    };

    const first = await attack();
    expect(first).toContainEqual({ ok: false, error: 'removals_limited', perMinute: 20 });
    expect(first.filter((reply) => reply.ok)).toHaveLength(20);
    expect(await entriesOf(server, 'stor')).toHaveLength(280);

    // A minute later (on the server's clock) the room may lose 20 more, and no more.
    clock.advance(60_000);
    await attack();
    const left = (await entriesOf(server, 'stor')).length;
    expect(left).toBeGreaterThanOrEqual(260);
    // Memory counts on the test clock; Redis counts real minutes, so there the second attack found the budget spent.
    expect(left).toBe(onPostgres ? 280 : 260);
  });

  it('takes its figure from the configuration and says it in the refusal; putting back is not slowed', async () => {
    const server = await start({ removalsPerMinute: 3 });
    const phone = await phoneFrom(server);
    const entries = await roomWith(server, phone, 'liten', ['a', 'b', 'c', 'd', 'e']);
    for (const entry of entries.slice(0, 3)) await request(phone, 'remove entry', { roomName: 'liten', id: entry.id });
    expect(await request(phone, 'remove entry', { roomName: 'liten', id: entries[3]!.id })).toEqual({
      ok: false,
      error: 'removals_limited',
      perMinute: 3,
    });
    for (const entry of entries.slice(0, 3)) {
      expect(await request(phone, 'restore entry', { roomName: 'liten', id: entry.id })).toMatchObject({ ok: true });
    }
    // Another room has a budget of its own.
    const [other] = await roomWith(server, phone, 'annen', ['z']);
    expect(await request(phone, 'remove entry', { roomName: 'annen', id: other!.id })).toEqual({ ok: true, count: 0 });
  });

  it.runIf(onPostgres)('holds across processes sharing Redis', async () => {
    const one = await start();
    const two = await start({
      dataDir: one.config.dataDir,
      databaseUrl: one.config.databaseUrl,
      redisUrl: one.config.redisUrl,
      redisPrefix: one.config.redisPrefix,
    });
    const owner = await phoneFrom(one);
    const entries = await roomWith(
      one,
      owner,
      'delt',
      Array.from({ length: 60 }, (_, i) => `tekst ${i}`),
    );
    const attackers = await Promise.all(Array.from({ length: 6 }, (_, i) => phoneFrom(i % 2 === 0 ? one : two)));
    for (const attacker of attackers) await request(attacker, 'join room', 'delt');
    await Promise.all(
      entries.map((entry, i) =>
        request(attackers[i % attackers.length]!, 'remove entry', { roomName: 'delt', id: entry.id }),
      ),
    );
    expect(await entriesOf(two, 'delt')).toHaveLength(40);
  });
});

describe('undo and import agree', () => {
  it('remove, import the same text, put back: one copy, and the answer names the one kept', async () => {
    const server = await start();
    const [phone, other] = await Promise.all([phoneFrom(server), phoneFrom(server)]);
    const [first] = await roomWith(server, phone, 'angre', ['Drikk @spiller', 'b']);
    await request(other, 'join room', 'angre');
    // The room's count after the import, heard: through Redis a broadcast can come after its ack, and none of these
    // may be taken for what the undo tells.
    const counted = nextEvent(other, 'numPrompts', (count) => count === 2);
    expect(await request(phone, 'remove entry', { roomName: 'angre', id: first!.id })).toEqual({ ok: true, count: 1 });
    expect(await request(other, 'import entries', { roomName: 'angre', texts: ['Drikk @spiller'] })).toMatchObject({
      ok: true,
      added: 1,
    });
    await counted;
    const again = (await entriesOf(server, 'angre')).find((entry) => entry.value === 'Drikk @spiller')!;
    const heard = recordEvents(other);

    expect(await request(phone, 'restore entry', { roomName: 'angre', id: first!.id })).toEqual({
      ok: true,
      count: 2,
      mergedInto: again.id,
    });
    await settle(other);
    expect(heard.filter((event) => event.name !== 'presence')).toEqual([]);
    expect((await entriesOf(server, 'angre')).map((entry) => entry.value)).toEqual(['b', 'Drikk @spiller']);
  });

  it('two phones putting back two removed copies while a third imports the text end with one copy', async () => {
    const server = await start();
    const [one, two, three] = await Promise.all([phoneFrom(server), phoneFrom(server), phoneFrom(server)]);
    const added = await roomWith(server, one, 'kappløp', ['x']);
    for (const text of ['samme', 'samme']) await request(one, 'chat message', { roomName: 'kappløp', text });
    const copies = (await entriesOf(server, 'kappløp')).filter((entry) => entry.value === 'samme');
    expect(copies).toHaveLength(2);
    for (const copy of copies) await request(one, 'remove entry', { roomName: 'kappløp', id: copy.id });
    await Promise.all([two, three].map((phone) => request(phone, 'join room', 'kappløp')));
    const replies = await Promise.all([
      request(one, 'restore entry', { roomName: 'kappløp', id: copies[0]!.id }),
      request(two, 'restore entry', { roomName: 'kappløp', id: copies[1]!.id }),
      request(three, 'import entries', { roomName: 'kappløp', texts: ['samme'] }),
    ]);
    expect(replies.every((reply) => reply.ok)).toBe(true);
    const left = await entriesOf(server, 'kappløp');
    expect(left.filter((entry) => entry.value === 'samme')).toHaveLength(1);
    expect(left).toHaveLength(added.length + 1);
  });
});

describe('placeholder words are not names', () => {
  it('refuses @spiller, @player, noen and someone in any case and width, and keeps the list', async () => {
    const server = await start();
    const phone = await phoneFrom(server);
    await request(phone, 'new room', 'navn');
    for (const name of ['@spiller', '@PLAYER', 'Noen', 'someone', 'ＮＯＥＮ', '＠ｓｐｉｌｌｅｒ', 'some\u200Bone']) {
      expect(await request(phone, 'add player', { roomName: 'navn', name }), name).toEqual({
        ok: false,
        error: 'placeholder',
      });
    }
    expect(await request(phone, 'add player', { roomName: 'navn', name: 'Noen andre' })).toEqual({
      ok: true,
      players: ['Noen andre'],
    });
    expect(await playersOf(server, 'navn')).toEqual(['Noen andre']);
  });
});
