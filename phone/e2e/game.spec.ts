// The round: next/previous with the slide lock, the countdown, the end, back and the confirm view,
// entries arriving mid-round, resuming after a reload, highlighting, and the TV mirror report.
import { expect, test, type Page } from '@playwright/test';
import { HIGHLIGHT_WORDS } from '@skal/shared/content/highlight-words';
import {
  animationsSettled,
  expectUncovered,
  joinRoom,
  liveNumber,
  newPhone,
  numbered,
  seedRoom,
  toast,
  uniqueRoom,
  watchAsHost,
} from './helpers';

async function cardText(page: Page): Promise<string> {
  return (await page.getByRole('article').textContent()) ?? '';
}

async function next(page: Page, expectedRemaining: number): Promise<string> {
  // The click waits out the slide lock: the buttons are aria-disabled while the card slides.
  await page.getByRole('button', { name: 'Neste' }).click();
  await expect(liveNumber(page)).toHaveText(String(expectedRemaining));
  return cardText(page);
}

test('a whole round: shuffled entries one at a time, previous and next, every card played at the end', async ({
  browser,
}) => {
  const room = uniqueRoom('runde');
  const entries = numbered('Tekst', 5);
  await seedRoom(room, entries);
  const { page } = await newPhone(browser);
  await joinRoom(page, room);
  await page.getByRole('button', { name: 'Start' }).click();

  await expect(page.getByRole('article')).toBeVisible();
  await expect(liveNumber(page)).toHaveText('4');
  await expect(page.getByRole('button', { name: 'Forrige' })).toHaveCount(0);
  const seen = [await cardText(page)];
  for (let remaining = 3; remaining >= 0; remaining -= 1) seen.push(await next(page, remaining));
  expect([...seen].sort()).toEqual([...entries].sort());

  await page.getByRole('button', { name: 'Forrige' }).click();
  await expect(liveNumber(page)).toHaveText('1');
  await expect(page.getByRole('article')).toHaveText(seen[3] ?? '');
  await next(page, 0);
  await expect(page.getByRole('article')).toHaveText(seen[4] ?? '');

  // Next on the last card: the end view, with a new shuffle of every entry.
  await page.getByRole('button', { name: 'Neste' }).click();
  await expect(page.getByRole('heading', { name: 'Alle kortene er spilt' })).toBeVisible();
  await page.getByRole('button', { name: 'Spill videre' }).click();
  await expect(page.getByRole('article')).toHaveText(seen[4] ?? '');
  await page.getByRole('button', { name: 'Neste' }).click();
  await page.getByRole('button', { name: 'Spill igjen' }).click();
  await expect(liveNumber(page)).toHaveText('4');
  const again = [await cardText(page)];
  for (let remaining = 3; remaining >= 0; remaining -= 1) again.push(await next(page, remaining));
  expect([...again].sort()).toEqual([...entries].sort());
});

test('the slide locks taps: a double tap on next moves one entry, not two', async ({ browser }) => {
  const room = uniqueRoom('laas');
  await seedRoom(room, numbered('Lås', 6));
  const { page } = await newPhone(browser);
  await joinRoom(page, room);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(liveNumber(page)).toHaveText('5');

  const nextButton = page.getByRole('button', { name: 'Neste' });
  await nextButton.dblclick();
  await expect(liveNumber(page)).toHaveText('4');
  // While the card slides the buttons say they are disabled; once it settles they work again.
  await expect(nextButton).toHaveAttribute('aria-disabled', 'false');
  // Two taps in one go (one task, no chance for the lock to lapse) also move only one.
  await nextButton.evaluate((button: HTMLElement) => {
    button.click();
    button.click();
  });
  await expect(liveNumber(page)).toHaveText('3');
  await expect(nextButton).toHaveAttribute('aria-disabled', 'false');
  const previousButton = page.getByRole('button', { name: 'Forrige' });
  await previousButton.evaluate((button: HTMLElement) => {
    button.click();
    button.click();
  });
  await expect(liveNumber(page)).toHaveText('4');
  // Once the slide is over a tap works again.
  await expect(previousButton).toHaveAttribute('aria-disabled', 'false');
  await nextButton.click();
  await expect(liveNumber(page)).toHaveText('3');
});

test('entries added mid-round come right after the next two, the rest of the deck after them', async ({ browser }) => {
  const room = uniqueRoom('midt');
  await seedRoom(room, numbered('gammel', 6));
  const { page } = await newPhone(browser);
  await joinRoom(page, room);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(liveNumber(page)).toHaveText('5');
  const first = await cardText(page);

  await seedRoom(room, ['ny A', 'ny B'], { create: false });
  await expect(liveNumber(page)).toHaveText('7');
  await expect(page.getByRole('article')).toHaveText(first);

  const order: string[] = [];
  for (let remaining = 6; remaining >= 0; remaining -= 1) order.push(await next(page, remaining));
  expect(order.map((text) => text.split(' ')[0])).toEqual([
    'gammel',
    'gammel',
    'ny',
    'ny',
    'gammel',
    'gammel',
    'gammel',
  ]);
  expect(order.slice(2, 4).sort()).toEqual(['ny A', 'ny B']);
});

test('at the end, next fetches entries added since and plays them', async ({ browser }) => {
  const room = uniqueRoom('slutt');
  await seedRoom(room, ['en', 'to']);
  const { context, page } = await newPhone(browser);
  await joinRoom(page, room);
  await page.getByRole('button', { name: 'Start' }).click();
  await next(page, 0);
  // Offline socket: the count push cannot arrive, so only the refetch at the end can find the new entry.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Neste' }).click();
  await expect(toast(page, 'Du er frakoblet', 'alert')).toBeVisible();
  await seedRoom(room, ['tre'], { create: false });
  await context.setOffline(false);
  await next(page, 0);
  await expect(page.getByRole('article')).toHaveText('tre');
});

test('back: leaves with more than two left; with two or fewer shows the confirm view', async ({ browser }) => {
  const many = uniqueRoom('mange');
  await seedRoom(many, numbered('m', 5));
  const { page } = await newPhone(browser);
  await joinRoom(page, many);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(liveNumber(page)).toHaveText('4');
  await page.getByRole('button', { name: 'Tilbake' }).click();
  await expect(page.getByRole('button', { name: 'Nytt rom' })).toBeVisible();

  const few = uniqueRoom('faa');
  await seedRoom(few, numbered('f', 3));
  await joinRoom(page, few);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(liveNumber(page)).toHaveText('2');
  await page.getByRole('button', { name: 'Tilbake' }).click();
  await expect(page.getByRole('button', { name: 'Spill videre' })).toBeVisible();
  await page.getByRole('button', { name: 'Spill videre' }).click();
  await expect(page.getByRole('article')).toBeVisible();
  await expect(liveNumber(page)).toHaveText('2');
  await page.getByRole('button', { name: 'Tilbake' }).click();
  await page.getByRole('button', { name: 'Forlat rommet' }).click();
  await expect(page.getByRole('button', { name: 'Nytt rom' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Nytt rom' })).toBeVisible();
});

test('a reload mid-round resumes the same deck at the same place', async ({ browser }) => {
  const room = uniqueRoom('igjen');
  const entries = numbered('Runde', 6);
  await seedRoom(room, entries);
  const { page } = await newPhone(browser);
  await joinRoom(page, room);
  await page.getByRole('button', { name: 'Start' }).click();
  const seen = [await cardText(page), await next(page, 4), await next(page, 3)];

  await page.reload();
  await expect(page.getByRole('article')).toHaveText(seen[2] ?? '');
  await expect(liveNumber(page)).toHaveText('3');
  await expect(page.getByRole('button', { name: 'Forrige' })).toBeVisible();
  for (let remaining = 2; remaining >= 0; remaining -= 1) seen.push(await next(page, remaining));
  expect([...seen].sort()).toEqual([...entries].sort());
});

test('highlighted words get their style, and the countdown changes style below 100', async ({ browser }) => {
  const room = uniqueRoom('stil');
  await seedRoom(room, ['Alle drikker øl!', ...numbered('fyll', 100)]);
  const { page } = await newPhone(browser);
  await joinRoom(page, room);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(liveNumber(page)).toHaveText('100');
  await expect(page.locator('.countdown')).toHaveClass(/countdown-many/);
  await next(page, 99);
  await expect(page.locator('.countdown')).toHaveClass(/countdown-few/);

  const single = uniqueRoom('ord');
  await seedRoom(single, ['Alle drikker øl og vin!']);
  await page.getByRole('button', { name: 'Tilbake' }).click();
  // Home first: leaving forgets the room, and a reload before that would bring the player back into it.
  await expect(page.getByRole('button', { name: 'Bli med i rom' })).toBeVisible();
  await joinRoom(page, single);
  await page.getByRole('button', { name: 'Start' }).click();
  const card = page.getByRole('article');
  await expect(card).toHaveText('Alle drikker øl og vin!');
  await expect(card.locator('.bold')).toHaveText('Alle');
  await expect(card.locator('.entry-drikk')).toHaveText('drikker');
  await expect(card.locator('.entry-beer')).toHaveText('øl');
  await expect(card.locator('.entry-wine')).toHaveText('vin');
});

test('the playing phone reports what it shows to the TV mirror, and null when it leaves', async ({ browser }) => {
  const room = uniqueRoom('tv');
  await seedRoom(room, ['speil 1', 'speil 2']);
  const host = await watchAsHost(room);
  try {
    const { page } = await newPhone(browser);
    await joinRoom(page, room);
    await page.getByRole('button', { name: 'Start' }).click();
    const first = await cardText(page);
    await expect
      .poll(() => host.shown.at(-1))
      .toEqual({ text: first, remaining: 1, pieces: [{ text: first, player: false }] });
    const second = await next(page, 0);
    await expect
      .poll(() => host.shown.at(-1))
      .toEqual({ text: second, remaining: 0, pieces: [{ text: second, player: false }] });
    await page.getByRole('button', { name: 'Tilbake' }).click();
    await page.getByRole('button', { name: 'Forlat rommet' }).click();
    await expect.poll(() => host.shown.at(-1)?.text).toBeNull();
  } finally {
    host.close();
  }
});

test('each of the 18 highlight styles looks different on the card', async ({ browser }) => {
  const room = uniqueRoom('stiler');
  const firstWordOf = new Map<string, string>();
  for (const [word, style] of Object.entries(HIGHLIGHT_WORDS))
    if (!firstWordOf.has(style)) firstWordOf.set(style, word);
  expect(firstWordOf.size).toBe(18);
  await seedRoom(room, [[...firstWordOf.values()].join(' ')]);
  const { page } = await newPhone(browser);
  await joinRoom(page, room);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('article').locator('span')).toHaveCount(18);
  const looks = await page
    .getByRole('article')
    .locator('span')
    .evaluateAll((spans) =>
      spans.map((span) => {
        const style = getComputedStyle(span);
        return [
          span.className,
          [
            style.color,
            style.backgroundColor,
            style.textTransform,
            style.webkitTextStroke,
            style.textDecorationLine,
            style.textDecorationStyle,
            style.fontStyle,
            style.textShadow,
            style.fontWeight,
          ].join('|'),
        ];
      }),
    );
  expect(looks.map(([className]) => className).sort()).toEqual([...firstWordOf.keys()].sort());
  expect(new Set(looks.map(([, look]) => look)).size).toBe(18);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
]) {
  test(`at ${viewport.width}×${viewport.height}, the round shows the AI banner and Remove whole, above the controls`, async ({
    browser,
  }) => {
    const room = uniqueRoom('liten');
    // The longest entries there are (280 characters), so the card is as tall as it gets.
    const longest = 'Alle som har vært i Bergen i år uten paraply forteller den beste historien fra turen; ';
    await seedRoom(
      room,
      numbered('Tekst', 12).map((text) => `${text}: ${longest.repeat(4)}`.slice(0, 280)),
    );
    const { page } = await newPhone(browser);
    await page.setViewportSize(viewport);
    await joinRoom(page, room);
    await page.getByRole('button', { name: 'Start' }).click();
    await next(page, 10);
    const banner = page.getByRole('button', { name: 'Flere tekster', exact: true });
    await expect(banner).toBeVisible();
    const controls = page.getByRole('contentinfo');
    await expectUncovered(controls, banner, 'the controls cover the AI banner');
    await expectUncovered(controls, page.getByRole('button', { name: 'Fjern teksten' }), 'the controls cover Remove');
    // ...and the entry still fits its card.
    const fits = await page.getByRole('article').evaluate((card) => card.scrollHeight <= card.clientHeight);
    expect(fits, 'the entry overflows its card').toBe(true);
  });
}

// Line breaks and words longer than a line take more room than the character count says (a 12-line list of 117
// characters gets the size of a 117-character sentence): the text steps down until it fits its card, and only what
// cannot fit even then (40 short lines) scrolls inside the card. Either way the card ends above Remove and the
// controls, and every line can be read inside it.
const TALL_ENTRIES = [
  'Kategori-runde! Si en ting hver:\n1. Ølmerke\n2. Land i Afrika\n3. Bilmerke\n4. Fotballag\n5. Frukt\n6. Fjell i Norge\n7. TV-serie\n8. Sanger\n9. Dyr\n10. Film\nDen som stopper opp drikker.',
  'W'.repeat(280),
  Array.from({ length: 40 }, (_, index) => String(index)).join('\n'),
];
for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
]) {
  test(`at ${viewport.width}×${viewport.height}, entries with many lines or a 280-character word stay readable inside their card`, async ({
    browser,
  }) => {
    const room = uniqueRoom('linjer');
    await seedRoom(room, TALL_ENTRIES);
    const { page } = await newPhone(browser);
    await page.setViewportSize(viewport);
    await joinRoom(page, room);
    await page.getByRole('button', { name: 'Start' }).click();
    const card = page.getByRole('article');
    const text = card.locator('.entry-text');
    const seen = new Set<string>();
    for (let step = 0; step < TALL_ENTRIES.length; step += 1) {
      if (step > 0) await next(page, TALL_ENTRIES.length - 1 - step);
      await animationsSettled(page);
      const shown = (await card.innerText()).trim();
      seen.add(shown.slice(0, 10));
      const what = shown.startsWith('0')
        ? '40 lines'
        : shown.startsWith('W')
          ? 'the 280-character word'
          : 'the 12-line list';
      await expectUncovered(
        card,
        page.getByRole('button', { name: 'Fjern teksten' }),
        `${what}: the card covers Remove`,
      );
      await expectUncovered(card, page.getByRole('contentinfo'), `${what}: the card runs under Previous and Next`);
      const scrolls = await card.evaluate((element) => element.scrollHeight > element.clientHeight);
      // The list and the word fit whole; the 40 lines scroll, from their first line to their last.
      expect(scrolls, `${what} scrolls in its card`).toBe(what === '40 lines');
      const cardBox = (await card.boundingBox())!;
      const top = (await text.boundingBox())!;
      expect(top.y, `${what}: the first line is cut off`).toBeGreaterThanOrEqual(cardBox.y);
      expect(top.x, `${what}: the text runs out of the card on the left`).toBeGreaterThanOrEqual(cardBox.x);
      expect(top.x + top.width, `${what}: the text runs out on the right`).toBeLessThanOrEqual(
        cardBox.x + cardBox.width,
      );
      await card.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
      const bottom = (await text.boundingBox())!;
      expect(bottom.y + bottom.height, `${what}: the last line is cut off`).toBeLessThanOrEqual(
        cardBox.y + cardBox.height,
      );
    }
    expect(seen.size).toBe(TALL_ENTRIES.length);
  });
}
