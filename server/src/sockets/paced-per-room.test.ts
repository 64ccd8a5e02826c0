import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pacedPerRoom } from './paced-per-room';

describe('pacedPerRoom', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends every time until a send paces its room, then once per interval for any calls during it', () => {
    const sent: string[] = [];
    const crowded = new Set(['fest']);
    const paced = pacedPerRoom((room, pace) => {
      sent.push(room);
      if (crowded.has(room)) pace();
    }, 250);
    // A party's room: every call is sent.
    for (let i = 0; i < 3; i++) paced('liten');
    expect(sent).toEqual(['liten', 'liten', 'liten']);
    sent.length = 0;

    paced('fest');
    expect(sent).toEqual(['fest']);
    // 74 more joins within the interval: one send when it ends, not 74; other rooms are not held.
    for (let i = 0; i < 74; i++) paced('fest');
    paced('liten');
    expect(sent).toEqual(['fest', 'liten']);
    vi.advanceTimersByTime(250);
    expect(sent).toEqual(['fest', 'liten', 'fest']);
    // That send opened an interval of its own; nothing came during it.
    vi.advanceTimersByTime(250);
    expect(sent).toEqual(['fest', 'liten', 'fest']);
    // No longer crowded: sent every time again once the interval is over.
    crowded.delete('fest');
    paced('fest');
    paced('fest');
    expect(sent).toEqual(['fest', 'liten', 'fest', 'fest', 'fest']);
  });
});
