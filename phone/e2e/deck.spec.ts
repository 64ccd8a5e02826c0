// The deck is ours, in the browser: remove with undo across two phones and the TV, download and import, the AI
// style, and the tutorial's 18+ line.
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { io } from 'socket.io-client';
import { createRoom, joinRoom, liveNumber, newPhone, numbered, seedRoom, toast, uniqueRoom, openTv } from './helpers';

const tvCount = (tv: Page) => tv.locator('[aria-live="polite"]').filter({ hasText: /^\d+ tekst/u });
const tvShown = (tv: Page) => tv.getByRole('article', { name: 'Nå på skjermen' });

test('removing an entry mid-round takes it from the other phone and the TV, and Angre brings it back', async ({
  browser,
}) => {
  const room = uniqueRoom('fjern');
  const entries = ['Første tekst', 'Andre tekst', 'Tredje tekst', 'Fjerde tekst'];
  await seedRoom(room, entries);
  const { page: player } = await newPhone(browser);
  const { page: other } = await newPhone(browser);
  await joinRoom(player, room);
  await joinRoom(other, room);
  const tv = await openTv(browser, room);
  await expect(tvCount(tv)).toHaveText('4 tekster');

  await player.getByRole('button', { name: 'Start' }).click();
  const card = player.getByRole('article');
  const removed = (await card.textContent()) ?? '';
  await expect(tvShown(tv)).toHaveText(removed);
  await expect(liveNumber(player)).toHaveText('3');

  await player.getByRole('button', { name: 'Fjern teksten' }).click();
  const removedToast = toast(player, 'Teksten er fjernet for alle');
  await expect(removedToast).toBeVisible();
  // The other phone's count, the TV's count and the TV mirror follow; this phone shows the next entry.
  await expect(liveNumber(other)).toHaveText('3');
  await expect(tvCount(tv)).toHaveText('3 tekster');
  await expect(card).not.toHaveText(removed);
  const next = (await card.textContent()) ?? '';
  expect(entries.filter((entry) => entry !== removed)).toContain(next);
  await expect(tvShown(tv)).toHaveText(next);
  await expect(liveNumber(player)).toHaveText('2');
  const listed = async () =>
    ((await (await player.request.get(`/api/${room}`)).json()) as [unknown, { value: string }[]])[1].map(
      (entry) => entry.value,
    );
  expect(await listed()).not.toContain(removed);

  await removedToast.getByRole('button', { name: 'Angre' }).click();
  await expect(card).toHaveText(removed);
  await expect(tvShown(tv)).toHaveText(removed);
  await expect(liveNumber(other)).toHaveText('4');
  await expect(tvCount(tv)).toHaveText('4 tekster');
  expect(await listed()).toEqual(entries);
});

test('removing the only entry ends the round on the TV too: the removed text does not stay on the screen', async ({
  browser,
}) => {
  const room = uniqueRoom('eneste');
  await seedRoom(room, ['Eneste tekst']);
  const { page: player } = await newPhone(browser);
  await joinRoom(player, room);
  const tv = await openTv(browser, room);
  await player.getByRole('button', { name: 'Start' }).click();
  await expect(tvShown(tv)).toHaveText('Eneste tekst');

  await player.getByRole('button', { name: 'Fjern teksten' }).click();
  await expect(liveNumber(player)).toHaveText('0');
  await expect(tvCount(tv)).toHaveText('0 tekster');
  await expect(tvShown(tv)).toHaveCount(0);
});

test('a TV opened or reloaded mid-round shows the entry on the table at once', async ({ browser }) => {
  const room = uniqueRoom('sentv');
  await seedRoom(room, ['Første tekst', 'Andre tekst', 'Tredje tekst']);
  const { page: player } = await newPhone(browser);
  await joinRoom(player, room);
  await player.getByRole('button', { name: 'Start' }).click();
  await player.getByRole('button', { name: 'Neste' }).click();
  const shown = (await player.getByRole('article').textContent()) ?? '';

  const tv = await openTv(browser, room);
  await expect(tvShown(tv)).toHaveText(shown);
  await tv.reload();
  await expect(tvShown(tv)).toHaveText(shown);
});

test('the TV catches up with what the phone showed while it was offline', async ({ browser }) => {
  const room = uniqueRoom('frakoblet');
  await seedRoom(room, numbered('Tekst', 6));
  const { page: player, context } = await newPhone(browser);
  await joinRoom(player, room);
  const tv = await openTv(browser, room);
  await player.getByRole('button', { name: 'Start' }).click();
  const card = player.getByRole('article');
  await expect(tvShown(tv)).toHaveText((await card.textContent()) ?? '');

  await context.setOffline(true);
  await expect(player.getByText('Du er frakoblet')).toBeVisible();
  for (let i = 0; i < 2; i++) {
    const before = (await card.textContent()) ?? '';
    await player.getByRole('button', { name: 'Neste' }).click();
    await expect(card).not.toHaveText(before);
  }
  const shownOffline = (await card.textContent()) ?? '';
  await context.setOffline(false);
  await expect(tvShown(tv)).toHaveText(shownOffline);
});

/**
 * Another phone at the table, outside the browser: joins the room (only members remove) and removes an entry by its
 * id over the socket.
 */
async function removeElsewhere(room: string, id: number): Promise<void> {
  const socket = io(process.env.SKAL_URL ?? '', { transports: ['websocket'], forceNew: true, reconnection: false });
  try {
    const joined = (await socket.timeout(5000).emitWithAck('join room', room, {})) as { ok: boolean };
    expect(joined.ok).toBe(true);
    const reply = (await socket.timeout(5000).emitWithAck('remove entry', { roomName: room, id })) as { ok: boolean };
    expect(reply.ok).toBe(true);
  } finally {
    socket.disconnect();
  }
}

/** The running deck this phone keeps in sessionStorage. */
async function deckOf(page: Page): Promise<{ deck: { id: number; value: string }[]; position: number }> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('skal.session') ?? '{}').round);
}

test('entries removed elsewhere leave a running deck between slides; the one on screen stays until Neste', async ({
  browser,
}) => {
  const room = uniqueRoom('fjern2');
  await seedRoom(room, ['En', 'To', 'Tre', 'Fire', 'Fem']);
  const { page } = await newPhone(browser);
  await joinRoom(page, room);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(liveNumber(page)).toHaveText('4');
  const { deck } = await deckOf(page);
  const [shown, upcoming] = [deck[0]!, deck[1]!];

  // The next entry goes at once: the countdown drops, and Neste skips it.
  await removeElsewhere(room, upcoming.id);
  await expect(liveNumber(page)).toHaveText('3');
  // The shown entry removed elsewhere is not pulled from under the reader.
  await removeElsewhere(room, shown.id);
  await expect(page.getByRole('article')).toHaveText(shown.value);
  await page.getByRole('button', { name: 'Neste' }).click();
  await expect(page.getByRole('article')).toHaveText(deck[2]!.value);
  // After the slide the removed one is out of the deck too: nothing left behind it to go back to.
  await expect(page.getByRole('button', { name: 'Forrige' })).toHaveCount(0);
  await expect(liveNumber(page)).toHaveText('2');
  expect((await deckOf(page)).deck.map((entry) => entry.value)).toEqual(deck.slice(2).map((entry) => entry.value));
});

test('entries removed elsewhere while this phone was offline leave its deck once it is back', async ({ browser }) => {
  const room = uniqueRoom('fjernborte');
  await seedRoom(room, numbered('Tekst', 6));
  const { page, context } = await newPhone(browser);
  await joinRoom(page, room);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(liveNumber(page)).toHaveText('5');
  const { deck } = await deckOf(page);

  await context.setOffline(true);
  await expect(page.getByTestId('offline')).toBeVisible();
  // Another phone removes the shown entry and two further on; this phone hears nothing of it.
  for (const gone of [deck[0]!, deck[2]!, deck[3]!]) await removeElsewhere(room, gone.id);
  await context.setOffline(false);
  await expect(page.getByTestId('offline')).toHaveCount(0, { timeout: 30_000 });

  // They were kept and shown again: the count said 5 and Neste went to them.
  const kept = [deck[0]!, deck[1]!, deck[4]!, deck[5]!].map((entry) => entry.value);
  await expect.poll(async () => (await deckOf(page)).deck.map((entry) => entry.value)).toEqual(kept);
  await expect(liveNumber(page)).toHaveText('3');
  // The one on screen stays until the player moves on.
  await expect(page.getByRole('article')).toHaveText(deck[0]!.value);
  await page.getByRole('button', { name: 'Neste' }).click();
  await expect(page.getByRole('article')).toHaveText(deck[1]!.value);
  await expect(liveNumber(page)).toHaveText('2');
  await page.getByRole('button', { name: 'Neste' }).click();
  await expect(page.getByRole('article')).toHaveText(deck[4]!.value);
});

test('entries removed elsewhere while this phone was away from the page leave the deck it comes back to', async ({
  browser,
}) => {
  const room = uniqueRoom('fjernlast');
  await seedRoom(room, numbered('Tekst', 5));
  const { page } = await newPhone(browser);
  await joinRoom(page, room);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(liveNumber(page)).toHaveText('4');
  const { deck } = await deckOf(page);

  // The tab goes elsewhere (its session stays) while another phone removes two entries further on.
  await page.goto('about:blank');
  for (const gone of [deck[1]!, deck[3]!]) await removeElsewhere(room, gone.id);
  await page.goto('/');
  await expect(page.getByRole('article')).toHaveText(deck[0]!.value);
  await expect
    .poll(async () => (await deckOf(page)).deck.map((entry) => entry.value))
    .toEqual([deck[0]!, deck[2]!, deck[4]!].map((entry) => entry.value));
  await expect(liveNumber(page)).toHaveText('2');
  await page.getByRole('button', { name: 'Neste' }).click();
  await expect(page.getByRole('article')).toHaveText(deck[2]!.value);
});

test('download a room’s entries and import the file into a new room: same entries in order, duplicates and a 281-character paragraph skipped', async ({
  browser,
}) => {
  const source = uniqueRoom('ned');
  const entries = ['Alle skåler!', 'Første linje\nandre linje', 'Pek på noen 👉', 'Siste tekst'];
  await seedRoom(source, entries);
  const { page } = await newPhone(browser);
  await joinRoom(page, source);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Last ned tekstene' }).click(),
  ]);
  const today = new Date();
  const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  expect(download.suggestedFilename()).toBe(`skal-${source}-${day}.txt`);
  const file = await download.path();
  const text = fs.readFileSync(file, 'utf8');
  expect(text).toBe(`${entries.join('\n\n')}\n`);

  const target = uniqueRoom('opp');
  await page.getByRole('button', { name: 'Tilbake' }).click();
  // Home first: leaving forgets the room, and a reload before that would bring the player back into it.
  await expect(page.getByRole('button', { name: 'Bli med i rom' })).toBeVisible();
  await createRoom(page, target);
  await page.getByRole('button', { name: 'Importer tekster' }).click();
  await page.getByLabel('Velg en tekstfil (.txt)').setInputFiles(file);
  await page.getByRole('button', { name: 'Legg til i rommet' }).click();
  await expect(toast(page, '4 lagt til, 0 hoppet over')).toBeVisible();
  await expect(liveNumber(page)).toHaveText('4');
  const values = async () =>
    ((await (await page.request.get(`/api/${target}`)).json()) as [unknown, { value: string }[]])[1].map(
      (entry) => entry.value,
    );
  expect(await values()).toEqual(entries);

  // The same file again, plus a pasted paragraph one character too long and one new entry.
  await page.getByRole('button', { name: 'Importer tekster' }).click();
  await page.getByLabel('Velg en tekstfil (.txt)').setInputFiles(file);
  await page.getByLabel(/Eller lim inn tekst/u).fill(`${'x'.repeat(281)}\n\nEn helt ny tekst`);
  await page.getByRole('button', { name: 'Legg til i rommet' }).click();
  await expect(toast(page, '1 lagt til, 5 hoppet over')).toBeVisible();
  await expect(liveNumber(page)).toHaveText('5');
  expect(await values()).toEqual([...entries, 'En helt ny tekst']);
});

test('importing more short paragraphs than one call takes sends them in several calls: all are added', async ({
  browser,
}) => {
  const room = uniqueRoom('mange');
  const { page } = await newPhone(browser);
  await createRoom(page, room);
  await page.getByRole('button', { name: 'Importer tekster' }).click();
  // 600 one-word paragraphs fit one socket message but not one import call (at most 500).
  await page.getByLabel(/Eller lim inn tekst/u).fill(numbered('Skål', 600).join('\n\n'));
  await page.getByRole('button', { name: 'Legg til i rommet' }).click();
  await expect(toast(page, '600 lagt til, 0 hoppet over')).toBeVisible();
  await expect(liveNumber(page)).toHaveText('600');
});

test('free AI with Uten alkohol gives entries with no sips or drinks', async ({ browser }) => {
  const room = uniqueRoom('edru');
  await seedRoom(room, numbered('Gjør en knebøy', 15));
  const { page } = await newPhone(browser);
  await joinRoom(page, room);
  await page.getByRole('button', { name: 'Flere tekster', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Flere tekster', exact: true });
  await expect(drawer.getByRole('radiogroup', { name: 'Stil' })).toBeVisible();
  await expect(drawer.getByRole('radio', { name: 'Klassisk' })).toBeChecked();
  await drawer.getByRole('radio', { name: 'Mild' }).check();
  await drawer.getByRole('switch', { name: 'Uten alkohol' }).check();
  await drawer.getByRole('button', { name: 'Hent 3 gratis' }).click();
  await expect
    .poll(async () => ((await (await page.request.get(`/api/${room}`)).json()) as [unknown, unknown[]])[1].length)
    .toBe(18);
  const body = (await (await page.request.get(`/api/${room}`)).json()) as [unknown, { value: string }[]];
  for (const { value } of body[1].slice(15)) {
    expect(value).not.toMatch(/slurk|drikk|drukket|shot|(^|[^\p{L}])(øl|vin)([^\p{L}]|$)|alkohol/iu);
  }
});

test('the tutorial’s first step says Skål is for adults (18+), with the help line', async ({ browser }) => {
  const { page } = await newPhone(browser, { firstVisit: true });
  await page.goto('/');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Skål er for voksne (18+).', { exact: false })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Rustelefonen' })).toHaveAttribute('href', 'https://rustelefonen.no');
});
