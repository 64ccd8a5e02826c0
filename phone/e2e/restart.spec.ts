// A party does not reload its phones: the server process is stopped (SIGTERM, then SIGKILL) and started again on
// the same port and data; the phone, without a reload, adds again and follows the live count, and so does the TV.
// The room's round outlives a restart too: the phone and the TV stay on its card, and another phone takes it over there.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { io } from 'socket.io-client';
import { freePort, spawnBuilt, type Spawned } from '../../server/test/processes';
import { seedRoom } from '../../server/src/test-kit';
import { addEntry, closePhones, createRoom, joinRoom, liveNumber, newPhone, numbered, uniqueRoom } from './helpers';
import { addPlayersOver, expectSameCard, joinRunningRoom, next, shownCard } from './round-steps';

// One server process for the whole file, stopped and started by the tests: they must run one after the other.
test.describe.configure({ mode: 'serial' });

let port = 0;
let dataDir = '';
let server: Spawned | null = null;
const url = () => `http://127.0.0.1:${port}`;

async function startServer(): Promise<void> {
  server = await spawnBuilt(
    'main.js',
    { PORT: String(port), DATA_DIR: dataDir, RATE_LIMIT_SOCKET: '100000', RATE_LIMIT_ADDRESS: '1000000' },
    'Skål serving on',
  );
}

async function stopServer(signal: 'SIGTERM' | 'SIGKILL'): Promise<void> {
  const running = server;
  if (!running) return;
  server = null;
  running.child.kill(signal);
  await running.exited;
}

test.beforeAll(async () => {
  port = await freePort();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skal-restart-'));
  await startServer();
});

test.afterAll(async () => {
  await closePhones();
  await stopServer('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Another player's phone, outside the browser, adding one entry over its own socket. */
async function otherPhoneAdds(room: string, text: string): Promise<void> {
  const socket = io(url(), { transports: ['websocket'], forceNew: true, reconnection: false });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    expect(await socket.timeout(5000).emitWithAck('chat message', { roomName: room, text })).toMatchObject({
      ok: true,
    });
  } finally {
    socket.disconnect();
  }
}

/** The host display at TV size, showing the room. */
async function tvShowing(page: Page, room: string): Promise<void> {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(`${url()}/host?room=${room}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(room);
}

const tvCount = (page: Page) => page.locator('[aria-live="polite"]').filter({ hasText: /^\d+ tekst/u });
const BACK_ONLINE = { timeout: 30_000 };

for (const signal of ['SIGTERM', 'SIGKILL'] as const) {
  test(`after ${signal} and a restart the phone and the TV go on without a reload`, async ({ browser }) => {
    const room = uniqueRoom(signal === 'SIGTERM' ? 'term' : 'kill');
    const { page } = await newPhone(browser);
    await createRoom(page, room, url());
    const tv = (await browser.newContext()).newPage();
    await tvShowing(await tv, room);
    await addEntry(page, 'Før omstart');
    await expect(liveNumber(page)).toHaveText('1');
    await expect(tvCount(await tv)).toHaveText('1 tekst');

    await stopServer(signal);
    await expect(page.getByTestId('offline')).toBeVisible();
    // An add while the server is away is refused in plain words, and not sent once it is back (the count says so).
    await page.getByRole('textbox', { name: 'Skriv en tekst' }).fill('Mens serveren var borte');
    await page.getByRole('button', { name: 'Legg til' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Teksten ble ikke lagt til' })).toBeVisible();
    await startServer();

    // The same page, never reloaded: it reconnects, re-joins, and adds again.
    await expect(page.getByTestId('offline')).toHaveCount(0, BACK_ONLINE);
    await addEntry(page, 'Etter omstart');
    await expect(liveNumber(page)).toHaveText('2');
    await otherPhoneAdds(room, 'Fra en annen mobil');
    await expect(liveNumber(page)).toHaveText('3');
    await expect(tvCount(await tv)).toHaveText('3 tekster', BACK_ONLINE);
  });
}

test('a round outlives a restart (SIGKILL): the phone and the TV stay on its card, a reload too, and after ← another phone takes it over at the same card and names', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const room = uniqueRoom('runde');
  await seedRoom(url(), room, numbered('@spiller tar slurk', 8));
  await addPlayersOver(url(), room, ['Kari', 'Ola', 'Per', 'Siri']);
  const { page } = await newPhone(browser);
  await joinRoom(page, room, url());
  const tv = await (await browser.newContext()).newPage();
  await tvShowing(tv, room);
  const mirror = tv.getByRole('article', { name: 'Nå på skjermen' });
  await page.getByRole('button', { name: 'Start' }).click();
  await next(page);
  await next(page);
  const shown = await shownCard(page);
  expect(shown.remaining).toBe('5');
  expect(shown.names).toHaveLength(1);
  await expect(mirror).toHaveText(shown.text);

  await stopServer('SIGKILL');
  await expect(page.getByTestId('offline')).toBeVisible();
  await startServer();
  await expect(page.getByTestId('offline')).toHaveCount(0, BACK_ONLINE);
  await expectSameCard(page, shown);
  // The restarted server forgot what the TV showed; the phone, back, tells it again.
  await expect(mirror).toHaveText(shown.text, BACK_ONLINE);
  await page.reload();
  await expectSameCard(page, shown);

  // ← leaves the room with its round; another phone, new to the room, takes it over at the same card.
  await page.getByRole('button', { name: 'Tilbake' }).click();
  await expect(page.getByRole('button', { name: 'Nytt rom' })).toBeVisible();
  const { page: other } = await newPhone(browser);
  await joinRunningRoom(other, room, url());
  await other.getByRole('button', { name: 'Ta over runden' }).click();
  await expectSameCard(other, shown);
  await next(other);
  const after = await shownCard(other);
  await expect(mirror).toHaveText(after.text);
});
