import { chromium } from 'playwright-core';
const [out, ...files] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 390 * files.length / 1.5, height: 844 / 1.5 } });
await page.setContent(`<body style="margin:0;display:flex">${files.map((f) => `<img src="file://${f}" style="width:${390/1.5}px;height:${844/1.5}px">`).join('')}</body>`);
await page.waitForTimeout(300);
await page.screenshot({ path: out });
await browser.close();
