// A phone that joins (or comes back) while AI entries are being written is told so, and the indicator clears when
// they arrive. The model is the one outside piece here: a generator the test holds until it lets go.
import { expect, test } from '@playwright/test';
import { io } from 'socket.io-client';
import { animationsSettled, closePhones, expectUncovered, joinRoom, liveNumber, newPhone, uniqueRoom } from './helpers';
import { startServer, type RunningServer } from './server';

let server: RunningServer;
let release: () => void = () => undefined;
let generating: Promise<void> = Promise.resolve();

test.beforeAll(async () => {
  server = await startServer(
    {},
    {
      generator: {
        description: 'held by the test',
        generate: async ({ count }: { count: number }) => {
          generating = new Promise<void>((resolve) => (release = resolve));
          await generating;
          return Array.from({ length: count }, (_, index) => `Skrevet av AI ${index + 1}`);
        },
      },
    },
  );
});

test.afterAll(async () => {
  release();
  await closePhones();
  await server.close();
});

test('a late joiner sees AI entries being written, loses a stale indicator offline, and sees it clear', async ({
  browser,
}) => {
  const room = uniqueRoom('skriver');
  const other = io(server.url, { transports: ['websocket'], forceNew: true, reconnection: false });
  try {
    await new Promise<void>((resolve) => other.once('connect', () => resolve()));
    expect(await other.timeout(5000).emitWithAck('new room', room)).toMatchObject({ ok: true });
    // Another phone asks for the free entries; the generator holds them.
    expect(await other.timeout(5000).emitWithAck('free ai', room)).toEqual({ ok: true });

    const { context, page } = await newPhone(browser);
    await joinRoom(page, room, server.url);
    const writing = page.getByRole('progressbar', { name: 'AI-en skriver tekster …' });
    await expect(writing).toBeVisible();
    await expectUncovered(writing, liveNumber(page), 'the writing indicator covers the count');

    // Offline the indicator goes (its end could be missed); back online the re-join brings it back.
    await context.setOffline(true);
    await expect(writing).toHaveCount(0);
    await context.setOffline(false);
    await expect(page.getByTestId('offline')).toHaveCount(0, { timeout: 30_000 });
    await expect(writing).toBeVisible();

    release();
    await expect(writing).toHaveCount(0);
    await expect(liveNumber(page)).toHaveText('3');
  } finally {
    other.disconnect();
  }
});

test("mid-round, the writing indicator covers none of the round's controls nor the entry", async ({ browser }) => {
  const room = uniqueRoom('runde');
  const other = io(server.url, { transports: ['websocket'], forceNew: true, reconnection: false });
  try {
    await new Promise<void>((resolve) => other.once('connect', () => resolve()));
    expect(await other.timeout(5000).emitWithAck('new room', room)).toMatchObject({ ok: true });
    for (const text of ['En', 'To', 'Tre', 'Fire'])
      expect(await other.timeout(5000).emitWithAck('chat message', { roomName: room, text })).toMatchObject({
        ok: true,
      });

    const { page } = await newPhone(browser);
    await joinRoom(page, room, server.url);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByRole('button', { name: 'Neste' }).click();
    expect(await other.timeout(5000).emitWithAck('free ai', room)).toEqual({ ok: true });
    const writing = page.getByRole('progressbar', { name: 'AI-en skriver tekster …' });
    await expect(writing).toBeVisible();

    // Measured once the card has slid into place.
    await animationsSettled(page);
    const shown = (await page.getByRole('article').textContent()) ?? '';
    for (const [name, control] of [
      ['entry', page.getByRole('article').getByText(shown)],
      ['remove button', page.getByRole('button', { name: 'Fjern teksten' })],
      ['previous button', page.getByRole('button', { name: 'Forrige' })],
      ['next button', page.getByRole('button', { name: 'Neste' })],
    ] as const) {
      await expectUncovered(writing, control, `the writing indicator covers the ${name}`);
    }
    release();
    await expect(writing).toHaveCount(0);
  } finally {
    other.disconnect();
  }
});
