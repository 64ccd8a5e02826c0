// Browser tests: Chromium at a phone's size against the real server (started by e2e/global-setup.ts).
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { defineConfig, devices } from '@playwright/test';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  // One retry in CI only: a 2-core runner shared with four browsers now and then misses a deadline; a test that
  // passes on its retry is listed as flaky in the report, never hidden.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: '../test-results/phone-e2e-report' }]]
    : 'list',
  outputDir: '../test-results/phone-e2e',
  use: {
    ...devices['Pixel 7'],
    browserName: 'chromium',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'nb-NO',
    baseURL: process.env.SKAL_URL,
    // page.route cannot see requests a service worker answers; the offline tests turn it back on.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
});
