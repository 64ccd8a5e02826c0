// An English room gets English entries against the real server (no model: Skål's collection): the phone sends the
// room's language with `free ai`. Paid entries (with a model) are in ai.spec.ts.
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

test('in an English room, the 3 free entries are English, and without a model nothing is sold and nothing says AI', async ({
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

  await page.getByRole('button', { name: 'More entries', exact: true }).click();
  // No model on this server: the free entries come from Skål's collection, the drawer says so, and nothing is sold.
  const drawer = page.getByRole('dialog', { name: 'More entries' });
  await expect(drawer).toHaveAccessibleName('More entries');
  await expect(drawer.getByText("The 3 free entries come from Skål's collection.")).toBeVisible();
  await drawer.getByRole('button', { name: 'Get 3 free' }).click();
  await expect(toast(page, "Adding entries from Skål's collection")).toBeVisible();
  await expect(liveNumber(page)).toHaveText('18', { timeout: 20_000 });
  const free = await newEntries(page, room, seeded);
  expect(free).toHaveLength(3);
  expect(free.filter((entry) => !inEnglishCollection(entry))).toEqual([]);

  await page.getByRole('button', { name: 'More entries', exact: true }).click();
  await expect(
    drawer.getByText("Skål's collection is free: add 20 new entries whenever you like, as often as you like."),
  ).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Pay 20 kr' })).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(/\bAI\b/u);
});
