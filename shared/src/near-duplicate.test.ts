import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comparableText, NearDuplicateIndex, nearDuplicates } from './near-duplicate';

describe('near duplicates', () => {
  it('catches the same entry with other punctuation, case, width and a word or two changed', () => {
    expect(
      nearDuplicates(
        'Alle som har sovnet på en fest, drikker 2 slurker.',
        'Alle som noen gang har sovnet på en fest drikker 2 slurker!',
      ),
    ).toBe(true);
    expect(nearDuplicates('Drikk 1 slurk, @spiller.', 'ＤＲＩＫＫ 1 slurk @player!')).toBe(true);
    expect(
      nearDuplicates(
        'Hvem kommer mest sannsynlig til å bli millionær? Pek samtidig.',
        'Hvem kommer mest sannsynlig til å bli rik? Pek samtidig.',
      ),
    ).toBe(true);
  });

  it('lets entries that share only a template through', () => {
    expect(nearDuplicates('Alle med briller drikker 1 slurk.', 'Alle med skjegg drikker 1 slurk.')).toBe(false);
    expect(
      nearDuplicates(
        'Never have I ever sung karaoke. Everyone who has, drink 1 sip.',
        'Never have I ever cried at an advert. Everyone who has, drink 1 sip.',
      ),
    ).toBe(false);
    expect(
      nearDuplicates(
        'Jeg har aldri sovnet på kino. Alle som har, drikker 1 slurk.',
        'Jeg har aldri googlet meg selv. Alle som har, drikker 1 slurk.',
      ),
    ).toBe(false);
  });

  it('does not call two entries alike for their template words alone', () => {
    expect(nearDuplicates('@spiller skåler med @spiller.', 'Alle drikker 1 slurk.')).toBe(false);
    expect(nearDuplicates('Skål!', 'Alle drikker.')).toBe(false);
  });

  it('folds placeholders, case and punctuation for comparison', () => {
    expect(comparableText('Skål, @Spiller!  ')).toBe('skål p');
  });

  it('finds what a text nearly repeats in an index, and every text repeats itself', () => {
    const index = new NearDuplicateIndex(['Alle med briller drikker 1 slurk.']);
    expect(index.nearest('Alle med briller drikker én slurk!')).toBe('Alle med briller drikker 1 slurk.');
    expect(index.nearest('Alle med skjegg drikker 1 slurk.')).toBeUndefined();
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 80 }), (text) => {
        expect(nearDuplicates(text, text)).toBe(true);
        expect(nearDuplicates(text, `${text.toUpperCase()}!`)).toBe(nearDuplicates(text, text.toUpperCase()));
      }),
    );
  });
});
