// The Socket.IO adapter of several processes: room broadcasts, presence counts and the TV mirror go through Redis
// streams (@socket.io/redis-streams-adapter). What is ours is how it meets a Redis that is away for a while.
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { Redis } from 'ioredis';

/** The adapter's writes: a broadcast (XADD) and its requests to the other processes (PUBLISH). */
const WRITES = new Set<string | symbol>(['xadd', 'publish', 'spublish']);

export function redisRoomsAdapter(redis: Redis, prefix: string): ReturnType<typeof createAdapter> {
  return createAdapter(failFastWrites(redis), {
    streamName: `${prefix}:socket.io`,
    channelPrefix: `${prefix}:socket.io`,
    blockTimeInMs: 2000,
  });
}

/**
 * The client as the adapter sees it, its writes failing at once while the connection is not ready, and never
 * unhandled:
 * - ioredis keeps a command sent while disconnected until its retries give up, seconds later. The adapter hands a
 *   room's broadcast to this process's own phones only after Redis has taken it, so every room on the process would
 *   hear nothing for that long; failing at once, the adapter delivers locally and the other processes miss it, as
 *   they must while Redis is away.
 * - The adapter sends its requests to the other processes (fetchSockets for a presence count) with PUBLISH and does
 *   not wait for it or catch its failure: an unhandled rejection ends a Node process. Each write gets a handler
 *   here; whoever awaits it still sees the error (the adapter's broadcast catches it, a presence count times out
 *   and says so). The outage itself is logged from the client's error events.
 * Everything else (the duplicated clients that read the stream) is the client itself.
 */
export function failFastWrites(redis: Redis): Redis {
  return new Proxy(redis, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (!WRITES.has(property)) return value.bind(target);
      return (...args: unknown[]) => {
        const sent: Promise<unknown> =
          target.status === 'ready'
            ? (value as (...a: unknown[]) => Promise<unknown>).apply(target, args)
            : Promise.reject(new Error(`Redis is not connected (${target.status})`));
        sent.catch(() => undefined);
        return sent;
      };
    },
  });
}
