import { describe, expect, it } from 'vitest';
import { mentionsAlcohol, styleLabel } from './ai-style';

describe('mentionsAlcohol', () => {
  it('finds sips, drinks, shots and alcohol in both languages, also next to æøå and punctuation', () => {
    for (const text of [
      'Drikk 1 slurk.',
      'Alle tar to slurker!',
      'Ta en shot',
      'Hvem har mest øl igjen?',
      'Everyone drinks 2 sips.',
      'Chug your beer',
      'Whoever loses drinks.',
      'Ølpong? Nei: «øl»',
    ]) {
      expect(mentionsAlcohol(text), text).toBe(true);
    }
  });

  it('lets water, toasts and words that only contain the letters through', () => {
    for (const text of [
      'Alle tar en slurk vann.',
      'Everyone has a sip of water.',
      'Skål for verten!',
      'Cheers to the host!',
      'Gjør ti knebøy.',
      'Hvem vinner?',
      'Eat a vinegar crisp',
      'Føl deg fri',
    ]) {
      expect(mentionsAlcohol(text), text).toBe(false);
    }
  });
});

describe('styleLabel', () => {
  it('names the style in the purchase language', () => {
    expect(styleLabel({ style: 'spicy', alcoholFree: true }, 'norsk')).toBe('Drøy, uten alkohol');
    expect(styleLabel({ style: 'classic', alcoholFree: false }, 'english')).toBe('Classic');
  });
});
