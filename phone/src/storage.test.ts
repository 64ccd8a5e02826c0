// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  browserLanguage,
  isFirstVisit,
  storeLanguage,
  storeTutorialDone,
  storedLanguage,
  storedMobileNumber,
} from './storage';
import { storeStyleChoice, storedStyleChoice } from './style-choice';

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

/** The browser's languages for one test, most wanted first. */
const browserSays = (...tags: string[]) => vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(tags);

describe('a first visit’s language', () => {
  it('follows the first of the browser’s languages Skål speaks, norsk when none fits', () => {
    expect(browserLanguage(['en-US', 'nb'])).toBe('english');
    expect(browserLanguage(['sv-SE', 'en-GB', 'nb'])).toBe('english');
    expect(browserLanguage(['de', 'nn-NO', 'en'])).toBe('norsk');
    expect(browserLanguage(['no', 'en'])).toBe('norsk');
    expect(browserLanguage(['NB-no'])).toBe('norsk');
    expect(browserLanguage(['EN'])).toBe('english');
    expect(browserLanguage(['sv', 'de', 'fr'])).toBe('norsk');
    expect(browserLanguage([])).toBe('norsk');
  });

  it('knows Danish (da) and Finnish (fi) in any region and case, in the order the browser wants them', () => {
    expect(browserLanguage(['da-DK', 'en'])).toBe('dansk');
    expect(browserLanguage(['DA'])).toBe('dansk');
    expect(browserLanguage(['fi-FI', 'sv-FI', 'en'])).toBe('suomi');
    expect(browserLanguage(['sv-FI', 'fi'])).toBe('suomi');
    expect(browserLanguage(['en-GB', 'da'])).toBe('english');
    expect(browserLanguage(['nb', 'fi'])).toBe('norsk');
    expect(browserLanguage(['fil', 'dan'])).toBe('norsk');
  });

  it('keeps a chosen dansk or suomi over the browser’s', () => {
    browserSays('fi-FI');
    expect(storedLanguage()).toBe('suomi');
    storeLanguage('dansk');
    expect(storedLanguage()).toBe('dansk');
    expect(localStorage.getItem('language')).toBe('dansk');
  });

  it('is the browser’s until a language is chosen; the choice wins from then on', () => {
    browserSays('en-US', 'en');
    expect(storedLanguage()).toBe('english');
    browserSays('de-DE', 'nb-NO');
    expect(storedLanguage()).toBe('norsk');
    storeLanguage('english');
    expect(storedLanguage()).toBe('english');
    browserSays('en-US');
    storeLanguage('norsk');
    expect(storedLanguage()).toBe('norsk');
  });
});

describe('local storage', () => {
  it('defaults to norsk and a first visit', () => {
    browserSays('nb-NO');
    expect(storedLanguage()).toBe('norsk');
    expect(isFirstVisit()).toBe(true);
    expect(storedMobileNumber()).toBe('');
  });

  it('reads back what it stored, under the product names', () => {
    storeLanguage('english');
    storeTutorialDone();
    expect(localStorage.getItem('language')).toBe('english');
    expect(localStorage.getItem('firstTime')).toBe('false');
    expect(storedLanguage()).toBe('english');
    expect(isFirstVisit()).toBe(false);
  });

  it('falls back to norsk for an unknown language and treats firstTime "true" as a first visit', () => {
    browserSays('de-DE');
    localStorage.setItem('language', 'klingon');
    localStorage.setItem('firstTime', 'true');
    expect(storedLanguage()).toBe('norsk');
    expect(isFirstVisit()).toBe(true);
  });

  it('remembers one style choice for the AI drawer and the collection sheet, Classic with alcohol by default', () => {
    expect(storedStyleChoice()).toEqual({ style: 'classic', alcoholFree: false });
    storeStyleChoice({ style: 'spicy', alcoholFree: true });
    expect(localStorage.getItem('styleChoice')).toBe('spicy alcohol-free');
    expect(storedStyleChoice()).toEqual({ style: 'spicy', alcoholFree: true });
    storeStyleChoice({ style: 'mild', alcoholFree: false });
    expect(storedStyleChoice()).toEqual({ style: 'mild', alcoholFree: false });
    localStorage.setItem('styleChoice', 'wild');
    expect(storedStyleChoice()).toEqual({ style: 'classic', alcoholFree: false });
  });
});
