// One Vitest run for every workspace: unit and integration tests on SQLite, and the server's store,
// integration and multi-process tests again on PostgreSQL + Redis. Browser tests use Playwright.
import { defineConfig } from 'vitest/config';

// Exact paths, no globs: a test checks each exists, so no suite silently skips PostgreSQL.
export const ON_BOTH_STORES = [
  'server/src/store/store.test.ts',
  'server/test/rooms.socket.test.ts',
  'server/test/http.test.ts',
  'server/test/persistence.test.ts',
  'server/test/fuzz.test.ts',
  'server/test/payments.test.ts',
  'server/test/players.socket.test.ts',
  'server/test/ai-writing.test.ts',
  'server/test/deck.socket.test.ts',
  'server/test/removed.socket.test.ts',
  'server/test/ai-style.test.ts',
  'server/src/rate-limit.test.ts',
];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'sqlite',
          include: [
            '{shared,server,phone,desktop}/{src,test}/**/*.test.{ts,tsx}',
            'scripts/**/*.test.{ts,mjs}',
            'bench/**/*.test.mjs',
          ],
          exclude: ['server/test/scale/**', '**/node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: [...ON_BOTH_STORES, 'server/test/scale/**/*.test.ts'],
          env: { SKAL_TEST_STORE: 'postgres' },
          globalSetup: ['server/test/global-services.ts'],
        },
      },
    ],
  },
});
