// Which rooms have AI entries being written right now, so a phone that joins (or re-joins after a reconnect) is
// told with `waitingForPrompts` instead of missing the start. Alone, a process counts its own generations; with
// Redis, the counts live there so a phone joining any process learns about a generation running in another.
import type { Redis } from 'ioredis';
import type { RoomEvents } from '../rooms/room-service';

export interface AiWriting {
  started(roomName: string): void;
  finished(roomName: string): void;
  isWriting(roomName: string): Promise<boolean>;
}

/** Counts per room in this process (one process, or no Redis). */
export function localAiWriting(): AiWriting {
  const running = new Map<string, number>();
  return {
    started: (roomName) => running.set(roomName, (running.get(roomName) ?? 0) + 1),
    finished: (roomName) => {
      const left = (running.get(roomName) ?? 0) - 1;
      if (left > 0) running.set(roomName, left);
      else running.delete(roomName);
    },
    isWriting: (roomName) => Promise.resolve((running.get(roomName) ?? 0) > 0),
  };
}

/**
 * Counts per room in Redis, shared by every process. A process that dies mid-generation leaves its count behind;
 * the key expires after `leaseMs` (the payment lease, after which another process takes the generation over and
 * counts it again), so a crashed generation shows as written for at most that long.
 */
export function redisAiWriting(
  redis: Redis,
  prefix: string,
  leaseMs: number,
  onError: (error: unknown) => void,
): AiWriting {
  const key = (roomName: string) => `${prefix}:ai-writing:${roomName}`;
  return {
    started: (roomName) => {
      redis.multi().incr(key(roomName)).pexpire(key(roomName), leaseMs).exec().catch(onError);
    },
    finished: (roomName) => {
      // Never below zero, so a finish without a counted start (Redis blipped) cannot hide a later start.
      redis
        .eval(
          "local n = redis.call('DECR', KEYS[1]) if n <= 0 then redis.call('DEL', KEYS[1]) end return n",
          1,
          key(roomName),
        )
        .catch(onError);
    },
    isWriting: async (roomName) => {
      // A join asks this; while Redis is away it answers at once (not writing) rather than wait for its retries.
      if (redis.status !== 'ready') return false;
      try {
        return Number((await redis.get(key(roomName))) ?? 0) > 0;
      } catch (error) {
        onError(error);
        return false;
      }
    },
  };
}

/** Room events that also keep `writing` up to date: every start and end of a generation passes through here. */
export function trackAiWriting(events: RoomEvents, writing: AiWriting): RoomEvents {
  return {
    ...events,
    waiting: (roomName) => {
      writing.started(roomName);
      events.waiting(roomName);
    },
    stopWaiting: (roomName) => {
      writing.finished(roomName);
      events.stopWaiting(roomName);
    },
  };
}
