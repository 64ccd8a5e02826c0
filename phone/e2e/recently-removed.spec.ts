// Recently removed in the browser: another member removes three entries mid-round; once the undo toasts are gone a
// phone puts one back from `Nylig fjernet`, and every phone and the TV get it.
import { expect, test, type Page } from '@playwright/test';
import { joinRoom, liveNumber, newPhone, openTv, seedRoom, toast, uniqueRoom } from './helpers';

const tvCount = (tv: Page) => tv.locator('[aria-live="polite"]').filter({ hasText: /^\d+ tekst/u });

test('Nylig fjernet lists what another member removed and Legg tilbake brings it back for every phone and the TV', async ({
  browser,
}) => {
  const room = uniqueRoom('nylig');
  const entries = ['Første tekst', 'Andre tekst', 'Tredje tekst', 'Fjerde tekst', 'Femte tekst', 'Sjette tekst'];
  await seedRoom(room, entries);
  const { page: remover } = await newPhone(browser);
  const { page: lister } = await newPhone(browser);
  const { page: watcher } = await newPhone(browser);
  for (const phone of [remover, lister, watcher]) await joinRoom(phone, room);
  const tv = await openTv(browser, room);
  await expect(tvCount(tv)).toHaveText('6 tekster');

  // The watcher has the list open before anything is removed: it follows the room live.
  await watcher.getByRole('button', { name: 'Nylig fjernet' }).click();
  await expect(watcher.getByText('Ingenting fjernet siste døgn')).toBeVisible();

  await remover.getByRole('button', { name: 'Start' }).click();
  const card = remover.getByRole('article');
  const removed: string[] = [];
  for (let i = 0; i < 3; i++) {
    const text = (await card.textContent()) ?? '';
    await remover.getByRole('button', { name: 'Fjern teksten' }).click();
    await expect(card).not.toHaveText(text);
    removed.push(text);
  }
  await expect(liveNumber(lister)).toHaveText('3');
  await expect(tvCount(tv)).toHaveText('3 tekster');
  // The undo is gone: only Recently removed can bring an entry back now.
  await expect(toast(remover, 'Teksten er fjernet for alle')).toHaveCount(0, { timeout: 15_000 });

  await lister.getByRole('button', { name: 'Nylig fjernet' }).click();
  const putBack = lister.getByRole('button', { name: /^Legg tilbake: / });
  // Newest first.
  await expect(putBack).toHaveText(['Legg tilbake', 'Legg tilbake', 'Legg tilbake']);
  const names = await putBack.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
  expect(names).toEqual([...removed].reverse().map((text) => `Legg tilbake: ${text}`));
  await expect(watcher.getByRole('button', { name: /^Legg tilbake: / })).toHaveCount(3);

  const back = removed[1]!;
  const remaining = Number(await liveNumber(remover).textContent());
  await lister.getByRole('button', { name: `Legg tilbake: ${back}` }).click();
  await expect(lister.getByRole('button', { name: `Legg tilbake: ${back}` })).toHaveCount(0);
  await expect(watcher.getByRole('button', { name: `Legg tilbake: ${back}` })).toHaveCount(0);
  await expect(watcher.getByRole('button', { name: /^Legg tilbake: / })).toHaveCount(2);
  await expect(liveNumber(lister)).toHaveText('4');
  await expect(liveNumber(watcher)).toHaveText('4');
  await expect(tvCount(tv)).toHaveText('4 tekster');
  const listed = ((await (await lister.request.get(`/api/${room}`)).json()) as [unknown, { value: string }[]])[1];
  expect(listed.map((entry) => entry.value)).toContain(back);

  // The phone mid-round gets it too: it comes into its deck, so its countdown goes up by one.
  await expect(liveNumber(remover)).toHaveText(String(remaining + 1));
});
