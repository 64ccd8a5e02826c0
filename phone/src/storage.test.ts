// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { isFirstVisit, storeLanguage, storeTutorialDone, storedLanguage, storedMobileNumber } from './storage';
import { storeStyleChoice, storedStyleChoice } from './style-choice';

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
