// The room before start: live count across phones, adding, tips, QR and share, start with nothing, HTML as text.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { addEntry, createRoom, joinRoom, liveNumber, newPhone, seedRoom, toast, uniqueRoom } from './helpers';

test('one phone adds while another sees the count change live', async ({ browser }) => {
  const room = uniqueRoom('live');
  const host = await newPhone(browser);
  const guest = await newPhone(browser);
  await createRoom(host.page, room);
  await joinRoom(guest.page, room);
  await expect(liveNumber(host.page)).toHaveText('0');

  await addEntry(guest.page, 'Alle som har sovnet på en fest, drikker');
  const added = toast(guest.page, 'Lagt til');
  await expect(added).toBeVisible();
  // The short add toast has no close icon.
  await expect(added.getByRole('button')).toHaveCount(0);
  await expect(liveNumber(host.page)).toHaveText('1');
  await expect(liveNumber(guest.page)).toHaveText('1');

  await addEntry(host.page, 'Pek på den som kommer sist hjem');
  await expect(liveNumber(guest.page)).toHaveText('2');
  await expect(liveNumber(host.page)).toHaveText('2');
});

test('an empty entry is ignored, and the textarea stops at 280 characters, an emoji counting as one', async ({
  browser,
}) => {
  const room = uniqueRoom('tom');
  const { page } = await newPhone(browser);
  await createRoom(page, room);
  const field = page.getByRole('textbox', { name: 'Skriv en tekst' });
  await field.fill('   \n  ');
  await page.getByRole('button', { name: 'Legg til' }).click();
  await expect(page.getByRole('status')).toHaveCount(0);
  await expect(liveNumber(page)).toHaveText('0');
  await field.fill('x'.repeat(300));
  await expect(field).toHaveValue('x'.repeat(280));
  // An emoji is two UTF-16 units but one character: ten of them still fit after 270 letters (the textarea's
  // maxlength stopped at five, with the counter saying 275 of 280).
  await field.fill('x'.repeat(270));
  await field.press('End');
  await page.keyboard.insertText('🍺'.repeat(12));
  await expect(field).toHaveValue('x'.repeat(270) + '🍺'.repeat(10));
  await expect(page.getByText('280 av 280 tegn')).toBeVisible();
  await page.getByRole('button', { name: 'Legg til', exact: true }).click();
  await expect(liveNumber(page)).toHaveText('1');
});

test('a double tap on Legg til adds the entry once', async ({ browser }) => {
  const room = uniqueRoom('dobbel');
  const { page } = await newPhone(browser);
  await createRoom(page, room);
  await page.getByRole('textbox', { name: 'Skriv en tekst' }).fill('Alle skåler for verten');
  await page.getByRole('button', { name: 'Legg til', exact: true }).dblclick();
  await expect(page.getByRole('textbox', { name: 'Skriv en tekst' })).toHaveValue('');
  // An add sent now is answered after any second add of the double tap.
  await addEntry(page, 'Vannpause for alle');
  await expect(liveNumber(page)).toHaveText('2');
  const [, entries] = (await (await page.request.get(`/api/${room}`)).json()) as [unknown, { value: string }[]];
  expect(entries.map((entry) => entry.value)).toEqual(['Alle skåler for verten', 'Vannpause for alle']);
});

test('tips: 17 of them behind a toggle; choosing one fills the entry with its full text', async ({ browser }) => {
  const room = uniqueRoom('tips');
  const { page } = await newPhone(browser);
  await createRoom(page, room);
  const toggle = page.getByRole('button', { name: 'Tips' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const tips = page.locator('#tips-list').getByRole('button');
  await expect(tips).toHaveCount(17);
  await page.getByRole('button', { name: 'Jeg har aldri' }).click();
  await expect(page.getByRole('textbox', { name: 'Skriv en tekst' })).toHaveValue(
    'Jeg har aldri … Alle som har gjort det, drikker 1 slurk.',
  );
  await expect(page.getByRole('textbox', { name: 'Skriv en tekst' })).toBeFocused();
  await expect(tips).toHaveCount(0);
});

/** A phone whose share sheet records what it was given (window.shared) instead of opening. */
async function phoneRecordingShares(browser: Browser): Promise<Page> {
  const { context, page } = await newPhone(browser);
  await context.addInitScript(() => {
    (window as unknown as { shared: unknown[] }).shared = [];
    navigator.share = async (data?: ShareData) => {
      (window as unknown as { shared: unknown[] }).shared.push(data);
    };
  });
  return page;
}

const firstSharedUrl = (page: Page) =>
  page.evaluate(() => (window as unknown as { shared: { url: string }[] }).shared[0]?.url);

test('the room shows its QR code and shares the room link through the share sheet', async ({ browser }) => {
  const room = uniqueRoom('qr');
  const page = await phoneRecordingShares(browser);
  await createRoom(page, room);
  await expect(page.getByRole('img', { name: 'QR-kode for rommet' })).toBeVisible();
  await page.getByRole('button', { name: 'Del rommet' }).click();
  const origin = new URL(page.url()).origin;
  await expect.poll(() => firstSharedUrl(page)).toBe(`${origin}/?room=${room}`);
});

test('the link under the QR code reads as typed; the share sheet gets the encoded link', async ({ browser }) => {
  const room = `fest på ${uniqueRoom('øy').slice(0, 10)}`;
  const page = await phoneRecordingShares(browser);
  await createRoom(page, room);
  const { host, origin } = new URL(page.url());
  await expect(page.locator('.qr-link')).toHaveText(`${host}/?room=${room}`);
  await page.getByRole('button', { name: 'Del rommet' }).click();
  await expect.poll(() => firstSharedUrl(page)).toBe(`${origin}/?room=${encodeURIComponent(room)}`);
});

test('start with nothing added warns and stays in the room', async ({ browser }) => {
  const room = uniqueRoom('ingen');
  const { page } = await newPhone(browser);
  await createRoom(page, room);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(toast(page, 'Ingenting er lagt til', 'alert')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
});

test('back from the room goes home and stays there after a reload', async ({ browser }) => {
  const room = uniqueRoom('ut');
  const { page } = await newPhone(browser);
  await createRoom(page, room);
  await page.reload();
  await expect(page.getByText(room, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Tilbake' }).click();
  await expect(page.getByRole('button', { name: 'Nytt rom' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Nytt rom' })).toBeVisible();
});

test('an entry containing HTML is shown as text, never as markup', async ({ browser }) => {
  const room = uniqueRoom('html');
  const text = '<b>fet</b> <img src=x onerror="window.pwned=1"> & <script>window.pwned=2</script>';
  const { page } = await newPhone(browser);
  await createRoom(page, room);
  await addEntry(page, text);
  await page.getByRole('button', { name: 'Start' }).click();
  const card = page.getByRole('article');
  await expect(card).toHaveText(text);
  await expect(card.locator('b, img, script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
});

test('adding while offline says so and keeps the text instead of queueing it', async ({ browser }) => {
  const room = uniqueRoom('av');
  await seedRoom(room, []);
  const { context, page } = await newPhone(browser);
  await joinRoom(page, room);
  await context.setOffline(true);
  const field = page.getByRole('textbox', { name: 'Skriv en tekst' });
  await field.fill('Skrevet i kjelleren');
  await page.getByRole('button', { name: 'Legg til' }).click();
  await expect(toast(page, 'Du er frakoblet. Teksten ble ikke lagt til.', 'alert')).toBeVisible();
  await expect(field).toHaveValue('Skrevet i kjelleren');
  await context.setOffline(false);
  // Back online, the socket reconnects (and re-joins); the same text goes in.
  await expect(async () => {
    await page.getByRole('button', { name: 'Legg til' }).click();
    await expect(field).toHaveValue('', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(liveNumber(page)).toHaveText('1');
});

test('after the connection drops and comes back, the phone is in the room again and sees new entries', async ({
  browser,
}) => {
  const room = uniqueRoom('igjen');
  await seedRoom(room, ['en']);
  const { context, page } = await newPhone(browser);
  await joinRoom(page, room);
  await expect(liveNumber(page)).toHaveText('1');
  await context.setOffline(true);
  await expect(page.getByTestId('offline')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByTestId('offline')).toHaveCount(0, { timeout: 20_000 });
  // Only a socket that re-joined the room gets the room's count pushes.
  await seedRoom(room, ['to'], { create: false });
  await expect(liveNumber(page)).toHaveText('2');
});
