// Danish and Finnish (issue #40): a phone whose browser speaks da or fi walks every screen (the tutorial, home, the
// menu, a room with players, tips and the collection, a round, the legal pages, the 404, a scanned link's room
// shell) and finds no text of another language on any of them: every text node and accessible name is checked
// against the other languages' texts. Screenshots of each screen go to docs/screenshots (dansk-*, suomi-*).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { LEGAL } from '@skal/shared/content/legal';
import { ADULTS_ONLY } from '@skal/shared/content/responsible-play';
import { TIPS } from '@skal/shared/content/tips';
import { TUTORIAL_STEPS } from '@skal/shared/content/tutorial';
import type { ContentLanguage } from '@skal/shared/content/types';
import { da } from '../src/i18n/da';
import { en } from '../src/i18n/en';
import { fi } from '../src/i18n/fi';
import { nb } from '../src/i18n/nb';
import * as later from '../src/i18n/nb-later';
import { nbPayment } from '../src/i18n/nb-payment';
import { COLLECTION_TEXTS } from '../src/room/collection-texts';
import { uniqueRoom } from './helpers';

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'screenshots');

const NB = {
  ...nb,
  payment: nbPayment,
  menu: later.nbMenu,
  analytics: later.nbAnalytics,
  tutorial: later.nbTutorial,
  notFound: later.nbNotFound,
  legal: later.nbLegal,
  style: later.nbStyle,
  game: later.nbGame,
  confirm: later.nbConfirm,
  roomLanguage: later.nbRoomLanguage,
  aiDrawer: later.nbAiDrawer,
  deckTools: later.nbDeckTools,
};
const APP_TEXTS: Readonly<Record<ContentLanguage, object>> = { norsk: NB, english: en, dansk: da, suomi: fi };

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

/** The other languages' texts that this language does not share (Danish and Norwegian share many words). */
function foreignTexts(language: ContentLanguage): Set<string> {
  const own = textsOf(language);
  const foreign = new Set<string>();
  for (const other of LANGUAGES)
    if (other !== language) for (const text of textsOf(other)) if (!own.has(text)) foreign.add(text);
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

async function expectOnlyLanguage(page: Page, language: ContentLanguage, screen: string): Promise<void> {
  const foreign = foreignTexts(language);
  const shown = await shownStrings(page);
  expect(
    shown.filter((text) => foreign.has(text)),
    `${screen}: texts of another language`,
  ).toEqual([]);
}

async function shot(page: Page, language: ContentLanguage, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(SCREENSHOTS, `${language}-${name}.png`) });
}

/** A phone whose browser speaks `locale`, nothing stored yet: a first visit. */
async function phoneIn(browser: Browser, locale: string): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: { width: 390, height: 844 }, hasTouch: true });
  return context.newPage();
}

const WALK = {
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

for (const language of ['dansk', 'suomi'] as const) {
  const text = WALK[language];

  test(`a ${text.locale} phone walks every screen in ${language} and finds no other language's text`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const page = await phoneIn(browser, text.locale);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', text.code);

    // The tutorial, all five steps.
    const tutorial = page.getByRole('dialog');
    await expect(tutorial.getByRole('heading', { name: TUTORIAL_STEPS[language][0]!.title })).toBeVisible();
    await expect(tutorial.getByText(ADULTS_ONLY[language].line)).toBeVisible();
    await shot(page, language, '01-tutorial');
    for (let step = 0; step < 4; step += 1) {
      await expectOnlyLanguage(page, language, `tutorial step ${step + 1}`);
      await tutorial.getByRole('button', { name: text.next }).click();
      await expect(tutorial.getByRole('heading', { name: TUTORIAL_STEPS[language][step + 1]!.title })).toBeVisible();
    }
    await expectOnlyLanguage(page, language, 'tutorial step 5');
    await tutorial.getByRole('button', { name: text.done }).click();

    // Home and the menu: the four languages, each named in itself, this one chosen.
    await expect(page.getByRole('button', { name: text.newRoom })).toBeVisible();
    await expectOnlyLanguage(page, language, 'home');
    await shot(page, language, '02-home');
    await page.getByRole('button', { name: text.menu }).click();
    const menu = page.getByRole('dialog', { name: text.menu });
    await expect(menu).toBeVisible();
    // Each chip whole inside the menu's panel (four do not fit one row at 390 px).
    const panel = await menu.boundingBox();
    for (const name of ['Norsk', 'English', 'Dansk', 'Suomi']) {
      const chip = menu.getByRole('button', { name, exact: true });
      await expect(chip).toBeVisible();
      const box = await chip.boundingBox();
      expect(box!.x + box!.width, `${name} inside the menu`).toBeLessThanOrEqual(panel!.x + panel!.width);
    }
    await expect(menu.getByRole('button', { name: language === 'dansk' ? 'Dansk' : 'Suomi' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(menu.getByRole('link', { name: text.termsOfSale })).toBeVisible();
    await expectOnlyLanguage(page, language, 'menu');
    await shot(page, language, '03-menu');
    await menu.getByRole('button', { name: text.closeMenu }).click();
    await expect(menu).toHaveCount(0);

    // A new room, in this language: the lobby, its language, an entry, tips and players.
    const room = uniqueRoom(language === 'dansk' ? 'fest' : 'bileet');
    await page.getByRole('button', { name: text.newRoom }).click();
    await page.getByRole('textbox', { name: text.roomId }).fill(room);
    await expectOnlyLanguage(page, language, 'create');
    await page.getByRole('button', { name: text.create, exact: true }).click();
    await expect(page.getByRole('button', { name: text.start, exact: true })).toBeVisible();
    await expect(page.getByRole('combobox', { name: text.roomLanguage })).toHaveValue(language);
    await expect(page.getByText((language === 'dansk' ? da : fi).room.adults)).toBeVisible();
    await expectOnlyLanguage(page, language, 'lobby');
    await shot(page, language, '04-room');
    await page.getByRole('textbox', { name: text.write }).fill(text.entry);
    await page.getByRole('button', { name: text.add, exact: true }).click();
    await expect(page.locator('.toast').getByText(text.added, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: text.tips }).click();
    await expect(page.getByRole('button', { name: text.firstTip })).toBeVisible();
    await expectOnlyLanguage(page, language, 'tips');
    await shot(page, language, '05-tips');
    await page.getByRole('button', { name: text.players }).click();
    for (const name of language === 'dansk' ? ['Mette', 'Rasmus'] : ['Aino', 'Eero']) {
      await page.getByRole('textbox', { name: text.name }).fill(name);
      await page.getByRole('button', { name: text.addPlayer, exact: true }).click();
      await expect(page.getByText(name, { exact: true })).toBeVisible();
    }
    await expectOnlyLanguage(page, language, 'players');
    await shot(page, language, '06-players');

    // The collection in the room's language.
    await page.getByRole('button', { name: text.open }).first().click();
    const sheet = page.getByRole('dialog');
    await expect(sheet.getByRole('heading', { name: COLLECTION_TEXTS[language].title })).toBeVisible();
    await expectOnlyLanguage(page, language, 'collection sheet');
    await shot(page, language, '07-collection');
    await sheet.getByRole('button', { name: text.addFromCollection }).click();
    await expect(page.locator('.toast').first()).toBeVisible();
    await expect(sheet)
      .toHaveCount(0, { timeout: 10_000 })
      .catch(() => page.keyboard.press('Escape'));

    // A round: the card, the countdown, next and previous.
    await page.getByRole('button', { name: text.start, exact: true }).click();
    await expect(page.getByRole('button', { name: text.next })).toBeVisible();
    await expectOnlyLanguage(page, language, 'round');
    await shot(page, language, '08-game');
    await page.getByRole('button', { name: text.next }).click();
    await expect(page.getByRole('button', { name: text.previous })).toBeVisible();
    await expectOnlyLanguage(page, language, 'round, second card');
    await shot(page, language, '09-game-next');

    // The legal pages and the 404.
    for (const [file, address] of [
      ['10-terms-of-sale', '/terms-of-sale'],
      ['11-privacy-policy', '/privacy-policy'],
      ['12-terms-of-service', '/terms-of-service'],
    ] as const) {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectOnlyLanguage(page, language, address);
      await shot(page, language, file);
    }
    await page.goto('/ingen-side-her');
    await expect(page.getByRole('heading', { name: text.notFound })).toBeVisible();
    await expectOnlyLanguage(page, language, '404');
    await shot(page, language, '13-not-found');

    // A scanned link's room on a first visit: the room shell in this language, then the app.
    const guest = await phoneIn(browser, text.locale);
    await guest.goto(`/?room=${room}`);
    const box = guest.getByRole('textbox', { name: text.write });
    await expect(box).toBeEditable();
    await expect(guest.getByRole('dialog')).toHaveCount(0);
    await expectOnlyLanguage(guest, language, 'room shell');
    // Once the app has taken the shell over (Start works then, or, while the first phone's round is kept by the room,
    // the lobby says a round is running): the same.
    const start = guest.getByRole('button', { name: text.start, exact: true });
    await expect
      // (isEnabled waits for a Start that a kept round's lobby never shows: counted first.)
      .poll(
        async () =>
          ((await start.count()) > 0 && (await start.isEnabled())) || (await guest.getByText(text.running).count()) > 0,
        // The app's scripts load and take the shell over: on a loaded machine that has taken more than 10 s.
        { timeout: 30_000 },
      )
      .toBe(true);
    await expectOnlyLanguage(guest, language, 'room link');
    await shot(guest, language, '14-room-link');
  });
}
