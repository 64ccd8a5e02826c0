// Each market's own price, VAT and seller (issue #40), against a real server with a model (server/src/test-model.ts)
// and the wallet simulator, configured to sell in Norway and in Denmark at its own price with its own seller, and not
// in Finland. A da-DK phone reads the Danish price as Denmark writes it in the drawer, on the terms of sale and on
// the receipt, with the Danish seller; a fi-FI phone hears up front that paid entries are not sold in Finland here,
// and its free entries and the collection stay offered.
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Language } from '@skal/shared';
import { seedRoom as seedRoomOn } from '../../server/src/test-kit';
import { defaultMarkets } from '../../server/src/payments/markets-config';
import { startTestModel, type TestModel } from '../../server/src/test-model';
import { closePhones, liveNumber, numbered, toast, uniqueRoom } from './helpers';
import { startServer, type RunningServer } from './server';

const DANISH_SELLER = {
  name: 'Skål ApS',
  orgNumber: '12345678',
  address: 'Vesterbrogade 1, 1620 København V',
  email: 'hej@skal.dk',
};

let model: TestModel;
let server: RunningServer;
test.beforeAll(async () => {
  model = await startTestModel();
  server = await startServer({
    ai: { baseUrl: model.url, model: 'test-model', moderation: false },
    // Denmark at 24,50 kr. (not the default 20, so the figure can only come from the configuration); no Finland.
    markets: { ...defaultMarkets(), DK: { currency: 'DKK', priceMinor: 2450, vatPercent: 25 }, FI: null },
    marketSellers: { DK: DANISH_SELLER },
  });
});
test.afterAll(async () => {
  await closePhones();
  await server.close();
  await model.close();
});

/** A phone whose browser speaks `locale` and whose player chose `language`, tutorial seen. */
async function phoneIn(browser: Browser, locale: string, language: Language): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: { width: 390, height: 844 }, hasTouch: true });
  await context.addInitScript((chosen) => {
    if (localStorage.getItem('firstTime') === null) localStorage.setItem('firstTime', 'false');
    if (localStorage.getItem('language') === null) localStorage.setItem('language', chosen);
  }, language);
  return context.newPage();
}

/** Opens a room of 15 entries by its link and uses its 3 free entries, so the drawer's next offer is the paid one. */
async function roomWithFreeUsed(
  page: Page,
  text: { banner: string; free: string; freeStarted: string },
  prefix: string,
): Promise<string> {
  const room = uniqueRoom(prefix);
  await seedRoomOn(server.url, room, numbered(prefix, 15));
  await page.goto(`${server.url}/?room=${room}`);
  await expect(liveNumber(page)).toHaveText('15');
  await page.getByRole('button', { name: text.banner }).click();
  await page.getByRole('dialog', { name: text.banner }).getByRole('button', { name: text.free }).click();
  await expect(toast(page, text.freeStarted)).toBeVisible();
  await expect(liveNumber(page)).toHaveText('18', { timeout: 20_000 });
  return room;
}

test('a Danish phone reads the Danish price and seller in the drawer, on the terms of sale and on the receipt', async ({
  browser,
}) => {
  const page = await phoneIn(browser, 'da-DK', 'dansk');
  const banner = 'Flere tekster med AI';
  const room = await roomWithFreeUsed(
    page,
    { banner, free: 'Hent 3 gratis', freeStarted: 'AI’en skriver teksterne nu' },
    'dkpris',
  );
  await page.getByRole('button', { name: banner }).click();
  const drawer = page.getByRole('dialog', { name: banner });
  // 24,50 kr. as Denmark writes it; no number asked in Denmark.
  await expect(drawer.getByText('Pris: 24,50 kr. for 20 tekster')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Betal 24,50 kr.' })).toBeVisible();
  await expect(drawer.getByRole('textbox')).toHaveCount(0);

  // The terms of sale: the same price, the Danish VAT, the Danish seller and the Danish consumer authority.
  await drawer.getByRole('link', { name: 'Salgsbetingelser' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Salgsbetingelser' })).toBeVisible();
  await expect(page.getByText('Prisen er 24,50 kr. inklusive 25 % moms pr. køb.')).toBeVisible();
  await expect(page.getByText('Sælger er Skål ApS, organisationsnummer 12345678, Vesterbrogade 1')).toBeVisible();
  await expect(page.getByText(/Forbrugerombudsmanden/u)).toBeVisible();
  await expect(page.getByText('20 kr.', { exact: false })).toHaveCount(0);

  // Pay in Denmark through the simulator: the receipt states what was paid and who sold it.
  await page.goto(`${server.url}/?room=${room}`);
  await expect(liveNumber(page)).toHaveText('18');
  await page.getByRole('button', { name: banner }).click();
  await drawer
    .getByRole('checkbox', { name: 'Jeg vil have teksterne nu og ved, at jeg dermed mister fortrydelsesretten' })
    .check();
  await drawer.getByRole('button', { name: 'Betal 24,50 kr.' }).click();
  await expect(page.getByText(/24[,.]50 DKK/u)).toBeVisible();
  await page.getByRole('button', { name: /^(Godkjenn|Approve)$/u }).click();
  await expect(page).toHaveURL(/\/betaling\?reference=/u);
  const receipt = page.getByRole('region', { name: 'Kvittering' });
  await expect(receipt).toContainText('24,50 kr. inkl. 25 % moms', { timeout: 30_000 });
  await expect(receipt).toContainText('Sælger: Skål ApS, org.nr. 12345678, Vesterbrogade 1, 1620 København V');
});

test('a Finnish phone hears up front that paid entries are not sold in Finland here; free ones stay', async ({
  browser,
}) => {
  const page = await phoneIn(browser, 'fi-FI', 'suomi');
  const banner = 'Lisää tekstejä tekoälyllä';
  // The free entries are still offered, and come.
  await roomWithFreeUsed(
    page,
    { banner, free: 'Hae 3 ilmaista', freeStarted: 'Tekoäly kirjoittaa tekstejä nyt' },
    'fiei',
  );
  await page.getByRole('button', { name: banner }).click();
  const drawer = page.getByRole('dialog', { name: banner });
  // On opening, before any Pay: not sold in Finland here; no Pay button, and the collection stays offered.
  await expect(drawer.getByText('Maksullisia tekoälytekstejä ei voi ostaa Suomessa tällä palvelimella.')).toBeVisible();
  await expect(drawer.getByRole('button', { name: /^Maksa/u })).toHaveCount(0);
  await expect(drawer.getByRole('button', { name: 'Kokoelmasta' })).toBeVisible();

  // The Finnish terms of sale say nothing is sold here, and name no price.
  await page.goto(`${server.url}/terms-of-sale`);
  await expect(page.getByRole('heading', { name: 'Ei mitään myytävänä' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hinta' })).toHaveCount(0);
  // The model still writes the free entries: the privacy policy keeps saying what it is sent.
  await page.goto(`${server.url}/privacy-policy`);
  await expect(page.getByRole('heading', { name: 'Tekoälytekstit' })).toBeVisible();
});
