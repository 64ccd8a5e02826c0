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
  const perAddress = pointLimiter(redis, 'address', limits.addressEvents, limits.windowSeconds);
  const roomsPerHour = limits.roomsPerHour;
  const perAddressRooms = roomsPerHour === undefined ? null : pointLimiter(redis, 'rooms', roomsPerHour, 3600);
  return {
    async allow({ socket, address }) {
      if (socket !== undefined && !(await takePoint(perSocket, socket))) return false;
      return takePoint(perAddress, address);
    },
    allowNewRoom: async (address) => (perAddressRooms ? takePoint(perAddressRooms, address) : true),
  };
}

/**
 * `points` per `duration` seconds for each key: in memory for one process, in Redis (under `name`) when several
 * processes share the load. If Redis is briefly away, it limits in memory rather than refuse everyone.
 */
export function pointLimiter(
  redis: { client: Redis; prefix: string } | null | undefined,
  name: string,
  points: number,
  duration: number,
): RateLimiterAbstract {
  if (!redis) return new RateLimiterMemory({ points, duration });
  return new RateLimiterRedis({
    storeClient: redis.client,
    keyPrefix: `${redis.prefix}:rl:${name}`,
    points,
    duration,
    insuranceLimiter: new RateLimiterMemory({ points, duration }),
  });
}

/** Takes one point for `key`: false when its points are used up; a limiter failure (an Error) is thrown. */
export async function takePoint(limiter: RateLimiterAbstract, key: string): Promise<boolean> {
  try {
    await limiter.consume(key);
    return true;
  } catch (rejection) {
    if (rejection instanceof Error) throw rejection;
    return false;
  }
}
