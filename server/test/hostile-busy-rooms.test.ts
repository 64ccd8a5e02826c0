// Busy rooms and heavy events (issue 25, items 5 and 6): a room's own traffic at its limits cuts off none of its
// phones, long-polling ones included, and an event spends the rate limits in proportion to its work.
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { io as connect } from 'socket.io-client';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../src/rate-limit';
import { eventCost } from '../src/sockets/event-costs';
import type { Reply } from '../src/test-kit';
import { request, startTestServer, type Client, type TestServer } from './helpers';

/** A fresh client address per phone, so each starts with full buckets. */
let nextAddress = 1;
const freshAddress = () => `203.0.113.${nextAddress++}`;

const servers: TestServer[] = [];
const clients: Client[] = [];
const links: { server: net.Server; connections: net.Socket[] }[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) client.disconnect();
  for (const link of links.splice(0)) {
    for (const connection of link.connections) connection.destroy();
    link.server.close();
  }
  for (const server of servers.splice(0)) await server.close();
});

/**
 * A mobile network in front of the server that can stall (a tunnel, a lift): while it does, nothing passes either
 * way, so a long-polling phone cannot ask for what waits for it; then everything goes on, in order.
 */
async function stallingLink(url: string): Promise<{ url: string; stall(): void; resume(): void }> {
  const target = new URL(url);
  let stalled = false;
  const waiting: (() => void)[] = [];
  const connections: net.Socket[] = [];
  const link = net.createServer({ allowHalfOpen: true }, (near) => {
    const far = net.connect({ port: Number(target.port), host: target.hostname, allowHalfOpen: true });
    connections.push(near, far);
    // Whatever comes while the link stalls, a close too, waits in order behind what came before it.
    const inOrder = (step: () => void) => (stalled ? waiting.push(step) : step());
    const pass = (from: net.Socket, to: net.Socket) => {
      from.on('data', (chunk) => inOrder(() => void (to.writable && to.write(chunk))));
      from.on('end', () => inOrder(() => to.end()));
      from.on('error', () => inOrder(() => to.destroy()));
    };
    pass(near, far);
    pass(far, near);
  });
  links.push({ server: link, connections });
  await new Promise<void>((resolve) => link.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(link.address() as net.AddressInfo).port}`,
    stall: () => (stalled = true),
    resume: () => {
      stalled = false;
      for (const send of waiting.splice(0)) send();
    },
  };
}

/** A server behind one trusted proxy (so each phone has its own address) with production's rate limits. */
async function serverWith(rateLimits: RateLimits = DEFAULT_RATE_LIMITS): Promise<TestServer> {
  const server = await startTestServer({ trustProxy: { hops: 1 }, rateLimits });
  servers.push(server);
  return server;
}

function phoneAt(url: string, address: string, transports: ('websocket' | 'polling')[] = ['websocket']) {
  const client: Client = connect(url, {
    transports,
    forceNew: true,
    reconnection: false,
    extraHeaders: { 'x-forwarded-for': address },
  });
  clients.push(client);
  return new Promise<Client>((resolve, reject) => {
    client.once('connect', () => resolve(client));
    client.once('connect_error', reject);
  });
}

/** Sends an event and waits for its answer as long as it takes (a loaded machine answers a burst slowly). */
function send(phone: Client, event: string, argument: unknown): Promise<Reply> {
  return (phone as unknown as { emitWithAck(e: string, a: unknown): Promise<Reply> }).emitWithAck(event, argument);
}

async function entryIds(url: string, room: string): Promise<number[]> {
  const response = await fetch(`${url}/api/${encodeURIComponent(room)}`, {
    headers: { 'x-forwarded-for': freshAddress() },
  });
  return ((await response.json()) as [unknown, { id: number }[]])[1].map((entry) => entry.id);
}

describe('a busy room cuts off none of its phones', () => {
  it('keeps two long-polling members connected, with the right count, while twelve phones fill the room at their limits', async () => {
    const server = await serverWith();
    const room = 'travelt rom';
    const host = await phoneAt(server.url, freshAddress());
    expect(await request(host, 'new room', room)).toMatchObject({ ok: true });
    const seed = Array.from({ length: 30 }, (_, i) => `Skål for nummer ${i}`);
    expect(await request(host, 'import entries', { roomName: room, texts: seed })).toMatchObject({ ok: true });
    const ids = await entryIds(server.url, room);

    const network = await stallingLink(server.url);
    const members = await Promise.all([0, 1].map(() => phoneAt(network.url, freshAddress(), ['polling'])));
    const heard = members.map((member) => {
      const seen = { count: -1, disconnected: '' };
      member.on('numPrompts', (count: number) => (seen.count = count));
      member.on('disconnect', (reason: string) => (seen.disconnected = reason));
      return seen;
    });
    for (const member of members) expect(await request(member, 'join room', room)).toMatchObject({ ok: true });

    // Twelve phones, each on its own address, each sending as fast as its limits allow, without waiting for its
    // answers: removes and restores of the room's entries (two broadcasts each), adds, and imports. The members'
    // network stalls meanwhile, so the whole burst waits for their next poll.
    const phones = await Promise.all(Array.from({ length: 12 }, () => phoneAt(server.url, freshAddress())));
    for (const phone of phones) expect(await request(phone, 'join room', room)).toMatchObject({ ok: true });
    network.stall();
    let replies: Reply[][];
    try {
      replies = await Promise.all(
        phones.map((phone, p) => {
          const sent: Promise<Reply>[] = [];
          for (let i = 0; i < DEFAULT_RATE_LIMITS.socketEvents + 5; i++) {
            const id = ids[(p * 7 + i) % ids.length]!;
            const kind = i % 6;
            if (kind < 2) sent.push(send(phone, 'remove entry', { roomName: room, id }));
            else if (kind < 4) sent.push(send(phone, 'restore entry', { roomName: room, id }));
            else if (kind === 4) sent.push(send(phone, 'chat message', { roomName: room, text: `Ny ${p} ${i}` }));
            else sent.push(send(phone, 'import entries', { roomName: room, texts: [`Importert ${p} ${i}`] }));
          }
          return Promise.all(sent);
        }),
      );
    } finally {
      network.resume();
    }
    // Each phone did reach its limit.
    for (const answers of replies) expect(answers.filter((reply) => reply.error === 'rate_limited')).not.toEqual([]);

    const count = (await entryIds(server.url, room)).length;
    for (const [m, member] of members.entries()) {
      // A round trip (to a room it is not in): everything sent to the member before has arrived, unless the server
      // cut it off.
      const cut = new Promise<Reply>((resolve) => {
        if (!member.connected) resolve({ ok: false, cut: heard[m]!.disconnected });
        member.once('disconnect', (reason) => resolve({ ok: false, cut: reason }));
      });
      expect(await Promise.race([send(member, 'leave room', 'settle'), cut])).toEqual({ ok: true });
      expect(heard[m]).toEqual({ count, disconnected: '' });
    }
  });
});

describe('heavy events cost more of the rate limits', () => {
  /** Sends `make(i)` one after another until `rate_limited`; how many went through before. */
  async function untilLimited(phone: Client, event: string, make: (i: number) => unknown): Promise<number> {
    for (let i = 0; i < 1_000; i++) {
      const reply = await send(phone, event, make(i));
      if (reply.error === 'rate_limited') return i;
      expect(reply).toMatchObject({ ok: true });
    }
    throw new Error(`${event} was never limited`);
  }

  it('lets one socket send fewer 10 KB imports than chat messages before rate_limited', async () => {
    const server = await serverWith();
    const chatter = await phoneAt(server.url, freshAddress());
    expect(await request(chatter, 'new room', 'tung')).toMatchObject({ ok: true });
    const messages = await untilLimited(chatter, 'chat message', (i) => ({ roomName: 'tung', text: `Skål ${i}` }));
    // The room's creation took one of the socket's points.
    expect(messages).toBe(DEFAULT_RATE_LIMITS.socketEvents - 1);

    const importer = await phoneAt(server.url, freshAddress());
    // 36 texts of 280 characters: 10 KB.
    const tenKb = (i: number) => ({
      roomName: 'tung',
      texts: Array.from({ length: 36 }, (_, t) => `${i} ${t} ${'a'.repeat(280)}`.slice(0, 280)),
    });
    const imports = await untilLimited(importer, 'import entries', tenKb);
    expect(imports).toBe(Math.ceil(DEFAULT_RATE_LIMITS.socketEvents / eventCost('import entries', [tenKb(0)])));
    expect(imports).toBeLessThan(messages / 5);
  });

  it('prices an import of rules and secrets (objects) by their bytes, as one of texts', async () => {
    const server = await serverWith();
    const setup = await phoneAt(server.url, freshAddress());
    expect(await request(setup, 'new room', 'regler')).toMatchObject({ ok: true });
    // 24 lasting rules of 280 characters with an end of 100 and a secret of 40: about 11 KB, all in objects.
    const rules = (i: number) => ({
      roomName: 'regler',
      texts: Array.from({ length: 24 }, (_, t) => ({
        text: `${i} ${t} ${'r'.repeat(280)}`.slice(0, 280),
        rule: { end: 'e'.repeat(100) },
        secret: { kind: 'answer', text: 's'.repeat(40) },
      })),
    });
    const strings = (i: number) => ({
      roomName: 'regler',
      texts: Array.from({ length: 36 }, (_, t) => `${i} ${t} ${'a'.repeat(280)}`.slice(0, 280)),
    });
    const importer = await phoneAt(server.url, freshAddress());
    const ruleImports = await untilLimited(importer, 'import entries', rules);
    const texter = await phoneAt(server.url, freshAddress());
    const stringImports = await untilLimited(texter, 'import entries', (i) => strings(i + 1000));
    // The measure: 10 imports of rules went through one socket in one window, against 3 of texts.
    expect(ruleImports).toBeLessThanOrEqual(stringImports);
    expect(ruleImports).toBe(Math.ceil(DEFAULT_RATE_LIMITS.socketEvents / eventCost('import entries', [rules(0)])));
  });
});
