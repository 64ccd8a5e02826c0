import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pacedPerRoom } from './paced-per-room';

describe('pacedPerRoom', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends at once, then once per interval for any calls during it, each room on its own', () => {
    const sent: string[] = [];
    const paced = pacedPerRoom((room) => sent.push(room), 250);
    paced('fest');
    expect(sent).toEqual(['fest']);
    // 74 more joins within the interval: one send when it ends, not 74.
    for (let i = 0; i < 74; i++) paced('fest');
    paced('annen');
    expect(sent).toEqual(['fest', 'annen']);
    vi.advanceTimersByTime(250);
    expect(sent).toEqual(['fest', 'annen', 'fest']);
    // That send opened an interval of its own; nothing came during it.
    vi.advanceTimersByTime(250);
    expect(sent).toEqual(['fest', 'annen', 'fest']);
    paced('fest');
    expect(sent).toEqual(['fest', 'annen', 'fest', 'fest']);
  });
});
