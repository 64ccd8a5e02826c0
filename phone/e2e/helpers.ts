// Shared steps of the browser tests: fresh phones, unique rooms, and a side door to seed rooms over Socket.IO.
import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { normaliseEntryText, type Language } from '@skal/shared';
import { COLLECTION } from '@skal/shared/content/collection/index';
import type { CollectionEntry } from '@skal/shared/content/collection/types';
import { ask, connectPhone, seedRoom as seedRoomOn, type PhoneSocket } from '../../server/src/test-kit';

let counter = 0;

/** A room name unique to this run, ≤ 18 characters, letters and digits only. */
export function uniqueRoom(prefix = 'rom'): string {
  counter += 1;
  const stamp = `${Date.now().toString(36).slice(-5)}${process.pid.toString(36).slice(-2)}${counter}`;
  return `${prefix}${stamp}`.slice(0, 18);
}

export interface PhoneOptions {
  /** Keep the first-visit tutorial (default: it counts as already seen). */
  firstVisit?: boolean;
  language?: Language;
  /** The browser's language (navigator.language), e.g. `da-DK`; the project's default otherwise. */
  locale?: string;
}

/** A phone: its own browser context (own storage), 390×844, touch. */
export async function newPhone(
  browser: Browser,
  options: PhoneOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(options.locale ? { locale: options.locale } : {});
  await context.addInitScript(
    ({ firstVisit, language }) => {
      if (!firstVisit && localStorage.getItem('firstTime') === null) localStorage.setItem('firstTime', 'false');
      if (language && localStorage.getItem('language') === null) localStorage.setItem('language', language);
    },
    { firstVisit: options.firstVisit ?? false, language: options.language ?? null },
  );
  opened.add(context);
  context.once('close', () => opened.delete(context));
  const page = await context.newPage();
  return { context, page };
}

const opened = new Set<BrowserContext>();

/**
 * Closes every phone still open in this worker. A spec that starts its own server calls it before closing that
 * server, so the server does not close under phones that are still connected or reconnecting to it.
 */
export async function closePhones(): Promise<void> {
  await Promise.all([...opened].map((context) => context.close()));
}

/** Creates a room from the home screen; `home` is the app's address when the test runs its own server. */
export function createRoom(page: Page, room: string, home = '/'): Promise<void> {
  return enterRoom(page, room, 'Nytt rom', 'Opprett', home);
}

export function joinRoom(page: Page, room: string, home = '/'): Promise<void> {
  return enterRoom(page, room, 'Bli med i rom', 'Bli med', home);
}

/** From the home screen: open the create or join form, type the room ID, send it, and wait for the room. */
async function enterRoom(page: Page, room: string, open: string, send: string, home: string): Promise<void> {
  await page.goto(home);
  await page.getByRole('button', { name: open }).click();
  await page.getByRole('textbox', { name: 'Rom-ID' }).fill(room);
  await page.getByRole('button', { name: send }).click();
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
}

/** Skål's collection in a language, by each entry's text as a room stores it. */
export function collectionByText(language: Language): Map<string, CollectionEntry> {
  return new Map(
    COLLECTION[language].map((entry) => {
      const text = normaliseEntryText(entry.text);
      return [text.ok ? text.text : entry.text, entry];
    }),
  );
}

/** The texts of a room's entries, as the room's API lists them. */
export async function roomValues(page: Page, room: string): Promise<string[]> {
  const response = await page.request.get(`/api/${encodeURIComponent(room)}`);
  return ((await response.json()) as [unknown, { value: string }[]])[1].map((entry) => entry.value);
}

export async function addEntry(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Skriv en tekst' }).fill(text);
  await page.getByRole('button', { name: 'Legg til' }).click();
  await expect(page.getByRole('textbox', { name: 'Skriv en tekst' })).toHaveValue('');
}

/** The number in the live count (before start) or the countdown (during play). */
export function liveNumber(page: Page) {
  return page.locator('[aria-live="polite"]').first();
}

function connect(): Promise<PhoneSocket> {
  return connectPhone(process.env.SKAL_URL ?? '');
}

/** Another player's phone, outside the browser: creates a room and adds entries straight over the socket. */
export function seedRoom(room: string, entries: readonly string[], options: { create?: boolean } = {}): Promise<void> {
  return seedRoomOn(process.env.SKAL_URL ?? '', room, entries, options);
}

export function numbered(prefix: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => `${prefix} ${index + 1}`);
}

/** A real touch swipe (touchstart → moves → touchend) through the browser's input pipeline. */
export async function swipe(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from.x, y: from.y }] });
  const steps = 6;
  for (let step = 1; step <= steps; step += 1) {
    const x = from.x + ((to.x - from.x) * step) / steps;
    const y = from.y + ((to.y - from.y) * step) / steps;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** A toast with this text (role status, or alert for warnings). */
export function toast(page: Page, text: string, role: 'status' | 'alert' = 'status') {
  return page.getByRole(role).filter({ hasText: text });
}

/** A host display outside the browser: joins as host and records what the playing phone reports. */
export async function watchAsHost(
  room: string,
): Promise<{ shown: { text: string | null; remaining: number }[]; close: () => void }> {
  const socket = await connect();
  const shown: { text: string | null; remaining: number }[] = [];
  socket.on('nowShowing', (state: { text: string | null; remaining: number }) => shown.push(state));
  const joined = await ask(socket, 'join room', room, { host: true });
  if (!joined.ok) throw new Error(`host could not join ${room}: ${joined.error}`);
  return { shown, close: () => socket.disconnect() };
}

/** The TV: the host display on a 1920×1080 page showing the room. */
export async function openTv(browser: Browser, room: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1920, height: 1080 },
    isMobile: false,
    hasTouch: false,
  });
  const tv = await context.newPage();
  await tv.goto(`/host?room=${encodeURIComponent(room)}`);
  await expect(tv.getByRole('heading', { level: 1 })).toHaveText(room);
  return tv;
}

/** A notice floating over the page (offline, the AI writing) must leave `what` uncovered: readable and tappable. */
export async function expectUncovered(notice: Locator, what: Locator, message: string): Promise<void> {
  const cover = await notice.boundingBox();
  const box = await what.boundingBox();
  if (!cover || !box) throw new Error(`not on screen: ${message}`);
  const overlaps =
    cover.x < box.x + box.width &&
    box.x < cover.x + cover.width &&
    cover.y < box.y + box.height &&
    box.y < cover.y + cover.height;
  expect(overlaps, message).toBe(false);
}

/** Resolves once every animation on the page that ends has ended (a slide, a fade); endless ones (spinners) are left. */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
