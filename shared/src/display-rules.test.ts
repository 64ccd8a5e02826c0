import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { confirmOnBack, countdownStyle, seasonFor, showAiBanner, textSizeTier } from './display-rules';

describe('textSizeTier', () => {
  it('steps down at 6, 20, 40, 70, 130 and 200 characters', () => {
    const at = (length: number) => textSizeTier('x'.repeat(length));
    expect([at(1), at(5), at(6), at(19), at(20), at(39), at(40)]).toEqual([0, 0, 1, 1, 2, 2, 3]);
    expect([at(69), at(70), at(129), at(130), at(199), at(200), at(280)]).toEqual([3, 4, 4, 5, 5, 6, 6]);
  });

  it('never grows with longer text', () => {
    fc.assert(
      fc.property(fc.nat(300), fc.nat(300), (a, b) => {
        const [short, long] = a <= b ? [a, b] : [b, a];
        expect(textSizeTier('x'.repeat(short))).toBeLessThanOrEqual(textSizeTier('x'.repeat(long)));
      }),
    );
  });
});

describe('showAiBanner', () => {
  it('shows before start above 14 entries', () => {
    expect(showAiBanner({ started: false, entries: 14 })).toBe(false);
    expect(showAiBanner({ started: false, entries: 15 })).toBe(true);
  });

  it('shows during play above 9 entries with 10 or fewer left', () => {
    expect(showAiBanner({ started: true, entries: 9, remaining: 3 })).toBe(false);
    expect(showAiBanner({ started: true, entries: 10, remaining: 10 })).toBe(true);
    expect(showAiBanner({ started: true, entries: 30, remaining: 11 })).toBe(false);
  });
});

describe('confirmOnBack and countdownStyle', () => {
  it('confirms when 2 or fewer remain', () => {
    expect([confirmOnBack(0), confirmOnBack(2), confirmOnBack(3)]).toEqual([true, true, false]);
  });

  it('changes style below 100', () => {
    expect([countdownStyle(100), countdownStyle(99)]).toEqual(['many', 'few']);
  });
});

describe('seasonFor', () => {
  it('knows 17 May and 24–30 June, local date', () => {
    expect(seasonFor(new Date(2026, 4, 17, 23, 59))).toBe('may17');
    expect(seasonFor(new Date(2026, 4, 18))).toBe('default');
    expect(seasonFor(new Date(2026, 5, 23))).toBe('default');
    expect(seasonFor(new Date(2026, 5, 24))).toBe('pride');
    expect(seasonFor(new Date(2026, 5, 30))).toBe('pride');
    expect(seasonFor(new Date(2026, 6, 1))).toBe('default');
  });
});
