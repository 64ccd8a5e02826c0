// No toast covers the round's countdown (at 390×844, the phones' size): toasts open under the round's top bar.
import { expect, test } from '@playwright/test';
import { joinRoom, newPhone, numbered, seedRoom, toast, uniqueRoom } from './helpers';

test('a toast in the round opens under the countdown, never over it; the countdown counts cards', async ({
  browser,
}) => {
  const room = uniqueRoom('nedtelling');
  await seedRoom(room, numbered('Skål for runde', 6));
  const { page } = await newPhone(browser);
  await joinRoom(page, room);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('article')).toBeVisible();
  const countdown = page.locator('.countdown');
  await expect(countdown).toHaveText('5 kort igjen');

  // Removing the shown entry says so in a toast (with Undo) for 5 s, as long as the collection's toast stays.
  await page.getByRole('button', { name: 'Fjern teksten' }).click();
  const shown = toast(page, 'Teksten er fjernet for alle');
  await expect(shown).toBeVisible();
  const [counted, covering] = await Promise.all([countdown.boundingBox(), shown.boundingBox()]);
  if (!counted || !covering) throw new Error('the countdown or the toast has no box');
  const overlap =
    counted.x < covering.x + covering.width &&
    covering.x < counted.x + counted.width &&
    counted.y < covering.y + covering.height &&
    covering.y < counted.y + counted.height;
  expect(overlap, `countdown ${JSON.stringify(counted)}, toast ${JSON.stringify(covering)}`).toBe(false);
  // And the countdown can be read: the element at its centre is the countdown itself.
  const onTop = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('.countdown') !== null, {
    x: counted.x + counted.width / 2,
    y: counted.y + counted.height / 2,
  });
  expect(onTop).toBe(true);
});
