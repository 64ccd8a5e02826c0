// Websockets blocked (hotel Wi-Fi, some proxies): the phone plays the whole game over long-polling, and moves to a
// websocket once one opens.
import { expect, test, type Page, type WebSocketRoute } from '@playwright/test';
import { liveNumber, newPhone, seedRoom, uniqueRoom, watchAsHost, createRoom, addEntry, toast } from './helpers';

interface Passed {
  page: WebSocketRoute;
  server: WebSocketRoute;
}

/** Refuses every websocket the page opens while `blocked()` says so, and lets the rest through to the server. */
async function blockWebsockets(page: Page, blocked: () => boolean): Promise<{ refused: number; passed: Passed[] }> {
  const seen = { refused: 0, passed: [] as Passed[] };
  await page.routeWebSocket(/\/socket\.io\//u, (ws) => {
    if (blocked()) {
      seen.refused += 1;
      ws.close({ code: 1008, reason: 'websockets are blocked here' });
    } else {
      seen.passed.push({ page: ws, server: ws.connectToServer() });
    }
  });
  return seen;
}

/** Counts the long-polling requests the page makes. */
function countPolling(page: Page): { requests: number } {
  const seen = { requests: 0 };
  page.on('request', (request) => {
    if (request.url().includes('/socket.io/') && request.url().includes('transport=polling')) seen.requests += 1;
  });
  return seen;
}

test('with websockets refused a phone creates a room, adds, sees other adds live and plays a round', async ({
  browser,
}) => {
  const room = uniqueRoom('poll');
  const { page } = await newPhone(browser);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const sockets = await blockWebsockets(page, () => true);
  const polling = countPolling(page);

  await createRoom(page, room);
  await addEntry(page, 'Over polling 1');
  await expect(liveNumber(page)).toHaveText('1');
  // Another phone adds: the count arrives over the polling connection.
  await seedRoom(room, ['Fra en annen 1', 'Fra en annen 2'], { create: false });
  await expect(liveNumber(page)).toHaveText('3');

  const tv = await watchAsHost(room);
  try {
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(liveNumber(page)).toHaveText('2');
    const first = (await page.getByRole('article').textContent()) ?? '';
    await expect
      .poll(() => tv.shown.at(-1))
      .toEqual({ text: first, remaining: 2, pieces: [{ text: first, player: false }] });
    await page.getByRole('button', { name: 'Neste' }).click();
    await expect(liveNumber(page)).toHaveText('1');
    const second = (await page.getByRole('article').textContent()) ?? '';
    await expect
      .poll(() => tv.shown.at(-1))
      .toEqual({ text: second, remaining: 1, pieces: [{ text: second, player: false }] });
    // An entry added mid-round joins the deck live, over polling too.
    await seedRoom(room, ['Midt i runden'], { create: false });
    await expect(liveNumber(page)).toHaveText('2');
  } finally {
    tv.close();
  }
  await expect(toast(page, 'ikke lagt til', 'alert')).toHaveCount(0);
  expect(sockets.refused).toBeGreaterThan(0);
  expect(sockets.passed).toHaveLength(0);
  expect(polling.requests).toBeGreaterThan(0);
  // A refused websocket is one failed transport, not an uncaught error.
  expect(errors).toEqual([]);
});

test('a phone on long-polling moves to a websocket once websockets open', async ({ browser }) => {
  const room = uniqueRoom('opp');
  const { context, page } = await newPhone(browser);
  let blocked = true;
  const sockets = await blockWebsockets(page, () => blocked);
  await createRoom(page, room);
  await addEntry(page, 'Blokkert');
  expect(sockets.passed).toHaveLength(0);

  // The network comes back without the block (the phone walked out of the hotel lobby).
  blocked = false;
  await context.setOffline(true);
  await expect(page.getByTestId('offline')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByTestId('offline')).toHaveCount(0, { timeout: 30_000 });
  await expect.poll(() => sockets.passed.length, { timeout: 30_000 }).toBeGreaterThan(0);

  // The room goes on, now over the websocket.
  const upgraded = sockets.passed.at(-1)!;
  const frames: string[] = [];
  upgraded.server.onMessage((message) => {
    frames.push(String(message));
    upgraded.page.send(message);
  });
  await seedRoom(room, ['Over websocket'], { create: false });
  await expect(liveNumber(page)).toHaveText('2');
  expect(frames.some((frame) => frame.includes('numPrompts'))).toBe(true);
});
