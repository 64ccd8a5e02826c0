// Per-socket and per-address flood limits: a flood gets `rate_limited`, everyone else goes on.
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterRes } from 'rate-limiter-flexible';

export interface RateLimits {
  /** Events one socket may send per window. */
  socketEvents: number;
  /** Socket events plus API requests one address may send per window (a party shares one address). */
  addressEvents: number;
  windowSeconds: number;
  /** Rooms one address may create per hour; unset: no cap (tests, benches). configFromEnv always sets it. */
  roomsPerHour?: number | undefined;
  /**
   * Socket.IO sessions one address may hold open in one process; unset: no cap (tests, benches). configFromEnv
   * always sets it. (Each new session also takes one of the address's `addressEvents`.)
   */
  connectionsPerAddress?: number | undefined;
}

export const DEFAULT_RATE_LIMITS = {
  socketEvents: 40,
  addressEvents: 600,
  windowSeconds: 10,
  roomsPerHour: 60,
  connectionsPerAddress: 200,
};

export interface RateLimiter {
  /**
   * True when this event is allowed; takes `cost` points (one unless told: a heavy event costs more,
   * sockets/event-costs.ts) from each key, allowed while the key had points left (it may overdraw its window).
   */
  allow(keys: { socket?: string; address: string }, cost?: number): Promise<boolean>;
  /** True when this address may create one more room this hour; consumes one. */
  allowNewRoom(address: string): Promise<boolean>;
  /**
   * Takes `points` more of the address's events for a costly answer it was given (a large room read), so one
   * address cannot keep the server busy within its limit; its next requests are refused sooner.
   */
  charge(address: string, points: number): Promise<void>;
}

/** `points` per window of `duration` seconds for each key; a key's window starts with its first point. */
export interface PointLimiter {
  /**
   * Takes `cost` points (one unless told) for `key`: false when this window's points were used up before; a cost
   * may overdraw the window. A limiter failure is thrown.
   */
  take(key: string, cost?: number): Promise<boolean>;
  /**
   * Gives back `cost` points a take of this window took, for work that turned out not to happen (a removal that found
   * nothing to remove); never below none used. A limiter failure is thrown.
   */
  giveBack(key: string, cost?: number): Promise<void>;
}

/** In memory for one process; per address in Redis when several processes share the load. */
export function createRateLimiter(
  limits: RateLimits,
  redis: { client: Redis; prefix: string } | null = null,
): RateLimiter {
  // Socket IDs belong to one process, so their limits stay in its memory even with Redis.
  const perSocket = memoryPointLimiter(limits.socketEvents, limits.windowSeconds);
  const perAddress = pointLimiter(redis, 'address', limits.addressEvents, limits.windowSeconds);
  const roomsPerHour = limits.roomsPerHour;
  const perAddressRooms = roomsPerHour === undefined ? null : pointLimiter(redis, 'rooms', roomsPerHour, 3600);
  return {
    async allow({ socket, address }, cost = 1) {
      if (socket !== undefined && !(await perSocket.take(socket, cost))) return false;
      return perAddress.take(address, cost);
    },
    allowNewRoom: async (address) => (perAddressRooms ? perAddressRooms.take(address) : true),
    async charge(address, points) {
      if (points > 0) await perAddress.take(address, points);
    },
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
): PointLimiter {
  if (!redis) return memoryPointLimiter(points, duration);
  const limiter = new RateLimiterRedis({
    storeClient: redis.client,
    keyPrefix: `${redis.prefix}:rl:${name}`,
    points,
    duration,
    insuranceLimiter: new RateLimiterMemory({ points, duration }),
    // At once: ioredis would keep a take sent while disconnected until its retries give up, seconds later.
    rejectIfRedisNotReady: true,
  });
  return {
    async take(key, cost = 1) {
      try {
        await limiter.consume(key, cost);
        return true;
      } catch (rejection) {
        if (rejection instanceof Error) throw rejection;
        // Refused only when the points were used up before this take, as in memory.
        return (rejection as RateLimiterRes).consumedPoints - cost < points;
      }
    },
    async giveBack(key, cost = 1) {
      // Only within a window that is still open: a point of an ended window is given back by its end.
      const used = await limiter.get(key);
      if (used && used.consumedPoints > 0) await limiter.reward(key, Math.min(cost, used.consumedPoints));
    },
  };
}

/** Keys looked at per take while expired windows are being swept (a sweep starts once per window length). */
const SWEEP_STEP = 64;

/**
 * The in-memory limiter, built to make no garbage: every socket event takes a point, so a key's window is one
 * small record, reused when the next window starts, and expired keys are swept a few per take once per window
 * length, with no timer per key. (The library's memory limiter made a record and a timer per key and window:
 * under load they lived for the whole window, so every young-generation collection had to move them to the old
 * generation, and both collections took longer; README "Durability".)
 */
export function memoryPointLimiter(
  points: number,
  durationSeconds: number,
  now: () => number = Date.now,
): PointLimiter & { readonly keys: number } {
  const durationMs = durationSeconds * 1000;
  const windows = new Map<string, { endsAt: number; used: number }>();
  let sweeping: MapIterator<[string, { endsAt: number; used: number }]> | null = null;
  let nextSweepAt = now() + durationMs;

  const sweepSome = (time: number) => {
    if (!sweeping) {
      if (time < nextSweepAt) return;
      sweeping = windows.entries();
      nextSweepAt = time + durationMs;
    }
    for (let step = 0; step < SWEEP_STEP; step++) {
      const next = sweeping.next();
      if (next.done) {
        sweeping = null;
        return;
      }
      const [key, window] = next.value;
      if (window.endsAt <= time) windows.delete(key);
    }
  };

  return {
    take(key, cost = 1) {
      const time = now();
      sweepSome(time);
      let window = windows.get(key);
      if (!window) windows.set(key, (window = { endsAt: time + durationMs, used: 0 }));
      else if (window.endsAt <= time) {
        window.endsAt = time + durationMs;
        window.used = 0;
      }
      if (window.used >= points) return Promise.resolve(false);
      window.used += cost;
      return Promise.resolve(true);
    },
    giveBack(key, cost = 1) {
      const window = windows.get(key);
      if (window && window.endsAt > now()) window.used = Math.max(0, window.used - cost);
      return Promise.resolve();
    },
    get keys() {
      return windows.size;
    },
  };
}
