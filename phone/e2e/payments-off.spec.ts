// A server with a model but payments off (WALLET=off): the paid drawer says at once that paid entries are not
// available here, with no number field and no Pay button, while the room's 3 free entries still work. Real server,
// real phone, a local model (server/src/test-model.ts).
import { expect, test } from '@playwright/test';
import { seedRoom as seedRoomOn } from '../../server/src/test-kit';
import { startTestModel, type TestModel } from '../../server/src/test-model';
import { closePhones, joinRoom, liveNumber, newPhone, numbered, toast, uniqueRoom } from './helpers';
import { startServer, type RunningServer } from './server';

const BANNER = 'Flere tekster med AI';
const DRAWER = 'Flere tekster med AI';

let model: TestModel;
let paymentsOff: RunningServer;
test.beforeAll(async () => {
  model = await startTestModel();
  paymentsOff = await startServer({
    wallet: 'off',
    ai: { baseUrl: model.url, model: 'test-model', moderation: false },
  });
});
test.afterAll(async () => {
  await closePhones();
  await paymentsOff.close();
  await model.close();
});

test('the free entries still arrive, then the paid drawer says on opening that paid entries are not available', async ({
  browser,
}) => {
  const room = uniqueRoom('utenbet');
  await seedRoomOn(paymentsOff.url, room, numbered('u', 15));
  const { page } = await newPhone(browser);
  await joinRoom(page, room, paymentsOff.url);
  const drawer = page.getByRole('dialog', { name: DRAWER, exact: true });

  await page.getByRole('button', { name: BANNER }).click();
  await drawer.getByRole('button', { name: 'Hent 3 gratis' }).click();
  await expect(toast(page, 'AI-en skriver tekstene nå')).toBeVisible();
  await expect(liveNumber(page)).toHaveText('18', { timeout: 20_000 });

  await page.getByRole('button', { name: BANNER }).click();
  await expect(drawer.getByText('Betalte AI-tekster er ikke tilgjengelige her.')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Betal 20 kr' })).toHaveCount(0);
  await expect(drawer.getByRole('textbox', { name: 'Mobilnummer' })).toHaveCount(0);
  await expect(drawer.getByRole('button', { name: 'Hent 3 gratis' })).toHaveCount(0);
});
