// i18next set-up: inline nb/en resources, the language from localStorage, <html lang> kept in step.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '@skal/shared';
import { storeLanguage, storedLanguage } from '../storage';
import { nb } from './nb';
import { en } from './en';

const CODES: Record<Language, string> = { norsk: 'nb', english: 'en' };

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { nb: { translation: nb }, en: { translation: en } },
  lng: CODES[storedLanguage()],
  fallbackLng: CODES[DEFAULT_LANGUAGE],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  // Keeps the players' console free of the library's advertisement.
  showSupportNotice: false,
});

// The build-time prerender has no document.
if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;

/** The product's name for the current language ('norsk' | 'english'), used for content and storage. */
export function currentLanguage(): Language {
  return i18n.language === CODES.english ? 'english' : 'norsk';
}

export function setLanguage(language: Language): void {
  storeLanguage(language);
  void i18n.changeLanguage(CODES[language]);
  document.documentElement.lang = CODES[language];
}
