// Who is at the table in the deck file (docs/protocol.md "The deck file"): a file's table tags come in with the
// import, the room keeps them, and the download writes them back on their own lines, in the phone's language.
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { joinRoom, liveNumber, newPhone, seedRoom, toast, uniqueRoom } from './helpers';

const PAIR = '@spiller skåler med @spiller, som gir en klem.';
const EVERYONE = 'Alle som har vært i Sverige, drikker.';
const FORFEIT = 'Fortell om turen på ti sekunder.';
const LOOKS_LIKE_TAGS = 'Les høyt:\n[Ved bordet] drikker';

test('table tags: imported from a file, kept by the room, and back in the download exactly', async ({ browser }) => {
  test.setTimeout(60_000);
  const room = uniqueRoom('bordet');
  await seedRoom(room, []);
  const { page } = await newPhone(browser);
  await joinRoom(page, room);

  await page.getByRole('button', { name: 'Importer tekster' }).click();
  await page.getByRole('textbox', { name: /Eller lim inn tekst/u }).fill(
    [
      `${PAIR}\n[At the table] drinks, flirts`,
      `${EVERYONE}\n[Ved bordet] ingen navn, alle drikker\n[I stedet for å drikke] ${FORFEIT}`,
      // An escaped line that looks like tags is the entry's text.
      'Les høyt:\n\\[Ved bordet] drikker',
      // Two tags for one placeholder: left out and counted.
      '@spiller drikker.\n[Ved bordet] drikker, drikker',
    ].join('\n\n'),
  );
  await page.getByRole('button', { name: 'Legg til i rommet' }).click();
  await expect(toast(page, '3 lagt til, 1 hoppet over')).toBeVisible();
  await expect(liveNumber(page)).toHaveText('3');

  const entries = ((await (await page.request.get(`/api/${room}`)).json()) as [unknown, unknown[]])[1];
  expect(entries).toEqual([
    { id: expect.any(Number), value: PAIR, slots: ['drinks', 'flirts'] },
    { id: expect.any(Number), value: EVERYONE, slots: [], everyone: true, forfeit: FORFEIT },
    { id: expect.any(Number), value: LOOKS_LIKE_TAGS },
  ]);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Last ned tekstene' }).click(),
  ]);
  const file = fs.readFileSync(await download.path(), 'utf8');
  expect(file).toBe(
    `${PAIR}\n[Ved bordet] drikker, flørter\n\n` +
      `${EVERYONE}\n[Ved bordet] ingen navn, alle drikker\n[I stedet for å drikke] ${FORFEIT}\n\n` +
      'Les høyt:\n\\[Ved bordet] drikker\n',
  );
});
