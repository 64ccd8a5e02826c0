// A per-address daily quota on free AI grants: every room's first 3 AI entries are free, so without it one
// client could create rooms and have the model write for each of them all day.
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

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
