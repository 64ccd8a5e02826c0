// Readiness as /healthz reports it: whether storage answers within a short time (the process can serve adds), and
// whether Redis does (when configured; without it the process still serves, degraded: see docs/deployment.md).
import type { Redis } from 'ioredis';
import type { Store } from '../store/store';

const PROBE_TIMEOUT_MS = 2000;
/**
 * How long one probe's answer stands. /healthz is open to anyone and outside the address limit (load balancers
 * and orchestrators call it), so a flood of it must not become a flood of store and Redis round trips: callers
 * within this time, and callers while a probe runs, share one probe.
 */
export const HEALTH_PROBE_REUSE_MS = 1000;

/** What the probes found: storage answers; Redis answers (null: this process runs without Redis). */
export interface Health {
  storage: boolean;
  redis: boolean | null;
}

export function healthCheck(deps: { store: Store; redis: Redis | null; now?: () => number }): () => Promise<Health> {
  const now = deps.now ?? Date.now;
  const withinTime = <T>(probe: Promise<T>) =>
    new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
      probe.then(
        () => resolve(true),
        () => resolve(false),
      );
      void probe.finally(() => clearTimeout(timer)).catch(() => undefined);
    });
  const redisProbe = async (): Promise<boolean | null> => {
    if (!deps.redis) return null;
    // ioredis queues commands while it reconnects; a connection that is not ready is not there.
    if (deps.redis.status !== 'ready') return false;
    return withinTime(deps.redis.ping());
  };
  const probe = async (): Promise<Health> => {
    const [storage, redis] = await Promise.all([withinTime(deps.store.ping()), redisProbe()]);
    return { storage, redis };
  };
  let running: Promise<Health> | null = null;
  let last: { health: Health; at: number } | null = null;
  return () => {
    if (running) return running;
    if (last && now() - last.at < HEALTH_PROBE_REUSE_MS) {
      // A Redis connection that dropped since is away now, whatever the last probe found.
      const redis = last.health.redis && deps.redis?.status !== 'ready' ? false : last.health.redis;
      return Promise.resolve({ ...last.health, redis });
    }
    running = probe().then((health) => {
      last = { health, at: now() };
      running = null;
      return health;
    });
    return running;
  };
}
