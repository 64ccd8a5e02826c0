// One screenshot into docs/screenshots (or SCREENSHOT_DIR), taken once every animation on the page has ended.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { animationsSettled } from '../e2e/helpers';

const out =
  process.env.SCREENSHOT_DIR ??
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'screenshots');

export async function shot(page: Page, name: string): Promise<void> {
  await animationsSettled(page);
  await page.screenshot({ path: path.join(out, `${name}.png`) });
}
