import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_POLL_DELAY_MS, pollDelay } from './poll-schedule';

describe('pollDelay', () => {
  it('polls at the base rate in the first minute, then backs off to at most 30 s', () => {
    expect(pollDelay(2000, 0)).toBe(2000);
    expect(pollDelay(2000, 59_000)).toBe(2000);
    expect(pollDelay(2000, 60_000)).toBe(4000);
    expect(pollDelay(2000, 3 * 60_000)).toBe(16_000);
    expect(pollDelay(2000, 9 * 60_000)).toBe(MAX_POLL_DELAY_MS);
  });

  it('never polls faster as a payment gets older', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 10_000 }), fc.nat(3_600_000), fc.nat(3_600_000), (base, a, b) => {
        const [younger, older] = a < b ? [a, b] : [b, a];
        expect(pollDelay(base, older)).toBeGreaterThanOrEqual(pollDelay(base, younger));
      }),
    );
  });
});
