// Offline and back: a phone that lost the network returns to the same room, count and position without a reload;
// an entry added while offline is refused in plain words and never sent behind the player's back.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { joinRoom, liveNumber, newPhone, numbered, seedRoom, toast, uniqueRoom } from './helpers';

const BACK_ONLINE = { timeout: 30_000 };

/** The offline notice must leave what the player reads in the meantime (the count, the entry) uncovered. */
async function expectUncovered(page: Page, what: Locator, name: string) {
  const pill = await page.getByTestId('offline').boundingBox();
  const box = await what.boundingBox();
  if (!pill || !box) throw new Error(`the offline notice or the ${name} is not on screen`);
  const overlaps =
    pill.x < box.x + box.width &&
    box.x < pill.x + pill.width &&
    pill.y < box.y + box.height &&
    box.y < pill.y + pill.height;
  expect(overlaps, `the offline notice covers the ${name}`).toBe(false);
}

test('an add while offline is refused with a message, is not sent later, and the count catches up', async ({
  browser,
}) => {
  const room = uniqueRoom('borte');
  await seedRoom(room, numbered('Borte', 2));
  const { context, page } = await newPhone(browser);
  await joinRoom(page, room);
  await expect(liveNumber(page)).toHaveText('2');

  await context.setOffline(true);
  await expect(page.getByTestId('offline')).toBeVisible();
  await expectUncovered(page, liveNumber(page), 'count');
  const field = page.getByRole('textbox', { name: 'Skriv en tekst' });
  await field.fill('Skrevet uten nett');
  await page.getByRole('button', { name: 'Legg til' }).click();
  await expect(toast(page, 'Du er frakoblet. Teksten ble ikke lagt til.', 'alert')).toBeVisible();
  // The text stays in the box, ready to be added again.
  await expect(field).toHaveValue('Skrevet uten nett');
  await seedRoom(room, ['Lagt til av en annen'], { create: false });

  await context.setOffline(false);
  await expect(page.getByTestId('offline')).toHaveCount(0, BACK_ONLINE);
  await expect(liveNumber(page)).toHaveText('3');
  const [, entries] = (await (await page.request.get(`/api/${room}`)).json()) as [unknown, { value: string }[]];
  expect(entries.map((entry) => entry.value)).not.toContain('Skrevet uten nett');

  await page.getByRole('button', { name: 'Legg til' }).click();
  await expect(field).toHaveValue('');
  await expect(liveNumber(page)).toHaveText('4');
});

test('a round comes back at the same entry and takes in what was added meanwhile', async ({ browser }) => {
  const room = uniqueRoom('tilbake');
  await seedRoom(room, numbered('Tilbake', 4));
  const { context, page } = await newPhone(browser);
  await joinRoom(page, room);
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('button', { name: 'Neste' }).click();
  await expect(liveNumber(page)).toHaveText('2');
  const shown = (await page.getByRole('article').textContent()) ?? '';

  await context.setOffline(true);
  await expect(page.getByTestId('offline')).toBeVisible();
  await expectUncovered(page, liveNumber(page), 'count');
  await expectUncovered(page, page.getByRole('article').getByText(shown), 'entry');
  await seedRoom(room, ['Mens mobilen var borte'], { create: false });
  await context.setOffline(false);

  await expect(page.getByTestId('offline')).toHaveCount(0, BACK_ONLINE);
  await expect(liveNumber(page)).toHaveText('3');
  await expect(page.getByRole('article')).toHaveText(shown);
});
