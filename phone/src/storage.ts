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

/** Each language's code on <html lang> and for its texts (i18n/index.ts). */
export const HTML_LANG = { norsk: 'nb', english: 'en', dansk: 'da', suomi: 'fi' } as const satisfies Record<
  Language,
  string
>;
export type Code = (typeof HTML_LANG)[Language];

/** The language chosen on this phone (the menu, the room screen's switch), or null before any choice. */
function chosen(): Language | null {
  const value = read('language');
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : null;
}

/** The language chosen, or norsk: where the boot step has not said (tests, the build's prerender). */
export function chosenLanguage(): Language {
  return chosen() ?? DEFAULT_LANGUAGE;
}

/**
 * The phone's language: the one chosen, or on a visit before any choice the first of the browser's languages Skål
 * speaks (`browserLanguage`). The boot step reads it and puts it on <html lang>, where the texts (i18n/index.ts) take
 * it from, so the room shell, the tutorial and the app agree from the first paint, and the first script does not
 * carry this twice (e2e/budget.spec.ts).
 */
export function storedLanguage(): Language {
  return chosen() ?? browserLanguage(navigator.languages ?? []);
}

/**
 * The first of the browser's languages (BCP 47 tags, most wanted first) that Skål speaks: Norwegian in any form
 * (`nb`, `no`, `nn`, with any region) is norsk, any English is english, Danish (`da`) dansk, Finnish (`fi`) suomi;
 * norsk when none fits.
 */
export function browserLanguage(tags: readonly string[]): Language {
  // Short: this runs in the inline boot script and the first script alike (e2e/budget.spec.ts).
  for (const tag of tags) {
    if (/^n[bon]\b/iu.test(tag)) return 'norsk';
    if (/^en\b/iu.test(tag)) return 'english';
    if (/^da\b/iu.test(tag)) return 'dansk';
    if (/^fi\b/iu.test(tag)) return 'suomi';
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
