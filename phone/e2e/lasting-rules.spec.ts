// Lasting rules in the browser, with a phone and the TV (docs/product.md "Lasting rules"): the add form's switch,
// the end card 4–12 cards later, the TV's Regler nå, Prev and a reload, removal, download and import, and an older
// phone's plain add.
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ask, connectPhone } from '../../server/src/test-kit';
import { joinRoom, liveNumber, newPhone, numbered, openTv, seedRoom, toast, uniqueRoom } from './helpers';

const RULE = 'Alle må snakke dialekt';
const END = 'Den som glemte det oftest, synger';

type Entry = { id: number; value: string; rule?: { end: string } };

async function entriesOf(page: Page, room: string): Promise<Entry[]> {
  return ((await (await page.request.get(`/api/${room}`)).json()) as [unknown, Entry[]])[1];
}

/** Neste, once the slide lock allows it, and the countdown says the next card is shown. */
async function next(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Neste' });
  await expect(button).not.toHaveAttribute('aria-disabled', 'true');
  const before = Number(await liveNumber(page).textContent());
  await button.click();
  await expect(liveNumber(page)).toHaveText(String(before - 1));
}

async function previous(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Forrige' });
  await expect(button).not.toHaveAttribute('aria-disabled', 'true');
  const before = Number(await liveNumber(page).textContent());
  await button.click();
  await expect(liveNumber(page)).toHaveText(String(before + 1));
}

const endHeading = (page: Page) => page.getByRole('article').getByRole('heading', { name: 'Regelen er over' });

test('a lasting rule: added with its end, its end card 4–12 cards later, on the TV while it lasts, kept by Prev and a reload, removed with its rule, and back from the file', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const room = uniqueRoom('regel');
  await seedRoom(room, numbered('Tekst', 15));
  const { page } = await newPhone(browser);
  await joinRoom(page, room);
  const tv = await openTv(browser, room);

  // The add form: the switch opens the end box.
  await expect(page.getByRole('textbox', { name: 'Når regelen slutter' })).toHaveCount(0);
  await page.getByRole('switch', { name: 'Regel som varer' }).check();
  await page.getByRole('textbox', { name: 'Skriv en tekst' }).fill(RULE);
  await page.getByRole('textbox', { name: 'Når regelen slutter' }).fill(END);
  await page.getByRole('button', { name: 'Legg til' }).click();
  await expect(page.getByRole('textbox', { name: 'Skriv en tekst' })).toHaveValue('');
  await expect(liveNumber(page)).toHaveText('16');

  // An older phone adds the way it always has: text only.
  const old = await connectPhone(process.env.SKAL_URL ?? '');
  expect(await ask(old, 'chat message', { roomName: room, text: 'Fra en gammel mobil' })).toEqual({
    ok: true,
    count: 17,
  });
  old.disconnect();
  const entries = await entriesOf(page, room);
  expect(entries.find((entry) => entry.value === RULE)?.rule).toEqual({ end: END });
  expect(entries.find((entry) => entry.value === 'Fra en gammel mobil')).not.toHaveProperty('rule');

  // The file keeps the rule.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Last ned tekstene' }).click(),
  ]);
  const file = await download.path();
  expect(fs.readFileSync(file, 'utf8')).toContain(`[Regel som varer] ${RULE}\n[Når regelen slutter] ${END}\n`);

  await page.getByRole('button', { name: 'Start' }).click();
  // 17 entries and one end card.
  await expect(liveNumber(page)).toHaveText('17');
  const rulesOnTv = tv.getByRole('region', { name: 'Regler nå' });
  let ruleAt = -1;
  let endAt = -1;
  for (let at = 0; at < 18; at += 1) {
    if (at > 0) await next(page);
    const card = page.getByRole('article');
    const text = (await card.textContent()) ?? '';
    if (text === RULE) {
      ruleAt = at;
      await expect(page.getByText('1 regel gjelder')).toBeVisible();
      await expect(rulesOnTv.getByRole('listitem')).toHaveText([RULE]);
    } else if (ruleAt >= 0 && endAt < 0 && (await endHeading(page).count()) > 0) {
      endAt = at;
      await expect(card).toContainText(END);
      await expect(tv.getByRole('article').getByRole('heading', { name: 'Regelen er over' })).toBeVisible();
      await expect(rulesOnTv).toHaveCount(0);
      await expect(page.getByText('1 regel gjelder')).toHaveCount(0);
      // An end card has nothing of its own to remove.
      await expect(page.getByRole('button', { name: 'Fjern teksten' })).toHaveCount(0);
      break;
    } else if (ruleAt >= 0) {
      await expect(rulesOnTv.getByRole('listitem')).toHaveText([RULE]);
    }
  }
  expect(ruleAt).toBeGreaterThanOrEqual(0);
  const distance = endAt - ruleAt;
  // 4–12 cards later, or the last card when fewer remain.
  expect((distance >= 4 && distance <= 12) || endAt === 17, `rule at ${ruleAt}, end at ${endAt}`).toBe(true);

  // Prev and back, then a reload: the end card is where it was.
  await previous(page);
  await expect(endHeading(page)).toHaveCount(0);
  await expect(rulesOnTv.getByRole('listitem')).toHaveText([RULE]);
  await next(page);
  await expect(endHeading(page)).toBeVisible();
  await page.reload();
  await expect(endHeading(page)).toBeVisible();
  await expect(page.getByRole('article')).toContainText(END);

  // Back to the rule and remove it: its end card goes with it.
  for (let at = endAt; at > ruleAt; at -= 1) await previous(page);
  await expect(page.getByRole('article')).toHaveText(RULE);
  await page.getByRole('button', { name: 'Fjern teksten' }).click();
  await expect(toast(page, 'Teksten er fjernet for alle')).toBeVisible();
  // 16 cards left (the rule and its end card gone), the card after the rule shown; when the rule was the last
  // card before its end card (the shuffle put it at 16 of 0–17), the card before it, the last one left.
  await expect(liveNumber(page)).toHaveText(String(Math.max(0, 16 - ruleAt - 1)));
  while (Number(await liveNumber(page).textContent()) > 0) {
    await next(page);
    await expect(endHeading(page)).toHaveCount(0);
  }
  await expect.poll(async () => (await entriesOf(page, room)).some((entry) => entry.value === RULE)).toBe(false);

  // Import the file: the rule comes back as a lasting rule, the rest are already there.
  await page.getByRole('button', { name: 'Tilbake' }).click();
  // The confirm view loads on demand: wait for it rather than glance once (a glance before it loaded left the
  // round on screen, and the next page resumed it).
  await page.getByRole('button', { name: 'Forlat rommet' }).click();
  await joinRoom(page, room);
  await page.getByRole('button', { name: 'Importer tekster' }).click();
  await page.getByLabel('Velg en tekstfil (.txt)').setInputFiles(file);
  await page.getByRole('button', { name: 'Legg til i rommet' }).click();
  await expect(toast(page, '1 lagt til, 16 hoppet over')).toBeVisible();
  expect((await entriesOf(page, room)).find((entry) => entry.value === RULE)?.rule).toEqual({ end: END });
});
