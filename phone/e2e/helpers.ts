// Shared steps of the browser tests: fresh phones, unique rooms, and a side door to seed rooms over Socket.IO.
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';

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
  language?: 'norsk' | 'english';
}

/** A phone: its own browser context (own storage), 390×844, touch. */
export async function newPhone(
  browser: Browser,
  options: PhoneOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  await context.addInitScript(
    ({ firstVisit, language }) => {
      if (!firstVisit && localStorage.getItem('firstTime') === null) localStorage.setItem('firstTime', 'false');
      if (language && localStorage.getItem('language') === null) localStorage.setItem('language', language);
    },
    { firstVisit: options.firstVisit ?? false, language: options.language ?? null },
  );
  const page = await context.newPage();
  return { context, page };
}

/** Creates a room from the home screen; `home` is the app's address when the test runs its own server. */
export async function createRoom(page: Page, room: string, home = '/'): Promise<void> {
  await page.goto(home);
  await page.getByRole('button', { name: 'Nytt rom' }).click();
  await page.getByRole('textbox', { name: 'Rom-ID' }).fill(room);
  await page.getByRole('button', { name: 'Opprett' }).click();
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
}

export async function joinRoom(page: Page, room: string, home = '/'): Promise<void> {
  await page.goto(home);
  await page.getByRole('button', { name: 'Bli med i rom' }).click();
  await page.getByRole('textbox', { name: 'Rom-ID' }).fill(room);
  await page.getByRole('button', { name: 'Bli med' }).click();
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
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

type SeedSocket = Socket;

function connect(): Promise<SeedSocket> {
  const socket = io(process.env.SKAL_URL ?? '', { transports: ['websocket'], forceNew: true, reconnection: false });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function ask(socket: SeedSocket, event: string, ...args: unknown[]): Promise<{ ok: boolean; error?: string }> {
  return (await socket.timeout(5000).emitWithAck(event, ...args)) as { ok: boolean; error?: string };
}

/** Another player's phone, outside the browser: creates a room and adds entries straight over the socket. */
export async function seedRoom(
  room: string,
  entries: readonly string[],
  options: { create?: boolean } = {},
): Promise<void> {
  const socket = await connect();
  try {
    if (options.create !== false) {
      const created = await ask(socket, 'new room', room);
      if (!created.ok) throw new Error(`could not create ${room}: ${created.error}`);
    }
    for (const text of entries) {
      const added = await ask(socket, 'chat message', { roomName: room, text });
      if (!added.ok) throw new Error(`could not add to ${room}: ${added.error}`);
    }
  } finally {
    socket.disconnect();
  }
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
