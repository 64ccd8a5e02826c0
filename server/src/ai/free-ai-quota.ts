// A per-address daily quota on free AI grants: every room's first 3 AI entries are free, so without it one
// client could create rooms and have the model write for each of them all day.
import type { Redis } from 'ioredis';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { sendProblem } from '../http/problem';

export const DEFAULT_FREE_AI_PER_ADDRESS_DAY = 20;
const DAY_SECONDS = 24 * 3600;

export function freeAiQuota(
  perDay: number,
  redis: { client: Redis; prefix: string } | null,
): (addressKey: string) => Promise<boolean> {
  const limiter: RateLimiterAbstract = redis
    ? new RateLimiterRedis({
        storeClient: redis.client,
        keyPrefix: `${redis.prefix}:rl:free-ai`,
        points: perDay,
        duration: DAY_SECONDS,
        insuranceLimiter: new RateLimiterMemory({ points: perDay, duration: DAY_SECONDS }),
      })
    : new RateLimiterMemory({ points: perDay, duration: DAY_SECONDS });
  return async (addressKey) => {
    try {
      await limiter.consume(addressKey);
      return true;
    } catch (rejection) {
      if (rejection instanceof Error) throw rejection;
      return false;
    }
  };
}

/** `POST /api/free-ai` over the quota answers 429 problem+json before the handler runs. */
export function limitFreeAiRequests(
  app: FastifyInstance,
  allow: (addressKey: string) => Promise<boolean>,
  addressKeyOf: (request: FastifyRequest) => string,
): void {
  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.url !== '/api/free-ai' || request.method !== 'POST') return;
    if (!(await allow(addressKeyOf(request)))) {
      return sendProblem(reply, 429, 'This network has used its free AI entries for today.', 'rate_limited');
    }
  });
}
