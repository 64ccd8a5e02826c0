// Screenshots of every screen in both languages at 390×844 (npm run screenshots -w phone), against the real server.
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

export default defineConfig({
  ...base,
  testDir: 'screenshots',
  workers: 1,
  reporter: 'list',
  outputDir: '../test-results/phone-screenshots',
});
