// `npm run icons`: renders phone/public/icon.svg into desktop/build/icon.png (1024 px) with the machine's Chromium;
// electron-builder turns it into each platform's installer and window icons. It also renders the phone's favicon
// (phone/public/icon-64.png): an SVG favicon is drawn as a document of its own on the page's main thread, ~20 ms
// at first load on this machine, while a PNG is decoded by the browser. (The phone's manifest icons are full-bleed
// for masking and are kept as they are.)
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { root } from './builds.mjs';
import { chromiumLaunchOptions } from './chromium.mjs';

const source = path.join(root, 'phone', 'public', 'icon.svg');
const targets = [
  { file: path.join(root, 'desktop', 'build', 'icon.png'), size: 1024 },
  { file: path.join(root, 'phone', 'public', 'icon-64.png'), size: 64 },
];

const svg = fs.readFileSync(source).toString('base64');
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const { file, size } of targets) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}img{display:block;width:${size}px;height:${size}px}</style>` +
        `<img src="data:image/svg+xml;base64,${svg}" alt="">`,
    );
    await page.locator('img').evaluate((image) => image.decode());
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await page.screenshot({ path: file, omitBackground: true });
    await page.close();
    console.log(`${path.relative(root, file)} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
