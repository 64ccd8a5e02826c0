// A guest who opened a room link and tapped `Legg til` as soon as the add box showed, before the page's socket was
// up: the entry is kept and sent once the connection opens, exactly once, and never reported as offline.
import { expect, test } from '@playwright/test';
import { liveNumber, newPhone, seedRoom, toast, uniqueRoom } from './helpers';

test('a tap on Legg til while the socket is still opening is kept and sent once', async ({ browser }) => {
  const room = uniqueRoom('tap');
  await seedRoom(room, ['Skål!', 'Alle drikker']);
  const { page } = await newPhone(browser);
  // The page's socket reaches the server only when the test says so: the app is loaded, the connection is not.
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.routeWebSocket(/\/socket\.io\//u, async (socket) => {
    await released;
    socket.connectToServer();
  });
  await page.goto(`/?room=${room}`);
  // The app's own add box (the room shell before it adds over HTTP, room-shell.spec): its Start works.
  await expect(page.getByRole('button', { name: 'Start' })).toBeEnabled();

  const text = 'Den som skålte sist drikker';
  await page.getByRole('textbox', { name: 'Skriv en tekst' }).fill(text);
  const add = page.getByRole('button', { name: 'Legg til' });
  await add.click();
  // A second, impatient tap while the first waits must not add it twice.
  await add.click();
  await expect(add).toHaveAttribute('aria-busy', 'true');
  await expect(toast(page, 'Du er frakoblet', 'alert')).toHaveCount(0);

  release();
  await expect(toast(page, 'Lagt til')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Skriv en tekst' })).toHaveValue('');
  await expect(liveNumber(page)).toHaveText('3');
  const answer = (await (await page.request.get(`/api/${room}`)).json()) as [unknown, { value: string }[]];
  expect(answer[1].map((entry) => entry.value)).toEqual(['Skål!', 'Alle drikker', text]);
  await expect(toast(page, 'Du er frakoblet', 'alert')).toHaveCount(0);
});
