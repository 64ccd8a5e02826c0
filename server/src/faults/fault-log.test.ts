// The fault log: one line for the first failure of a kind, a count per interval while it keeps failing, one line
// when it is back; never a line per failure.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFaultLog } from './fault-log';

function recorder() {
  const lines: { level: 'warn' | 'info'; fields: object; message: string }[] = [];
  return {
    lines,
    warn: (fields: object, message: string) => lines.push({ level: 'warn', fields, message }),
    info: (fields: object, message: string) => lines.push({ level: 'info', fields, message }),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the fault log', () => {
  it('logs the first failure, then one count per interval, then one line when the service answers again', () => {
    vi.useFakeTimers();
    const log = recorder();
    const faults = createFaultLog(log, { intervalMs: 10_000 });
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    for (let i = 0; i < 1000; i++) faults.failed('storage', refused);
    expect(log.lines.map((line) => line.message)).toEqual([
      'storage unavailable: connect ECONNREFUSED 127.0.0.1:5432 (further failures are counted every 10 s)',
    ]);
    expect(faults.failing('storage')).toBe(true);

    vi.advanceTimersByTime(10_000);
    expect(log.lines.at(-1)).toMatchObject({
      level: 'warn',
      fields: { fault: 'storage', failures: 999, total: 1000 },
    });
    // An interval without failures says nothing.
    vi.advanceTimersByTime(10_000);
    expect(log.lines).toHaveLength(2);
    faults.failed('storage', refused);
    // An answer right after a failure is a service that fails now and then: still away.
    faults.ok('storage');
    expect(log.lines).toHaveLength(2);
    vi.advanceTimersByTime(1000);
    faults.ok('storage');
    faults.ok('storage');
    expect(log.lines.at(-1)).toMatchObject({ level: 'info', fields: { fault: 'storage', failures: 1001 } });
    expect(log.lines.at(-1)?.message).toMatch(/^storage is back after 21\.0 s \(1001 failures\)$/u);
    expect(log.lines).toHaveLength(3);
    expect(faults.failing('storage')).toBe(false);
    // A connection's own word that it is up (Redis's ready) comes once: it is believed at once.
    faults.failed('redis', refused);
    faults.ok('redis', true);
    expect(log.lines.at(-1)?.message).toMatch(/^Redis is back after 0\.0 s \(1 failures\)$/u);
    faults.stop();
  });

  it('keeps kinds apart, and says nothing when a service that never failed answers', () => {
    const log = recorder();
    const faults = createFaultLog(log, { quietMs: 0 });
    faults.ok('redis');
    faults.failed('redis', new Error('Connection is closed.'));
    faults.failed('storage', 'timeout');
    faults.ok('storage');
    expect(log.lines.map((line) => line.message)).toEqual([
      expect.stringMatching(/^Redis unavailable: Connection is closed\./u),
      expect.stringMatching(/^storage unavailable: timeout/u),
      expect.stringMatching(/^storage is back after/u),
    ]);
    expect(faults.failing('redis')).toBe(true);
    faults.stop();
  });
});
