// Screenshots of the host display (npm run screenshots -w desktop), against the real server.
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

export default defineConfig({
  ...base,
  testDir: 'screenshots',
  reporter: 'list',
  outputDir: '../test-results/desktop-screenshots',
});
