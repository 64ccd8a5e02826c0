// The first moments of a visit: the prerendered home screen paints before the app's code arrives and hydrates
// without a hitch; other first screens never flash it; a scanned link asks for its room before the code arrives.
import { expect, test, type Page } from '@playwright/test';
import { newPhone, seedRoom, uniqueRoom } from './helpers';

const APP_ENTRY = /\/assets\/index-[^/]+\.js$/u;
const TUTORIAL_CHUNK = /\/assets\/Tutorial-[^/]+\.js$/u;

/** Every URL the page asks for, as it asks. */
function requests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/**
 * Holds the app's main script back until `release()`: what a phone sees while it is still downloading. Pages are
 * then opened with waitUntil 'commit', as their load event may wait for the script.
 */
async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(APP_ENTRY, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Everything the page reports as going wrong: console errors and warnings, uncaught errors (hydration, CSP). The
 * tests block the service worker, which the app notes as a warning: that one is the harness, not the app.
 */
function problems(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (message.text().includes('Service Worker registration blocked by Playwright')) return;
    seen.push(message.text());
  });
  page.on('pageerror', (error) => seen.push(error.message));
  return seen;
}

test('the home screen paints from the HTML before the code arrives and works once it has', async ({ browser }) => {
  const { page } = await newPhone(browser);
  const seen = problems(page);
  const release = await holdAppCode(page);
  await page.goto('/', { waitUntil: 'commit' });
  const newRoom = page.getByRole('button', { name: 'Nytt rom' });
  await expect(newRoom).toBeVisible();
  await expect(page.getByText('Festleken der alle skriver og én mobil går rundt bordet')).toBeVisible();
  // A tap now would be lost: the buttons wait for the app.
  await expect(newRoom).toBeDisabled();
  release();
  await expect(newRoom).toBeEnabled();
  await newRoom.click();
  await expect(page.getByRole('textbox', { name: 'Rom-ID' })).toBeVisible();
  expect(seen).toEqual([]);
});

test('hydrating the prerendered home is clean on a first visit, with the tutorial on top', async ({ browser }) => {
  const { page } = await newPhone(browser, { firstVisit: true });
  const seen = problems(page);
  await page.goto('/');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nytt rom' })).toBeEnabled();
  expect(seen).toEqual([]);
});

test('a first visit shows the tutorial from the HTML, before the code arrives, and it works once it has', async ({
  browser,
}) => {
  const { page } = await newPhone(browser, { firstVisit: true });
  const seen = problems(page);
  const asked = requests(page);
  const release = await holdAppCode(page);
  await page.goto('/', { waitUntil: 'commit' });
  const dialog = page.getByRole('dialog', { name: 'Velkommen til Skål!' });
  await expect(dialog).toBeVisible();
  // Its code is asked for beside the app's, not a round trip after the app has started.
  await expect.poll(() => asked.some((url) => TUTORIAL_CHUNK.test(url))).toBe(true);
  await expect(dialog.getByText('Steg 1 av 5')).toHaveCount(0); // the progress is the list's name, not a text
  await expect(dialog.getByRole('list', { name: 'Steg 1 av 5' })).toBeVisible();
  // Its buttons wait for the app (a tap now would be lost), as those of the home screen under it do.
  await expect(dialog.getByRole('button', { name: 'Neste' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Nytt rom' })).toBeDisabled();
  // Next waits without looking switched off; Back looks switched off, as it is on the first step.
  await expect(dialog.getByRole('button', { name: 'Neste' })).toHaveCSS('opacity', '1');
  await expect(dialog.getByRole('button', { name: 'Tilbake' })).toHaveCSS('opacity', '0.55');
  release();
  await expect(page.getByRole('button', { name: 'Neste' })).toBeFocused();
  await page.getByRole('button', { name: 'Neste' }).click();
  await expect(page.getByRole('heading', { name: 'Lag et rom eller bli med' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Steg 2 av 5' })).toBeVisible();
  // One tutorial: the one from the HTML is the one the app took over.
  await expect(page.getByRole('dialog')).toHaveCount(1);
  expect(seen).toEqual([]);
});

test('a first visit’s tutorial is whole from its first paint: its first step does not fade in, nothing blurs behind it', async ({
  browser,
}) => {
  const { page } = await newPhone(browser, { firstVisit: true });
  const release = await holdAppCode(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('dialog')).toBeVisible();
  const step = (number: number) => page.locator(`.tutorial-step[data-step="${number}"]`);
  // Animations a step has, running or holding their last frame.
  const animations = (number: number) => step(number).evaluate((node) => node.getAnimations().length);
  expect(await animations(0)).toBe(0);
  await expect(step(0)).toHaveCSS('opacity', '1');
  // A blur of the whole screen is drawn again for every frame while the app starts, on a phone without a fast GPU.
  await expect(page.locator('.overlay')).toHaveCSS('backdrop-filter', 'none');
  release();
  await expect(page.getByRole('button', { name: 'Neste' })).toBeFocused();
  expect(await animations(0)).toBe(0);
  // The steps the guest moves to, forward and back, fade in.
  await page.getByRole('button', { name: 'Neste' }).click();
  expect(await animations(1)).toBe(1);
  await page.getByRole('button', { name: 'Tilbake' }).click();
  expect(await animations(0)).toBe(1);
});

test('a first visit’s tutorial keeps where the guest scrolled it while the code was on its way', async ({
  browser,
}) => {
  const { page } = await newPhone(browser, { firstVisit: true });
  await page.setViewportSize({ width: 360, height: 640 }); // the first step's card is taller than the screen
  const release = await holdAppCode(page);
  await page.goto('/', { waitUntil: 'commit' });
  const overlay = page.locator('.overlay');
  await expect(page.getByRole('dialog')).toBeVisible();
  await overlay.evaluate((node) => node.scrollTo({ top: node.scrollHeight }));
  const scrolled = await overlay.evaluate((node) => node.scrollTop);
  expect(scrolled).toBeGreaterThan(0);
  release();
  await expect(page.getByRole('button', { name: 'Neste' })).toBeFocused();
  await page.evaluate(() => new Promise(requestAnimationFrame));
  expect(await overlay.evaluate((node) => node.scrollTop)).toBe(scrolled);
  // The next step opens at its top.
  await page.getByRole('button', { name: 'Neste' }).click();
  await expect(page.getByRole('heading', { name: 'Lag et rom eller bli med' })).toBeInViewport();
  await expect.poll(() => overlay.evaluate((node) => node.scrollTop)).toBe(0);
});

test('the home screen asks for the app only once its first contentful paint is on screen', async ({ browser }) => {
  // A first visit: the tutorial's blurred backdrop makes the frame reach the screen well after its own task.
  const { page } = await newPhone(browser, { firstVisit: true });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Neste' })).toBeEnabled();
  const { paint, scripts } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/index-[^/]+\.js$/u.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  expect(paint).not.toBeNull();
  expect(scripts.length).toBeGreaterThan(0);
  for (const start of scripts) expect(start).toBeGreaterThanOrEqual(paint!);
});

test('the home screen opens its connection at the guest’s first touch, not while the page starts', async ({
  browser,
}) => {
  const { page } = await newPhone(browser);
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  await page.goto('/');
  const newRoom = page.getByRole('button', { name: 'Nytt rom' });
  await expect(newRoom).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(sockets).toEqual([]);
  await newRoom.click();
  await expect.poll(() => sockets.length).toBe(1);
  // And the room it then creates works as ever.
  const room = uniqueRoom('first-touch');
  await page.getByRole('textbox', { name: 'Rom-ID' }).fill(room);
  await page.getByRole('button', { name: 'Opprett' }).click();
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
  expect(sockets).toHaveLength(1);
});

test('a returning visit has no tutorial in its HTML, and does not ask for its code', async ({ browser }) => {
  const { page } = await newPhone(browser);
  const asked = requests(page);
  const release = await holdAppCode(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('button', { name: 'Nytt rom' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await expect(page.getByRole('button', { name: 'Nytt rom' })).toBeEnabled();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(asked.filter((url) => TUTORIAL_CHUNK.test(url))).toEqual([]);
});

test('a visit that starts elsewhere never shows the prerendered Norwegian home screen', async ({ browser }) => {
  const english = await newPhone(browser, { language: 'english' });
  const release = await holdAppCode(english.page);
  await english.page.goto('/', { waitUntil: 'commit' });
  await expect(english.page.locator('#root')).toBeHidden();
  release();
  await expect(english.page.getByRole('button', { name: 'New room' })).toBeEnabled();
  await expect(english.page.getByRole('button', { name: 'Nytt rom' })).toHaveCount(0);

  const legal = await newPhone(browser);
  const releaseLegal = await holdAppCode(legal.page);
  await legal.page.goto('/terms-of-sale', { waitUntil: 'commit' });
  await expect(legal.page.getByRole('button', { name: 'Nytt rom' })).toBeHidden();
  releaseLegal();
  await expect(legal.page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(legal.page.getByRole('button', { name: 'Nytt rom' })).toHaveCount(0);
});

test('a scanned link asks for its room before the code arrives, and only once', async ({ browser }) => {
  const room = uniqueRoom('boot');
  await seedRoom(room, ['En', 'To', 'Tre']);
  const { page } = await newPhone(browser);
  const seen = problems(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/${room}`) asked.push(request.method());
  });
  const release = await holdAppCode(page);
  const roomRequest = page.waitForRequest((request) => new URL(request.url()).pathname === `/api/${room}`);
  await page.goto(`/?room=${room}`, { waitUntil: 'commit' });
  await roomRequest;
  release();
  await expect(page.getByRole('textbox', { name: 'Skriv en tekst' })).toBeVisible();
  await expect(page.locator('[aria-live="polite"]').first()).toHaveText('3');
  await expect(page).not.toHaveURL(/room=/u);
  expect(asked).toEqual(['GET']);
  expect(seen).toEqual([]);
});
