// Screenshots of the TV with lasting rules in play (docs/screenshots/host-rules-<count>-<width>-<lang>.png): 1, 4
// and 12 rules at 1920×1080 and 1280×720, 50 rules (the oldest as "+N til"), and English. The rules' layout is
// measured by e2e/layout.spec.ts; these are for looking at it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { addEntry, addPlayers, createRoomOnHost, joinRoom, liveCount, serverToPage, socketPhone } from '../e2e/helpers';
import { PARTY, rulesInPlay } from '../e2e/rules-in-play';
import { listedRule } from '../src/renderer/listed-rule';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.resolve(here, '..', '..', 'docs', 'screenshots');

const SHOTS = {
  norsk: {
    suffix: 'nb',
    newRoom: 'Nytt rom',
    region: 'Regler nå',
    countLabel: /tekster/u,
    shown: 'Ingrid, fortell om den gangen du gikk deg vill på vei hjem fra hytta. Alle som var med, drikker 1 slurk.',
    entry: 'Alle som har vært i Bergen drikker',
    shots: [
      { count: 1, widths: [1920, 1280] },
      { count: 4, widths: [1920, 1280] },
      { count: 12, widths: [1920, 1280] },
      { count: 50, widths: [1920] },
    ],
  },
  english: {
    suffix: 'en',
    newRoom: 'New room',
    region: 'Rules in play',
    countLabel: /entries/u,
    shown:
      'Ingrid, tell us about the time you got lost on the way home from the cabin. Everyone who was there drinks 1 sip.',
    entry: 'Everyone who has been to Bergen drinks',
    shots: [{ count: 4, widths: [1920] }],
  },
} as const;

const HEIGHT: Record<number, number> = { 1920: 1080, 1280: 720 };

async function shoot(page: Page, name: string): Promise<void> {
  await page.mouse.move(0, 0);
  await page.screenshot({ path: path.join(out, `host-${name}.png`) });
}

for (const language of ['norsk', 'english'] as const) {
  const lang = SHOTS[language];
  test(`the TV with rules in play (${lang.suffix})`, async ({ page }) => {
    // A room of 23 entries and seven shots: more than the default minute on a busy machine.
    test.setTimeout(180_000);
    const send = await serverToPage(page);
    await page.addInitScript((stored) => localStorage.setItem('language', stored), language);
    const room = await createRoomOnHost(page, lang.newRoom);
    const player = await socketPhone();
    try {
      await joinRoom(player, room);
      await addPlayers(player, room, PARTY);
      for (let n = 0; n < 23; n += 1) await addEntry(player, room, `${lang.entry} ${n}`);
      await expect(liveCount(page, lang.countLabel)).toContainText('23');

      for (const { count, widths } of lang.shots) {
        const rules = rulesInPlay(count, language);
        // As the playing phone reports it (the server passes it on as it is).
        send('nowShowing', { text: lang.shown, remaining: 17, rules });
        const region = page.getByRole('region', { name: lang.region });
        await expect(region.getByRole('listitem').first()).toHaveText(listedRule(rules.at(-1)!));
        for (const width of widths) {
          await page.setViewportSize({ width, height: HEIGHT[width]! });
          // The rules are fitted on the render after the resize: two frames later they are drawn.
          for (let frame = 0; frame < 2; frame += 1) {
            await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
          }
          await shoot(page, `rules-${count}-${width}-${lang.suffix}`);
        }
      }
    } finally {
      player.disconnect();
    }
  });
}
