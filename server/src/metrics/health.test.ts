// /healthz is open to anyone: a flood of it shares probes instead of reaching the store once a request.
import { describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import type { Store } from '../store/store';
import { healthCheck, HEALTH_PROBE_REUSE_MS } from './health';

function countingStore(answer: () => Promise<void> = async () => undefined) {
  const store = {
    pings: 0,
    ping() {
      store.pings += 1;
      return answer();
    },
  };
  return store;
}

const UP = { storage: true, redis: null };
const DOWN = { storage: false, redis: null };

describe('healthCheck', () => {
  it('asks the store once for a burst of concurrent checks and for checks within the reuse time', async () => {
    let time = 0;
    const store = countingStore();
    const healthy = healthCheck({ store: store as unknown as Store, redis: null, now: () => time });
    expect(await Promise.all(Array.from({ length: 200 }, () => healthy()))).toEqual(Array(200).fill(UP));
    for (let i = 0; i < 50; i++) expect(await healthy()).toEqual(UP);
    expect(store.pings).toBe(1);

    time += HEALTH_PROBE_REUSE_MS;
    expect(await healthy()).toEqual(UP);
    expect(store.pings).toBe(2);
  });

  it('still notices a store that stopped answering, one reuse time later', async () => {
    let time = 0;
    let up = true;
    const store = countingStore(async () => {
      if (!up) throw new Error('store away');
    });
    const healthy = healthCheck({ store: store as unknown as Store, redis: null, now: () => time });
    expect(await healthy()).toEqual(UP);
    up = false;
    time += HEALTH_PROBE_REUSE_MS;
    expect(await healthy()).toEqual(DOWN);
    expect(await healthy()).toEqual(DOWN);
    up = true;
    time += HEALTH_PROBE_REUSE_MS;
    expect(await healthy()).toEqual(UP);
    expect(store.pings).toBe(3);
  });

  it('tells Redis apart from storage: Redis away is not storage away', async () => {
    const redis = { status: 'ready', ping: async () => 'PONG' };
    let time = 0;
    const check = healthCheck({
      store: countingStore() as unknown as Store,
      redis: redis as unknown as Redis,
      now: () => time,
    });
    expect(await check()).toEqual({ storage: true, redis: true });
    // Dropped since the last probe: away at once, before the probe's answer runs out.
    redis.status = 'reconnecting';
    expect(await check()).toEqual({ storage: true, redis: false });
    time += HEALTH_PROBE_REUSE_MS;
    expect(await check()).toEqual({ storage: true, redis: false });
  });
});
