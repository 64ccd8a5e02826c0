// Languages (docs/product.md "Languages"): a first visit follows the browser's languages, the room has a language of
// its own that the lobby shows and changes and that the collection writes in whatever each phone shows, and the room
// screen switches this phone's language.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { normaliseEntryText } from '@skal/shared';
import { COLLECTION } from '@skal/shared/content/collection/index';
import { animationsSettled, joinRoom, liveNumber, newPhone, toast, uniqueRoom } from './helpers';

/** A phone whose browser speaks `locale` (Playwright's locale sets navigator.languages), nothing stored yet. */
async function browserIn(browser: Browser, locale: string): Promise<Page> {
  const context = await browser.newContext({ locale });
  return context.newPage();
}

async function roomResponse(page: Page, room: string): Promise<unknown[]> {
  return (await (await page.request.get(`/api/${encodeURIComponent(room)}`)).json()) as unknown[];
}

/** The collection's texts in one language, as a room stores them. */
function collectionTexts(language: 'norsk' | 'english'): Set<string> {
  return new Set(
    COLLECTION[language].map((entry) => {
      const text = normaliseEntryText(entry.text);
      return text.ok ? text.text : entry.text;
    }),
  );
}

test('an English browser’s first visit is in English, the tutorial too; a Norwegian one’s in Norwegian', async ({
  browser,
}) => {
  const page = await browserIn(browser, 'en-US');
  await page.goto('/');
  const tutorial = page.getByRole('dialog');
  await expect(tutorial.getByText('How to play')).toBeVisible();
  await expect(tutorial.getByRole('button', { name: 'Next' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  for (let step = 0; step < 4; step += 1) await tutorial.getByRole('button', { name: 'Next' }).click();
  await tutorial.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('button', { name: 'New room' })).toBeVisible();
  // Nothing was chosen, so nothing is stored: the browser's languages decide again next time.
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBeNull();

  const swedish = await browserIn(browser, 'sv-SE');
  await swedish.goto('/');
  await expect(swedish.getByRole('dialog').getByText('Slik spiller du')).toBeVisible();
  await expect(swedish.locator('html')).toHaveAttribute('lang', 'nb');
});

test('a first-time guest’s room link shows the add box at once, no dialog over it, and says Skål is for adults', async ({
  browser,
}) => {
  const room = uniqueRoom('gjest');
  const host = await newPhone(browser);
  await host.page.goto('/');
  await host.page.getByRole('button', { name: 'Nytt rom' }).click();
  await host.page.getByRole('textbox', { name: 'Rom-ID' }).fill(room);
  await host.page.getByRole('button', { name: 'Opprett' }).click();
  await expect(host.page.getByRole('button', { name: 'Start' })).toBeVisible();

  const { page } = await newPhone(browser, { firstVisit: true });
  await page.goto(`/?room=${room}`);
  const box = page.getByRole('textbox', { name: 'Skriv en tekst' });
  await expect(box).toBeEditable();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Skål er for voksne (18+). Drikk ansvarlig.')).toBeVisible();
  await box.fill('Den som kom sist, skåler først');
  await page.getByRole('button', { name: 'Legg til', exact: true }).click();
  await expect(toast(page, 'Lagt til')).toBeVisible();
  await expect(liveNumber(host.page)).toHaveText('1');
  // The app has taken over (Start works once it has), and still no tutorial over the room.
  await expect(page.getByRole('button', { name: 'Start' })).toBeEnabled();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Skål er for voksne (18+). Drikk ansvarlig.')).toBeVisible();

  // An English browser's first visit to a room link: the same, in English.
  const english = await browserIn(browser, 'en-GB');
  await english.goto(`/?room=${room}`);
  await expect(english.getByRole('textbox', { name: 'Write an entry' })).toBeEditable();
  await expect(english.getByText('Skål is for adults (18+). Drink responsibly.')).toBeVisible();
  await expect(english.getByRole('dialog')).toHaveCount(0);
  // The tutorial is still there for a first visit to the home.
  await english.goto('/');
  await expect(english.getByRole('dialog').getByText('How to play')).toBeVisible();
});

test('an English room’s collection adds English entries from a Norwegian phone; any phone changes the room’s language', async ({
  browser,
}) => {
  // An English phone makes the room: it is made in English.
  const englishPhone = await browserIn(browser, 'en-US');
  await englishPhone.addInitScript(() => localStorage.setItem('firstTime', 'false'));
  const room = uniqueRoom('party');
  await englishPhone.goto('/');
  await englishPhone.getByRole('button', { name: 'New room' }).click();
  await englishPhone.getByRole('textbox', { name: 'Room ID' }).fill(room);
  await englishPhone.getByRole('button', { name: 'Create' }).click();
  await expect(englishPhone.getByRole('combobox', { name: "Room's language" })).toHaveValue('english');
  expect((await roomResponse(englishPhone, room))[4]).toBe('english');

  // A Norwegian phone joins: its own texts stay Norwegian, the room says English.
  const { page } = await newPhone(browser);
  await joinRoom(page, room);
  const choice = page.getByRole('combobox', { name: 'Rommets språk' });
  await expect(choice).toHaveValue('english');
  await page.getByRole('button', { name: 'Fra samlingen', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Skål-samlingen' });
  await expect(sheet).toBeVisible();
  await animationsSettled(page);
  await sheet.getByRole('button', { name: 'Legg til 20' }).click();
  await expect(toast(page, '20 tekster fra samlingen er lagt til')).toBeVisible();
  await expect(liveNumber(page)).toHaveText('20');
  const english = collectionTexts('english');
  const values = ((await roomResponse(page, room))[1] as { value: string }[]).map((entry) => entry.value);
  expect(values).toHaveLength(20);
  expect(values.filter((value) => !english.has(value))).toEqual([]);

  // The Norwegian phone makes it a Norwegian room: the English phone's lobby follows at once.
  await choice.selectOption('norsk');
  await expect(englishPhone.getByRole('combobox', { name: "Room's language" })).toHaveValue('norsk');
  expect((await roomResponse(page, room))[4]).toBe('norsk');
});

test('the room screen switches this phone’s language, and leaves the room’s alone', async ({ browser }) => {
  const room = uniqueRoom('bytt');
  const { page } = await newPhone(browser);
  await page.goto('/');
  await page.getByRole('button', { name: 'Nytt rom' }).click();
  await page.getByRole('textbox', { name: 'Rom-ID' }).fill(room);
  await page.getByRole('button', { name: 'Opprett' }).click();
  await expect(page.getByRole('combobox', { name: 'Rommets språk' })).toHaveValue('norsk');

  await page.getByRole('button', { name: 'English', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Write an entry' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: "Room's language" })).toHaveValue('norsk');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('english');
  expect((await roomResponse(page, room))[4]).toBe('norsk');

  await page.getByRole('button', { name: 'Norsk', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Skriv en tekst' })).toBeVisible();
});
