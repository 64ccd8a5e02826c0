// Skål's collection in the room, both languages, against the real server and the real collection: an empty room
// leads with `Fra samlingen`, one tap on `Legg til 20` fills it, taps until `Samlingen er brukt opp` give hundreds
// of different entries, `Uten alkohol` keeps drinking out, `Drøy` comes first when chosen, and the phone's
// language picks the collection's.
import { expect, test, type Page } from '@playwright/test';
import { mentionsDrinking } from '@skal/shared';
import { animationsSettled, collectionByText, liveNumber, newPhone, roomValues, toast, uniqueRoom } from './helpers';

const TEXTS = {
  norsk: {
    newRoom: 'Nytt rom',
    roomId: 'Rom-ID',
    create: 'Opprett',
    write: 'Skriv en tekst',
    open: 'Fra samlingen',
    title: 'Skål-samlingen',
    add: 'Legg til 20',
    added: '20 tekster fra samlingen er lagt til',
    usedUp: 'Samlingen er brukt opp',
    players: 'Spillere',
    name: 'Navn',
    addPlayer: 'Legg til spiller',
    spicy: 'Drøy',
    alcoholFree: 'Uten alkohol',
  },
  english: {
    newRoom: 'New room',
    roomId: 'Room ID',
    create: 'Create',
    write: 'Write an entry',
    open: 'From the collection',
    title: "Skål's collection",
    add: 'Add 20',
    added: '20 entries from the collection added',
    usedUp: 'The collection is used up',
    players: 'Players',
    name: 'Name',
    addPlayer: 'Add player',
    spicy: 'Spicy',
    alcoholFree: 'Alcohol-free',
  },
} as const;
type Language = keyof typeof TEXTS;

async function newRoomIn(page: Page, language: Language): Promise<string> {
  const text = TEXTS[language];
  const room = uniqueRoom('samling');
  await page.goto('/');
  await page.getByRole('button', { name: text.newRoom }).click();
  await page.getByRole('textbox', { name: text.roomId }).fill(room);
  await page.getByRole('button', { name: text.create }).click();
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
  await expect(liveNumber(page)).toHaveText('0');
  return room;
}

async function addPlayers(page: Page, language: Language, names: string[]): Promise<void> {
  const text = TEXTS[language];
  await page.getByRole('button', { name: text.players, exact: true }).click();
  for (const name of names) {
    await page.getByRole('textbox', { name: text.name, exact: true }).fill(name);
    await page.getByRole('button', { name: text.addPlayer }).click();
    await expect(page.getByRole('list', { name: text.players }).getByText(name, { exact: true })).toBeVisible();
  }
}

/** Opens the sheet, sets the choice, and taps `Legg til 20` until the collection is used up; returns the taps that added. */
async function tapUntilUsedUp(page: Page, language: Language, choice: { alcoholFree?: boolean } = {}): Promise<number> {
  const text = TEXTS[language];
  const sheet = page.getByRole('dialog', { name: text.title });
  const usedUp = toast(page, text.usedUp);
  for (let tap = 0; tap < 60; tap += 1) {
    await page.getByRole('button', { name: text.open, exact: true }).click();
    await expect(sheet).toBeVisible();
    // Tapped once the sheet has slid in, as a guest taps it: on a busy machine a click on a button still moving
    // can land where it no longer is.
    await animationsSettled(page);
    if (tap === 0 && choice.alcoholFree) await sheet.getByRole('switch', { name: text.alcoholFree }).check();
    const add = sheet.getByRole('button', { name: text.add });
    await add.click();
    // Added: the sheet closes. Nothing left: it stays, and the toast says so.
    await expect
      .poll(async () => (await usedUp.count()) > 0 || !(await sheet.isVisible()))
      .toBe(true)
      .catch(async (error: unknown) => {
        // What the phone shows instead, for the report: an add still waiting for its answer, or a warning.
        const busy = await add.getAttribute('aria-busy').catch(() => null);
        const shown = await page.locator('[role="status"], [role="alert"]').allTextContents();
        throw new Error(`tap ${tap + 1}: not added, not used up (aria-busy ${busy}; shown: ${shown.join(' | ')})`, {
          cause: error,
        });
      });
    if ((await usedUp.count()) > 0) return tap;
  }
  throw new Error('the collection was never used up');
}

for (const language of ['norsk', 'english'] as const) {
  const text = TEXTS[language];
  const collection = collectionByText(language);

  test(`${language}: an empty room leads with the collection, and one tap on ${text.add} fills it`, async ({
    browser,
  }) => {
    const { page } = await newPhone(browser, { language });
    const room = await newRoomIn(page, language);
    // The first, most visible choice: above the add box.
    const open = page.getByRole('button', { name: text.open, exact: true });
    const write = page.getByRole('textbox', { name: text.write });
    const [openBox, writeBox] = await Promise.all([open.boundingBox(), write.boundingBox()]);
    expect(openBox!.y).toBeLessThan(writeBox!.y);

    await open.click();
    const sheet = page.getByRole('dialog', { name: text.title });
    await expect(sheet.getByRole('radio', { name: text.spicy })).toBeVisible();
    await sheet.getByRole('button', { name: text.add }).click();
    await expect(toast(page, text.added)).toBeVisible();
    await expect(liveNumber(page)).toHaveText('20');
    const values = await roomValues(page, room);
    expect(values).toHaveLength(20);
    // An English phone gets English entries, a Norwegian one Norwegian.
    expect(values.filter((value) => !collection.has(value))).toEqual([]);
  });

  test(`${language}: taps until the collection is used up give 400 different entries for two players`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const { page } = await newPhone(browser, { language });
    const room = await newRoomIn(page, language);
    await addPlayers(page, language, ['Kari', 'Ola']);
    await tapUntilUsedUp(page, language);
    const values = await roomValues(page, room);
    expect(values.length).toBeGreaterThanOrEqual(400);
    expect(new Set(values).size).toBe(values.length);
    expect(values.filter((value) => !collection.has(value))).toEqual([]);
  });

  test(`${language}: with ${text.alcoholFree}, at least 150 entries and none about drinking`, async ({ browser }) => {
    test.setTimeout(180_000);
    const { page } = await newPhone(browser, { language });
    const room = await newRoomIn(page, language);
    await addPlayers(page, language, ['Kari', 'Ola']);
    await tapUntilUsedUp(page, language, { alcoholFree: true });
    const values = await roomValues(page, room);
    expect(values.length).toBeGreaterThanOrEqual(150);
    expect(new Set(values).size).toBe(values.length);
    expect(values.filter((value) => mentionsDrinking(value, language))).toEqual([]);
    expect(values.filter((value) => collection.get(value)?.alcohol !== false)).toEqual([]);
  });

  test(`${language}: a ${text.spicy} choice gets ${text.spicy} entries first, and is remembered`, async ({
    browser,
  }) => {
    const { page } = await newPhone(browser, { language });
    const room = await newRoomIn(page, language);
    await page.getByRole('button', { name: text.open, exact: true }).click();
    const sheet = page.getByRole('dialog', { name: text.title });
    await sheet.getByRole('radio', { name: text.spicy }).check();
    await sheet.getByRole('button', { name: text.add }).click();
    await expect(liveNumber(page)).toHaveText('20');
    const values = await roomValues(page, room);
    expect(values.map((value) => collection.get(value)?.style)).toEqual(Array(20).fill('spicy'));
    // One choice, remembered: the sheet opens with it again.
    await page.getByRole('button', { name: text.open, exact: true }).click();
    await expect(sheet.getByRole('radio', { name: text.spicy })).toBeChecked();
  });
}
