// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@skal/shared';
import { i18n, loadLanguage } from '../i18n';
import { errorToastKey } from './error-texts';

describe('errorToastKey', () => {
  // English is loaded when shown (the app loads it before rendering in English).
  beforeAll(() => loadLanguage('en'));

  it('maps the spec errors to the spec texts', () => {
    expect(i18n.t(errorToastKey('not_found'), { lng: 'nb' })).toBe('Rommet eksisterer ikke');
    expect(i18n.t(errorToastKey('taken'), { lng: 'nb' })).toBe('Romnavnet er tatt');
    expect(i18n.t(errorToastKey('taken'), { lng: 'en' })).toBe('The room name is taken');
    expect(i18n.t(errorToastKey('network'), { lng: 'nb' })).toBe('Noe gikk galt');
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
