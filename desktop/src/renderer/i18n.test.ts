// The TV's texts in every language: the same keys, and Danish and Finnish written in their language, not copied.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@skal/shared';
import { TEXTS, storedLanguage } from './i18n';

const shown = (language: (typeof LANGUAGES)[number]) =>
  Object.entries(TEXTS[language]).map(([key, value]) => [
    key,
    typeof value === 'function'
      ? `${(value as (n: number) => string)(1)} / ${(value as (n: number) => string)(3)}`
      : value,
  ]);

describe('the TV’s texts', () => {
  it('has every key in every language', () => {
    for (const language of LANGUAGES)
      expect(Object.keys(TEXTS[language]).sort()).toEqual(Object.keys(TEXTS.norsk).sort());
  });

  it.each(['dansk', 'suomi'] as const)('has no text in %s left as the Norwegian or English one', (language) => {
    const others = new Set([...shown('norsk'), ...shown('english')].map(([, text]) => text));
    // The title is the product's name; «Spillere», «tekst» and «tekster» are the same words in Danish.
    const same = new Set(['title', ...(language === 'dansk' ? ['players', 'entries', 'notDrinking'] : [])]);
    expect(
      shown(language)
        .filter(([key, text]) => others.has(text) && !same.has(key!))
        .map(([key]) => key),
    ).toEqual([]);
    expect(TEXTS[language].htmlLang).toBe(language === 'dansk' ? 'da' : 'fi');
  });

  it('remembers dansk and suomi', () => {
    expect(storedLanguage({ getItem: () => 'suomi' })).toBe('suomi');
    expect(storedLanguage({ getItem: () => 'dansk' })).toBe('dansk');
    expect(storedLanguage({ getItem: () => 'svenska' })).toBe('norsk');
  });
});
