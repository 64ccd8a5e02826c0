// Readiness as /healthz reports it: the store and (when configured) Redis answer within a short time.
import type { Redis } from 'ioredis';
import type { Store } from '../store/store';

const PROBE_TIMEOUT_MS = 2000;

export function healthCheck(deps: { store: Store; redis: Redis | null }): () => Promise<boolean> {
  const withinTime = <T>(probe: Promise<T>) =>
    new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
      probe.then(
        () => resolve(true),
        () => resolve(false),
      );
      void probe.finally(() => clearTimeout(timer)).catch(() => undefined);
    });
  return async () => {
    // ioredis queues commands while it reconnects; a connection that is not ready is not healthy.
    if (deps.redis && deps.redis.status !== 'ready') return false;
    const probes = [withinTime(deps.store.ping()), ...(deps.redis ? [withinTime(deps.redis.ping())] : [])];
    return (await Promise.all(probes)).every(Boolean);
  };
}
