// A per-address daily quota on free AI grants: every room's first 3 AI entries are free, so without it one
// client could create rooms and have the model write for each of them all day.
import type { Redis } from 'ioredis';
import { pointLimiter } from '../rate-limit';

export const DEFAULT_FREE_AI_PER_ADDRESS_DAY = 20;
const DAY_SECONDS = 24 * 3600;

export function freeAiQuota(
  perDay: number,
  redis: { client: Redis; prefix: string } | null,
): (addressKey: string) => Promise<boolean> {
  const limiter = pointLimiter(redis, 'free-ai', perDay, DAY_SECONDS);
  return (addressKey) => limiter.take(addressKey);
}
