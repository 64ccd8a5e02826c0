// /healthz follows the services the server needs: 503 while PostgreSQL or Redis cannot be reached,
// 200 again once they are back. The test runs its own PostgreSQL and Redis, so it may stop them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, startRedis, type Service } from '../../scripts/services.mjs';
import { startTestServer, until, type TestServer } from './helpers';

let postgres: Service;
let redis: Service;
let server: TestServer;

beforeAll(async () => {
  postgres = await startPostgres();
  redis = await startRedis();
  server = await startTestServer({ databaseUrl: postgres.url, redisUrl: redis.url, redisPrefix: 'healthz' });
});
afterAll(async () => {
  await server?.close();
  await redis?.stop();
  await postgres?.stop();
});

/** Polls /healthz until it answers `status` (the server notices a stopped service on its next probe). */
async function healthzBecomes(status: number): Promise<void> {
  await until(
    async () => (await fetch(`${server.url}/healthz`)).status,
    (answer) => answer === status,
    `/healthz ${status}`,
  );
}

describe('/healthz', () => {
  it('answers 503 while PostgreSQL is stopped, and 200 once it runs again', async () => {
    await healthzBecomes(200);
    await postgres.pause();
    await healthzBecomes(503);
    await postgres.resume();
    await healthzBecomes(200);
  });

  it('answers 503 while Redis is stopped, and 200 once it runs again', async () => {
    await healthzBecomes(200);
    await redis.pause();
    await healthzBecomes(503);
    await redis.resume();
    await healthzBecomes(200);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
