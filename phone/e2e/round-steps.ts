// Steps the kept-round specs share (one-round, restart, scale): a room's players over the socket, joining a room
// whose round runs, and reading the card a phone shows.
import { expect, type Page } from '@playwright/test';
import { ask, connectPhone } from '../../server/src/test-kit';
import { liveNumber } from './helpers';

/** Another player's phone outside the browser adds the room's players (joining is not required for it). */
export async function addPlayersOver(url: string, room: string, names: readonly string[]): Promise<void> {
  const socket = await connectPhone(url);
  try {
    for (const name of names) {
      const added = await ask(socket, 'add player', { roomName: room, name });
      if (!added.ok) throw new Error(`could not add ${name} to ${room}: ${added.error}`);
    }
  } finally {
    socket.disconnect();
  }
}

/** The lobby of a room whose round runs: `Runde pågår` and `Ta over runden` instead of Start. */
export async function expectRoundRunning(page: Page): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: 'Runde pågår' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ta over runden' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start', exact: true })).toHaveCount(0);
}

/** From the home screen into a room whose round runs (the helpers' joinRoom waits for Start, which is not there). */
export async function joinRunningRoom(page: Page, room: string, home = '/'): Promise<void> {
  await page.goto(home);
  await page.getByRole('button', { name: 'Bli med i rom' }).click();
  await page.getByRole('textbox', { name: 'Rom-ID' }).fill(room);
  await page.getByRole('button', { name: 'Bli med' }).click();
  await expectRoundRunning(page);
}

/**
 * What the phone shows: the card's text, the names filled into it, and the countdown. Every room of these specs
 * that names players has players, so no card may read `noen` (a card is dealt its names as it comes up; a phone
 * that has not heard the players yet after a reload waits for them).
 */
export async function shownCard(page: Page): Promise<{ text: string; names: string[]; remaining: string }> {
  const card = page.getByRole('article');
  await expect(card).toBeVisible();
  await expect(card.locator('.player-name').filter({ hasText: /^noen$/u })).toHaveCount(0);
  return {
    text: (await card.textContent()) ?? '',
    names: await card.locator('.player-name').allTextContents(),
    remaining: (await liveNumber(page).textContent()) ?? '',
  };
}

/** Neste, once the slide lock allows it, and the countdown says the next card is shown. */
export async function next(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Neste' });
  await expect(button).not.toHaveAttribute('aria-disabled', 'true');
  const before = Number(await liveNumber(page).textContent());
  await button.click();
  await expect(liveNumber(page)).toHaveText(String(before - 1));
}

/** The phone shows exactly this card again: its text, its names and its countdown. */
export async function expectSameCard(
  page: Page,
  shown: { text: string; names: string[]; remaining: string },
): Promise<void> {
  const card = page.getByRole('article');
  await expect(card).toHaveText(shown.text);
  await expect(card.locator('.player-name')).toHaveText(shown.names);
  await expect(liveNumber(page)).toHaveText(shown.remaining);
}
