// Screenshots of names at the table for the README: the players section and a filled entry, norsk and english.
// Output: SCREENSHOT_DIR, default docs/screenshots at the repo root.
import { expect, test } from '@playwright/test';
import { newPhone, seedRoom, uniqueRoom } from '../e2e/helpers';
import { shot } from './shot';

const TEXTS = {
  norsk: {
    players: 'Spillere',
    insert: 'Sett inn spiller',
    name: 'Navn',
    add: 'Legg til spiller',
    remove: 'Fjern',
    start: 'Start',
    next: 'Neste',
    names: ['Kari', 'Ola', 'Ingrid', 'Jonas'],
    entry: '@spiller skåler med @spiller, og alle som har på seg noe blått, drikker 1 slurk!',
    others: ['Alle drikker 1 slurk.', 'Vannpause! Alle tar en slurk vann.'],
  },
  english: {
    players: 'Players',
    insert: 'Insert player',
    name: 'Name',
    add: 'Add player',
    remove: 'Remove',
    start: 'Start',
    next: 'Next',
    names: ['Emma', 'Noah', 'Olivia', 'Liam'],
    entry: '@player says cheers with @player, and everyone wearing something blue drinks 1 sip!',
    others: ['Everyone drinks 1 sip.', 'Water break! Everyone has a sip of water.'],
  },
} as const;

for (const language of ['norsk', 'english'] as const) {
  test(`names at the table in ${language}`, async ({ browser }) => {
    const t = TEXTS[language];
    const room = uniqueRoom(language === 'norsk' ? 'navn' : 'names');
    await seedRoom(room, [t.entry, ...t.others]);
    const { page } = await newPhone(browser, { language });
    await page.goto(`/?room=${room}`);
    await page.getByRole('button', { name: new RegExp(`^${t.players}`, 'u') }).click();
    for (const name of t.names) {
      await page.getByRole('textbox', { name: t.name }).fill(name);
      await page.getByRole('button', { name: t.add }).click();
      await expect(page.getByRole('button', { name: `${t.remove} ${name}` })).toBeVisible();
    }
    // From the entry box with its insert button down to the chips.
    await page.getByRole('button', { name: t.insert }).evaluate((button) => button.scrollIntoView({ block: 'start' }));
    await shot(page, `${language}-19-players`);

    await page.getByRole('button', { name: t.start }).click();
    const card = page.getByRole('article');
    const named = card.locator('.player-name');
    // The shuffled deck puts the entry with names anywhere. An entry gets its names just after it shows, so each
    // step waits a moment for them before going on (an immediate count could skip past the right entry).
    const showsNames = () =>
      expect(named)
        .toHaveCount(2, { timeout: 2000 })
        .then(() => true)
        .catch(() => false);
    for (let step = 0; step < 2 && !(await showsNames()); step += 1) {
      await page.getByRole('button', { name: t.next }).click();
    }
    await expect(named).toHaveCount(2);
    await shot(page, `${language}-20-game-players`);
  });
}
