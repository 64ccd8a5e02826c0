// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { isFirstVisit, storeLanguage, storeTutorialDone, storedLanguage, storedMobileNumber } from './storage';

beforeEach(() => localStorage.clear());

describe('local storage', () => {
  it('defaults to norsk and a first visit', () => {
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
    localStorage.setItem('language', 'klingon');
    localStorage.setItem('firstTime', 'true');
    expect(storedLanguage()).toBe('norsk');
    expect(isFirstVisit()).toBe(true);
  });
});
