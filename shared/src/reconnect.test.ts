import { describe, expect, it } from 'vitest';
import { ComeBackLater, needsOwnReconnect, reconnectDelay, type Scheduler } from './reconnect';
import { SOCKET_RECONNECT } from './rules';

/** A scheduler that runs nothing by itself: the test decides when time passes. */
function manualScheduler() {
  const pending = new Map<number, { run: () => void; ms: number }>();
  let next = 0;
  const scheduler: Scheduler = {
    set: (run, ms) => {
      next += 1;
      pending.set(next, { run, ms });
      return next;
    },
    clear: (timer) => pending.delete(timer as number),
  };
  const fire = () => {
    const [id, timer] = [...pending.entries()][0] ?? [];
    if (id === undefined || !timer) throw new Error('nothing scheduled');
    pending.delete(id);
    timer.run();
  };
  return { scheduler, pending, fire };
}

describe('reconnectDelay', () => {
  it('starts at 1 s, doubles, and stops growing at 5 s without jitter', () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 3, 10].map((attempt) => reconnectDelay(attempt, middle))).toEqual([1000, 2000, 4000, 5000, 5000]);
  });

  it('stays within ± half of the step and never above the maximum', () => {
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const base = Math.min(SOCKET_RECONNECT.delayMs * 2 ** attempt, SOCKET_RECONNECT.delayMaxMs);
      expect(reconnectDelay(attempt, () => 0)).toBe(base / 2);
      expect(reconnectDelay(attempt, () => 0.999999)).toBeLessThanOrEqual(SOCKET_RECONNECT.delayMaxMs);
      expect(reconnectDelay(attempt, () => 0.999999)).toBeGreaterThan(base - 1);
    }
  });
});

describe('ComeBackLater', () => {
  it('reconnects after a server-initiated disconnect, again and again until a connection holds', () => {
    const { scheduler, pending, fire } = manualScheduler();
    let connects = 0;
    const retry = new ComeBackLater(
      () => (connects += 1),
      scheduler,
      () => 0.5,
    );
    retry.disconnected('io server disconnect');
    expect([...pending.values()].map((timer) => timer.ms)).toEqual([1000]);
    fire();
    expect(connects).toBe(1);
    // The server said goodbye again before the connection held: the next wait is longer.
    retry.disconnected('io server disconnect');
    expect([...pending.values()].map((timer) => timer.ms)).toEqual([2000]);
    fire();
    retry.connected();
    retry.disconnected('io server disconnect');
    expect([...pending.values()].map((timer) => timer.ms)).toEqual([1000]);
    expect(connects).toBe(2);
  });

  it('leaves the disconnects Socket.IO reconnects by itself, and the ones the app asked for, alone', () => {
    const { scheduler, pending } = manualScheduler();
    const retry = new ComeBackLater(() => undefined, scheduler);
    for (const reason of ['transport close', 'transport error', 'ping timeout', 'parse error', 'io client disconnect'])
      retry.disconnected(reason);
    expect(pending.size).toBe(0);
    expect(needsOwnReconnect('io server disconnect')).toBe(true);
  });

  it('cancels a planned reconnect when the socket connects first', () => {
    const { scheduler, pending } = manualScheduler();
    const retry = new ComeBackLater(() => undefined, scheduler);
    retry.disconnected('io server disconnect');
    retry.connected();
    expect(pending.size).toBe(0);
  });
});
