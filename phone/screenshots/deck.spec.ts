// Screenshots of the deck's new screens in both languages at 390×844: the remove toast with Undo, the import
// panel, and the AI drawer's style choice. Output: SCREENSHOT_DIR, default docs/screenshots.
import { expect, test } from '@playwright/test';
import { newPhone, numbered, seedRoom, uniqueRoom } from '../e2e/helpers';
import { shot } from './shot';

const TEXTS = {
  norsk: {
    start: 'Start',
    remove: 'Fjern teksten',
    removed: 'Teksten er fjernet for alle',
    import: 'Importer tekster',
    paste: /Eller lim inn tekst/u,
    banner: 'Flere tekster med AI',
    drawer: 'Flere tekster',
    spicy: 'Drøy',
    alcoholFree: 'Uten alkohol',
    entries: ['Alle som har vært på Preikestolen, skåler!', 'Pek på den som ler mest i kveld', 'Gjør ti knebøy'],
    pasted: 'Hvem i rommet synger best?\n\nFortell om den beste ferien din.',
  },
  english: {
    start: 'Start',
    remove: 'Remove entry',
    removed: 'The entry is removed for everyone',
    import: 'Import entries',
    paste: /Or paste text/u,
    banner: 'More entries with AI',
    drawer: 'More entries',
    spicy: 'Spicy',
    alcoholFree: 'Alcohol-free',
    entries: [
      'Everyone who has been to Preikestolen says cheers!',
      'Point at who laughs most tonight',
      'Do ten squats',
    ],
    pasted: 'Who in the room sings best?\n\nTell us about your best holiday.',
  },
} as const;

for (const language of ['norsk', 'english'] as const) {
  const text = TEXTS[language];

  test(`the deck's screens in ${language}`, async ({ browser }) => {
    const room = uniqueRoom('bilde');
    await seedRoom(room, [...text.entries, ...numbered(language === 'norsk' ? 'Tekst' : 'Entry', 13)]);
    const { page } = await newPhone(browser, { language });
    await page.goto(`/?room=${room}`);
    await expect(page.getByRole('button', { name: text.start })).toBeVisible();

    await page.getByRole('button', { name: text.import }).click();
    await page.getByLabel(text.paste).fill(text.pasted);
    await page.locator('#import-entries button[type="submit"]').scrollIntoViewIfNeeded();
    await shot(page, `${language}-20-import`);
    await page.getByRole('button', { name: text.import }).click();

    await page.getByRole('button', { name: text.banner }).click();
    // No model on this server: the drawer's title names no AI.
    const drawer = page.getByRole('dialog', { name: text.drawer, exact: true });
    await drawer.getByRole('radio', { name: text.spicy }).check();
    await drawer.getByRole('switch', { name: text.alcoholFree }).check();
    await shot(page, `${language}-21-drawer-style`);
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);

    await page.getByRole('button', { name: text.start }).click();
    await page.getByRole('button', { name: text.remove }).click();
    await expect(page.getByRole('status').filter({ hasText: text.removed })).toBeVisible();
    await shot(page, `${language}-19-remove-toast`);
  });
}
