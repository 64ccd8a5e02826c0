// Several processes share rooms through Redis. When Redis goes away for a while, a process keeps serving what it
// can and comes back with Redis: it must never die of a command Redis could not take (a presence count asks the
// other processes over Redis pub/sub), /healthz says degraded but stays 200, and phones on other processes get the
// count they missed once Redis is back. The server runs as real processes here, so a crash is seen as one.
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, startRedis, type Service } from '../../scripts/services.mjs';
import { connectClient, nextEvent, request, tempDir, until } from './helpers';
import { freePort, serverDir, spawnBuilt, type Spawned } from './processes';

let postgres: Service;
let redis: Service;
let server: Spawned;
let url: string;
let other: Spawned;
let otherUrl: string;

async function startProcess(): Promise<{ spawned: Spawned; url: string }> {
  const port = await freePort();
  const at = `http://127.0.0.1:${port}`;
  const spawned = await spawnBuilt(
    'main.js',
    {
      PORT: String(port),
      PUBLIC_URL: at,
      DATA_DIR: tempDir(),
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      REDIS_PREFIX: 'outage',
    },
    'Skål serving on',
  );
  return { spawned, url: at };
}

beforeAll(async () => {
  execFileSync(process.execPath, ['build.mjs'], { cwd: serverDir });
  postgres = await startPostgres();
  redis = await startRedis();
  ({ spawned: server, url } = await startProcess());
  ({ spawned: other, url: otherUrl } = await startProcess());
}, 90_000);

afterAll(async () => {
  for (const process of [server, other]) {
    process?.child.kill('SIGTERM');
    await process?.exited;
  }
  await redis?.stop();
  await postgres?.stop();
});

/** Ready (200), and whether Redis is away (`degraded`). */
async function health(at = url): Promise<string> {
  const response = await fetch(`${at}/healthz`);
  const body = (await response.json()) as { degraded?: string[] };
  return `${response.status}${body.degraded ? ' degraded' : ''}`;
}
const healthz = health;

describe('Redis going away', () => {
  it('a phone joining while Redis is down does not bring the process down, and rooms work when it is back', async () => {
    const host = await connectClient(url);
    await request(host, 'new room', 'utfall');
    let exitCode: number | null | 'running' = 'running';
    void server.exited.then((code) => {
      exitCode = code;
    });

    await redis.pause();
    // Ready still (it serves adds), and says what it lacks: a balancer keeps it.
    await until(healthz, (status) => status === '200 degraded', '/healthz says Redis is down');
    // The join is PostgreSQL's: it answers at once, with the phones this process can count.
    const guest = await connectClient(url);
    const counted = nextEvent(host, 'presence', (update) => update.phones === 2);
    expect(await request(guest, 'join room', 'utfall')).toMatchObject({ ok: true, count: 0 });
    await counted;
    // An add reaches the room's phones on this process, not held back until Redis has taken the broadcast.
    const heard = nextEvent(guest, 'numPrompts', (count) => count === 1);
    expect(await request(host, 'chat message', { roomName: 'utfall', text: 'Alle som er her drikker' })).toMatchObject({
      ok: true,
    });
    await heard;
    guest.disconnect();
    // ioredis gives up on a queued command after its retries (maxRetriesPerRequest: 3, about a second here).
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(exitCode).toBe('running');

    await redis.resume();
    await until(healthz, (status) => status === '200', '/healthz says all is well again');
    const back = await connectClient(url);
    expect(await request(back, 'join room', 'utfall')).toMatchObject({ ok: true });
    expect(exitCode).toBe('running');
    back.disconnect();
    host.disconnect();
  }, 60_000);

  it('phones on another process get the right count once Redis is back after a restart', async () => {
    const adder = await connectClient(url);
    await request(adder, 'new room', 'teller');
    const watcher = await connectClient(otherUrl);
    expect(await request(watcher, 'join room', 'teller')).toMatchObject({ ok: true, count: 0 });
    const counts: number[] = [];
    watcher.on('numPrompts', (count: number) => counts.push(count));

    await redis.pause();
    await until(
      () => health(url),
      (status) => status === '200 degraded',
      'the adding process sees Redis away',
    );
    await until(
      () => health(otherUrl),
      (status) => status === '200 degraded',
      'the other process sees it too',
    );
    for (let i = 1; i <= 3; i++) {
      expect(await request(adder, 'chat message', { roomName: 'teller', text: `Skål nummer ${i}` })).toMatchObject({
        ok: true,
        count: i,
      });
    }
    await redis.resume();
    // Whatever reached it during the outage, the watcher ends on the room's count.
    await until(
      async () => counts.at(-1),
      (count) => count === 3,
      'the watcher hears the count of 3',
      30_000,
    );
    expect(await request(watcher, 'join room', 'teller')).toMatchObject({ count: 3 });
    adder.disconnect();
    watcher.disconnect();
  }, 60_000);
});
