// One screenshot into docs/screenshots (or SCREENSHOT_DIR), taken once every animation on the page has ended.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const out =
  process.env.SCREENSHOT_DIR ??
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'screenshots');

export async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
  await page.screenshot({ path: path.join(out, `${name}.png`) });
}
