// Danish and Finnish (issue #40): a party played from create to done in each language. Phone A (da-DK, then fi-FI)
// creates a room; phone B reads the room's QR code off A's screen, opens that link and is in; A adds the players
// and 20 entries from Skål's collection (all of them from the room language's collection); A starts, B's lobby
// says the round runs and B adds an entry of its own, which comes up on A; A plays every card to the end view and
// plays again; B's lobby still says the round runs (one round per room) and B takes it over, which A is told.
// On every screen of both phones no text of another language is on show. Screenshots: docs/screenshots
// (dansk-party-*, suomi-party-*).
import { expect, test, type Page } from '@playwright/test';
import { decodeQr } from '../../desktop/e2e/helpers';
import { COLLECTION_TEXTS } from '../src/room/collection-texts';
import { closePhones, collectionByText, liveNumber, roomValues, toast, uniqueRoom } from './helpers';
import { APP_TEXT, expectOnlyLanguage, phoneIn, shot, WALK } from './nordic-steps';

const PARTY = {
  dansk: {
    players: ['Mette', 'Rasmus', 'Sofie'],
    own: 'Alle, der har været til julefrokost i år, skåler med sidemanden.',
  },
  suomi: {
    players: ['Aino', 'Eero', 'Venla'],
    own: 'Kaikki, jotka ovat käyneet saunassa tällä viikolla, kippistävät vierustoverin kanssa.',
  },
} as const;

test.afterEach(closePhones);

for (const language of ['dansk', 'suomi'] as const) {
  const text = WALK[language];
  const app = APP_TEXT[language];
  const party = PARTY[language];
  const screen = async (page: Page, name: string, file?: string) => {
    await expectOnlyLanguage(page, language, name);
    if (file) await shot(page, language, `party-${file}`);
  };

  test(`${language}: two ${text.locale} phones play a room from create to done, every screen in ${language}`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const a = await phoneIn(browser, text.locale, { tutorialSeen: true });
    const b = await phoneIn(browser, text.locale, { tutorialSeen: true });

    // A creates the room.
    const room = uniqueRoom(language === 'dansk' ? 'fest' : 'bileet');
    await a.goto('/');
    await a.getByRole('button', { name: text.newRoom }).click();
    await a.getByRole('textbox', { name: text.roomId }).fill(room);
    await a.getByRole('button', { name: text.create, exact: true }).click();
    await expect(a.getByRole('button', { name: text.start, exact: true })).toBeVisible();
    await expect(a.getByRole('combobox', { name: text.roomLanguage })).toHaveValue(language);
    await screen(a, 'lobby', '01-lobby');

    // B joins by the link in A's QR code, read from the pixels as a camera would.
    const qr = a.getByRole('img', { name: app.room.qr });
    await qr.scrollIntoViewIfNeeded();
    await expect(qr).toBeVisible();
    await expect(a.getByText(app.room.scan)).toBeVisible();
    await screen(a, 'QR code', '02-qr');
    const link = await decodeQr(qr);
    expect(link).toBe(`${new URL(a.url()).origin}/?room=${room}`);
    await b.goto(link);
    await expect(b.getByRole('button', { name: text.start, exact: true })).toBeEnabled();
    await expect(b.locator('html')).toHaveAttribute('lang', text.code);
    await screen(b, 'joined by the QR link', '03-joined');

    // A adds the players.
    await a.getByRole('button', { name: text.players, exact: true }).click();
    for (const name of party.players) {
      await a.getByRole('textbox', { name: text.name }).fill(name);
      await a.getByRole('button', { name: text.addPlayer, exact: true }).click();
      await expect(a.getByText(name, { exact: true })).toBeVisible();
    }
    await screen(a, 'players', '04-players');
    await a.getByRole('button', { name: text.players, exact: true }).click();

    // Twenty from Skål's collection, every one from the room language's collection: B's count follows.
    await a.getByRole('button', { name: text.open, exact: true }).click();
    const sheet = a.getByRole('dialog', { name: COLLECTION_TEXTS[language].title });
    await expect(sheet).toBeVisible();
    await screen(a, 'collection sheet', '05-collection');
    await sheet.getByRole('button', { name: text.addFromCollection }).click();
    await expect(toast(a, COLLECTION_TEXTS[language].added(20))).toBeVisible();
    await expect(sheet).toHaveCount(0);
    await expect(liveNumber(a)).toHaveText('20');
    await expect(liveNumber(b)).toHaveText('20');
    await screen(a, 'lobby with the collection');
    const values = await roomValues(a, room);
    expect(values).toHaveLength(20);
    const own = collectionByText(language);
    expect(values.filter((value) => !own.has(value))).toEqual([]);

    // A starts; B's lobby says the round runs, and B adds an entry of its own while it does.
    await a.getByRole('button', { name: text.start, exact: true }).click();
    const card = a.getByRole('article');
    await expect(card).toBeVisible();
    await screen(a, 'round', '06-round');
    const first = Number(await liveNumber(a).textContent());
    await expect(b.getByRole('status').filter({ hasText: text.running })).toBeVisible();
    await expect(b.getByRole('button', { name: app.room.takeOver })).toBeVisible();
    await expect(b.getByRole('button', { name: text.start, exact: true })).toHaveCount(0);
    await b.getByRole('textbox', { name: text.write }).fill(party.own);
    await b.getByRole('button', { name: text.add, exact: true }).click();
    await expect(b.locator('.toast').getByText(text.added, { exact: true })).toBeVisible();
    await screen(b, 'lobby while the round runs', '07-guest-running');
    // The room lays B's entry into A's round: one card more to go.
    await expect(liveNumber(a)).toHaveText(String(first + 1));

    // A plays every card to the end view; B's entry comes up on the way, every card in the room's language.
    const end = a.getByRole('heading', { name: app.confirm.endTitle });
    let sawOwn = false;
    for (let step = 0; step < 60 && !(await end.isVisible()); step += 1) {
      const remaining = await liveNumber(a).textContent();
      if ((await card.textContent())?.includes(party.own) && !sawOwn) {
        sawOwn = true;
        await screen(a, 'B’s own entry on A', '08-own-entry');
      } else await screen(a, `card with ${remaining} left`);
      const next = a.getByRole('button', { name: text.next });
      await expect(next).not.toHaveAttribute('aria-disabled', 'true');
      await next.click();
      // Counted without waiting: after the last card the countdown is gone, and the end view may take a moment.
      await expect
        .poll(async () => {
          const now = await liveNumber(a).allTextContents();
          return (await end.isVisible()) || (now.length > 0 && now[0] !== remaining);
        })
        .toBe(true);
    }
    await expect(end).toBeVisible();
    expect(sawOwn, 'B’s entry came up in the round').toBe(true);
    await screen(a, 'end view', '09-end');
    // The room keeps the round at its end: B's lobby still offers to take it over, never a second one.
    await expect(b.getByRole('status').filter({ hasText: text.running })).toBeVisible();
    await expect(b.getByRole('button', { name: text.start, exact: true })).toHaveCount(0);

    // Play again: a new shuffle of every entry on A; B's lobby still says the round runs.
    await a.getByRole('button', { name: app.confirm.playAgain }).click();
    await expect(card).toBeVisible();
    await expect(liveNumber(a)).toHaveText(String(first + 1));
    await screen(a, 'round played again', '10-play-again');
    await expect(b.getByRole('status').filter({ hasText: text.running })).toBeVisible();
    await screen(b, 'lobby while the new round runs');

    // B takes the round over at A's card; A is told (a toast that shows a few seconds: looked at first) and is back
    // in the lobby, which says the round runs.
    const shown = await card.textContent();
    await b.getByRole('button', { name: app.room.takeOver }).click();
    await expect(toast(a, app.toast.takenOver, 'alert')).toBeVisible();
    await expect(a.getByRole('status').filter({ hasText: text.running })).toBeVisible();
    await screen(a, 'told the round was taken over', '11-told');
    await expect(b.getByRole('article')).toHaveText(shown ?? '');
    await screen(b, 'round taken over', '12-taken-over');
  });
}
