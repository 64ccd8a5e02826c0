// Test helpers: a real server on port 0 with a temp SQLite folder, and real Socket.IO clients.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { io as connect, type Socket } from 'socket.io-client';
import { MAX_ENTRIES_PER_ROOM, type ClientToServerEvents, type ServerToClientEvents } from '@skal/shared';
import { createServer, type RunningServer, type ServerDeps } from '../src/app';
import type { ServerConfig } from '../src/config';

export type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

export function tempDir(prefix = 'skal-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** A minimal built app (index.html and one hashed asset), for static-serving tests. */
export function fakeBuild(title: string): string {
  const dir = tempDir('skal-build-');
  fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${title}</title>`);
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'app-1234.js'), 'console.log(1)');
  return dir;
}

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: tempDir(),
    roomTtlHours: 48,
    logLevel: 'silent',
    trustProxy: false,
    rateLimits: { socketEvents: 10_000, addressEvents: 100_000, windowSeconds: 10 },
    maxEntriesPerRoom: MAX_ENTRIES_PER_ROOM,
    ...overrides,
  };
}

export interface TestServer extends RunningServer {
  config: ServerConfig;
  client(): Promise<Client>;
}

export async function startTestServer(
  overrides: Partial<ServerConfig> = {},
  deps: ServerDeps = {},
): Promise<TestServer> {
  const config = testConfig(overrides);
  const server = await createServer(config, { logger: pino({ level: 'silent' }), ...deps });
  const clients: Client[] = [];
  return {
    ...server,
    config,
    client: async () => {
      const client = await connectClient(server.url);
      clients.push(client);
      return client;
    },
    close: async () => {
      for (const client of clients) client.disconnect();
      await server.close();
    },
  };
}

export function connectClient(url: string, transports: ('websocket' | 'polling')[] = ['websocket']): Promise<Client> {
  const client: Client = connect(url, { transports, forceNew: true, reconnection: false });
  return new Promise((resolve, reject) => {
    client.once('connect', () => resolve(client));
    client.once('connect_error', reject);
  });
}

/** Records every event a client receives, in order. */
export function recordEvents(client: Client): { name: string; args: unknown[] }[] {
  const seen: { name: string; args: unknown[] }[] = [];
  client.onAny((name: string, ...args: unknown[]) => seen.push({ name, args }));
  return seen;
}

export function nextEvent<E extends keyof ServerToClientEvents>(
  client: Client,
  event: E,
  timeoutMs = 5000,
): Promise<Parameters<ServerToClientEvents[E]>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${String(event)} within ${timeoutMs} ms`)), timeoutMs);
    const handler = (...args: unknown[]) => {
      clearTimeout(timer);
      resolve(args as Parameters<ServerToClientEvents[E]>);
    };
    (client as unknown as { once(e: string, h: (...a: unknown[]) => void): void }).once(event, handler);
  });
}

/** Emits an event with arbitrary arguments and resolves with the ack. */
export function request(client: Client, event: string, ...args: unknown[]): Promise<unknown> {
  return (client.timeout(5000) as unknown as { emitWithAck(e: string, ...a: unknown[]): Promise<unknown> }).emitWithAck(
    event,
    ...args,
  );
}

/** A round trip on this connection: everything the server sent it before now has arrived. */
export async function settle(client: Client): Promise<void> {
  await request(client, 'leave room', 'settle');
}
