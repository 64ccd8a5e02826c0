// The Danish and Finnish browser tests' shared steps (issue #40): a phone whose browser speaks da or fi, the texts
// each test types and taps per language, the check that no text of another language is on show, and screenshots
// to docs/screenshots. Used by nordic.spec.ts (every screen) and nordic-party.spec.ts (a party from create to done).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Browser, type Page } from '@playwright/test';
import { LEGAL } from '@skal/shared/content/legal';
import { ADULTS_ONLY } from '@skal/shared/content/responsible-play';
import { TIPS } from '@skal/shared/content/tips';
import { TUTORIAL_STEPS } from '@skal/shared/content/tutorial';
import type { ContentLanguage } from '@skal/shared/content/types';
import { da } from '../src/i18n/da';
import { en } from '../src/i18n/en';
import { fi } from '../src/i18n/fi';
import { NB_COMPLETE } from '../src/i18n/nb-complete';
import { COLLECTION_TEXTS } from '../src/room/collection-texts';
import { newPhone } from './helpers';

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'screenshots');

const APP_TEXTS: Readonly<Record<ContentLanguage, object>> = { norsk: NB_COMPLETE, english: en, dansk: da, suomi: fi };

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** Every fixed text of a language: the app's, the tips, the tutorial, the legal pages' headings, the collection's. */
function textsOf(language: ContentLanguage): Set<string> {
  const legal = Object.values(LEGAL[language]).flatMap((doc) => [
    doc.title,
    ...doc.sections.flatMap((section) => [section.heading, ...section.paragraphs]),
  ]);
  return new Set(
    [
      ...strings(APP_TEXTS[language]),
      ...TIPS[language].flatMap((tip) => [tip.preview, tip.text]),
      ...TUTORIAL_STEPS[language].flatMap((step) => [step.title, step.body]),
      ADULTS_ONLY[language].line,
      ADULTS_ONLY[language].help,
      ...legal,
      ...strings(COLLECTION_TEXTS[language]),
    ]
      // A text with a value in it is shown filled in, never as written here.
      .filter((text) => !/\{/u.test(text))
      .map((text) => text.trim()),
  );
}

const LANGUAGES = ['norsk', 'english', 'dansk', 'suomi'] as const;

const foreignByLanguage = new Map<ContentLanguage, Set<string>>();

/** The other languages' texts that this language does not share (Danish and Norwegian share many words). */
function foreignTexts(language: ContentLanguage): Set<string> {
  const known = foreignByLanguage.get(language);
  if (known) return known;
  const own = textsOf(language);
  const foreign = new Set<string>();
  for (const other of LANGUAGES)
    if (other !== language) for (const text of textsOf(other)) if (!own.has(text)) foreign.add(text);
  foreignByLanguage.set(language, foreign);
  return foreign;
}

/** Every text node and accessible name on show (a hidden prerendered screen is neither seen nor heard), trimmed. */
async function shownStrings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, template') || !parent.checkVisibility()) continue;
      const text = node.textContent?.trim();
      if (text) found.push(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title], [alt]'))
      if (element.checkVisibility())
        for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
          const value = element.getAttribute(name)?.trim();
          if (value) found.push(value);
        }
    found.push(document.title);
    return found;
  });
}

export async function expectOnlyLanguage(page: Page, language: ContentLanguage, screen: string): Promise<void> {
  const foreign = foreignTexts(language);
  const shown = await shownStrings(page);
  expect(
    shown.filter((text) => foreign.has(text)),
    `${screen}: texts of another language`,
  ).toEqual([]);
}

export async function shot(page: Page, language: ContentLanguage, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(SCREENSHOTS, `${language}-${name}.png`) });
}

/** A phone whose browser speaks `locale`, nothing stored yet: a first visit (or, `tutorialSeen`, a later one). */
export async function phoneIn(browser: Browser, locale: string, { tutorialSeen = false } = {}): Promise<Page> {
  return (await newPhone(browser, { locale, firstVisit: !tutorialSeen })).page;
}

/** The app's own texts per language, for what WALK does not spell out. */
export const APP_TEXT = { dansk: da, suomi: fi } as const;

export const WALK = {
  dansk: {
    locale: 'da-DK',
    code: 'da',
    next: 'Næste',
    done: 'Færdig',
    newRoom: 'Nyt rum',
    roomId: 'Rum-ID',
    create: 'Opret',
    menu: 'Menu',
    closeMenu: 'Luk menuen',
    write: 'Skriv en tekst',
    add: 'Tilføj',
    added: 'Tilføjet',
    tips: 'Tips',
    firstTip: 'Jeg har aldrig',
    players: 'Spillere',
    name: 'Navn',
    addPlayer: 'Tilføj spiller',
    open: 'Fra samlingen',
    addFromCollection: 'Tilføj 20',
    previous: 'Forrige',
    start: 'Start',
    running: 'Runden er i gang',
    notFound: 'Siden findes ikke',
    termsOfSale: 'Salgsbetingelser',
    roomLanguage: 'Rummets sprog',
    entry: 'Jeg har aldrig været på Skagen. Alle, der har, rejser sig.',
  },
  suomi: {
    locale: 'fi-FI',
    code: 'fi',
    next: 'Seuraava',
    done: 'Valmis',
    newRoom: 'Uusi huone',
    roomId: 'Huoneen tunnus',
    create: 'Luo',
    menu: 'Valikko',
    closeMenu: 'Sulje valikko',
    write: 'Kirjoita teksti',
    add: 'Lisää',
    added: 'Lisätty',
    tips: 'Vinkit',
    firstTip: 'En ole koskaan',
    players: 'Pelaajat',
    name: 'Nimi',
    addPlayer: 'Lisää pelaaja',
    open: 'Kokoelmasta',
    addFromCollection: 'Lisää 20',
    previous: 'Edellinen',
    start: 'Aloita',
    running: 'Kierros käynnissä',
    notFound: 'Sivua ei löydy',
    termsOfSale: 'Myyntiehdot',
    roomLanguage: 'Huoneen kieli',
    entry: 'En ole koskaan käynyt Lapissa. Kaikki, jotka ovat, nousevat seisomaan.',
  },
} as const;
