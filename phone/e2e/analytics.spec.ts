// Analytics only with consent: a deployment without a GA4 ID never asks or loads anything; with one, the home screen
// asks, "no" loads nothing, "yes" loads GA4 and counts page views (paths only), and the menu takes it back.
import { expect, test, type Page } from '@playwright/test';
import { closePhones, newPhone } from './helpers';
import { startServer, type RunningServer } from './server';

const MEASUREMENT_ID = 'G-SKALTEST1';
const GA4_SCRIPT = /^https:\/\/www\.googletagmanager\.com\//u;

let withAnalytics: RunningServer;
test.beforeAll(async () => {
  withAnalytics = await startServer({ ga4MeasurementId: MEASUREMENT_ID });
});
test.afterAll(async () => {
  await closePhones();
  await withAnalytics.close();
});

/** Google's script is out of reach here: a stand-in that notes it was loaded answers instead, and every request
 * for it is recorded. */
async function recordGa4(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(GA4_SCRIPT, async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body: 'window.ga4StandIn = true;' });
  });
  return requested;
}

/** The page views queued for GA4 (gtag's queue holds `arguments` objects). */
function pageViews(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === 'event' && args[1] === 'page_view')
      .map((args) => (args[2] as { page_path: string }).page_path),
  );
}

const question = (page: Page) => page.getByRole('region', { name: 'Statistikk' });

test('without a GA4 ID nothing is asked, offered or loaded', async ({ browser }) => {
  const { page } = await newPhone(browser);
  const requested = await recordGa4(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Nytt rom' })).toBeEnabled();
  expect(await (await page.request.get('/api/app-config')).json()).toMatchObject({ analytics: null });
  await page.getByRole('button', { name: 'Meny' }).click();
  await expect(page.getByRole('dialog', { name: 'Meny' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Google Analytics/u })).toHaveCount(0);
  await expect(question(page)).toHaveCount(0);
  expect(requested).toEqual([]);
});

test('"no" loads nothing and is remembered', async ({ browser }) => {
  const { page } = await newPhone(browser);
  const requested = await recordGa4(page);
  await page.goto(withAnalytics.url);
  await expect(question(page)).toBeVisible();
  await question(page).getByRole('button', { name: 'Nei takk' }).click();
  await expect(question(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('analyticsConsent'))).toBe('denied');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Nytt rom' })).toBeEnabled();
  await page.getByRole('button', { name: 'Meny' }).click();
  await expect(page.getByRole('checkbox', { name: /Google Analytics/u })).not.toBeChecked();
  await expect(question(page)).toHaveCount(0);
  expect(requested).toEqual([]);
});

test('"yes" loads GA4 and counts page views by path; the menu withdraws it', async ({ browser }) => {
  const { page } = await newPhone(browser);
  const requested = await recordGa4(page);
  await page.goto(`${withAnalytics.url}/?utm=qr`);
  await question(page).getByRole('button', { name: 'Ja, gjerne' }).click();
  await expect(question(page)).toHaveCount(0);
  await expect.poll(() => requested).toEqual([`https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ID}`]);
  await expect.poll(() => pageViews(page)).toEqual(['/']);

  await page.goto(`${withAnalytics.url}/terms-of-sale`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => pageViews(page)).toEqual(['/terms-of-sale']);

  await page.goto(withAnalytics.url);
  await page.getByRole('button', { name: 'Meny' }).click();
  const toggle = page.getByRole('checkbox', { name: 'Anonym besøksstatistikk (Google Analytics)' });
  await expect(toggle).toBeChecked();
  await toggle.uncheck();
  expect(await page.evaluate(() => localStorage.getItem('analyticsConsent'))).toBe('denied');
  expect(
    await page.evaluate((id) => (window as unknown as Record<string, boolean>)[`ga-disable-${id}`], MEASUREMENT_ID),
  ).toBe(true);
});
