// Danish and Finnish (issue #40): a phone whose browser speaks da or fi walks every screen (the tutorial, home, the
// menu, a room with players, tips and the collection, a round, the legal pages, the 404, a scanned link's room
// shell) and finds no text of another language on any of them: every text node and accessible name is checked
// against the other languages' texts. Screenshots of each screen go to docs/screenshots (dansk-*, suomi-*).
import { expect, test } from '@playwright/test';
import { ADULTS_ONLY } from '@skal/shared/content/responsible-play';
import { TUTORIAL_STEPS } from '@skal/shared/content/tutorial';
import { da } from '../src/i18n/da';
import { fi } from '../src/i18n/fi';
import { COLLECTION_TEXTS } from '../src/room/collection-texts';
import { closePhones, uniqueRoom } from './helpers';
import { expectOnlyLanguage, phoneIn, shot, WALK } from './nordic-steps';

test.afterEach(closePhones);

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
