// Shared steps of the host display's browser tests: decoding the QR code and phones played by Socket.IO clients.
import { expect, test, type Locator, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Ack, CountReply } from '@skal/shared';
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
