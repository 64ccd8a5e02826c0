// Screenshots of Skål's collection in both languages at 390×844: the empty room leading with it, the open sheet,
// and a round showing a collection entry. Output: SCREENSHOT_DIR, default docs/screenshots.
import { expect, test } from '@playwright/test';
import { newPhone, uniqueRoom } from '../e2e/helpers';
import { shot } from './shot';

const TEXTS = {
  norsk: { open: 'Fra samlingen', title: 'Skål-samlingen', add: 'Legg til 20', spicy: 'Drøy' },
  english: { open: 'From the collection', title: "Skål's collection", add: 'Add 20', spicy: 'Spicy' },
} as const;

for (const language of ['norsk', 'english'] as const) {
  const text = TEXTS[language];

  test(`the collection's screens in ${language}`, async ({ browser }) => {
    const room = uniqueRoom('samling');
    const { page } = await newPhone(browser, { language });
    await page.goto('/');
    await page.getByRole('button', { name: language === 'norsk' ? 'Nytt rom' : 'New room' }).click();
    await page.getByRole('textbox', { name: language === 'norsk' ? 'Rom-ID' : 'Room ID' }).fill(room);
    await page.getByRole('button', { name: language === 'norsk' ? 'Opprett' : 'Create' }).click();
    await expect(page.getByRole('button', { name: text.open, exact: true })).toBeVisible();
    await shot(page, `${language}-22-collection-empty-room`);

    await page.getByRole('button', { name: text.open, exact: true }).click();
    const sheet = page.getByRole('dialog', { name: text.title });
    await sheet.getByRole('radio', { name: text.spicy }).check();
    await shot(page, `${language}-23-collection-sheet`);
    await sheet.getByRole('button', { name: text.add }).click();
    await expect(sheet).toHaveCount(0);
    await expect(page.locator('[aria-live="polite"]').first()).toHaveText('20');

    // The round without the added toast over its top.
    await expect(page.getByRole('status').filter({ hasText: '20' })).toHaveCount(0, { timeout: 20_000 });
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByRole('article')).toBeVisible();
    await shot(page, `${language}-24-collection-round`);
  });
}
