// Home: tutorial, create and join (with their toasts), the typing filter, room links, menu, language.
import { expect, test } from '@playwright/test';
import { createRoom, newPhone, seedRoom, swipe, toast, uniqueRoom } from './helpers';

test('the tutorial shows on the first visit only: five steps, back and next, done remembered', async ({ browser }) => {
  const { page } = await newPhone(browser, { firstVisit: true });
  await page.goto('/');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Tilbake' })).toBeDisabled();
  await expect(dialog.locator('[aria-current="step"]')).toHaveAttribute('data-step', '0');
  const titles: string[] = [];
  for (let step = 0; step < 4; step += 1) {
    titles.push((await dialog.getByRole('heading').textContent()) ?? '');
    await dialog.getByRole('button', { name: 'Neste' }).click();
    await expect(dialog.locator('[aria-current="step"]')).toHaveAttribute('data-step', String(step + 1));
  }
  await expect(dialog.getByRole('button', { name: 'Neste' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Tilbake' }).click();
  await expect(dialog.locator('[aria-current="step"]')).toHaveAttribute('data-step', '3');
  await dialog.getByRole('button', { name: 'Neste' }).click();
  titles.push((await dialog.getByRole('heading').textContent()) ?? '');
  expect(new Set(titles).size).toBe(5);
  expect(await page.evaluate(() => localStorage.getItem('firstTime'))).toBeNull();
  await dialog.getByRole('button', { name: 'Ferdig' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('firstTime'))).toBe('false');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Nytt rom' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

for (const viewport of [
  { width: 360, height: 640 },
  { width: 390, height: 664 }, // an iPhone's 844 px less Safari's bars
]) {
  test(`at ${viewport.width}×${viewport.height}, the tutorial starts at its top and every step can be passed`, async ({
    browser,
  }) => {
    const { page } = await newPhone(browser, { firstVisit: true });
    await page.setViewportSize(viewport);
    await page.goto('/');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Slik spiller du')).toBeInViewport();
    for (let step = 0; step < 4; step += 1) {
      await dialog.getByRole('button', { name: 'Neste' }).click();
      await expect(dialog.locator('[aria-current="step"]')).toHaveAttribute('data-step', String(step + 1));
      await expect(dialog.getByRole('heading')).toBeInViewport();
    }
    await dialog.getByRole('button', { name: 'Ferdig' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
}

test('a room link joins directly, also on a first visit: no tutorial before the room', async ({ browser }) => {
  const room = uniqueRoom('link');
  await seedRoom(room, ['Første tekst']);
  const { page } = await newPhone(browser, { firstVisit: true });
  await page.goto(`/?room=${encodeURIComponent(room)}`);
  await expect(page.getByRole('button', { name: 'Start' })).toBeEnabled();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText(room, { exact: true })).toBeVisible();
  await expect(page.locator('[aria-live="polite"]')).toHaveText('1');
  await expect(page).not.toHaveURL(/room=/);

  const second = await newPhone(browser);
  await second.page.goto('/?room=finnesikke');
  await expect(toast(second.page, 'Rommet eksisterer ikke', 'alert')).toBeVisible();
  await expect(second.page.getByRole('button', { name: 'Nytt rom' })).toBeVisible();
});

test('create: a new name opens the room, a taken name warns, an empty name does nothing', async ({ browser }) => {
  const room = uniqueRoom('ny');
  const { page } = await newPhone(browser);
  await createRoom(page, room);
  await expect(page.getByText(room, { exact: true })).toBeVisible();
  await expect(page.locator('[aria-live="polite"]')).toHaveText('0');

  const other = await newPhone(browser);
  await other.page.goto('/');
  await other.page.getByRole('button', { name: 'Nytt rom' }).click();
  await other.page.getByRole('textbox', { name: 'Rom-ID' }).fill(room.toUpperCase());
  await other.page.getByRole('textbox', { name: 'Rom-ID' }).press('Enter');
  const taken = toast(other.page, 'Romnavnet er tatt', 'alert');
  await expect(taken).toBeVisible();
  // A warning has a close icon.
  await taken.getByRole('button', { name: 'Lukk' }).click();
  await expect(taken).toHaveCount(0);

  await other.page.getByRole('textbox', { name: 'Rom-ID' }).fill('');
  await other.page.getByRole('button', { name: 'Opprett' }).click();
  await expect(other.page.getByRole('textbox', { name: 'Rom-ID' })).toBeVisible();
  await expect(other.page.getByRole('alert')).toHaveCount(0);
  await expect(other.page.getByRole('button', { name: 'Start' })).toHaveCount(0);

  await other.page.getByRole('button', { name: 'Tilbake' }).click();
  await expect(other.page.getByRole('button', { name: 'Bli med i rom' })).toBeVisible();
});

test('join: a missing room warns; an existing one joins, whatever the case and spaces', async ({ browser }) => {
  const room = uniqueRoom('bli');
  await seedRoom(room, ['a', 'b']);
  const { page } = await newPhone(browser);
  await page.goto('/');
  await page.getByRole('button', { name: 'Bli med i rom' }).click();
  const input = page.getByRole('textbox', { name: 'Rom-ID' });
  await expect(input).toBeFocused();
  await input.fill('ingensteds');
  await page.getByRole('button', { name: 'Bli med' }).click();
  await expect(toast(page, 'Rommet eksisterer ikke', 'alert')).toBeVisible();

  await input.fill(`  ${room.toUpperCase()} `);
  await input.press('Enter');
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
  await expect(page.locator('[aria-live="polite"]')).toHaveText('2');
  await expect(page.getByText(room, { exact: true })).toBeVisible();
});

test('the room ID input drops punctuation and symbols while typing and stops at 18 characters', async ({ browser }) => {
  const { page } = await newPhone(browser);
  await page.goto('/');
  await page.getByRole('button', { name: 'Nytt rom' }).click();
  const input = page.getByRole('textbox', { name: 'Rom-ID' });
  await input.pressSequentially('Fest!#på$ Ålesund?');
  await expect(input).toHaveValue('Festpå Ålesund');
  await input.fill('');
  await input.pressSequentially('abcdefghij klmnopqrstuvwxyz');
  await expect(input).toHaveValue('abcdefghij klmnopq');
  await input.fill('');
  await expect(input).toHaveValue('');
});

test('the menu opens by button and by a swipe to the left, and closes by a swipe to the right', async ({ browser }) => {
  const { page } = await newPhone(browser);
  await page.goto('/');
  const menu = page.getByRole('dialog', { name: 'Meny' });

  await page.getByRole('button', { name: 'Meny' }).click();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Følg oss på Instagram' })).toHaveAttribute('href', /instagram\.com/);
  await menu.getByRole('button', { name: 'Lukk menyen' }).click();
  await expect(menu).toHaveCount(0);

  // Too short a swipe does nothing.
  await swipe(page, { x: 300, y: 600 }, { x: 270, y: 600 });
  await expect(menu).toHaveCount(0);
  await swipe(page, { x: 320, y: 600 }, { x: 180, y: 610 });
  await expect(menu).toBeVisible();
  await swipe(page, { x: 150, y: 500 }, { x: 330, y: 505 });
  await expect(menu).toHaveCount(0);
});

test('the language switch changes every text, is remembered, and legal links follow it', async ({ browser }) => {
  const { page } = await newPhone(browser);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
  await page.getByRole('button', { name: 'Meny' }).click();
  const menu = page.getByRole('dialog', { name: 'Meny' });
  await expect(menu.getByRole('link', { name: 'Salgsbetingelser' })).toHaveAttribute('href', '/terms-of-sale');
  await expect(menu.getByRole('link', { name: 'Personvernerklæring' })).toHaveAttribute('href', '/privacy-policy');
  await expect(menu.getByRole('link', { name: 'Brukervilkår' })).toHaveAttribute('href', '/terms-of-service');
  await menu.getByRole('button', { name: 'English' }).click();

  const origin = new URL(page.url()).origin;
  const englishMenu = page.getByRole('dialog', { name: 'Menu' });
  await expect(englishMenu.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  await expect(englishMenu.getByRole('link', { name: 'Terms of sale' })).toHaveAttribute(
    'href',
    `${origin}/terms-of-sale`,
  );
  await expect(englishMenu.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
    'href',
    `${origin}/privacy-policy`,
  );
  await expect(englishMenu.getByRole('link', { name: 'Terms of service' })).toHaveAttribute(
    'href',
    `${origin}/terms-of-service`,
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('english');

  await page.reload();
  await expect(page.getByRole('button', { name: 'New room' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join room' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Join room' }).click();
  await page.getByRole('textbox', { name: 'Room ID' }).fill('nowhere at all');
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(toast(page, "The room doesn't exist", 'alert')).toBeVisible();

  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Norsk' }).click();
  await page.getByRole('dialog', { name: 'Meny' }).getByRole('button', { name: 'Lukk menyen' }).click();
  await expect(page.getByRole('textbox', { name: 'Rom-ID' })).toHaveValue('nowhere at all');
  await page.getByRole('button', { name: 'Tilbake' }).click();
  await expect(page.getByRole('button', { name: 'Nytt rom' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('norsk');
});

test('the tutorial can be replayed from the home screen', async ({ browser }) => {
  const { page } = await newPhone(browser);
  await page.goto('/');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Slik spiller du' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Neste' })).toBeFocused();
  for (let step = 0; step < 4; step += 1) await dialog.getByRole('button', { name: 'Neste' }).click();
  await dialog.getByRole('button', { name: 'Ferdig' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

for (const [date, season] of [
  ['2026-05-17T12:00:00', 'may17'],
  ['2026-06-26T12:00:00', 'pride'],
  ['2026-06-23T12:00:00', 'default'],
] as const) {
  test(`the background on ${date.slice(0, 10)} is ${season}`, async ({ browser }) => {
    const { page } = await newPhone(browser);
    await page.clock.setFixedTime(new Date(date));
    await page.goto('/');
    await expect(page.locator('html')).toContainClass(`season-${season}`);
  });
}

test('a room link opened while in another room moves the phone to the new room only', async ({ browser }) => {
  const first = uniqueRoom('forste');
  const second = uniqueRoom('andre');
  await seedRoom(first, ['a']);
  await seedRoom(second, ['b', 'c']);
  const { page } = await newPhone(browser);
  await page.goto('/');
  await page.getByRole('button', { name: 'Bli med i rom' }).click();
  await page.getByRole('textbox', { name: 'Rom-ID' }).fill(first);
  await page.getByRole('button', { name: 'Bli med' }).click();
  await expect(page.locator('[aria-live="polite"]')).toHaveText('1');

  await page.goto(`/?room=${second}`);
  await expect(page.getByText(second, { exact: true })).toBeVisible();
  await expect(page.locator('[aria-live="polite"]')).toHaveText('2');
  // Counts of the old room no longer reach this phone: record every number the live count shows.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    const live = document.querySelector('[aria-live="polite"]');
    if (live)
      new MutationObserver(() => seen.push(live.textContent ?? '')).observe(live, {
        childList: true,
        subtree: true,
        characterData: true,
      });
  });
  await seedRoom(first, ['x', 'y', 'z'], { create: false });
  await seedRoom(second, ['d'], { create: false });
  await expect(page.locator('[aria-live="polite"]')).toHaveText('3');
  expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).not.toContain('4');
});
