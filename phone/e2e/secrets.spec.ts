// Secrets in the browser, with a phone and the TV (docs/product.md "Secrets"): a file's secrets come in with the
// import, the card shows its secret only behind its button, the next card hides it again, and neither the TV nor
// any `nowShowing` report ever carries it; the download writes it back with its marker.
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { joinRoom, liveNumber, newPhone, openTv, seedRoom, toast, uniqueRoom, watchAsHost } from './helpers';

const QUIZ = 'Quiz: Hva er hovedstaden i Australia? Første riktige svar vinner.';
const ANSWER = 'Canberra.';
const PARANOIA = 'Paranoia: den som leser, hvisker spørsmålet på mobilen til personen til venstre.';
const QUESTION = 'Hvem her ville vunnet en realityserie?';

test('a secret: imported from a file, behind its button on the phone, hidden on the next card, never on the TV, and back in the download', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const room = uniqueRoom('hemmelig');
  await seedRoom(room, []);
  const { page } = await newPhone(browser);
  await joinRoom(page, room);
  const host = await watchAsHost(room);
  const tv = await openTv(browser, room);

  await page.getByRole('button', { name: 'Importer tekster' }).click();
  await page
    .getByRole('textbox', { name: /Eller lim inn tekst/u })
    .fill(`${QUIZ}\n[Hemmelig svar] ${ANSWER}\n\n${PARANOIA}\n[Secret question] ${QUESTION}`);
  await page.getByRole('button', { name: 'Legg til i rommet' }).click();
  await expect(toast(page, '2 lagt til, 0 hoppet over')).toBeVisible();
  await expect(liveNumber(page)).toHaveText('2');

  await page.getByRole('button', { name: 'Start' }).click();
  const seen = new Set<string>();
  for (let at = 0; at < 2; at += 1) {
    if (at > 0) {
      const next = page.getByRole('button', { name: 'Neste' });
      await expect(next).not.toHaveAttribute('aria-disabled', 'true');
      await next.click();
      await expect(liveNumber(page)).toHaveText('0');
    }
    const card = page.getByRole('article');
    const text = (await card.textContent()) ?? '';
    seen.add(text);
    const [button, secret] = text === QUIZ ? ['Vis svaret', ANSWER] : ['Vis spørsmålet', QUESTION];
    await expect(tv.getByRole('article')).toHaveText(text);
    // Hidden until tapped, then shown under the button, never in the card nor on the TV.
    await expect(page.getByText(secret)).toHaveCount(0);
    await page.getByRole('button', { name: button }).click();
    await expect(page.getByText(secret)).toBeVisible();
    await expect(card).not.toContainText(secret);
    await expect(tv.locator('body')).not.toContainText(secret);
  }
  expect(seen).toEqual(new Set([QUIZ, PARANOIA]));
  // Back to the first card: its secret is hidden again.
  const previous = page.getByRole('button', { name: 'Forrige' });
  await expect(previous).not.toHaveAttribute('aria-disabled', 'true');
  await previous.click();
  await expect(liveNumber(page)).toHaveText('1');
  await expect(page.getByText(ANSWER)).toHaveCount(0);
  await expect(page.getByText(QUESTION)).toHaveCount(0);

  await expect.poll(() => host.shown.length).toBeGreaterThanOrEqual(3);
  const reports = JSON.stringify(host.shown);
  expect(reports).not.toContain(ANSWER.replace(/\.$/u, ''));
  expect(reports).not.toContain(QUESTION);
  host.close();

  await page.getByRole('button', { name: 'Tilbake' }).click();
  await page.getByRole('button', { name: 'Forlat rommet' }).click();
  await joinRoom(page, room);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Last ned tekstene' }).click(),
  ]);
  const file = fs.readFileSync(await download.path(), 'utf8');
  expect(file).toContain(`${QUIZ}\n[Hemmelig svar] ${ANSWER}\n`);
  expect(file).toContain(`${PARANOIA}\n[Hemmelig spørsmål] ${QUESTION}\n`);
});
