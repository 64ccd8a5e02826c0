// Screenshots of lasting rules in both languages: the add form with the switch on (390×844), an end card (390×844),
// and the TV with two rules in play (1920×1080). Output: SCREENSHOT_DIR, default docs/screenshots.
import { expect, test } from '@playwright/test';
import { ask, connectPhone } from '../../server/src/test-kit';
import { newPhone, numbered, seedRoom, uniqueRoom } from '../e2e/helpers';
import { shot } from './shot';

const TEXTS = {
  norsk: {
    lasting: 'Regel som varer',
    entry: 'Skriv en tekst',
    end: 'Når regelen slutter',
    over: 'Regelen er over',
    rulesInPlay: 'Regler nå',
    next: 'Neste',
    rules: [
      { text: 'Alle må snakke dialekt', end: 'Den som glemte det oftest, synger en strofe' },
      { text: 'Ingen får peke med fingeren', end: 'Pek på den som glemte det flest ganger' },
    ],
    typed: { text: 'Du må si «skål» før hver slurk', end: 'Den som glemte det, tar en runde med høye fem' },
    shown: 'Pek på den som ler mest i kveld',
  },
  english: {
    lasting: 'Lasting rule',
    entry: 'Write an entry',
    end: 'When the rule ends',
    over: "Rule's over",
    rulesInPlay: 'Rules in play',
    next: 'Next',
    rules: [
      { text: 'Everyone speaks in a pirate accent', end: 'Whoever forgot it most sings a sea shanty' },
      { text: 'No pointing with your fingers', end: 'Point at the one who forgot it most' },
    ],
    typed: { text: 'Say "cheers" before every sip', end: 'Whoever forgot it high-fives everyone' },
    shown: 'Point at whoever laughs the most tonight',
  },
} as const;

for (const language of ['norsk', 'english'] as const) {
  const text = TEXTS[language];

  test(`lasting rules in ${language}`, async ({ browser }) => {
    const room = uniqueRoom('regel');
    await seedRoom(room, numbered(language === 'norsk' ? 'Tekst' : 'Entry', 6));
    const seeder = await connectPhone(process.env.SKAL_URL ?? '');
    for (const rule of text.rules) {
      await ask(seeder, 'chat message', { roomName: room, text: rule.text, rule: { end: rule.end } });
    }
    seeder.disconnect();

    const { page } = await newPhone(browser, { language });
    await page.goto(`/?room=${room}`);
    await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
    await page.getByRole('switch', { name: text.lasting }).check();
    await page.getByRole('textbox', { name: text.entry }).fill(text.typed.text);
    await page.getByRole('textbox', { name: text.end }).fill(text.typed.end);
    await page.getByRole('textbox', { name: text.end }).scrollIntoViewIfNeeded();
    await shot(page, `${language}-24-lasting-rule-form`);

    await page.getByRole('button', { name: 'Start' }).click();
    const heading = page.getByRole('article').getByRole('heading', { name: text.over });
    for (let at = 0; at < 12 && (await heading.count()) === 0; at += 1) {
      const next = page.getByRole('button', { name: text.next });
      await expect(next).not.toHaveAttribute('aria-disabled', 'true');
      await next.click();
    }
    await expect(heading).toBeVisible();
    await shot(page, `${language}-25-end-card`);

    // The TV with two rules in play, as the playing phone reports them.
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, isMobile: false });
    await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
    const tv = await context.newPage();
    await tv.goto(`/host?room=${encodeURIComponent(room)}`);
    await expect(tv.getByRole('heading', { level: 1 })).toHaveText(room);
    const player = await connectPhone(process.env.SKAL_URL ?? '');
    await ask(player, 'join room', room);
    await ask(player, 'now showing', {
      roomName: room,
      text: text.shown,
      remaining: 5,
      rules: text.rules.map((rule) => rule.text),
    });
    await expect(tv.getByRole('region', { name: text.rulesInPlay }).getByRole('listitem')).toHaveCount(2);
    await shot(tv, `host-rules-${language === 'norsk' ? 'nb' : 'en'}`);
    player.disconnect();
    await context.close();
  });
}
