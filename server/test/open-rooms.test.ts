// Open rooms that nobody can block (issue #39, item 5): anyone who knows a room's name may join and add, but no one
// can keep it full, spend its removals on nothing, hold its purchases or claim its free grant without being at the
// table. Real servers, sockets and raw HTTP, on SQLite and (ON_BOTH_STORES) on PostgreSQL + Redis.
import { afterEach, describe, expect, it } from 'vitest';
import { io as connect } from 'socket.io-client';
import { manualClock } from '../src/clock';
import type { ServerConfig } from '../src/config';
import { entriesOf, modelStandIn, onPostgres, request, startTestServer, type Client, type TestServer } from './helpers';

const servers: TestServer[] = [];
const sockets: Client[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function start(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const server = await startTestServer(
    { trustProxy: { hops: 1 }, ...overrides },
    { clock: manualClock(), generator: modelStandIn() },
  );
  servers.push(server);
  return server;
}

let nextAddress = 1;
const freshAddress = () => `198.51.100.${nextAddress++}`;

/** A phone from `address` (behind the one trusted proxy). */
function phoneFrom(server: TestServer, address = freshAddress()): Promise<Client> {
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

/** A JSON POST from `address`: status and body. */
async function post(server: TestServer, path: string, address: string, body: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
}

const startPayment = (server: TestServer, roomName: string, address: string) =>
  post(server, '/api/dopayment', address, { roomName, mobileNumber: '91234567', hasStarted: false });

describe('removed entries do not keep a room full', () => {
  it('an outsider fills a room; as soon as its members remove some, the room takes entries again', async () => {
    const server = await start({ maxEntriesPerRoom: 30 });
    const owner = await phoneFrom(server);
    expect(await request(owner, 'new room', 'fylt')).toMatchObject({ ok: true });
    // Imports need no membership: the room is open. The outsider never joins.
    const outsider = await phoneFrom(server);
    const texts = Array.from({ length: 30 }, (_, i) => `søppel ${i}`);
    expect(await request(outsider, 'import entries', { roomName: 'fylt', texts })).toMatchObject({
      ok: true,
      added: 30,
    });
    expect(await request(owner, 'chat message', { roomName: 'fylt', text: 'vår' })).toEqual({
      ok: false,
      error: 'room_full',
    });
    const junk = await entriesOf(server, 'fylt');
    for (const entry of junk.slice(0, 5)) {
      expect(await request(owner, 'remove entry', { roomName: 'fylt', id: entry.id })).toMatchObject({ ok: true });
    }
    // Before #39 the removed five counted toward the limit for 24 hours: room_full until tomorrow.
    expect(await request(owner, 'chat message', { roomName: 'fylt', text: 'vår' })).toEqual({ ok: true, count: 26 });
    expect(await request(owner, 'import entries', { roomName: 'fylt', texts: ['a', 'b', 'c', 'd'] })).toMatchObject({
      ok: true,
      added: 4,
    });
    // The removed ones are still in Recently removed; putting one back needs room like any add.
    const removed = await request(owner, 'removed entries', 'fylt');
    expect((removed as { entries?: unknown[] }).entries).toHaveLength(5);
    expect(await request(owner, 'restore entry', { roomName: 'fylt', id: junk[0]!.id })).toEqual({
      ok: false,
      error: 'room_full',
    });
  });
});

describe('only real removals spend the room its removal budget', () => {
  it("made-up ids, another room's ids and entries already out spend nothing; the members' removals still go through", async () => {
    const server = await start({ removalsPerMinute: 3 });
    const owner = await phoneFrom(server);
    expect(await request(owner, 'new room', 'min')).toMatchObject({ ok: true });
    await request(owner, 'import entries', { roomName: 'min', texts: ['a', 'b', 'c', 'd'] });
    const [a, b, c, d] = await entriesOf(server, 'min');
    const elsewhere = await phoneFrom(server);
    await request(elsewhere, 'new room', 'annen');
    await request(elsewhere, 'chat message', { roomName: 'annen', text: 'z' });
    const [z] = await entriesOf(server, 'annen');

    // A member who came to block: one real removal, then sixty that remove nothing.
    const attacker = await phoneFrom(server);
    expect(await request(attacker, 'join room', 'min')).toMatchObject({ ok: true });
    expect(await request(attacker, 'remove entry', { roomName: 'min', id: a!.id })).toEqual({ ok: true, count: 3 });
    for (let i = 0; i < 20; i++) {
      expect(await request(attacker, 'remove entry', { roomName: 'min', id: 900_000 + i })).toEqual({
        ok: false,
        error: 'not_found',
      });
      expect(await request(attacker, 'remove entry', { roomName: 'min', id: z!.id })).toEqual({
        ok: false,
        error: 'not_found',
      });
      expect(await request(attacker, 'remove entry', { roomName: 'min', id: a!.id })).toEqual({ ok: true, count: 3 });
    }
    // Before #39 all sixty spent the room's 3 a minute, and these were refused with removals_limited.
    expect(await request(owner, 'remove entry', { roomName: 'min', id: b!.id })).toEqual({ ok: true, count: 2 });
    expect(await request(owner, 'remove entry', { roomName: 'min', id: c!.id })).toEqual({ ok: true, count: 1 });
    // Three real removals: the budget is spent, whoever asks.
    expect(await request(owner, 'remove entry', { roomName: 'min', id: d!.id })).toEqual({
      ok: false,
      error: 'removals_limited',
      perMinute: 3,
    });
    expect((await entriesOf(server, 'annen')).map((entry) => entry.value)).toEqual(['z']);
  });
});

describe("nobody blocks a room's purchases", () => {
  it('a start from an address with no phone in the room is refused (not_member) and uses up nothing', async () => {
    const server = await start();
    const member = freshAddress();
    const phone = await phoneFrom(server, member);
    await request(phone, 'new room', 'kjøp');
    // The TV display in the room is not a phone: its address makes no member.
    const tvAddress = freshAddress();
    const tv = await phoneFrom(server, tvAddress);
    await request(tv, 'join room', 'kjøp', { host: true });
    // Thirty outsiders, three starts each: before #39 the first three blocked the room's purchases (409).
    for (let i = 0; i < 30; i++) {
      const outsider = i === 0 ? tvAddress : freshAddress();
      for (let j = 0; j < 3; j++) {
        const refused = await startPayment(server, 'kjøp', outsider);
        expect(refused.status).toBe(403);
        expect(refused.body).toMatchObject({ code: 'not_member' });
      }
    }
    expect((await startPayment(server, 'kjøp', member)).status).toBe(200);
    // A room that does not exist is still 404, for anyone.
    expect((await startPayment(server, 'ingen slik', member)).status).toBe(404);
  });

  it("one member address's waiting payments never hold another member's purchase in the same room", async () => {
    const server = await start();
    const [first, second] = [freshAddress(), freshAddress()];
    const owner = await phoneFrom(server, first);
    await request(owner, 'new room', 'gisler');
    const guest = await phoneFrom(server, second);
    await request(guest, 'join room', 'gisler');
    const firsts = [];
    for (let i = 0; i < 6; i++) firsts.push((await startPayment(server, 'gisler', first)).status);
    // Three starts reach the wallet; the address's own next ones are refused.
    expect(firsts.slice(0, 3)).toEqual([200, 200, 200]);
    expect(firsts.slice(3).every((status) => status === 409 || status === 429)).toBe(true);
    // Before #39 the room's 3 waiting payments refused every other buyer (409) for 15 minutes.
    expect((await startPayment(server, 'gisler', second)).status).toBe(200);
  });
});

describe("only a phone at the table claims the room's free grant", () => {
  it('a socket that never joined gets not_member, and the grant stays for the room', async () => {
    const server = await start();
    const owner = await phoneFrom(server);
    await request(owner, 'new room', 'gave');
    const outsider = await phoneFrom(server);
    expect(await request(outsider, 'free ai', 'gave')).toEqual({ ok: false, error: 'not_member' });
    // Joining another room, or joining and leaving this one, makes no member.
    await request(outsider, 'new room', 'annet');
    await request(outsider, 'join room', 'gave');
    await request(outsider, 'leave room', 'gave');
    expect(await request(outsider, 'free ai', 'gave')).toEqual({ ok: false, error: 'not_member' });
    expect(await request(outsider, 'free ai', 'finnes ikke')).toEqual({ ok: false, error: 'not_found' });
    // Before #39 the outsider's claim took the grant: here the room's own phone still gets it.
    expect(await request(owner, 'free ai', 'gave')).toEqual({ ok: true });
    expect(await request(owner, 'free ai', 'gave')).toEqual({ ok: false, error: 'used' });
  });

  it('over HTTP, it counts as a member only from an address with a phone joined to the room', async () => {
    const server = await start();
    const member = freshAddress();
    const owner = await phoneFrom(server, member);
    await request(owner, 'new room', 'http gave');
    const outsider = freshAddress();
    const refused = await post(server, '/api/free-ai', outsider, { roomName: 'http gave' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'not_member' });
    expect((await post(server, '/api/free-ai', outsider, { roomName: 'finnes ikke' })).status).toBe(404);
    // The phone's own address: the request speaks for a member.
    expect((await post(server, '/api/free-ai', member, { roomName: 'http gave' })).status).toBe(202);
    expect((await post(server, '/api/free-ai', member, { roomName: 'http gave' })).status).toBe(409);
  });

  it('a phone that left makes its address no member any more', async () => {
    const server = await start();
    const member = freshAddress();
    const owner = await phoneFrom(server, member);
    await request(owner, 'new room', 'forlatt');
    await request(owner, 'leave room', 'forlatt');
    expect((await post(server, '/api/free-ai', member, { roomName: 'forlatt' })).status).toBe(403);
  });

  it.runIf(onPostgres)('counts a phone joined on another process (through Redis)', async () => {
    const one = await start();
    const two = await start({
      dataDir: one.config.dataDir,
      databaseUrl: one.config.databaseUrl,
      redisUrl: one.config.redisUrl,
      redisPrefix: one.config.redisPrefix,
    });
    const member = freshAddress();
    const phone = await phoneFrom(one, member);
    await request(phone, 'new room', 'to prosesser');
    expect((await post(two, '/api/free-ai', freshAddress(), { roomName: 'to prosesser' })).status).toBe(403);
    expect((await startPayment(two, 'to prosesser', freshAddress())).status).toBe(403);
    expect((await post(two, '/api/free-ai', member, { roomName: 'to prosesser' })).status).toBe(202);
    expect((await startPayment(two, 'to prosesser', member)).status).toBe(200);
  });
});
