// Every route: status codes from the server, the pages themselves in both languages, and a failed chunk.
import { expect, test } from '@playwright/test';
import { newPhone } from './helpers';

const LEGAL = [
  { path: '/terms-of-sale', norsk: 'Salgsbetingelser', english: 'Terms of sale' },
  { path: '/privacy-policy', norsk: 'Personvernerklæring', english: 'Privacy policy' },
  { path: '/terms-of-service', norsk: 'Brukervilkår', english: 'Terms of service' },
];

test('known routes answer 200, unknown ones 404 with the 404 page', async ({ browser }) => {
  const { page } = await newPhone(browser);
  for (const path of ['/', '/betaling', '/payment-aborted', ...LEGAL.map((legal) => legal.path)]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
  }
  const missing = await page.goto('/finnes/ikke');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Siden finnes ikke' })).toBeVisible();
  await page.getByRole('link', { name: 'Til forsiden' }).click();
  await expect(page.getByRole('button', { name: 'Nytt rom' })).toBeVisible();
});

for (const language of ['norsk', 'english'] as const) {
  test(`the legal pages in ${language}`, async ({ browser }) => {
    const { page } = await newPhone(browser, { language });
    for (const legal of LEGAL) {
      await page.goto(legal.path);
      await expect(page.getByRole('heading', { level: 1, name: legal[language] })).toBeVisible();
    }
    await page.goto('/terms-of-sale');
    const main = page.locator('main');
    // The default install has no model, so it sells nothing (issue #39): the terms say so, and how old players must be.
    const phrases = language === 'norsk' ? ['Ingenting til salgs', '18 år'] : ['Nothing for sale', '18'];
    for (const phrase of phrases) await expect(main).toContainText(phrase);
    // The seller as configured (here the development default, which says so) with its organisation number.
    await expect(main).toContainText('no seller configured');
    await expect(main).toContainText('000 000 000');
    await page.goto('/privacy-policy');
    await expect(main).toContainText('GA4');
    // Every key the phone keeps in the browser, and the room lifetime this server is configured with.
    for (const key of ['mobileNumber', 'firstTime', 'language', 'analyticsConsent', 'skal.session']) {
      await expect(main).toContainText(`${key} (`);
    }
    await expect(main).toContainText(language === 'norsk' ? '48 timer' : '48 hours');
    await page.goto('/terms-of-service');
    await expect(main).toContainText('18+');
    await expect(main.getByRole('link', { name: 'rustelefonen.no' })).toHaveAttribute(
      'href',
      'https://rustelefonen.no',
    );
  });
}

test('/betaling: no reference, an unknown one, and each payment state', async ({ browser }) => {
  const { page } = await newPhone(browser);
  await page.goto('/betaling');
  await expect(page.getByText('Her er det ingen betaling å vise.')).toBeVisible();

  // The real server does not know this reference.
  await page.goto('/betaling?reference=finnes-ikke-123');
  await expect(page.getByText('Vi finner ikke denne betalingen.')).toBeVisible();
  await expect(page.getByText('Gå tilbake til fanen du var i for å spille videre.')).toBeVisible();

  // The payments endpoint is another issue's server part; these answers stand in for it.
  const states: Record<string, string> = {
    'ref-paid-1': 'paid',
    'ref-aborted-1': 'aborted',
    'ref-failed-1': 'failed',
  };
  await page.route('**/api/payments/*', async (route) => {
    const reference = route.request().url().split('/').pop() ?? '';
    const state = states[reference];
    if (state) await route.fulfill({ json: { reference, state, roomName: 'fest' } });
    else await route.fulfill({ json: { reference, state: 'pending', roomName: 'fest' } });
  });
  await page.goto('/betaling?reference=ref-paid-1');
  await expect(page.getByText('Takk! Betalingen er fullført, og tekstene legges til i rommet.')).toBeVisible();
  await page.goto('/betaling?reference=ref-aborted-1');
  await expect(page.getByText('Betalingen ble avbrutt. Du har ikke betalt noe.')).toBeVisible();
  await page.goto('/betaling?reference=ref-failed-1');
  await expect(page.getByText('Betalingen gikk ikke gjennom. Du har ikke betalt noe.')).toBeVisible();
  await page.goto('/betaling?reference=ref-pending-1');
  await expect(page.getByText('Venter på svar fra Vipps …')).toBeVisible();
  // When the wallet finally answers, the page follows.
  states['ref-pending-1'] = 'paid';
  await expect(page.getByText('Takk! Betalingen er fullført, og tekstene legges til i rommet.')).toBeVisible();
});

test('/payment-aborted tells the buyer nothing was paid and where to go', async ({ browser }) => {
  const { page } = await newPhone(browser, { language: 'english' });
  await page.goto('/payment-aborted');
  await expect(page.getByRole('heading', { name: 'The payment was cancelled' })).toBeVisible();
  await expect(page.getByText('Go back to the tab you were in to keep playing.')).toBeVisible();
});

test('a chunk that fails to load shows a message with a reload button', async ({ browser }) => {
  const { page } = await newPhone(browser);
  await page.route(/\/assets\/LegalPage-[^/]+\.js$/u, (route) => route.abort('internetdisconnected'));
  await page.goto('/terms-of-sale');
  await expect(page.getByRole('heading', { name: 'Kunne ikke laste inn' })).toBeVisible();
  await page.unroute(/\/assets\/LegalPage-[^/]+\.js$/u);
  await page.getByRole('button', { name: 'Last inn på nytt' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Salgsbetingelser' })).toBeVisible();
});
