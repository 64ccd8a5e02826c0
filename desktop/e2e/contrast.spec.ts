// WCAG 2.2 AA contrast of every piece of text on the host display: start screen, room, a mirrored entry that uses
// all 18 highlight styles, and the rules in play. Text is measured against the nearest solid background behind it.
import { expect, test, type Page } from '@playwright/test';
import { HIGHLIGHT_WORDS } from '@skal/shared/content/highlight-words';
import { createRoomOnHost, joinRoom, reportShowing, socketPhone } from './helpers';
import { rulesInPlay } from './rules-in-play';

interface Failure {
  text: string;
  color: string;
  background: string;
  ratio: number;
}

/** Every visible text run whose contrast is below 4.5:1 (the AA minimum for body text; TV text is all larger). */
function lowContrastText(page: Page): Promise<Failure[]> {
  return page.evaluate(() => {
    const parse = (value: string): [number, number, number, number] => {
      const parts = value.match(/[\d.]+/gu)?.map(Number) ?? [0, 0, 0, 0];
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
    };
    const luminance = ([r, g, b]: number[]) => {
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
    };
    const blend = (top: number[], bottom: number[]) =>
      top.slice(0, 3).map((c, i) => c * top[3]! + bottom[i]! * (1 - top[3]!));
    // The page background where it is lightest (the pink glow in the corner): the worst case for light text.
    const page = [81, 30, 57];
    const backgroundOf = (element: Element | null): number[] => {
      if (!element) return page;
      const rgba = parse(getComputedStyle(element).backgroundColor);
      if (rgba[3] === 0) return backgroundOf(element.parentElement);
      return rgba[3] === 1 ? rgba.slice(0, 3) : blend(rgba, backgroundOf(element.parentElement));
    };
    const failures: { text: string; color: string; background: string; ratio: number }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!element || !text) continue;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      if (style.visibility === 'hidden' || box.width === 0 || box.height === 0) continue;
      if (element.closest('button:disabled, [aria-hidden="true"]')) continue;
      const color = parse(style.color);
      // Gradient-filled or outlined text (brand, outline style) is drawn by its stroke or background clip.
      if (color[3] === 0) continue;
      const background = backgroundOf(element);
      const foreground = color[3] === 1 ? color.slice(0, 3) : blend(color, background);
      const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
      const ratio = (light! + 0.05) / (dark! + 0.05);
      if (ratio < 4.5) failures.push({ text, color: style.color, background: `rgb(${background.join(', ')})`, ratio });
    }
    return failures;
  });
}

test('all text on the host display meets AA contrast, including every highlight style', async ({ page }) => {
  await page.goto('/host');
  await expect(page.getByRole('button', { name: 'Nytt rom' })).toBeVisible();
  expect(await lowContrastText(page)).toEqual([]);

  // The check itself catches dim text.
  await page.evaluate(() => {
    const probe = document.createElement('p');
    probe.id = 'probe';
    probe.textContent = 'dim';
    probe.style.color = '#5a3a64';
    document.body.append(probe);
  });
  expect((await lowContrastText(page)).map((failure) => failure.text)).toEqual(['dim']);
  await page.evaluate(() => document.getElementById('probe')?.remove());

  const room = await createRoomOnHost(page);
  await expect(page.getByRole('img', { name: 'QR-kode for rommet' })).toBeVisible();
  expect(await lowContrastText(page)).toEqual([]);

  const styles = new Map<string, string>();
  for (const [word, style] of Object.entries(HIGHLIGHT_WORDS)) if (!styles.has(style)) styles.set(style, word);
  expect(styles.size).toBe(18);
  const phone = await socketPhone();
  try {
    await joinRoom(phone, room);
    await reportShowing(phone, room, [...styles.values()].join(' '), 3);
    const entry = page.getByRole('article', { name: 'Nå på skjermen' });
    await expect(entry.locator('span')).toHaveCount(18);
    expect(await lowContrastText(page)).toEqual([]);

    // Names at the table: the players list and a name in the mirrored entry.
    expect(await phone.timeout(5000).emitWithAck('add player', { roomName: room, name: 'Kari' })).toMatchObject({
      ok: true,
    });
    await reportShowing(phone, room, 'Kari skåler', 2);
    await expect(page.getByRole('region', { name: 'Spillere' }).getByRole('listitem')).toHaveText(['Kari']);
    await expect(entry.locator('.player-name')).toHaveText('Kari');
    expect(await lowContrastText(page)).toEqual([]);

    // Rules in play in their column, so many that the oldest give way to "+N til".
    expect(
      await phone
        .timeout(5000)
        .emitWithAck('now showing', { roomName: room, text: 'Kari skåler', remaining: 1, rules: rulesInPlay(50) }),
    ).toEqual({ ok: true });
    await expect(page.getByRole('region', { name: 'Regler nå' }).getByText(/^\+\d+ til$/u)).toBeVisible();
    expect(await lowContrastText(page)).toEqual([]);
  } finally {
    phone.disconnect();
  }
});
