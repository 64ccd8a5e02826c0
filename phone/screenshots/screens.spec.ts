// Takes the README's screenshots: every screen of the phone app, norsk and english, 390×844.
// Output: SCREENSHOT_DIR, default docs/screenshots at the repo root.
import { expect, test } from '@playwright/test';
import { newPhone, numbered, seedRoom, uniqueRoom } from '../e2e/helpers';
import { shot } from './shot';

const TEXTS = {
  norsk: {
    newRoom: 'Nytt rom',
    join: 'Bli med i rom',
    joinSubmit: 'Bli med',
    menu: 'Meny',
    roomId: 'Rom-ID',
    start: 'Start',
    next: 'Neste',
    back: 'Tilbake',
    tips: 'Tips',
    banner: 'Flere tekster med AI',
    entries: [
      'Alle som har drukket øl i dag, drikker 2 slurker!',
      'Sannhet eller konsekvens: kyss personen til venstre for deg, eller drikk.',
      'Skål!',
      'Pek på den som mest sannsynlig spyr først i kveld',
    ],
  },
  english: {
    newRoom: 'New room',
    join: 'Join room',
    joinSubmit: 'Join',
    menu: 'Menu',
    roomId: 'Room ID',
    start: 'Start',
    next: 'Next',
    back: 'Back',
    tips: 'Tips',
    banner: 'More entries with AI',
    entries: [
      'Everyone who had a beer today drinks 2 sips!',
      'Truth or dare: kiss the person to your left, or drink.',
      'Cheers!',
      'Point at the one most likely to puke first tonight',
    ],
  },
} as const;

for (const language of ['norsk', 'english'] as const) {
  test(`every screen in ${language}`, async ({ browser }) => {
    const t = TEXTS[language];
    const tutorial = await newPhone(browser, { firstVisit: true, language });
    await tutorial.page.goto('/');
    await expect(tutorial.page.getByRole('dialog')).toBeVisible();
    await shot(tutorial.page, `${language}-01-tutorial`);
    await tutorial.context.close();

    const { page } = await newPhone(browser, { language });
    await page.goto('/');
    await shot(page, `${language}-02-home`);
    await page.getByRole('button', { name: t.menu }).click();
    await shot(page, `${language}-03-menu`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const room = uniqueRoom(language === 'norsk' ? 'fest' : 'party');
    await seedRoom(room, [...t.entries, ...numbered(language === 'norsk' ? 'Tekst' : 'Entry', 12)]);
    await page.getByRole('button', { name: t.join }).click();
    await page.getByRole('textbox', { name: t.roomId }).fill(room);
    await shot(page, `${language}-04-join`);
    await page.getByRole('button', { name: t.joinSubmit, exact: true }).click();
    await expect(page.getByRole('button', { name: t.start })).toBeVisible();
    await expect(page.getByRole('img')).toBeVisible();
    await shot(page, `${language}-05-room`);
    await page.getByRole('button', { name: t.tips }).click();
    await shot(page, `${language}-06-tips`);
    await page.getByRole('button', { name: t.tips }).click();

    await page.getByRole('button', { name: t.banner }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shot(page, `${language}-07-drawer-free`);
    await page.keyboard.press('Escape');

    await page.route(`**/api/${room}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as unknown[];
      body[2] = true;
      await route.fulfill({ response, json: body });
    });
    await page.getByRole('button', { name: t.banner }).click();
    await expect(page.getByRole('checkbox')).toBeVisible();
    await shot(page, `${language}-08-drawer-paid`);
    await page.keyboard.press('Escape');

    // A deck with the seeded examples first, so the shots show highlighted words; then near the end for the confirm view.
    const useDeck = async (position: 'start' | 'end') => {
      await page.evaluate(
        async ({ key, examples, position }) => {
          const session = JSON.parse(sessionStorage.getItem(key) ?? '{}') as { room: string };
          const response = await fetch(`/api/${encodeURIComponent(session.room)}`);
          const [, entries] = (await response.json()) as [unknown, { id: string | number; value: string }[]];
          const rank = (value: string) => (examples.includes(value) ? examples.indexOf(value) : examples.length);
          const deck = [...entries].sort((a, b) => rank(a.value) - rank(b.value));
          const at = position === 'start' ? 0 : deck.length - 2;
          sessionStorage.setItem(key, JSON.stringify({ room: session.room, round: { deck, position: at } }));
        },
        { key: 'skal.session', examples: [...t.entries] as string[], position },
      );
      await page.reload();
      await expect(page.getByRole('article')).toBeVisible();
    };
    await useDeck('start');
    await shot(page, `${language}-09-game`);
    await page.getByRole('button', { name: t.next }).click();
    await shot(page, `${language}-10-game-highlight`);
    await page.getByRole('button', { name: t.next }).click();
    await shot(page, `${language}-11-game-short`);
    await useDeck('end');
    await page.getByRole('button', { name: t.back }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shot(page, `${language}-12-confirm`);

    await page.route('**/api/payments/*', (route) =>
      route.fulfill({ json: { reference: 'shot', state: 'paid', roomName: room } }),
    );
    await page.goto('/betaling?reference=shot');
    await expect(page.locator('.payment-paid')).toBeVisible();
    await shot(page, `${language}-13-payment-done`);
    await page.goto('/payment-aborted');
    await shot(page, `${language}-14-payment-aborted`);
    await page.goto('/terms-of-sale');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shot(page, `${language}-15-terms-of-sale`);
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shot(page, `${language}-16-privacy-policy`);
    await page.goto('/terms-of-service');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shot(page, `${language}-17-terms-of-service`);
    await page.goto('/no/such/page');
    await shot(page, `${language}-18-not-found`);
  });
}
