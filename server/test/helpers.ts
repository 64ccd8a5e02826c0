// Test helpers: a real server on port 0 (SQLite in a temp folder, or a fresh PostgreSQL database
// and Redis in the postgres project), and real Socket.IO clients.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { inject } from 'vitest';
import pg from 'pg';
import { pino } from 'pino';
import type { ServerToClientEvents } from '@skal/shared';
import { createServer, type RunningServer, type ServerDeps } from '../src/app';
import { builtInPackGenerator } from '../src/ai/built-in-pack';
import type { EntryGenerator } from '../src/ai/entry-generator';
import type { ServerConfig } from '../src/config';
import { ask, connectPhone, defaultServerConfig, type PhoneSocket } from '../src/test-kit';

// The shared kit's socket steps under the names these tests use.
export { connectPhone as connectClient, ask as request, seedRoom } from '../src/test-kit';

export type Client = PhoneSocket;

export function tempDir(prefix = 'skal-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** A minimal built app (index.html and one hashed asset), for static-serving tests. */
/** A built page directory; its index.html carries an inline script, as the phone's boot script. */
export function fakeBuild(title: string): string {
  const dir = tempDir('skal-build-');
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><title>${title}</title><script>window.page = ${JSON.stringify(title)};</script>`,
  );
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'app-1234.js'), 'console.log(1)');
  return dir;
}

export interface TestServer extends RunningServer {
  config: ServerConfig;
  client(): Promise<Client>;
}

/** True in the Vitest project that runs the server suites on PostgreSQL + Redis. */
export const onPostgres = process.env.SKAL_TEST_STORE === 'postgres';

/**
 * A database of its own for each data folder, so a test that restarts a server on the same
 * folder finds its data again, and tests never see each other's rooms.
 */
export async function databaseFor(dataDir: string): Promise<string> {
  const admin = inject('databaseUrl');
  const name = `skal_${crypto.createHash('sha1').update(dataDir).digest('hex').slice(0, 16)}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Everything the store holds, as text: what a privacy or validity check reads. */
export async function storedText(server: TestServer): Promise<{ rooms: string[]; entries: string[]; all: string }> {
  if (server.config.databaseUrl) {
    const client = new pg.Client({ connectionString: server.config.databaseUrl });
    await client.connect();
    try {
      const rooms = (await client.query<{ name: string }>('SELECT name FROM rooms')).rows.map((row) => row.name);
      const entries = (await client.query<{ value: string }>('SELECT value FROM entries')).rows.map((row) => row.value);
      const tables = (
        await client.query<{ tablename: string }>("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")
      ).rows;
      let all = '';
      for (const { tablename } of tables) {
        const rows = await client.query<{ json: string }>(`SELECT row_to_json(t)::text AS json FROM ${tablename} t`);
        all += rows.rows.map((row) => row.json).join('\n');
      }
      return { rooms, entries, all };
    } finally {
      await client.end();
    }
  }
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(path.join(server.config.dataDir, 'skal.db'), { readonly: true });
  try {
    const rooms = db
      .prepare<[], { name: string }>('SELECT name FROM rooms')
      .all()
      .map((row) => row.name);
    const entries = db
      .prepare<[], { value: string }>('SELECT value FROM entries')
      .all()
      .map((row) => row.value);
    const payments = JSON.stringify(db.prepare('SELECT * FROM payments').all());
    return { rooms, entries, all: [payments, ...rooms, ...entries].join('\n') };
  } finally {
    db.close();
  }
}

/**
 * A stand-in for a model, for tests of the paid flow: the server counts an injected generator as a model (and sells
 * entries only with one), and this one draws from Skål's collection, so the tests' style and language checks hold.
 * A real server never sells the collection: without a model, payments are off.
 */
export function modelStandIn(): EntryGenerator {
  const collection = builtInPackGenerator();
  return { description: 'a model stand-in (tests)', generate: (request) => collection.generate(request) };
}

export async function startTestServer(
  overrides: Partial<ServerConfig> = {},
  deps: ServerDeps = {},
): Promise<TestServer> {
  const config = defaultServerConfig(overrides);
  if (onPostgres) {
    config.databaseUrl ??= await databaseFor(config.dataDir);
    config.redisUrl ??= inject('redisUrl');
    config.redisPrefix ??= path.basename(config.dataDir);
  }
  const server = await createServer(config, { logger: pino({ level: 'silent' }), ...deps });
  const clients: Client[] = [];
  return {
    ...server,
    config,
    client: async () => {
      const client = await connectPhone(server.url);
      clients.push(client);
      return client;
    },
    close: async () => {
      for (const client of clients) client.disconnect();
      await server.close();
    },
  };
}

/** Records every event a client receives, in order. */
export function recordEvents(client: Client): { name: string; args: unknown[] }[] {
  const seen: { name: string; args: unknown[] }[] = [];
  client.onAny((name: string, ...args: unknown[]) => seen.push({ name, args }));
  return seen;
}

/** The client's next `event` (the next one `where` accepts, if given), within `timeoutMs`. */
export function nextEvent<E extends keyof ServerToClientEvents>(
  client: Client,
  event: E,
  where: (...args: Parameters<ServerToClientEvents[E]>) => boolean = () => true,
  timeoutMs = 5000,
): Promise<Parameters<ServerToClientEvents[E]>> {
  const events = client as unknown as {
    on(e: string, h: (...a: unknown[]) => void): void;
    off(e: string, h: (...a: unknown[]) => void): void;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      events.off(event, handler);
      reject(new Error(`no ${String(event)} within ${timeoutMs} ms`));
    }, timeoutMs);
    const handler = (...args: unknown[]) => {
      const heard = args as Parameters<ServerToClientEvents[E]>;
      if (!where(...heard)) return;
      clearTimeout(timer);
      events.off(event, handler);
      resolve(heard);
    };
    events.on(event, handler);
  });
}

/**
 * Polls `probe` every 20 ms until `accept` takes its value (by default: until it is truthy) and resolves with that
 * value: for what a test waits on that no event announces (rows written, a process that restarted, /healthz). A probe
 * that throws counts as not yet (the server may be down on purpose). Fails after `timeoutMs` saying `what`.
 */
export async function until<T>(
  probe: () => Promise<T>,
  accept: (value: T) => boolean = Boolean,
  what = 'the condition',
  timeoutMs = 25_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined && accept(value)) return value;
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A round trip on this connection: everything the server sent it directly before now has arrived. On PostgreSQL +
 * Redis a room's broadcast reaches its sockets only once Redis has taken it, so one still on its way can come after
 * an ack: where that matters, wait for the broadcast itself (`nextEvent`).
 */
export async function settle(client: Client): Promise<void> {
  await ask(client, 'leave room', 'settle');
}

/** An entry as `GET /api/{room}` lists it. */
export type ListedEntry = {
  id: number;
  value: string;
  rule?: { end: string };
  secret?: { kind: string; text: string };
  slots?: string[];
  everyone?: boolean;
  forfeit?: string;
};

/** The room's live entries, read as a phone reads them (`GET /api/{room}`). */
export async function entriesOf(server: { url: string }, room: string): Promise<ListedEntry[]> {
  const response = await fetch(`${server.url}/api/${encodeURIComponent(room)}`);
  return ((await response.json()) as [unknown, ListedEntry[]])[1];
}
