// Vitest global setup for the PostgreSQL project: a throw-away PostgreSQL and Redis for this run,
// unless DATABASE_URL / REDIS_URL are given from outside.
import type { TestProject } from 'vitest/node';
import { startPostgres, startRedis, type Service } from '../../scripts/services.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    redisUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const postgres: Service | null = process.env.DATABASE_URL ? null : await startPostgres();
  let redis: Service | null;
  try {
    redis = process.env.REDIS_URL ? null : await startRedis();
  } catch (error) {
    // Vitest runs no teardown for a setup that threw: the PostgreSQL started above would outlive the run.
    await postgres?.stop();
    throw error;
  }
  project.provide('databaseUrl', process.env.DATABASE_URL ?? postgres!.url);
  project.provide('redisUrl', process.env.REDIS_URL ?? redis!.url);
  return async () => {
    await redis?.stop();
    await postgres?.stop();
  };
}
