// Offline: once a round is fetched it plays to its end with the network gone, even through a reload.
import { expect, test } from '@playwright/test';
import { joinRoom, liveNumber, newPhone, numbered, seedRoom, toast, uniqueRoom } from './helpers';

test.use({ serviceWorkers: 'allow' });

test('a started round plays on offline, survives a reload offline, and says so at the end', async ({ browser }) => {
  const room = uniqueRoom('kjeller');
  const entries = numbered('Kjeller', 4);
  await seedRoom(room, entries);
  const { context, page } = await newPhone(browser);
  await page.goto('/');
  // The service worker has installed (precached the app) and controls the page.
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 })
    .toBe(true);
  await joinRoom(page, room);
  await page.getByRole('button', { name: 'Start' }).click();
  const seen = [(await page.getByRole('article').textContent()) ?? ''];

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Neste' }).click();
  await expect(liveNumber(page)).toHaveText('2');
  seen.push((await page.getByRole('article').textContent()) ?? '');

  await page.reload();
  await expect(page.getByRole('article')).toHaveText(seen[1] ?? '');
  await expect(liveNumber(page)).toHaveText('2');
  for (const remaining of [1, 0]) {
    await page.getByRole('button', { name: 'Neste' }).click();
    await expect(liveNumber(page)).toHaveText(String(remaining));
    seen.push((await page.getByRole('article').textContent()) ?? '');
  }
  expect([...seen].sort()).toEqual([...entries].sort());
  await page.getByRole('button', { name: 'Forrige' }).click();
  await expect(page.getByRole('article')).toHaveText(seen[2] ?? '');
  await expect(liveNumber(page)).toHaveText('1');
  await page.getByRole('button', { name: 'Neste' }).click();
  await page.getByRole('button', { name: 'Neste' }).click();
  await expect(toast(page, 'Du er frakoblet', 'alert')).toBeVisible();
  await expect(page.getByRole('article')).toHaveText(seen[3] ?? '');
});
