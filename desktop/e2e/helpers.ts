// Shared steps of the host display's browser tests: decoding the QR code and phones played by Socket.IO clients.
import { expect, test, type Locator, type Page, type WebSocketRoute } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Ack, CountReply, PlayersList } from '@skal/shared';
import { connectPhone, type PhoneSocket } from '../../server/src/test-kit';

export type { PhoneSocket };

export function serverUrl(): string {
  const url = process.env.SKAL_URL;
  if (!url) throw new Error('SKAL_URL is not set: the global setup starts the server');
  return url;
}

/** Reads the QR code the way a phone camera would: from pixels on the screen, not from the DOM. */
export async function decodeQr(qr: Locator): Promise<string> {
  const png = PNG.sync.read(await qr.screenshot());
  const code = jsQR(
    new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length),
    png.width,
    png.height,
  );
  if (!code) throw new Error('no QR code found in the screenshot');
  return code.data;
}

/** A phone as a real Socket.IO client of the real server. */
export function socketPhone(): Promise<PhoneSocket> {
  return connectPhone(serverUrl());
}

/** For a spec file: a function that connects a phone, every phone disconnected again after each test. */
export function phonesPerTest(): () => Promise<PhoneSocket> {
  const phones: PhoneSocket[] = [];
  test.afterEach(() => {
    for (const phone of phones.splice(0)) phone.disconnect();
  });
  return async () => {
    const phone = await socketPhone();
    phones.push(phone);
    return phone;
  };
}

export async function joinRoom(phone: PhoneSocket, room: string): Promise<Ack<CountReply>> {
  return (await phone.timeout(5000).emitWithAck('join room', room, {})) as Ack<CountReply>;
}

export async function addEntry(phone: PhoneSocket, room: string, text: string): Promise<Ack<CountReply>> {
  return (await phone.timeout(5000).emitWithAck('chat message', { roomName: room, text })) as Ack<CountReply>;
}

export async function reportShowing(phone: PhoneSocket, room: string, text: string | null, remaining: number) {
  expect(await phone.timeout(5000).emitWithAck('now showing', { roomName: room, text, remaining })).toEqual({
    ok: true,
  });
}

export async function newRoom(phone: PhoneSocket, room: string): Promise<void> {
  expect(await phone.timeout(5000).emitWithAck('new room', room)).toEqual({ ok: true, count: 0 });
}

/** Adds the names at the table, one by one, as the phone's player list does. */
export async function addPlayers(phone: PhoneSocket, room: string, names: readonly string[]): Promise<void> {
  for (const name of names) {
    const reply = (await phone.timeout(5000).emitWithAck('add player', { roomName: room, name })) as Ack<PlayersList>;
    expect(reply).toMatchObject({ ok: true });
  }
}

/**
 * For a page not yet opened: its Socket.IO websocket goes through to the real server, and the returned function
 * sends the page an event as if the server had, for what the server does not send (yet).
 */
export async function serverToPage(page: Page): Promise<(event: string, payload: unknown) => void> {
  let socket: WebSocketRoute | undefined;
  await page.routeWebSocket(/\/socket\.io\//u, (ws) => {
    ws.connectToServer();
    socket = ws;
  });
  return (event, payload) => {
    if (!socket) throw new Error('the page has no websocket open');
    // An engine.io message (4) holding a Socket.IO event (2) on the main namespace.
    socket.send(`42${JSON.stringify([event, payload])}`);
  };
}

/** The live region that holds a count with its label ("3 tekster", "2 mobiler i rommet"). */
export function liveCount(page: Page, label: RegExp): Locator {
  return page.locator('[aria-live="polite"]').filter({ hasText: label });
}

/** Creates a room from the start screen and returns its generated ID. */
export async function createRoomOnHost(page: Page, newRoom = 'Nytt rom'): Promise<string> {
  await page.goto('/host');
  await page.getByRole('button', { name: newRoom }).click();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^[a-z]+ [a-z]+ \d{2}$/u);
  return (await heading.textContent())!;
}
