// What a room may lose to removals: at most so many entries a minute, whoever sends them (docs/protocol.md).
import type { Redis } from 'ioredis';
import type { Clock } from '../clock';
import { memoryPointLimiter, pointLimiter, type PointLimiter } from '../rate-limit';

/** Entries a room may lose to `remove entry` per minute unless configured (RATE_LIMIT_REMOVALS). */
export const DEFAULT_REMOVALS_PER_MINUTE = 20;

export interface RemovalBudget {
  readonly perMinute: number;
  /** Takes one of the room's removals for this minute; false when they are used up. */
  take(roomName: string): Promise<boolean>;
  /** Gives back a removal `take` took that removed nothing (no live entry of the room had the id). */
  giveBack(roomName: string): Promise<void>;
}

/**
 * Per room, in this process's memory on the server's clock (so tests move it), or in Redis when several processes
 * share the rooms: a room's removals then count the same through every process.
 */
export function removalBudget(
  perMinute: number,
  clock: Clock,
  redis: { client: Redis; prefix: string } | null,
): RemovalBudget {
  const limiter: PointLimiter = redis
    ? pointLimiter(redis, 'removals', perMinute, 60)
    : memoryPointLimiter(perMinute, 60, () => clock.now().getTime());
  return { perMinute, take: (roomName) => limiter.take(roomName), giveBack: (roomName) => limiter.giveBack(roomName) };
}
