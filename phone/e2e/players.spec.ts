// Names at the table with two phones and the TV: the players list everywhere, `@spiller` / `@player` filled
// with different names that Prev/Next and a reload keep, removal everywhere, `noen` without players, and
// both placeholders in both languages.
import { expect, test, type Page } from '@playwright/test';
import { createRoom, joinRoom, liveNumber, newPhone, seedRoom, uniqueRoom, openTv } from './helpers';

const PLAYERS = ['Kari', 'Ola', 'Per'];

async function openPlayers(page: Page, label = 'Spillere'): Promise<void> {
  // The accessible name is exactly the product's (the count beside it is not read out).
  const toggle = page.getByRole('button', { name: label, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(page.getByRole('textbox', { name: label === 'Spillere' ? 'Navn' : 'Name' })).toBeVisible();
}

async function addPlayers(page: Page, names: readonly string[], english = false): Promise<void> {
  for (const name of names) {
    await page.getByRole('textbox', { name: english ? 'Name' : 'Navn' }).fill(name);
    await page.getByRole('button', { name: english ? 'Add player' : 'Legg til spiller' }).click();
    await expect(page.getByRole('button', { name: `${english ? 'Remove' : 'Fjern'} ${name}` })).toBeVisible();
  }
}

function chips(page: Page, english = false) {
  // The name in each chip (the chip also holds its remove button).
  return page
    .getByRole('list', { name: english ? 'Players' : 'Spillere' })
    .getByRole('listitem')
    .locator('[translate="no"]');
}

/** The names the shown card filled in, in order. */
async function shownNames(page: Page): Promise<string[]> {
  return page.getByRole('article').locator('.player-name').allTextContents();
}

/** Steps through the round until the card's own text matches, and returns the names filled into it. */
async function findCard(page: Page, pattern: RegExp): Promise<string[]> {
  for (let step = 0; step < 6; step += 1) {
    const text = (await page.getByRole('article').textContent()) ?? '';
    if (pattern.test(text)) return shownNames(page);
    const remaining = Number(await liveNumber(page).textContent());
    await page.getByRole('button', { name: /^(Neste|Next)$/u }).click();
    await expect(liveNumber(page)).toHaveText(String(remaining - 1));
  }
  throw new Error(`no card matching ${pattern}`);
}

test('names added on one phone reach the other phone and the TV; filled entries keep their names; removal is everywhere', async ({
  browser,
}) => {
  const room = uniqueRoom('navn');
  const first = await newPhone(browser);
  const second = await newPhone(browser);
  await createRoom(first.page, room);
  await seedRoom(room, ['@spiller skåler med @spiller', 'Alle drikker 1 slurk', 'Vannpause for alle'], {
    create: false,
  });
  await joinRoom(second.page, room);
  const tv = await openTv(browser, room);

  await openPlayers(first.page);
  await addPlayers(first.page, PLAYERS);
  await openPlayers(second.page);
  await expect(chips(second.page)).toHaveText(PLAYERS);
  await expect(second.page.getByRole('button', { name: 'Spillere', exact: true })).toHaveText('Spillere (3)');
  await expect(tv.getByRole('region', { name: 'Spillere' }).getByRole('listitem')).toHaveText(PLAYERS);

  // Refused: the same name in other case.
  await first.page.getByRole('textbox', { name: 'Navn' }).fill('kari');
  await first.page.getByRole('button', { name: 'Legg til spiller' }).click();
  await expect(first.page.getByRole('alert').filter({ hasText: 'Navnet er allerede med' })).toBeVisible();
  await expect(chips(first.page)).toHaveCount(3);

  await second.page.getByRole('button', { name: 'Start' }).click();
  const names = await findCard(second.page, /skåler med/u);
  expect(names).toHaveLength(2);
  expect(new Set(names).size).toBe(2);
  for (const name of names) expect(PLAYERS).toContain(name);
  const filled = `${names[0]} skåler med ${names[1]}`;
  await expect(second.page.getByRole('article')).toHaveText(filled);
  // The TV mirrors the filled text, names highlighted.
  const mirror = tv.getByRole('article', { name: 'Nå på skjermen' });
  await expect(mirror).toHaveText(filled);
  await expect(mirror.locator('.player-name')).toHaveText(names);

  // Next then Prev (or Prev then Next) comes back to the same names.
  const remaining = Number(await liveNumber(second.page).textContent());
  const away = remaining > 0 ? 'Neste' : 'Forrige';
  const back = remaining > 0 ? 'Forrige' : 'Neste';
  await second.page.getByRole('button', { name: away }).click();
  await expect(second.page.getByRole('article')).not.toHaveText(filled);
  await second.page.getByRole('button', { name: back }).click();
  await expect(second.page.getByRole('article')).toHaveText(filled);

  // A reload mid-round shows the same names in the same entry.
  await second.page.reload();
  await expect(second.page.getByRole('article')).toHaveText(filled);

  // Removing a shown name: gone from both phones and the TV, and the entry takes another name.
  const gone = names[0]!;
  await first.page.getByRole('button', { name: `Fjern ${gone}` }).click();
  const left = PLAYERS.filter((name) => name !== gone);
  await expect(chips(first.page)).toHaveText(left);
  await expect(tv.getByRole('region', { name: 'Spillere' }).getByRole('listitem')).toHaveText(left);
  await expect(second.page.getByRole('article')).not.toContainText(gone);
  await expect(second.page.getByRole('article').locator('.player-name')).toHaveCount(2);
  await expect(mirror).not.toContainText(gone);
  // During play the names stay editable from the round.
  await openPlayers(second.page);
  await expect(chips(second.page)).toHaveText(left);
  await addPlayers(second.page, ['Sent']);
  await expect(chips(first.page)).toHaveText([...left, 'Sent']);
});

test('a room without players reads noen, and the insert button puts @spiller at the cursor', async ({ browser }) => {
  const room = uniqueRoom('noen');
  const { page } = await newPhone(browser);
  await createRoom(page, room);
  const field = page.getByRole('textbox', { name: 'Skriv en tekst' });
  await field.fill('Skål med');
  await field.press('End');
  await page.getByRole('button', { name: 'Sett inn spiller' }).click();
  // A space on each side also at the end of the text, and the caret after it: the next word stays apart.
  await expect(field).toHaveValue('Skål med @spiller ');
  await expect(field).toBeFocused();
  await field.press('x');
  await expect(field).toHaveValue('Skål med @spiller x');
  await field.press('Backspace');
  await field.press('Home');
  await page.getByRole('button', { name: 'Sett inn spiller' }).click();
  await expect(field).toHaveValue('@spiller Skål med @spiller ');
  await page.getByRole('button', { name: 'Legg til', exact: true }).click();
  await expect(field).toHaveValue('');

  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('article')).toHaveText('noen Skål med noen');
  // The size tier follows the filled text (18 characters), not the raw one (26).
  await expect(page.getByRole('article')).toHaveClass(/\bsize-1\b/u);
  await expect(page.getByRole('article').locator('.player-name')).toHaveText(['noen', 'noen']);
});

test('@player works in a Norwegian room and @spiller in an English one', async ({ browser }) => {
  const room = uniqueRoom('sprak');
  await seedRoom(room, ['@Player, velg en!']);
  const norsk = await newPhone(browser);
  await joinRoom(norsk.page, room);
  await openPlayers(norsk.page);
  await addPlayers(norsk.page, ['Kari']);
  await norsk.page.getByRole('button', { name: 'Start' }).click();
  await expect(norsk.page.getByRole('article')).toHaveText('Kari, velg en!');

  const otherRoom = uniqueRoom('lang');
  await seedRoom(otherRoom, ['@spiller picks who drinks.', 'Toast to @SPILLER!']);
  const english = await newPhone(browser, { language: 'english' });
  await english.page.goto(`/?room=${otherRoom}`);
  await expect(english.page.getByRole('button', { name: 'Start' })).toBeVisible();
  await english.page.getByRole('button', { name: 'Start' }).click();
  // No players yet: someone.
  await expect(english.page.getByRole('article')).toContainText('someone');
  await openPlayers(english.page, 'Players');
  await addPlayers(english.page, ['Ola'], true);
  await expect(english.page.getByRole('article')).toContainText('Ola');
  await expect(english.page.getByRole('article')).not.toContainText('someone');
  await expect(english.page.getByRole('article')).not.toContainText('@');
});

test('at 360×640, a 20-letter name without a break wraps: nothing wider than the screen, Start in reach', async ({
  browser,
}) => {
  const room = uniqueRoom('bred');
  const longest = 'W'.repeat(20);
  await seedRoom(room, ['@spiller skåler med @spiller']);
  const { page } = await newPhone(browser);
  await page.setViewportSize({ width: 360, height: 640 });
  await joinRoom(page, room);
  await openPlayers(page);
  await addPlayers(page, [longest, 'M'.repeat(20)]);
  // Against the screen's 360 px, not innerWidth: a phone zooms out to a page wider than the screen, and innerWidth
  // grows with it.
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await pageWidth(), 'the page is wider than the screen').toBeLessThanOrEqual(360);
  await expect(chips(page).filter({ hasText: longest })).toBeInViewport({ ratio: 1 });
  const start = page.getByRole('button', { name: 'Start' });
  await expect(start).toBeInViewport({ ratio: 1 });
  await start.click();
  // The names fill the entry on the card, wrapped inside it.
  const card = page.getByRole('article');
  await expect(card.locator('.player-name')).toHaveCount(2);
  expect(await pageWidth(), 'the round is wider than the screen').toBeLessThanOrEqual(360);
  const cardBox = (await card.boundingBox())!;
  for (const name of await card.locator('.player-name').all()) {
    const box = (await name.boundingBox())!;
    expect(box.x, 'a name runs out of the card').toBeGreaterThanOrEqual(cardBox.x);
    expect(box.x + box.width, 'a name runs out of the card').toBeLessThanOrEqual(cardBox.x + cardBox.width);
  }
});

/** What a card shows, piece by piece: each highlighted run as its class and text. */
function highlighted(card: ReturnType<Page['getByRole']>): Promise<string[]> {
  return card.locator('span').evaluateAll((spans) => spans.map((span) => `${span.className}:${span.textContent}`));
}

test('the TV highlights exactly what the phone highlights: the filled names, not the same name written in the entry, and noen', async ({
  browser,
}) => {
  const room = uniqueRoom('tvnavn');
  const { page } = await newPhone(browser);
  await createRoom(page, room);
  await seedRoom(room, ['@spiller skåler med Kari og drikker'], { create: false });
  await openPlayers(page);
  await addPlayers(page, ['Kari']);
  const tv = await openTv(browser, room);
  const mirror = tv.getByRole('article', { name: 'Nå på skjermen' });
  const card = page.getByRole('article');

  /** Both show `text`, the phone marks only `name` as a name, and the TV marks exactly what the phone does. */
  const expectSameHighlights = async (text: string, name: string) => {
    await expect(card).toHaveText(text);
    await expect(mirror).toHaveText(text);
    const onPhone = await highlighted(card);
    expect(onPhone.filter((piece) => piece.startsWith('player-name:'))).toEqual([`player-name:${name}`]);
    await expect.poll(() => highlighted(mirror)).toEqual(onPhone);
  };

  await page.getByRole('button', { name: 'Start' }).click();
  // Only the name the placeholder got is a name on the phone; the TV marked every Kari in the text.
  await expectSameHighlights('Kari skåler med Kari og drikker', 'Kari');

  // Without players the placeholder reads noen, a name on the phone; the TV showed it as plain text.
  await openPlayers(page);
  await page.getByRole('button', { name: 'Fjern Kari' }).click();
  await expectSameHighlights('noen skåler med Kari og drikker', 'noen');
});
