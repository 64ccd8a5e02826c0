// Several processes share rooms through Redis. When Redis goes away for a while, a process keeps serving what it
// can and comes back with Redis: it must never die of a command Redis could not take (a presence count asks the
// other processes over Redis pub/sub). The server runs as a real process here, so a crash is seen as one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, startRedis, type Service } from '../../scripts/services.mjs';
import { connectClient, nextEvent, request, tempDir, until } from './helpers';
import { freePort, spawnBuilt, type Spawned } from './processes';

let postgres: Service;
let redis: Service;
let server: Spawned;
let url: string;

beforeAll(async () => {
  postgres = await startPostgres();
  redis = await startRedis();
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  server = await spawnBuilt(
    'main.js',
    {
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: tempDir(),
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      REDIS_PREFIX: 'outage',
    },
    'Skål serving on',
  );
}, 60_000);

afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  await redis?.stop();
  await postgres?.stop();
});

async function healthz(): Promise<number> {
  return (await fetch(`${url}/healthz`)).status;
}

describe('Redis going away', () => {
  it('a phone joining while Redis is down does not bring the process down, and rooms work when it is back', async () => {
    const host = await connectClient(url);
    await request(host, 'new room', 'utfall');
    let exitCode: number | null | 'running' = 'running';
    void server.exited.then((code) => {
      exitCode = code;
    });

    await redis.pause();
    await until(healthz, (status) => status === 503, '/healthz says Redis is down');
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
    await until(healthz, (status) => status === 200, '/healthz says all is well again');
    const back = await connectClient(url);
    expect(await request(back, 'join room', 'utfall')).toMatchObject({ ok: true });
    expect(exitCode).toBe('running');
    back.disconnect();
    host.disconnect();
  }, 60_000);
});
