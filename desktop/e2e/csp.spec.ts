// The host display under the desktop app's own Content-Security-Policy (what Electron's session adds to every
// response): it must work with no violation at all.
import { expect, test } from '@playwright/test';
import { contentSecurityPolicy } from '../src/main/csp';
import { createRoomOnHost, joinRoom, liveCount, reportShowing, serverUrl, phonesPerTest } from './helpers';
import config from '../playwright.config';

// Responses fulfilled by the test count as coming from the public internet for Chromium's local network access
// checks, which would then refuse the page's own loopback websocket; Electron loads the page from the server.
const args = config.use?.launchOptions?.args ?? [];
test.use({
  launchOptions: { ...config.use?.launchOptions, args: [...args, '--disable-features=LocalNetworkAccessChecks'] },
});

const phone = phonesPerTest();

test("runs under the desktop app's Content-Security-Policy without a single violation", async ({ page }) => {
  const policy = contentSecurityPolicy(serverUrl());
  await page.route('**/*', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy } });
  });
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/iu.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Refused to load ${event.blockedURI} (${event.violatedDirective})`),
    );
  });

  const room = await createRoomOnHost(page);
  await expect(page.getByRole('img', { name: 'QR-kode for rommet' })).toBeVisible();
  const player = await phone();
  await joinRoom(player, room);
  await expect(liveCount(page, /i rommet/u)).toHaveText('1 mobil i rommet');
  await reportShowing(player, room, 'Alle skåler', 1);
  await expect(page.getByRole('article', { name: 'Nå på skjermen' })).toHaveText('Alle skåler');
  expect(violations).toEqual([]);
});
