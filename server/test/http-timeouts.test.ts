// A slow or idle HTTP client cannot hold a connection: the server's timeouts (http/server-limits.ts), shortened
// here, cut slow headers, slow bodies and idle keep-alive connections, and leave websockets and long-polls be.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPhone, type PhoneSocket } from '../src/test-kit';
import { startTestServer, type TestServer } from './helpers';

const TIMEOUTS = { headersMs: 300, requestMs: 600, keepAliveMs: 300, checkEveryMs: 100 };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ httpTimeouts: TIMEOUTS });
});
afterAll(async () => {
  await server.close();
});

/** A raw connection that records what the server sends and whether it has closed the connection. */
function rawConnection(url: string) {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  socket.on('error', () => undefined); // a reset after the server's close is a close too
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return { socket, closed, received: () => received };
}

/** Writes one piece every `everyMs` until the server closes the connection; returns how many pieces went out. */
async function trickle(connection: ReturnType<typeof rawConnection>, piece: string, everyMs: number): Promise<number> {
  let sent = 0;
  let done = false;
  void connection.closed.then(() => (done = true));
  while (!done) {
    connection.socket.write(piece);
    sent++;
    await Promise.race([connection.closed, new Promise((resolve) => setTimeout(resolve, everyMs))]);
  }
  return sent;
}

const host = () => new URL(server.url).host;

describe('HTTP timeouts', () => {
  it('answers 408 and closes a connection whose headers never end', async () => {
    const connection = rawConnection(server.url);
    connection.socket.write(`GET /api/slowroom HTTP/1.1\r\nHost: ${host()}\r\n`);
    // One more header line every 50 ms keeps the connection busy, but the headers are never complete.
    const sent = await trickle(connection, 'X-Slow: 1\r\n', 50);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /u);
    expect(sent).toBeGreaterThan(1);
  });

  it('answers 408 and closes a connection whose body comes too slowly', async () => {
    const connection = rawConnection(server.url);
    connection.socket.write(
      `POST /api/free-ai HTTP/1.1\r\nHost: ${host()}\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{`,
    );
    await trickle(connection, ' ', 50);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /u);
  });

  it('closes an idle keep-alive connection after its answer', async () => {
    const connection = rawConnection(server.url);
    connection.socket.write(`GET /api/nosuchroom HTTP/1.1\r\nHost: ${host()}\r\nConnection: keep-alive\r\n\r\n`);
    await connection.closed;
    expect(connection.received()).toMatch(/^HTTP\/1\.1 404 /u);
    expect(connection.received()).toMatch(/keep-alive/iu);
  });

  it.each(['websocket', 'polling'] as const)('keeps a %s phone connected through every timeout', async (transport) => {
    const phone: PhoneSocket = await connectPhone(server.url, [transport]);
    let disconnected = false;
    phone.on('disconnect', () => (disconnected = true));
    try {
      const created = await phone.emitWithAck('new room', `timeouts ${transport}`);
      expect(created).toEqual({ ok: true, count: 0 });
      // Longer than every timeout above, with the phone doing nothing (a long-poll is held the whole time).
      await new Promise((resolve) => setTimeout(resolve, 3 * TIMEOUTS.requestMs));
      const added = await phone.emitWithAck('chat message', { roomName: `timeouts ${transport}`, text: 'still here' });
      expect(added).toEqual({ ok: true, count: 1 });
      expect(disconnected).toBe(false);
    } finally {
      phone.disconnect();
    }
  });
});
