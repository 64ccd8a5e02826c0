// The app's texts: Norwegian built in (the default, and the fallback for a missing text); English, Danish and Finnish
// each a chunk of its own, loaded when shown (the first script carries none of them, e2e/budget.spec.ts); the language from localStorage and <html lang> kept in step. Keys are typed against the Norwegian texts.
// What the app uses of i18next is small (nested keys, {{value}} interpolation, _one/_other plurals): this is it,
// without the 20 KB gzip the two libraries cost the first script.
import { useCallback, useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '@skal/shared';
import { chosenLanguage, HTML_LANG, storeLanguage, type Code } from '../storage';
import { nb, type Texts } from './nb';

const CODES = HTML_LANG;

type Paths<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}` }[keyof T & string];
type WithoutPlural<K> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;
/** A text's key: its path in the texts, a plural's without its `_one`/`_other`. */
export type TextKey = WithoutPlural<Paths<Texts>>;
export type TextOptions = Record<string, string | number> & { lng?: string };
export type TFunction = (key: TextKey, options?: TextOptions) => string;

// Norwegian is in from the start but for the texts that load with their screens (addTexts); the others load whole.
const resources: Partial<Record<Code, Partial<Texts>>> = { nb };
const loaders: Record<Code, () => Promise<Partial<Texts>>> = {
  nb: () => Promise.resolve(nb),
  en: () => import('./en').then((module) => module.en),
  da: () => import('./da').then((module) => module.da),
  fi: () => import('./fi').then((module) => module.fi),
};

// The boot step (boot/boot.ts) put the phone's language on <html lang>: the one chosen, or on a first visit the
// browser's. Without it (tests, the build's prerender): the one chosen, or Norwegian.
const bootLang = globalThis.document?.documentElement.lang as Code | undefined;
let language: Code = bootLang && bootLang !== 'nb' && bootLang in loaders ? bootLang : CODES[chosenLanguage()];
const listeners = new Set<() => void>();

function lookup(texts: Partial<Texts> | undefined, path: string): string | undefined {
  let node: unknown = texts;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
}

function translate(code: string, key: string, options?: TextOptions): string {
  const lng = (options?.lng ?? code) as Code;
  const count = options?.count;
  const find = (texts: Partial<Texts> | undefined) =>
    (typeof count === 'number'
      ? (lookup(texts, `${key}_${new Intl.PluralRules(lng).select(count)}`) ?? lookup(texts, `${key}_other`))
      : undefined) ?? lookup(texts, key);
  const text = find(resources[lng]) ?? find(resources.nb) ?? key;
  return options
    ? text.replace(/\{\{\s*(\w+)\s*\}\}/gu, (whole, name: string) => String(options[name] ?? whole))
    : text;
}

/**
 * Adds Norwegian texts that load with the screen showing them (nb-payment.ts), so the first script carries none of
 * them: that screen's module adds them as it is evaluated, before it renders.
 */
export function addTexts(texts: Partial<Texts>): void {
  resources.nb = { ...resources.nb, ...texts };
}

/** Loads a language's texts if they are not in yet (each but Norwegian is a chunk of its own). */
export async function loadLanguage(code: Code): Promise<void> {
  resources[code] ??= await loaders[code]();
}

export const i18n = {
  get language(): Code {
    return language;
  },
  t: ((key, options) => translate(language, key, options)) as TFunction,
  async changeLanguage(code: Code): Promise<void> {
    await loadLanguage(code);
    language = code;
    for (const listener of listeners) listener();
  },
};

/** Resolves once the stored language's texts are in: the app renders after it (at once for Norwegian). */
export const languageReady: Promise<void> = loadLanguage(language).catch(() => {
  // The language's chunk failed to load (offline without a cache): Norwegian is there.
  language = CODES[DEFAULT_LANGUAGE];
});

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current language's `t`, a new one when the language changes (so it can be an effect's dependency). */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  const code = useSyncExternalStore(
    subscribe,
    () => language,
    () => language,
  );
  const t = useCallback<TFunction>((key, options) => translate(code, key, options), [code]);
  return { t, i18n };
}

// <html lang> says `language` from the start: the boot step set it (boot/boot.ts), and setLanguage keeps it.

/** The product's name for the current language (`norsk`, `english`, `dansk`, `suomi`), used for content and storage. */
export function currentLanguage(): Language {
  return (Object.keys(CODES) as Language[]).find((name) => CODES[name] === language) ?? DEFAULT_LANGUAGE;
}

export function setLanguage(next: Language): void {
  storeLanguage(next);
  void i18n.changeLanguage(CODES[next]).then(() => {
    document.documentElement.lang = CODES[next];
  });
}
