// Accessibility basics on every screen a player touches: named controls, 44 px tap targets, visible focus,
// reduced motion honoured while the slide lock still holds.
import { expect, test, type Page } from '@playwright/test';
import { joinRoom, newPhone, numbered, seedRoom, uniqueRoom } from './helpers';

/** Every visible button, link, input and textarea: its accessible name and its box. */
async function controls(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, a[href], input, textarea')]
      .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden')
      .map((element) => {
        const box = element.getBoundingClientRect();
        const labelled = element.getAttribute('aria-label') ?? '';
        const label = element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : '';
        const wrapping = element.closest('label')?.textContent ?? '';
        const name = (
          labelled ||
          element.textContent ||
          label ||
          wrapping ||
          element.getAttribute('title') ||
          ''
        ).trim();
        const inLabel = Boolean(element.closest('label'));
        const labelBox = element.closest('label')?.getBoundingClientRect();
        return {
          tag: element.tagName.toLowerCase(),
          name,
          width: Math.max(box.width, labelBox?.width ?? 0),
          height: Math.max(box.height, inLabel ? (labelBox?.height ?? 0) : 0),
        };
      }),
  );
}

async function expectAccessibleControls(page: Page, screen: string) {
  for (const control of await controls(page)) {
    expect(control.name, `${screen}: a ${control.tag} without a name`).not.toBe('');
    expect(control.height, `${screen}: "${control.name}" is too short to tap`).toBeGreaterThanOrEqual(44);
    expect(control.width, `${screen}: "${control.name}" is too narrow to tap`).toBeGreaterThanOrEqual(44);
  }
}

test('controls are named and at least 44 px on home, room, round and drawer', async ({ browser }) => {
  const room = uniqueRoom('tilgj');
  await seedRoom(room, numbered('a', 15));
  const { page } = await newPhone(browser);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Nytt rom' })).toBeVisible();
  await expectAccessibleControls(page, 'home');
  await page.getByRole('button', { name: 'Meny' }).click();
  await expect(page.getByRole('dialog', { name: 'Meny' })).toBeVisible();
  await expectAccessibleControls(page, 'menu');
  await page.keyboard.press('Escape');
  await joinRoom(page, room);
  await page.getByRole('button', { name: 'Tips' }).click();
  await expect(page.getByRole('button', { name: 'Jeg har aldri' })).toBeVisible();
  await page.getByRole('button', { name: 'Spillere' }).click();
  await page.getByRole('textbox', { name: 'Navn' }).fill('Kari');
  await page.getByRole('button', { name: 'Legg til spiller' }).click();
  await expect(page.getByRole('button', { name: 'Fjern Kari' })).toBeVisible();
  await expectAccessibleControls(page, 'room');
  await page.getByRole('button', { name: 'Flere tekster', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Hent 3 gratis' })).toBeVisible();
  await expectAccessibleControls(page, 'drawer');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('button', { name: 'Neste' }).click();
  await expect(page.getByRole('button', { name: 'Forrige' })).toBeVisible();
  await expectAccessibleControls(page, 'round');
});

test('keyboard focus is visible', async ({ browser }) => {
  const { page } = await newPhone(browser);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Nytt rom' })).toBeEnabled();
  await page.keyboard.press('Tab');
  const outline = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    return { tag: element.tagName, style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.tag).toBe('BUTTON');
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(2);
});

test('with reduced motion the card does not slide, and the tap lock still holds', async ({ browser }) => {
  const room = uniqueRoom('rolig');
  await seedRoom(room, numbered('r', 4));
  const { page } = await newPhone(browser);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await joinRoom(page, room);
  await page.getByRole('button', { name: 'Start' }).click();
  const next = page.getByRole('button', { name: 'Neste' });
  await next.evaluate((button: HTMLElement) => {
    button.click();
    button.click();
  });
  await expect(page.locator('[aria-live="polite"]').first()).toHaveText('2');
  const animation = await page.getByRole('article').evaluate((card) => getComputedStyle(card).animationName);
  expect(animation).toBe('none');
});

test('the menu keeps keyboard focus inside and gives it back to the menu button', async ({ browser }) => {
  const { page } = await newPhone(browser);
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: 'Meny' });
  await expect(menuButton).toBeEnabled();
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Meny' });
  await expect(menu).toBeVisible();
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('Tab');
    expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(menuButton).toBeFocused();
});

test('nothing overflows sideways on a small 360 px phone', async ({ browser }) => {
  const room = uniqueRoom('smal');
  await seedRoom(room, [
    'Alle som har vært på en fest som varte til soloppgang, drikker tre slurker',
    ...numbered('s', 15),
  ]);
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  await context.addInitScript(() => localStorage.setItem('firstTime', 'false'));
  const page = await context.newPage();
  const fits = async (screen: string) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth), screen).toBeLessThanOrEqual(360);
  await page.goto('/');
  await fits('home');
  await joinRoom(page, room);
  await expect(page.getByRole('img', { name: 'QR-kode for rommet' })).toBeVisible();
  await fits('room');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('article')).toBeVisible();
  await fits('round');
  await page.goto('/terms-of-sale');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await fits('legal');
  await context.close();
});
