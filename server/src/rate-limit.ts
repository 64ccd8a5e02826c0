// Per-socket and per-address flood limits: a flood gets `rate_limited`, everyone else goes on.
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface RateLimits {
  /** Events one socket may send per window. */
  socketEvents: number;
  /** Socket events plus API requests one address may send per window (a party shares one address). */
  addressEvents: number;
  windowSeconds: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = { socketEvents: 40, addressEvents: 600, windowSeconds: 10 };

export interface RateLimiter {
  /** True when this event is allowed; consumes one point from each key. */
  allow(keys: { socket?: string; address: string }): Promise<boolean>;
}

/** In memory for one process; per address in Redis when several processes share the load. */
export function createRateLimiter(
  limits: RateLimits,
  redis: { client: Redis; prefix: string } | null = null,
): RateLimiter {
  const perSocket = new RateLimiterMemory({ points: limits.socketEvents, duration: limits.windowSeconds });
  const perAddress: RateLimiterAbstract = redis
    ? new RateLimiterRedis({
        storeClient: redis.client,
        keyPrefix: `${redis.prefix}:rl:address`,
        points: limits.addressEvents,
        duration: limits.windowSeconds,
        // If Redis is briefly away, limit in memory rather than refuse everyone.
        insuranceLimiter: new RateLimiterMemory({ points: limits.addressEvents, duration: limits.windowSeconds }),
      })
    : new RateLimiterMemory({ points: limits.addressEvents, duration: limits.windowSeconds });
  const take = async (limiter: RateLimiterAbstract, key: string) => {
    try {
      await limiter.consume(key);
      return true;
    } catch (rejection) {
      if (rejection instanceof Error) throw rejection;
      return false;
    }
  };
  return {
    async allow({ socket, address }) {
      if (socket !== undefined && !(await take(perSocket, socket))) return false;
      return take(perAddress, address);
    },
  };
}
