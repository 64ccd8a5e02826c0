// Per-socket and per-address flood limits: a flood gets `rate_limited`, everyone else goes on.
import { RateLimiterMemory } from 'rate-limiter-flexible';

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

export function createRateLimiter(limits: RateLimits): RateLimiter {
  const perSocket = new RateLimiterMemory({ points: limits.socketEvents, duration: limits.windowSeconds });
  const perAddress = new RateLimiterMemory({ points: limits.addressEvents, duration: limits.windowSeconds });
  const take = async (limiter: RateLimiterMemory, key: string) => {
    try {
      await limiter.consume(key);
      return true;
    } catch {
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
