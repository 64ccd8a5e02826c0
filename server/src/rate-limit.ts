// Per-socket and per-address flood limits: a flood gets `rate_limited`, everyone else goes on.
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface RateLimits {
  /** Events one socket may send per window. */
  socketEvents: number;
  /** Socket events plus API requests one address may send per window (a party shares one address). */
  addressEvents: number;
  windowSeconds: number;
  /** Rooms one address may create per hour; unset: no cap (tests, benches). configFromEnv always sets it. */
  roomsPerHour?: number | undefined;
}

export const DEFAULT_RATE_LIMITS = { socketEvents: 40, addressEvents: 600, windowSeconds: 10, roomsPerHour: 60 };

export interface RateLimiter {
  /** True when this event is allowed; consumes one point from each key. */
  allow(keys: { socket?: string; address: string }): Promise<boolean>;
  /** True when this address may create one more room this hour; consumes one. */
  allowNewRoom(address: string): Promise<boolean>;
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
  const roomsPerHour = limits.roomsPerHour;
  const perAddressRooms: RateLimiterAbstract | null =
    roomsPerHour === undefined
      ? null
      : redis
        ? new RateLimiterRedis({
            storeClient: redis.client,
            keyPrefix: `${redis.prefix}:rl:rooms`,
            points: roomsPerHour,
            duration: 3600,
            insuranceLimiter: new RateLimiterMemory({ points: roomsPerHour, duration: 3600 }),
          })
        : new RateLimiterMemory({ points: roomsPerHour, duration: 3600 });
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
    allowNewRoom: async (address) => (perAddressRooms ? take(perAddressRooms, address) : true),
  };
}
