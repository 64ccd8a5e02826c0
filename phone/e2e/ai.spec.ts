// AI entries end to end against the real server: the free three, then a paid purchase through the built-in
// wallet simulator (the same contract as Vipps), back on /betaling and into the room.
import { expect, test, type Page } from '@playwright/test';
import { joinRoom, liveNumber, newPhone, numbered, seedRoom, toast, uniqueRoom } from './helpers';

test('the free AI entries arrive live, and then the drawer offers the paid ones', async ({ browser }) => {
  const room = uniqueRoom('aigratis');
  await seedRoom(room, numbered('f', 15));
  const { page } = await newPhone(browser);
  await joinRoom(page, room);
  await page.getByRole('button', { name: 'Flere tekster med AI' }).click();
  const drawer = page.getByRole('dialog', { name: 'Flere tekster', exact: true });
  await drawer.getByRole('button', { name: 'Hent 3 gratis' }).click();
  await expect(toast(page, 'Tekstene hentes fra Skål-samlingen')).toBeVisible();
  await expect(liveNumber(page)).toHaveText('18', { timeout: 20_000 });
  await expect(page.getByRole('progressbar')).toHaveCount(0);

  await page.getByRole('button', { name: 'Flere tekster med AI' }).click();
  await expect(drawer.getByRole('button', { name: 'Betal 20 kr' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Hent 3 gratis' })).toHaveCount(0);
});

/**
 * Uses up the room's free entries (15 → 18) so the drawer turns to the paid variant, as it does for players, then
 * starts a purchase: the style (when given), number, consent, pay. The page ends on the wallet's checkout.
 */
async function useFreeThenPay(page: Page, style?: string): Promise<void> {
  await page.getByRole('button', { name: 'Flere tekster med AI' }).click();
  const drawer = page.getByRole('dialog', { name: 'Flere tekster', exact: true });
  await drawer.getByRole('button', { name: 'Hent 3 gratis' }).click();
  await expect(liveNumber(page)).toHaveText('18', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Flere tekster med AI' }).click();
  if (style) await drawer.getByRole('radio', { name: style }).check();
  await drawer.getByRole('textbox', { name: 'Mobilnummer' }).fill('91234567');
  await drawer.getByRole('checkbox', { name: 'Jeg vil ha tekstene nå og vet at angreretten da faller bort' }).check();
  await drawer.getByRole('button', { name: 'Betal 20 kr' }).click();
}

test('a paid purchase: wallet approval, the receipt page, and 20 new entries in the room', async ({ browser }) => {
  const room = uniqueRoom('aibetalt');
  await seedRoom(room, numbered('p', 15));
  const { page } = await newPhone(browser);
  await joinRoom(page, room);
  // A second phone at the table sees the new entries counted too.
  const { page: friend } = await newPhone(browser);
  await joinRoom(friend, room);
  await useFreeThenPay(page, 'Drøy');
  // The wallet's page names the style bought and asks for an adult payer.
  await expect(page.getByText(`Skål: 20 AI-tekster (Drøy) til rommet ${room}`)).toBeVisible();
  await expect(page.getByText('Du må være minst 18 år for å betale.')).toBeVisible();
  await page.getByRole('button', { name: 'Godkjenn' }).click();
  await expect(page).toHaveURL(/\/betaling\?reference=/u);
  await expect(page.getByText('Takk! Betalingen er fullført, og tekstene legges til i rommet.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Gå tilbake til fanen du var i for å spille videre.')).toBeVisible();
  // The receipt: what was bought, in which style, and who sold it.
  const receipt = page.getByRole('region', { name: 'Kvittering' });
  await expect(receipt).toContainText(`20 AI-tekster til rommet ${room}, stil: Drøy`);
  await expect(receipt).toContainText('Selger: Skål (development build, no seller configured), org.nr. 000 000 000');

  await page.getByRole('link', { name: 'Til forsiden' }).click();
  await expect(page.getByText(room, { exact: true })).toBeVisible();
  // 'paid' is reported once the wallet authorises; the 20 entries follow moments later.
  await expect(liveNumber(page)).toHaveText('38', { timeout: 30_000 });
  await expect(liveNumber(friend)).toHaveText('38', { timeout: 30_000 });
});

test('a cancelled purchase lands on /betaling saying nothing was paid', async ({ browser }) => {
  const room = uniqueRoom('aiavbrutt');
  await seedRoom(room, numbered('a', 15));
  const { page } = await newPhone(browser);
  await joinRoom(page, room);
  await useFreeThenPay(page);
  await page.getByRole('button', { name: 'Avbryt' }).click();
  await expect(page).toHaveURL(/\/betaling\?reference=/u);
  await expect(page.getByText('Betalingen ble avbrutt. Du har ikke betalt noe.')).toBeVisible({ timeout: 30_000 });
});
