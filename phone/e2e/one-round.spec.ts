// One round per room, kept by the room (docs/product.md "A round"), as a party of four phones and the TV plays it:
// ← and rejoin, another phone taking over, a stray socket that does not hold the round, the real ending with
// Spill igjen, and a lasting rule whose end card and TV show the names its card was dealt.
// The server restart and two processes are in restart.spec.ts and scale.spec.ts.
import { expect, test, type Page } from '@playwright/test';
import { ask, connectPhone } from '../../server/src/test-kit';
import { createRoom, joinRoom, liveNumber, newPhone, numbered, openTv, seedRoom, toast, uniqueRoom } from './helpers';
import { addPlayersOver, expectRoundRunning, expectSameCard, joinRunningRoom, next, shownCard } from './round-steps';

const PLAYERS = ['Kari', 'Ola', 'Per', 'Siri'];
const url = () => process.env.SKAL_URL ?? '';

/** The TV's mirror of the playing phone's card. */
const mirror = (tv: Page) => tv.getByRole('article', { name: 'Nå på skjermen' });

/** Where the room's round is, as a joining socket is told. */
async function roomPosition(room: string): Promise<number | undefined> {
  const socket = await connectPhone(url());
  try {
    const joined = await ask(socket, 'join room', room);
    return (joined.round as { position: number } | undefined)?.position;
  } finally {
    socket.disconnect();
  }
}

/** A room with entries that each name a player, and the party's four players. */
async function namedRoom(prefix: string, count = 8): Promise<string> {
  const room = uniqueRoom(prefix);
  await seedRoom(room, numbered('@spiller tar slurk', count));
  await addPlayersOver(url(), room, PLAYERS);
  return room;
}

test('← mid-round leaves to home; rejoining offers Ta over runden, which comes back to the same card and names', async ({
  browser,
}) => {
  const room = await namedRoom('tilbake');
  const { page } = await newPhone(browser);
  await joinRoom(page, room);
  const tv = await openTv(browser, room);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(liveNumber(page)).toHaveText('7');
  await next(page);
  await next(page);
  const shown = await shownCard(page);
  expect(shown.remaining).toBe('5');
  expect(shown.names).toHaveLength(1);
  expect(PLAYERS).toContain(shown.names[0]);
  await expect(mirror(tv)).toHaveText(shown.text);

  await page.getByRole('button', { name: 'Tilbake' }).click();
  await expect(page.getByRole('button', { name: 'Nytt rom' })).toBeVisible();
  // The room keeps the round where it is: the TV keeps its card.
  await expect(mirror(tv)).toHaveText(shown.text);

  await joinRunningRoom(page, room);
  await page.getByRole('button', { name: 'Ta over runden' }).click();
  await expectSameCard(page, shown);
  // Prev shows the card before, and Next this one again, still with its names.
  await page.getByRole('button', { name: 'Forrige' }).click();
  await expect(liveNumber(page)).toHaveText('6');
  await next(page);
  await expectSameCard(page, shown);
});

test('four phones and the TV: the lobbies offer Ta over runden, the second phone takes over at the same card, the first is told, the TV follows the second', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const room = await namedRoom('fire');
  const phones = await Promise.all([0, 1, 2, 3].map(() => newPhone(browser)));
  const [first, second, ...rest] = phones.map((phone) => phone.page) as [Page, Page, Page, Page];
  for (const page of [first, second, ...rest]) await joinRoom(page, room);
  const tv = await openTv(browser, room);

  await first.getByRole('button', { name: 'Start' }).click();
  await expect(liveNumber(first)).toHaveText('7');
  for (const page of [second, ...rest]) await expectRoundRunning(page);
  await next(first);
  await next(first);
  const shown = await shownCard(first);
  await expect(mirror(tv)).toHaveText(shown.text);

  await second.getByRole('button', { name: 'Ta over runden' }).click();
  await expectSameCard(second, shown);
  await expect(toast(first, 'En annen mobil tok over runden', 'alert')).toBeVisible();
  await expect(first.getByRole('article')).toHaveCount(0);
  await expectRoundRunning(first);
  for (const page of rest) await expectRoundRunning(page);

  // The TV follows the second phone's Neste.
  await next(second);
  const after = await shownCard(second);
  expect(after.text).not.toBe(shown.text);
  await expect(mirror(tv)).toHaveText(after.text);
  await expect(mirror(tv).locator('.player-name')).toHaveText(after.names);
});

test('a socket that does not hold the round cannot put its own text on the TV (not_holder)', async ({ browser }) => {
  const room = await namedRoom('fremmed', 5);
  const { page } = await newPhone(browser);
  await joinRoom(page, room);
  const tv = await openTv(browser, room);
  await page.getByRole('button', { name: 'Start' }).click();
  const shown = await shownCard(page);
  await expect(mirror(tv)).toHaveText(shown.text);

  // A host display outside the browser records everything the room relays to the TV.
  const watcher = await connectPhone(url());
  const relayed: (string | null)[] = [];
  watcher.on('nowShowing', (state: { text: string | null }) => relayed.push(state.text));
  expect(await ask(watcher, 'join room', room, { host: true })).toMatchObject({ ok: true });

  const stray = await connectPhone(url());
  try {
    expect(await ask(stray, 'join room', room, { phone: 'fremmed-mobil-0123456789' })).toMatchObject({ ok: true });
    expect(
      await ask(stray, 'now showing', { roomName: room, text: 'Alle drikker resten av kvelden', remaining: 999999 }),
    ).toEqual({ ok: false, error: 'not_holder' });
  } finally {
    stray.disconnect();
  }

  // The holder goes on: the TV shows its card, and never showed the stray text.
  await next(page);
  const after = await shownCard(page);
  await expect(mirror(tv)).toHaveText(after.text);
  await expect.poll(() => relayed.at(-1)).toBe(after.text);
  expect(relayed).not.toContain('Alle drikker resten av kvelden');
  await expect(tv.getByText('Alle drikker resten av kvelden')).toHaveCount(0);
  await expect(tv.getByText('999999')).toHaveCount(0);
  watcher.disconnect();
});

test('the last card’s Neste shows Alle kortene er spilt; Spill igjen deals every entry again; leaving ends the round for every lobby', async ({
  browser,
}) => {
  const room = uniqueRoom('ferdig');
  const entries = numbered('Kort', 5);
  await seedRoom(room, entries);
  const { page } = await newPhone(browser);
  await joinRoom(page, room);
  const other = await newPhone(browser);
  await joinRoom(other.page, room);
  const tv = await openTv(browser, room);

  await page.getByRole('button', { name: 'Start' }).click();
  const seen = [(await shownCard(page)).text];
  for (let left = 4; left > 0; left -= 1) {
    await next(page);
    seen.push((await shownCard(page)).text);
  }
  expect([...seen].sort()).toEqual([...entries].sort());
  await page.getByRole('button', { name: 'Neste' }).click();
  await expect(page.getByRole('heading', { name: 'Alle kortene er spilt' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Spill videre' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Forlat rommet' })).toBeVisible();
  await expectRoundRunning(other.page);

  await page.getByRole('button', { name: 'Spill igjen' }).click();
  await expect(liveNumber(page)).toHaveText('4');
  const again = [(await shownCard(page)).text];
  await expect(mirror(tv)).toHaveText(again[0]!);
  await expectRoundRunning(other.page);
  for (let left = 4; left > 0; left -= 1) {
    await next(page);
    again.push((await shownCard(page)).text);
  }
  expect([...again].sort()).toEqual([...entries].sort());

  // Leaving from the end view ends the round: the other lobby offers Start again, the TV goes back to the room.
  await page.getByRole('button', { name: 'Neste' }).click();
  await expect(page.getByRole('heading', { name: 'Alle kortene er spilt' })).toBeVisible();
  await page.getByRole('button', { name: 'Forlat rommet' }).click();
  await expect(page.getByRole('button', { name: 'Nytt rom' })).toBeVisible();
  await expect(other.page.getByRole('button', { name: 'Start', exact: true })).toBeVisible();
  await expect(other.page.getByRole('button', { name: 'Ta over runden' })).toHaveCount(0);
  await expect(mirror(tv)).toHaveCount(0);
});

test('a lasting rule with @spiller and no end text: its end card and the TV (card and Regler nå) show the names of the rule’s card', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const room = uniqueRoom('dronning');
  const { page } = await newPhone(browser);
  await createRoom(page, room);
  await seedRoom(room, numbered('Tekst', 14), { create: false });
  await addPlayersOver(url(), room, PLAYERS);
  // The rule over the socket, as the add form sends it with the switch on and the end box left empty.
  const adder = await connectPhone(url());
  expect(
    await ask(adder, 'chat message', { roomName: room, text: '@spiller er dronning', rule: { end: '' } }),
  ).toMatchObject({ ok: true, count: 15 });
  adder.disconnect();
  const tv = await openTv(browser, room);
  const rulesOnTv = tv.getByRole('region', { name: 'Regler nå' });
  const endHeading = (where: Page) => where.getByRole('article').getByRole('heading', { name: 'Regelen er over' });

  await page.getByRole('button', { name: 'Start' }).click();
  // 15 entries and one end card.
  await expect(liveNumber(page)).toHaveText('15');
  let ruled: string | null = null;
  let ended = false;
  for (let at = 0; at < 16 && !ended; at += 1) {
    if (at > 0) await next(page);
    const { text, names } = await shownCard(page);
    if (ruled === null && /er dronning$/u.test(text)) {
      expect(names).toHaveLength(1);
      expect(PLAYERS).toContain(names[0]);
      ruled = `${names[0]} er dronning`;
      await expect(page.getByRole('article')).toHaveText(ruled);
      await expect(mirror(tv)).toHaveText(ruled);
      await expect(mirror(tv).locator('.player-name')).toHaveText(names);
      await expect(rulesOnTv.getByRole('listitem')).toHaveText([ruled]);
    } else if (ruled !== null && (await endHeading(page).count()) > 0) {
      ended = true;
      // No end text: the end card shows the rule again, with the same name.
      await expect(page.getByRole('article')).toContainText(ruled);
      await expect(page.getByRole('article').locator('.player-name')).toHaveText([ruled.split(' ')[0]!]);
      await expect(endHeading(tv)).toBeVisible();
      await expect(mirror(tv)).toContainText(ruled);
      await expect(rulesOnTv).toHaveCount(0);
    } else if (ruled !== null) {
      await expect(rulesOnTv.getByRole('listitem')).toHaveText([ruled]);
    }
  }
  expect(ruled, 'the rule was dealt').not.toBeNull();
  expect(ended, 'its end card was dealt').toBe(true);
});

test('two phones tapping Ta over runden at once: one holds the round, the other stays in the lobby', async ({
  browser,
}) => {
  const room = await namedRoom('kappløp', 6);
  const holder = await newPhone(browser);
  await joinRoom(holder.page, room);
  await holder.page.getByRole('button', { name: 'Start' }).click();
  await next(holder.page);
  const shown = await shownCard(holder.page);
  const pages = [(await newPhone(browser)).page, (await newPhone(browser)).page];
  for (const page of pages) await joinRunningRoom(page, room);

  // Both taps leave in the same task of the test: whichever the room takes first holds the round.
  await Promise.all(pages.map((page) => page.getByRole('button', { name: 'Ta over runden' }).click()));
  await expect(toast(holder.page, 'En annen mobil tok over runden', 'alert')).toBeVisible();
  await expect
    .poll(async () => (await Promise.all(pages.map((page) => page.getByRole('article').count()))).join(','))
    .toMatch(/^(1,0|0,1)$/u);
  const winner = (await pages[0]!.getByRole('article').count()) > 0 ? pages[0]! : pages[1]!;
  const loser = winner === pages[0] ? pages[1]! : pages[0]!;
  await expectSameCard(winner, shown);
  await expectRoundRunning(loser);
  await expectRoundRunning(holder.page);
});

test('a holder that plays on offline while another phone takes over is told once back, and stops', async ({
  browser,
}) => {
  const room = await namedRoom('frakoblet', 8);
  const holder = await newPhone(browser);
  await joinRoom(holder.page, room);
  const other = await newPhone(browser);
  await joinRoom(other.page, room);
  await holder.page.getByRole('button', { name: 'Start' }).click();
  await next(holder.page);
  const known = await shownCard(holder.page);
  // The room has taken the holder's card before the holder goes offline.
  await expect.poll(() => roomPosition(room)).toBe(1);

  await holder.context.setOffline(true);
  await expect(
    toast(holder.page, 'Du er frakoblet', 'alert').or(holder.page.getByTestId('offline')).first(),
  ).toBeVisible();
  // It plays on offline.
  await next(holder.page);
  await next(holder.page);

  await other.page.getByRole('button', { name: 'Ta over runden' }).click();
  await expectSameCard(other.page, known);

  await holder.context.setOffline(false);
  await expect(toast(holder.page, 'En annen mobil tok over runden', 'alert')).toBeVisible({ timeout: 30_000 });
  await expectRoundRunning(holder.page);
  // The round stays where the phone that holds it is.
  await expectSameCard(other.page, known);
});
