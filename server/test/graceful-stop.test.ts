// A rolling deploy's SIGTERM with adds in flight, on the built server as a real process, on SQLite and on PostgreSQL:
// every add the server received is answered (added, or an error) before its socket closes, so none is stored while
// its phone heard nothing; and each phone's retry of what was not answered as added, with the add's own id, after
// the restart stores every entry exactly once.
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type Service } from '../../scripts/services.mjs';
import { connectClient, request, tempDir, type Client } from './helpers';
import { serverDir, spawnBuilt, type Spawned } from './processes';

const PHONES = 20;
const ADDS_PER_PHONE = 12;
const ROUNDS = 3;

let postgres: Service | undefined;
/** Every server process started, so a failing test leaves none running. */
const started: Spawned[] = [];

beforeAll(async () => {
  execFileSync(process.execPath, ['build.mjs'], { cwd: serverDir });
  postgres = await startPostgres();
}, 90_000);
afterAll(async () => {
  for (const server of started) server.child.kill('SIGKILL');
  await postgres?.stop();
});

async function startBuilt(env: Record<string, string>): Promise<Spawned & { url: string }> {
  const spawned = await spawnBuilt(
    'main.js',
    { PORT: '0', RATE_LIMIT_SOCKET: '100000', RATE_LIMIT_ADDRESS: '100000', RATE_LIMIT_CONNECTIONS: '1000', ...env },
    'Skål serving on',
  );
  started.push(spawned);
  return { ...spawned, url: String(spawned.line.url) };
}

/** What one add heard: `added`, an error code, or nothing before its socket closed (`unanswered`). */
type Heard = 'added' | 'unanswered' | string;

interface Add {
  id: string;
  text: string;
  heard: Heard;
}

async function storedValues(url: string, room: string): Promise<string[]> {
  const [, entries] = (await (await fetch(`${url}/api/${room}`)).json()) as [unknown, { value: string }[]];
  return entries.map((entry) => entry.value);
}

describe.each(['sqlite', 'postgres'] as const)('a SIGTERM with adds in flight (%s)', (store) => {
  it(`leaves no add stored unanswered, and a retry with the same id stores it once (${ROUNDS} stops)`, async () => {
    const dataDir = tempDir();
    const env: Record<string, string> = { DATA_DIR: dataDir };
    if (store === 'postgres') {
      const admin = new URL(postgres!.url);
      const database = `stop_${Date.now()}`;
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: postgres!.url });
      await client.connect();
      await client.query(`CREATE DATABASE ${database}`);
      await client.end();
      admin.pathname = `/${database}`;
      env.DATABASE_URL = admin.toString();
    }
    let server = await startBuilt(env);
    for (let round = 0; round < ROUNDS; round++) {
      const room = `stopp${round}`;
      const phones: Client[] = await Promise.all(Array.from({ length: PHONES }, () => connectClient(server.url)));
      expect(await request(phones[0]!, 'new room', room)).toMatchObject({ ok: true });
      await Promise.all(phones.map((phone) => request(phone, 'join room', room)));

      const adds: Add[] = [];
      let answered = 0;
      let stopped = false;
      const stop = server;
      const sends = phones.flatMap((phone, p) =>
        Array.from({ length: ADDS_PER_PHONE }, (_, a) => {
          const add: Add = {
            id: `r${round}-phone${String(p).padStart(3, '0')}-add${String(a).padStart(3, '0')}`,
            text: `runde ${round} mobil ${p} innslag ${a}`,
            heard: 'unanswered',
          };
          adds.push(add);
          return request(phone, 'chat message', { roomName: room, text: add.text, id: add.id }).then(
            (reply) => {
              add.heard = reply.ok ? 'added' : String(reply.error);
              // The stop comes while most of the burst is still on its way or being written.
              if (++answered === 10 && !stopped) {
                stopped = true;
                stop.child.kill('SIGTERM');
              }
            },
            () => undefined, // no answer: the socket closed first (or 5 s passed)
          );
        }),
      );
      await Promise.all(sends);
      expect(await stop.exited).toBe(0);
      for (const phone of phones) phone.disconnect();

      server = await startBuilt(env);
      const stored = await storedValues(server.url, room);
      const heard = (what: (add: Add) => boolean) => adds.filter(what).map((add) => add.text);
      // Nothing left hanging by a graceful stop, and no entry stored that its phone was told nothing, or an
      // error, about; every add answered as added is there.
      expect(heard((add) => add.heard === 'unanswered')).toEqual([]);
      expect(stored.filter((text) => !heard((add) => add.heard === 'added').includes(text))).toEqual([]);
      expect(heard((add) => add.heard === 'added').filter((text) => !stored.includes(text))).toEqual([]);
      // What the stop refused, it refused as `unavailable` (the phone's cue to try again).
      expect(adds.filter((add) => add.heard !== 'added').every((add) => add.heard === 'unavailable')).toBe(true);

      // Each phone retries what was not answered as added, and everything it retries again, with the same ids.
      // A few at a time: the room's adds take its lock one after the other, and each waits at most 5 s.
      const retrying = await Promise.all(Array.from({ length: 4 }, () => connectClient(server.url)));
      for (let from = 0; from < adds.length; from += 20) {
        const replies = await Promise.all(
          adds.slice(from, from + 20).map((add, index) =>
            request(retrying[index % retrying.length]!, 'chat message', {
              roomName: room,
              text: add.text,
              id: add.id,
            }),
          ),
        );
        expect(replies.filter((reply) => !reply.ok)).toEqual([]);
      }
      for (const phone of retrying) phone.disconnect();
      const after = await storedValues(server.url, room);
      expect(after).toHaveLength(adds.length);
      expect(new Set(after).size).toBe(adds.length);
    }
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 180_000);
});
