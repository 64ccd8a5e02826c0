// Offline and back: a phone that lost the network returns to the same room, count and position without a reload;
// an entry added while offline is refused in plain words and never sent behind the player's back.
import { expect, test } from '@playwright/test';
import { expectUncovered, joinRoom, liveNumber, newPhone, numbered, seedRoom, toast, uniqueRoom } from './helpers';

const BACK_ONLINE = { timeout: 30_000 };

test('an add while offline is refused with a message, is not sent later, and the count catches up', async ({
  browser,
}) => {
  const room = uniqueRoom('borte');
  await seedRoom(room, numbered('Borte', 2));
  const { context, page } = await newPhone(browser);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await joinRoom(page, room);
  await expect(liveNumber(page)).toHaveText('2');

  let attempts = 0;
  page.on('websocket', () => (attempts += 1));
  await context.setOffline(true);
  await expect(page.getByTestId('offline')).toBeVisible();
  await expectUncovered(page.getByTestId('offline'), liveNumber(page), 'the offline notice covers the count');
  // Two reconnect attempts while offline: the first has failed by the time the second starts.
  await expect.poll(() => attempts, BACK_ONLINE).toBeGreaterThanOrEqual(2);
  const field = page.getByRole('textbox', { name: 'Skriv en tekst' });
  await field.fill('Skrevet uten nett');
  await page.getByRole('button', { name: 'Legg til' }).click();
  await expect(toast(page, 'Du er frakoblet. Teksten ble ikke lagt til.', 'alert')).toBeVisible();
  // The text stays in the box, ready to be added again.
  await expect(field).toHaveValue('Skrevet uten nett');
  await seedRoom(room, ['Lagt til av en annen'], { create: false });

  await context.setOffline(false);
  await expect(page.getByTestId('offline')).toHaveCount(0, BACK_ONLINE);
  await expect(liveNumber(page)).toHaveText('3');
  const [, entries] = (await (await page.request.get(`/api/${room}`)).json()) as [unknown, { value: string }[]];
  expect(entries.map((entry) => entry.value)).not.toContain('Skrevet uten nett');

  await page.getByRole('button', { name: 'Legg til' }).click();
  await expect(field).toHaveValue('');
  await expect(liveNumber(page)).toHaveText('4');
  // Reconnect attempts that fail are failed transports, not uncaught errors.
  expect(errors).toEqual([]);
});

test('a round comes back at the same entry and takes in what was added meanwhile', async ({ browser }) => {
  const room = uniqueRoom('tilbake');
  await seedRoom(room, numbered('Tilbake', 4));
  const { context, page } = await newPhone(browser);
  await joinRoom(page, room);
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('button', { name: 'Neste' }).click();
  await expect(liveNumber(page)).toHaveText('2');
  const shown = (await page.getByRole('article').textContent()) ?? '';

  await context.setOffline(true);
  await expect(page.getByTestId('offline')).toBeVisible();
  await expectUncovered(page.getByTestId('offline'), liveNumber(page), 'the offline notice covers the count');
  await expectUncovered(
    page.getByTestId('offline'),
    page.getByRole('article').getByText(shown),
    'the offline notice covers the entry',
  );
  await seedRoom(room, ['Mens mobilen var borte'], { create: false });
  await context.setOffline(false);

  await expect(page.getByTestId('offline')).toHaveCount(0, BACK_ONLINE);
  await expect(liveNumber(page)).toHaveText('3');
  await expect(page.getByRole('article')).toHaveText(shown);
});

test('removing an entry or a name while offline is refused at once and not made when the network returns', async ({
  browser,
}) => {
  const room = uniqueRoom('fjernborte');
  await seedRoom(room, numbered('Fjern', 3));
  const { context, page } = await newPhone(browser);
  await joinRoom(page, room);
  await page.getByRole('button', { name: 'Start' }).click();
  const shown = (await page.getByRole('article').textContent()) ?? '';
  await page.getByRole('button', { name: 'Spillere', exact: true }).click();
  await page.getByRole('textbox', { name: 'Navn' }).fill('Kari');
  await page.getByRole('button', { name: 'Legg til spiller' }).click();
  await expect(page.getByRole('button', { name: 'Fjern Kari' })).toBeVisible();

  // The socket still counts as connected until its pings time out; what it sent then arrived once back online,
  // after the phone had said (8 s later) that nothing was done.
  await context.setOffline(true);
  await expect(page.getByTestId('offline')).toBeVisible();
  await page.getByRole('button', { name: 'Fjern teksten' }).click();
  await expect(toast(page, 'Du er frakoblet', 'alert')).toBeVisible({ timeout: 2_000 });
  await expect(page.getByRole('article')).toHaveText(shown);
  await page.getByRole('button', { name: 'Fjern Kari' }).click();
  await expect(toast(page, 'Du er frakoblet', 'alert')).toBeVisible({ timeout: 2_000 });

  await context.setOffline(false);
  await expect(page.getByTestId('offline')).toHaveCount(0, BACK_ONLINE);
  // A name added now goes out after anything the phone still held from while it was offline.
  await page.getByRole('textbox', { name: 'Navn' }).fill('Ola');
  await page.getByRole('button', { name: 'Legg til spiller' }).click();
  await expect(page.getByRole('button', { name: 'Fjern Ola' })).toBeVisible(BACK_ONLINE);
  await expect(page.getByRole('button', { name: 'Fjern Kari' })).toBeVisible();
  await expect(liveNumber(page)).toHaveText('2');
  const [, entries] = (await (await page.request.get(`/api/${room}`)).json()) as [unknown, { value: string }[]];
  expect(entries.map((entry) => entry.value)).toContain(shown);
});

// Create and join while offline. They waited 8 s for an answer and said Noe gikk galt, as if something were wrong
// with the room or the app, and create then made the room once the network was back, so the next Opprett said the
// name was taken. Offline, they say so, as the room does, and work once back.
for (const { what, opens, submit, seeded } of [
  { what: 'creating a room', opens: 'Nytt rom', submit: 'Opprett', seeded: 0 },
  { what: 'joining a room', opens: 'Bli med i rom', submit: 'Bli med', seeded: 2 },
]) {
  test(`${what} while offline is refused at once with the offline message, and works once back`, async ({
    browser,
  }) => {
    const room = uniqueRoom('borte');
    if (seeded > 0) await seedRoom(room, numbered('Borte', seeded));
    const { context, page } = await newPhone(browser);
    await page.goto('/');
    await page.getByRole('button', { name: opens }).click();
    await page.getByRole('textbox', { name: 'Rom-ID' }).fill(room);

    await context.setOffline(true);
    await page.getByRole('button', { name: submit }).click();
    await expect(toast(page, 'Du er frakoblet', 'alert')).toBeVisible({ timeout: 2_000 });
    await expect(toast(page, 'Noe gikk galt', 'alert')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Start' })).toHaveCount(0);

    await context.setOffline(false);
    await expect(async () => {
      await page.getByRole('button', { name: submit }).click();
      await expect(page.getByRole('button', { name: 'Start' })).toBeVisible({ timeout: 2_000 });
    }).toPass(BACK_ONLINE);
    // Create made no room behind the player's back (it would now be taken); join found the room's entries.
    await expect(liveNumber(page)).toHaveText(String(seeded));
  });
}

test('a scanned room link on a fresh page joins while the socket is still connecting', async ({ browser }) => {
  const room = uniqueRoom('lenke');
  await seedRoom(room, numbered('Lenke', 3));
  const { page } = await newPhone(browser);
  await page.goto(`/?room=${room}`);
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
  await expect(liveNumber(page)).toHaveText('3');
});
