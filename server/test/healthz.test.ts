// /healthz is readiness, /livez liveness. Storage away: not ready (503), and every route and event answers
// `unavailable`; Redis away: degraded but ready (200), adds still served. The outage is logged once, counted, and
// said to be over. The test runs its own PostgreSQL and Redis, so it may stop them.
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, startRedis, type Service } from '../../scripts/services.mjs';
import { request, startTestServer, until, type TestServer } from './helpers';

let postgres: Service;
let redis: Service;
let server: TestServer;
/** The server's log lines, as JSON. */
const lines: { level: number; msg: string; fault?: string }[] = [];

beforeAll(async () => {
  postgres = await startPostgres();
  redis = await startRedis();
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as never);
      done();
    },
  });
  server = await startTestServer(
    { databaseUrl: postgres.url, redisUrl: redis.url, redisPrefix: 'healthz' },
    { logger: pino({ level: 'info' }, output) },
  );
});
afterAll(async () => {
  await server?.close();
  await redis?.stop();
  await postgres?.stop();
});

async function healthz(): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${server.url}/healthz`);
  return { status: response.status, body: await response.json() };
}

/** Polls /healthz until it answers `status` (the server notices a stopped service on its next probe). */
async function healthzBecomes(status: number): Promise<unknown> {
  const answer = await until(healthz, (found) => found.status === status, `/healthz ${status}`);
  return answer.body;
}

const livez = async () => (await fetch(`${server.url}/livez`)).status;
const storageLines = (since: number) => lines.slice(since).filter((line) => line.fault === 'storage');

describe('/healthz and /livez', () => {
  it('storage away: /healthz 503, every route and event `unavailable`, one log line and a count, one line back', async () => {
    const phone = await server.client();
    expect(await request(phone, 'new room', 'oppe')).toMatchObject({ ok: true });
    // A room large enough that its read is kept until it changes (room-read-cache.ts), read while storage is up.
    expect(await request(phone, 'new room', 'stor')).toMatchObject({ ok: true });
    for (let i = 0; i < 80; i++) {
      const text = `Tekst ${i}: ${'den som sist var på tur, tar en slurk og forteller om turen. '.repeat(4)}`.slice(
        0,
        280,
      );
      expect(await request(phone, 'chat message', { roomName: 'stor', text })).toMatchObject({ ok: true });
    }
    for (let i = 0; i < 2; i++) expect((await fetch(`${server.url}/api/stor`)).status).toBe(200);
    expect(await healthzBecomes(200)).toEqual({ ok: true });
    const before = lines.length;

    await postgres.pause();
    expect(await healthzBecomes(503)).toEqual({ ok: false, unavailable: ['storage'] });
    expect(await livez()).toBe(200);
    const room = await fetch(`${server.url}/api/oppe`);
    expect(room.status).toBe(503);
    expect(await room.json()).toMatchObject({ status: 503, code: 'unavailable' });
    // The large room's kept answer is not served while storage is away: it too is `unavailable`.
    const large = await fetch(`${server.url}/api/stor`);
    expect(large.status).toBe(503);
    expect(await large.json()).toMatchObject({ code: 'unavailable' });
    const post = await fetch(`${server.url}/api/oppe/entries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Skål' }),
    });
    expect(post.status).toBe(503);
    expect(await post.json()).toMatchObject({ code: 'unavailable' });
    for (let i = 0; i < 10; i++) {
      expect(await request(phone, 'chat message', { roomName: 'oppe', text: `Skål ${i}` })).toEqual({
        ok: false,
        error: 'unavailable',
      });
    }
    expect(await request(phone, 'join room', 'oppe')).toEqual({ ok: false, error: 'unavailable' });
    expect(await request(phone, 'new room', 'nede')).toEqual({ ok: false, error: 'unavailable' });
    // Fourteen failures and more probes: one line, not one per failure (the rest are counted every 10 s).
    expect(storageLines(before).map((line) => line.msg)).toEqual([expect.stringMatching(/^storage unavailable: /u)]);
    expect(lines.slice(before).filter((line) => line.level >= 50)).toEqual([]);

    await postgres.resume();
    expect(await healthzBecomes(200)).toEqual({ ok: true });
    // The line saying storage is back (a count line may come before it on a slow machine: every 10 s).
    await until(
      async () => {
        // Storage is back once it has served a while without failing: probes keep it busy meanwhile.
        await healthz();
        return storageLines(before).map((line) => line.msg);
      },
      (msgs) => msgs.some((msg) => /^storage is back after /u.test(msg)),
      'the line saying storage is back',
    );
    expect(storageLines(before).map((line) => line.msg)).toContainEqual(
      expect.stringMatching(/^storage is back after [\d.]+ s \(\d+ failures\)$/u),
    );
    expect(await request(phone, 'chat message', { roomName: 'oppe', text: 'Skål igjen' })).toMatchObject({
      ok: true,
      count: 1,
    });
    expect((await fetch(`${server.url}/api/oppe`)).status).toBe(200);
  });

  it('PostgreSQL stopped under a stream of adds: each is answered added or `unavailable`, and the server lives on', async () => {
    const phones = await Promise.all(Array.from({ length: 4 }, () => server.client()));
    expect(await request(phones[0]!, 'new room', 'strom')).toMatchObject({ ok: true });
    let sending = true;
    const answers: string[] = [];
    // Adds with ids run in a transaction on a checked-out connection: the stop finds some of them mid-way.
    const streams = phones.map(async (phone, p) => {
      for (let i = 0; sending; i++) {
        const id = `stream-${p}-${String(i).padStart(10, '0')}`;
        const reply = await request(phone, 'chat message', { roomName: 'strom', text: `Skål ${p} ${i}`, id });
        answers.push(reply.ok ? 'added' : String(reply.error));
      }
    });
    await until(
      async () => answers.length,
      (count) => count >= 20,
      'adds flowing',
    );
    await postgres.pause();
    await until(
      async () => answers.at(-1),
      (answer) => answer === 'unavailable',
      'adds refused',
    );
    await postgres.resume();
    await until(
      async () => answers.at(-1),
      (answer) => answer === 'added',
      'adds served again',
    );
    sending = false;
    await Promise.all(streams);
    expect(new Set(answers)).toEqual(new Set(['added', 'unavailable']));
    expect(await healthzBecomes(200)).toEqual({ ok: true });
  });

  it('Redis away: /healthz stays 200 and says degraded, adds are served, and it is whole again once Redis is back', async () => {
    expect(await healthzBecomes(200)).toEqual({ ok: true });
    const phone = await server.client();
    expect(await request(phone, 'new room', 'utenredis')).toMatchObject({ ok: true });
    const before = lines.length;

    await redis.pause();
    await until(healthz, (found) => JSON.stringify(found.body).includes('degraded'), '/healthz degraded');
    expect(await healthz()).toEqual({ status: 200, body: { ok: true, degraded: ['redis'] } });
    expect(await livez()).toBe(200);
    expect(await request(phone, 'chat message', { roomName: 'utenredis', text: 'Skål uten Redis' })).toMatchObject({
      ok: true,
      count: 1,
    });

    await redis.resume();
    await until(healthz, (found) => JSON.stringify(found.body) === '{"ok":true}', '/healthz whole again');
    // What the outage logged, if the adapter noticed it at all in so short a pause: at most one line it went away
    // (the rest are counted; fault-log.test.ts holds the lines' rules), and never an error with a stack.
    const redisLines = lines.slice(before).filter((line) => line.fault === 'redis');
    expect(redisLines.filter((line) => /^Redis unavailable: /u.test(line.msg)).length).toBeLessThanOrEqual(1);
    expect(lines.slice(before).filter((line) => line.level >= 50)).toEqual([]);
  });
});
