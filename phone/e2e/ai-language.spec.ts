// An English room gets English entries, free and paid, against the real server (no model: Skål's collection, and
// the wallet simulator): the phone sends the room's language with `free ai` and POST /api/dopayment, and the
// wallet's payment text follows it.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { COLLECTION } from '@skal/shared/content/collection/index';
import { liveNumber, numbered, seedRoom, toast, uniqueRoom } from './helpers';

const inEnglishCollection = (entry: string) => COLLECTION.english.some((written) => written.text === entry);

/** A phone whose player chose English (stored language) and whose browser speaks English. */
async function englishPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-GB' });
  await context.addInitScript(() => {
    if (localStorage.getItem('firstTime') === null) localStorage.setItem('firstTime', 'false');
    if (localStorage.getItem('language') === null) localStorage.setItem('language', 'english');
  });
  return context.newPage();
}

/** The room's entries that are not among the seeded ones. */
async function newEntries(page: Page, room: string, seeded: readonly string[]): Promise<string[]> {
  const response = await page.request.get(`/api/${encodeURIComponent(room)}`);
  const [, entries] = (await response.json()) as [unknown, { value: string }[]];
  return entries.map((entry) => entry.value).filter((value) => !seeded.includes(value));
}

test('in an English room, the 3 free and then the 20 paid entries are English, and without a model nothing says AI', async ({
  browser,
}) => {
  const room = uniqueRoom('english');
  const seeded = numbered('e', 15);
  await seedRoom(room, seeded);
  const page = await englishPhone(browser);
  await page.goto('/');
  await page.getByRole('button', { name: 'Join room' }).click();
  await page.getByRole('textbox', { name: 'Room ID' }).fill(room);
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
  // The room was made in Norwegian (the default); the entries follow the room's language, so it becomes English.
  const roomLanguage = page.getByRole('combobox', { name: "Room's language" });
  await expect(roomLanguage).toBeEnabled();
  await roomLanguage.selectOption('english');
  await expect(roomLanguage).toHaveValue('english');

  await page.getByRole('button', { name: 'More entries with AI' }).click();
  // No model on this server: the free entries come from Skål's collection, and the drawer says so.
  const drawer = page.getByRole('dialog', { name: 'More entries' });
  await expect(drawer).toHaveAccessibleName('More entries');
  await expect(drawer.getByText("The 3 free entries come from Skål's collection.")).toBeVisible();
  await drawer.getByRole('button', { name: 'Get 3 free' }).click();
  await expect(toast(page, "Adding entries from Skål's collection")).toBeVisible();
  await expect(liveNumber(page)).toHaveText('18', { timeout: 20_000 });
  const free = await newEntries(page, room, seeded);
  expect(free).toHaveLength(3);
  expect(free.filter((entry) => !inEnglishCollection(entry))).toEqual([]);

  await page.getByRole('button', { name: 'More entries with AI' }).click();
  await drawer.getByRole('textbox', { name: 'Mobile number' }).fill('91234567');
  await drawer
    .getByRole('checkbox', { name: 'I want the entries now and know that I then lose the right of withdrawal' })
    .check();
  await drawer.getByRole('button', { name: 'Pay 20 kr' }).click();
  // The wallet shows the payment text the server gave it, in the phone's language.
  await expect(page.getByText(`Skål: 20 AI entries (Classic) for room ${room}`)).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/betaling\?reference=/u);
  await expect(
    page.getByText('Thank you! The payment is complete, and the entries are being added to the room.'),
  ).toBeVisible({ timeout: 30_000 });

  await page.getByRole('link', { name: 'To the front page' }).click();
  await expect(page.getByText(room, { exact: true })).toBeVisible();
  await expect(liveNumber(page)).toHaveText('38', { timeout: 30_000 });
  const all = await newEntries(page, room, seeded);
  expect(all).toHaveLength(23);
  expect(all.filter((entry) => !inEnglishCollection(entry))).toEqual([]);
});
