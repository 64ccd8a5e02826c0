// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@skal/shared';
import { addTexts, i18n, loadLanguage } from '../i18n';
import { nbPlayersForm } from '../i18n/nb-later';
import { errorToastKey, errorToastValues } from './error-texts';

describe('errorToastKey', () => {
  // English is loaded when shown (the app loads it before rendering in English).
  beforeAll(() => loadLanguage('en'));

  it('maps the spec errors to the spec texts', () => {
    expect(i18n.t(errorToastKey('not_found'), { lng: 'nb' })).toBe('Rommet eksisterer ikke');
    expect(i18n.t(errorToastKey('taken'), { lng: 'nb' })).toBe('Romnavnet er tatt');
    expect(i18n.t(errorToastKey('taken'), { lng: 'en' })).toBe('The room name is taken');
    expect(i18n.t(errorToastKey('network'), { lng: 'nb' })).toBe('Noe gikk galt');
  });

  it("says the room's removal figure and who may remove, in both languages", () => {
    const limited = { error: 'removals_limited' as const, perMinute: 7 };
    expect(i18n.t(errorToastKey(limited.error), { lng: 'nb', ...errorToastValues(limited) })).toBe(
      'Et rom kan miste høyst 7 tekster i minuttet. Vent litt og prøv igjen.',
    );
    expect(i18n.t(errorToastKey(limited.error), { lng: 'en', ...errorToastValues(limited) })).toBe(
      'A room can lose at most 7 entries a minute. Wait a moment and try again.',
    );
    expect(i18n.t(errorToastKey('not_member'), { lng: 'en' })).toBe('Only those in the room can remove or put back.');
    addTexts({ playersForm: nbPlayersForm });
    expect(i18n.t(errorToastKey('placeholder'), { lng: 'nb' })).toBe(
      '@spiller, @player, noen og someone kan ikke brukes som navn',
    );
  });

  it('has a text for every code in both languages', () => {
    for (const code of [...ERROR_CODES, 'network' as const]) {
      for (const lng of ['nb', 'en']) {
        const text = i18n.t(errorToastKey(code), { lng });
        expect(text).not.toContain('toast.');
        expect(text.length).toBeGreaterThan(3);
      }
    }
  });
});
