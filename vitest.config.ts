// One Vitest run for every workspace's unit and integration tests (browser tests use Playwright).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{shared,server,phone,desktop}/{src,test}/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
