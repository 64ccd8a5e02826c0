// Readiness as /healthz reports it: the store and (when configured) Redis answer within a short time.
import type { Redis } from 'ioredis';
import type { Store } from '../store/store';

const PROBE_TIMEOUT_MS = 2000;
/**
 * How long one probe's answer stands. /healthz is open to anyone and outside the address limit (load balancers
 * and orchestrators call it), so a flood of it must not become a flood of store and Redis round trips: callers
 * within this time, and callers while a probe runs, share one probe.
 */
export const HEALTH_PROBE_REUSE_MS = 1000;

export function healthCheck(deps: { store: Store; redis: Redis | null; now?: () => number }): () => Promise<boolean> {
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
  const probe = async () => {
    const probes = [withinTime(deps.store.ping()), ...(deps.redis ? [withinTime(deps.redis.ping())] : [])];
    return (await Promise.all(probes)).every(Boolean);
  };
  let running: Promise<boolean> | null = null;
  let last: { healthy: boolean; at: number } | null = null;
  return () => {
    // ioredis queues commands while it reconnects; a connection that is not ready is not healthy.
    if (deps.redis && deps.redis.status !== 'ready') return Promise.resolve(false);
    if (running) return running;
    if (last && now() - last.at < HEALTH_PROBE_REUSE_MS) return Promise.resolve(last.healthy);
    running = probe().then((healthy) => {
      last = { healthy, at: now() };
      running = null;
      return healthy;
    });
    return running;
  };
}
