// Everything the phone keeps in localStorage (docs/product.md: mobileNumber, firstTime, language; and the player's
// answer about analytics), read defensively.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@skal/shared';

// Private mode or a full disk makes storage throw; the game must still run, just without memory.
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the value simply is not remembered.
  }
}

/**
 * The phone's language: the one chosen (kept in storage), or on a visit before any choice the first of the browser's
 * languages Skål speaks (`browserLanguage`). Read by the boot step and the texts alike, so the room shell, the
 * tutorial and the app agree from the first paint.
 */
export function storedLanguage(): Language {
  const value = read('language');
  if ((LANGUAGES as readonly string[]).includes(value ?? '')) return value as Language;
  // The build's prerender runs in Node, whose `navigator` says nothing of a phone: it renders the default.
  return typeof window === 'undefined' ? DEFAULT_LANGUAGE : browserLanguage(navigator.languages ?? []);
}

/**
 * The first of the browser's languages (BCP 47 tags, most wanted first) that Skål speaks: Norwegian in any form
 * (`nb`, `no`, `nn`, with any region) is norsk, any English is english; norsk when none fits.
 */
export function browserLanguage(tags: readonly string[]): Language {
  for (const tag of tags) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'nb' || primary === 'no' || primary === 'nn') return 'norsk';
    if (primary === 'en') return 'english';
  }
  return DEFAULT_LANGUAGE;
}

export function storeLanguage(language: Language): void {
  write('language', language);
}

/** `firstTime` is "true" until the tutorial is finished; a missing value counts as a first visit. */
export function isFirstVisit(): boolean {
  return read('firstTime') !== 'false';
}

export function storeTutorialDone(): void {
  write('firstTime', 'false');
}

export function storedMobileNumber(): string {
  return read('mobileNumber') ?? '';
}

export function storeMobileNumber(number: string): void {
  write('mobileNumber', number);
}

export type AnalyticsConsent = 'granted' | 'denied';

/** The player's answer to the analytics question, or null while they have not answered. */
export function storedAnalyticsConsent(): AnalyticsConsent | null {
  const value = read('analyticsConsent');
  return value === 'granted' || value === 'denied' ? value : null;
}

export function storeAnalyticsConsent(consent: AnalyticsConsent): void {
  write('analyticsConsent', consent);
}
