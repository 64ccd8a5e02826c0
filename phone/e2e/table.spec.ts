// Who is at the table, in the browser: four players, Kari not drinking, Ola and Per taken as each other's partners,
// set with the players list's switches; a 60-card round from Skål's collection never tells Kari to drink and never
// pairs Ola or Per with anyone else (read from what the phone shows the TV, card by card, against each entry's
// tags); the TV shows both marks.
import { expect, test, type Page } from '@playwright/test';
import { fillPieces, countPlaceholders } from '@skal/shared/players';
import { slotDrinks, slotFlirts } from '@skal/shared/slots';
import { tableTagsOf } from '@skal/shared/table';
import { ask, connectPhone } from '../../server/src/test-kit';
import { joinRoom, liveNumber, newPhone, openTv, uniqueRoom } from './helpers';

const PLAYERS = ['Kari', 'Ola', 'Per', 'Siri'];

interface Listed {
  value: string;
  rule?: { end: string };
  slots?: ('plain' | 'drinks' | 'flirts' | 'drinks+flirts')[];
  everyone?: boolean;
}

/** A card's text with a stand-in for each name: how a shown card is found among the room's entries. */
const PLACE = '\u0000';
const template = (value: string) =>
  fillPieces(
    value,
    Array.from({ length: countPlaceholders(value) }, () => PLACE),
    'norsk',
  )
    .map((piece) => piece.text)
    .join('');

/** A player's row in the phone's players list. */
const rowOf = (page: Page, player: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('button', { name: `Fjern ${player}` }) });

async function choose(page: Page, player: string, name: 'Drikker ikke' | 'Opptatt'): Promise<void> {
  const toggle = rowOf(page, player).getByRole('switch', { name });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
}

/** `player` taken, with `partner` as their partner. */
async function pair(page: Page, player: string, partner: string): Promise<void> {
  await choose(page, player, 'Opptatt');
  await rowOf(page, player).getByRole('combobox', { name: 'Kjæreste' }).selectOption(partner);
}

test('a round from the collection never tells Kari (not drinking) to drink or pairs Ola or Per but with each other', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const room = uniqueRoom('bord');
  // The room, its players and 60 entries from the collection, from another phone over the socket.
  const seeder = await connectPhone(process.env.SKAL_URL ?? '');
  expect((await ask(seeder, 'new room', room)).ok).toBe(true);
  for (const name of PLAYERS) expect((await ask(seeder, 'add player', { roomName: room, name })).ok).toBe(true);
  for (let tap = 0; tap < 3; tap += 1)
    expect(await ask(seeder, 'add from collection', { roomName: room, language: 'norsk' })).toMatchObject({ ok: true });

  const { page: phone } = await newPhone(browser);
  await joinRoom(phone, room);
  await expect(liveNumber(phone)).toHaveText('60');
  const tv = await openTv(browser, room);

  // Set from the phone's players list.
  await phone.getByRole('button', { name: 'Spillere', exact: true }).click();
  await choose(phone, 'Kari', 'Drikker ikke');
  await pair(phone, 'Ola', 'Per');
  await pair(phone, 'Per', 'Ola');

  // The TV shows both marks beside the names.
  const tvPlayers = tv.getByRole('region', { name: 'Spillere' });
  await expect(tvPlayers.getByRole('img', { name: 'Drikker ikke' })).toHaveCount(1);
  await expect(tvPlayers.getByRole('img', { name: 'Opptatt' })).toHaveCount(2);
  await expect(tvPlayers.getByRole('listitem').filter({ hasText: 'Kari' }).getByRole('img')).toHaveAccessibleName(
    'Drikker ikke',
  );
  // And the phone beside the names it lists.
  await expect(phone.getByRole('img', { name: 'Opptatt med Per' })).toBeVisible();

  // What the phone shows, as the TV hears it: the filled pieces, the names marked.
  const listener = await connectPhone(process.env.SKAL_URL ?? '');
  const shown: { pieces?: { text: string; player: boolean }[] }[] = [];
  listener.on('nowShowing', (state: { pieces?: { text: string; player: boolean }[] }) => shown.push(state));
  expect((await ask(listener, 'join room', room, { host: true })).ok).toBe(true);

  await phone.getByRole('button', { name: 'Spillere', exact: true }).click();
  await phone.getByRole('button', { name: 'Start' }).click();
  const card = phone.getByRole('article');
  await expect(card).toBeVisible();
  const next = phone.getByRole('button', { name: 'Neste' });
  const allPlayed = phone.getByRole('heading', { name: 'Alle kortene er spilt' });
  for (let step = 0; step < 80 && !(await allPlayed.isVisible()); step += 1) {
    const before = await card.textContent();
    await next.click();
    await expect
      .poll(
        async () =>
          (await allPlayed.isVisible()) || (await card.textContent({ timeout: 1_000 }).catch(() => before)) !== before,
      )
      .toBe(true);
  }
  await expect(phone.getByRole('heading', { name: 'Alle kortene er spilt' })).toBeVisible();
  listener.disconnect();
  seeder.disconnect();

  // Every card shown, against the entry it came from and its tags.
  const listed = ((await (await phone.request.get(`/api/${room}`)).json()) as [unknown, Listed[]])[1];
  const byTemplate = new Map<string, { value: string; slots?: Listed['slots']; everyone?: boolean }>();
  for (const entry of listed) {
    byTemplate.set(template(entry.value), entry);
    if (entry.rule?.end) byTemplate.set(template(entry.rule.end), { value: entry.rule.end });
  }
  let named = 0;
  let checked = 0;
  for (const state of shown) {
    if (!state.pieces) continue;
    const key = state.pieces.map((piece) => (piece.player ? PLACE : piece.text)).join('');
    const entry = byTemplate.get(key);
    if (!entry) continue;
    checked += 1;
    const names = state.pieces.filter((piece) => piece.player).map((piece) => piece.text);
    if (names.length === 0) continue;
    named += 1;
    const { slots } = tableTagsOf(entry);
    const flirting = slots.flatMap((tag, at) => (slotFlirts(tag) ? [at] : []));
    slots.forEach((tag, at) => {
      const name = names[at];
      expect(PLAYERS, entry.value).toContain(name);
      if (slotDrinks(tag)) expect(name, `told to drink: ${entry.value}`).not.toBe('Kari');
      if (!slotFlirts(tag) || (name !== 'Ola' && name !== 'Per')) return;
      expect(flirting.length, `a taken player flirting alone: ${entry.value}`).toBeGreaterThan(1);
      for (const other of flirting) if (other !== at) expect(names[other]).toBe(name === 'Ola' ? 'Per' : 'Ola');
    });
  }
  // The round played through its cards, many of them with names.
  expect(checked).toBeGreaterThanOrEqual(50);
  expect(named).toBeGreaterThan(5);
});
