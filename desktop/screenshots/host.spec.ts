// Screenshots of the host display for the README (docs/screenshots/host-*.png), nb and en, at TV size.
// Run by npm run screenshots -w desktop (its own Playwright config), so the test suites never rewrite docs.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import {
  addEntry,
  createRoomOnHost,
  joinRoom,
  liveCount,
  reportShowing,
  socketPhone,
  type PhoneSocket,
} from '../e2e/helpers';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.resolve(here, '..', '..', 'docs', 'screenshots');

const LANGUAGES = [
  {
    language: 'norsk',
    suffix: 'nb',
    newRoom: 'Nytt rom',
    countLabel: /tekster/u,
    entries: [
      'Alle som har vært i Bergen drikker',
      'Pekeleken: tell til tre og pek på den som mest sannsynlig sovner først',
      'Vannfall! Den som holdt festen sist starter',
    ],
    shown: 'Pekeleken: tell til tre og pek på den som mest sannsynlig sovner først. Taperen tar en skål!',
    long: 'Regel: resten av runden må alle som sier et tall drikke, og den som fanger noen i å si et tall får dele ut tre slurker. Hvis verten glemmer regelen selv, må verten ta en øl med alle som har fanget ham.',
  },
  {
    language: 'english',
    suffix: 'en',
    newRoom: 'New room',
    countLabel: /entries/u,
    entries: [
      'Everyone who has been to Bergen drinks',
      'Point on three at whoever is most likely to fall asleep first',
      'Waterfall! Whoever hosted last starts',
    ],
    shown: 'Point on three at whoever is most likely to fall asleep first. The loser drinks, cheers!',
    long: 'New rule: for the rest of the round everyone who says a number drinks, and whoever catches someone saying a number hands out three sips. If the host forgets the rule, the host has a beer with everyone who caught them.',
  },
] as const;

const phones: PhoneSocket[] = [];
test.afterEach(() => {
  for (const phone of phones.splice(0)) phone.disconnect();
});

async function shoot(page: Page, name: string): Promise<void> {
  await page.mouse.move(0, 0);
  await page.screenshot({ path: path.join(out, `host-${name}.png`) });
}

for (const lang of LANGUAGES) {
  test(`host display screenshots (${lang.suffix})`, async ({ page }) => {
    await page.addInitScript((language) => localStorage.setItem('language', language), lang.language);
    await page.goto('/host');
    await expect(page.getByRole('button', { name: lang.newRoom })).toBeVisible();
    await shoot(page, `start-${lang.suffix}`);

    const room = await createRoomOnHost(page, lang.newRoom);
    const players = await Promise.all([socketPhone(), socketPhone(), socketPhone(), socketPhone()]);
    phones.push(...players);
    for (const player of players) await joinRoom(player, room);
    for (const [index, text] of lang.entries.entries()) await addEntry(players[index % players.length]!, room, text);
    for (let n = 0; n < 20; n += 1) await addEntry(players[0]!, room, `${lang.entries[0]} ${n}`);
    await expect(liveCount(page, lang.countLabel)).toContainText('23');
    await shoot(page, `room-${lang.suffix}`);

    await reportShowing(players[0]!, room, lang.shown, 17);
    await expect(page.getByRole('article')).toBeVisible();
    await shoot(page, `playing-${lang.suffix}`);

    await reportShowing(players[0]!, room, lang.long, 16);
    await expect(page.getByRole('article')).toContainText(lang.long.slice(0, 20));
    await shoot(page, `playing-long-${lang.suffix}`);

    await reportShowing(players[0]!, room, lang.language === 'norsk' ? 'Skål!' : 'Cheers!', 15);
    await expect(page.getByRole('article')).toBeVisible();
    await shoot(page, `playing-short-${lang.suffix}`);
  });
}
