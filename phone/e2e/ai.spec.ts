// More entries end to end against the real server (issue #39): on the default install (no model) nothing is sold
// and no word says AI; with a local model (server/src/test-model.ts) the free three and a paid purchase through the
// built-in wallet simulator (the same contract as Vipps) bring the model's entries, a model that is not there stops
// a payment before it starts, and a delivery that fails says why.
import { expect, test, type Page } from '@playwright/test';
import { seedRoom as seedRoomOn } from '../../server/src/test-kit';
import { startTestModel, type TestModel } from '../../server/src/test-model';
import { closePhones, joinRoom, liveNumber, newPhone, numbered, seedRoom, toast, uniqueRoom } from './helpers';
import { startServer, type RunningServer } from './server';

const NO_AI = /\bAI\b/u;

let model: TestModel;
let withModel: RunningServer;
let downModel: TestModel;
let withDownModel: RunningServer;
test.beforeAll(async () => {
  model = await startTestModel();
  withModel = await startServer({
    wallet: 'simulator',
    ai: { baseUrl: model.url, model: 'test-model', moderation: false },
  });
  downModel = await startTestModel('down');
  withDownModel = await startServer({
    wallet: 'simulator',
    ai: { baseUrl: downModel.url, model: 'test-model', moderation: false },
  });
});
test.afterAll(async () => {
  await closePhones();
  await withModel.close();
  await withDownModel.close();
  await model.close();
  await downModel.close();
});

test('the default install sells nothing and never says AI: banner, drawer, toasts, legal pages', async ({
  browser,
}) => {
  const room = uniqueRoom('ingenai');
  await seedRoom(room, numbered('i', 15));
  const { page } = await newPhone(browser);
  await joinRoom(page, room);
  await page.getByRole('button', { name: 'Flere tekster', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Flere tekster', exact: true });
  await expect(drawer.getByText('De 3 gratis tekstene kommer fra Skål-samlingen.')).toBeVisible();
  await expect(drawer.getByText('Skål-samlingen er gratis: legg til 20 nye tekster når dere vil')).toBeVisible();
  await expect(page.locator('body')).not.toContainText(NO_AI);
  await drawer.getByRole('button', { name: 'Hent 3 gratis' }).click();
  await expect(toast(page, 'Tekstene hentes fra Skål-samlingen')).toBeVisible();
  await expect(liveNumber(page)).toHaveText('18', { timeout: 20_000 });

  // The free entries are used: the drawer offers the collection, free, and nothing to pay.
  await page.getByRole('button', { name: 'Flere tekster', exact: true }).click();
  await expect(drawer.getByRole('button', { name: 'Fra samlingen' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Betal 20 kr' })).toHaveCount(0);
  await expect(drawer.getByRole('textbox', { name: 'Mobilnummer' })).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(NO_AI);
  await drawer.getByRole('button', { name: 'Fra samlingen' }).click();
  await expect(page.getByRole('dialog', { name: 'Skål-samlingen' })).toBeVisible();

  // Nothing can be bought (so there is no checkout and no receipt to say AI), and the legal pages sell nothing.
  expect(
    (await page.request.post('/api/dopayment', { data: { roomName: room, mobileNumber: '91234567' } })).status(),
  ).toBe(503);
  for (const path of ['/terms-of-sale', '/privacy-policy', '/terms-of-service']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main h2').first()).toBeVisible();
    await expect(page.locator('body'), path).not.toContainText(NO_AI);
  }
  await page.goto('/terms-of-sale');
  await expect(page.getByRole('heading', { name: 'Ingenting til salgs' })).toBeVisible();
});

/** Joins a room on the model's server, uses up its free entries (15 → 18) so the drawer offers the paid ones. */
async function useFree(page: Page, room: string, server: RunningServer): Promise<void> {
  await seedRoomOn(server.url, room, numbered('m', 15));
  await joinRoom(page, room, server.url);
  await page.getByRole('button', { name: 'Flere tekster med AI' }).click();
  const drawer = page.getByRole('dialog', { name: 'Flere tekster med AI' });
  await drawer.getByRole('button', { name: 'Hent 3 gratis' }).click();
  await expect(toast(page, 'AI-en skriver tekstene nå')).toBeVisible();
  await expect(liveNumber(page)).toHaveText('18', { timeout: 20_000 });
}

/** Opens the paid drawer: the style (when given), the number and the consent, then Pay. */
async function pay(page: Page, style?: string): Promise<void> {
  await page.getByRole('button', { name: 'Flere tekster med AI' }).click();
  const drawer = page.getByRole('dialog', { name: 'Flere tekster med AI' });
  if (style) await drawer.getByRole('radio', { name: style }).check();
  await drawer.getByRole('textbox', { name: 'Mobilnummer' }).fill('91234567');
  await drawer.getByRole('checkbox', { name: 'Jeg vil ha tekstene nå og vet at angreretten da faller bort' }).check();
  await drawer.getByRole('button', { name: 'Betal 20 kr' }).click();
}

async function roomValues(page: Page, server: RunningServer, room: string): Promise<string[]> {
  const response = await page.request.get(`${server.url}/api/${encodeURIComponent(room)}`);
  const [, entries] = (await response.json()) as [unknown, { value: string }[]];
  return entries.map((entry) => entry.value);
}

test('with a model: a paid purchase through the wallet, the receipt, and 20 entries the model wrote', async ({
  browser,
}) => {
  model.mode = 'write';
  const room = uniqueRoom('aibetalt');
  const { page } = await newPhone(browser);
  await useFree(page, room, withModel);
  // A second phone at the table sees the new entries counted too.
  const { page: friend } = await newPhone(browser);
  await joinRoom(friend, room, withModel.url);
  await pay(page, 'Drøy');
  // The wallet's page names the style bought and asks for an adult payer.
  await expect(page.getByText(`Skål: 20 AI-tekster (Drøy) til rommet ${room}`)).toBeVisible();
  await expect(page.getByText('Du må være minst 18 år for å betale.')).toBeVisible();
  await page.getByRole('button', { name: 'Godkjenn' }).click();
  await expect(page).toHaveURL(/\/betaling\?reference=/u);
  await expect(page.getByText('Takk! Betalingen er fullført, og tekstene legges til i rommet.')).toBeVisible({
    timeout: 30_000,
  });
  const receipt = page.getByRole('region', { name: 'Kvittering' });
  await expect(receipt).toContainText(`20 AI-tekster til rommet ${room}, stil: Drøy`);
  await expect(receipt).toContainText('Selger: Skål (development build, no seller configured), org.nr. 000 000 000');

  await page.getByRole('link', { name: 'Til forsiden' }).click();
  await expect(liveNumber(friend)).toHaveText('38', { timeout: 30_000 });
  // What was bought (and the free three) is the model's writing, never the collection.
  const added = (await roomValues(page, withModel, room)).slice(15);
  expect(added).toHaveLength(23);
  expect(added.filter((value) => !model.written.includes(value))).toEqual([]);
});

test('with a model: a cancelled purchase lands on /betaling saying nothing was paid', async ({ browser }) => {
  model.mode = 'write';
  const room = uniqueRoom('aiavbrutt');
  const { page } = await newPhone(browser);
  await useFree(page, room, withModel);
  await pay(page);
  await page.getByRole('button', { name: 'Avbryt' }).click();
  await expect(page).toHaveURL(/\/betaling\?reference=/u);
  await expect(page.getByText('Betalingen ble avbrutt. Du har ikke betalt noe.')).toBeVisible({ timeout: 30_000 });
});

test('with a model: a delivery that fails says what failed, on /betaling and in the room, and nothing is charged', async ({
  browser,
}) => {
  model.mode = 'write';
  const room = uniqueRoom('aifeil');
  const { page } = await newPhone(browser);
  await useFree(page, room, withModel);
  const { page: friend } = await newPhone(browser);
  await joinRoom(friend, room, withModel.url);
  // From here the model repeats itself: its answers hold too few usable entries, however often it is asked.
  model.mode = 'repeat';
  await pay(page);
  await page.getByRole('button', { name: 'Godkjenn' }).click();
  await expect(
    page.getByText(
      'Tekstene kunne ikke leveres: AI-en skrev for få som kunne brukes. Du har ikke betalt noe: det reserverte beløpet er frigitt.',
    ),
  ).toBeVisible({ timeout: 30_000 });
  await expect(
    toast(
      friend,
      'De 20 betalte tekstene kom ikke: AI-en skrev for få tekster som kunne brukes. Ingenting ble trukket: betalingen er kansellert.',
      'alert',
    ),
  ).toBeVisible();
  await expect(liveNumber(friend)).toHaveText('18');
});

test('with the model unreachable: the free entries say why and stay, and a payment cannot start', async ({
  browser,
}) => {
  const room = uniqueRoom('ainede');
  await seedRoomOn(withDownModel.url, room, numbered('n', 15));
  const { page } = await newPhone(browser);
  await joinRoom(page, room, withDownModel.url);
  await page.getByRole('button', { name: 'Flere tekster med AI' }).click();
  const drawer = page.getByRole('dialog', { name: 'Flere tekster med AI' });
  await drawer.getByRole('button', { name: 'Hent 3 gratis' }).click();
  await expect(
    toast(page, 'AI-en svarer ikke akkurat nå. De 3 gratis tekstene er fortsatt deres: prøv igjen om litt.', 'alert'),
  ).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Hent 3 gratis' })).toBeVisible();
  await expect(liveNumber(page)).toHaveText('15');

  // The paid drawer (as once the free entries are used): Pay is refused before any payment exists.
  await page.route(`**/api/${room}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as unknown[];
    body[2] = true;
    await route.fulfill({ response, json: body });
  });
  await page.keyboard.press('Escape');
  await pay(page);
  await expect(
    toast(page, 'AI-en svarer ikke akkurat nå, så betalingen ble ikke startet. Du har ikke betalt noe.', 'alert'),
  ).toBeVisible();
  await expect(page).not.toHaveURL(/vipps-sim|betaling/u);
  expect(downModel.completions).toBe(0);
});
