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
  'server/test/room-trust.test.ts',
  'server/test/collection.socket.test.ts',
  'server/test/entries-http.test.ts',
  'server/test/round.socket.test.ts',
  'server/test/room-language.socket.test.ts',
  'server/test/open-rooms.test.ts',
  'server/test/room-read-cache.test.ts',
];

// The fast loop (`npm run test:fast`, SKAL_TEST_FAST=1) runs the sqlite project without the files that need more
// than `npm install` gives (a program from outside npm, a service, or a build) and the few slowest end-to-end
// files. Exact paths, checked.
export const NOT_IN_FAST_LOOP: Record<string, string> = {
  'server/test/durability.test.ts': 'strace',
  'server/test/healthz.test.ts': 'PostgreSQL and Redis',
  'server/test/redis-outage.test.ts': 'PostgreSQL and Redis, and the server built',
  'server/test/container.test.ts': 'the phone app and host display built (npm run build)',
  'desktop/test/main-bundle.test.ts': 'the desktop app built (npm run desktop:build)',
  'bench/server/disk.test.mjs': 'a C compiler',
  // The slowest end-to-end files, left out to keep the loop under 2 minutes on 2 cores; `npm test` runs them.
  'server/test/hostile.test.ts': 'slow: floods, stalled readers and killed processes (about 30 s)',
  'server/test/process.test.ts': 'slow: starts the built server as processes and signals them',
  'server/test/crash.test.ts': 'slow: kills server processes mid-round',
  'server/test/graceful-stop.test.ts': 'PostgreSQL, and slow: stops the built server with adds in flight',
  'server/test/storage-outage.test.ts': 'PostgreSQL, and the server built',
  'server/test/http-timeouts.test.ts': 'slow: waits out the HTTP server’s time-outs',
};

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
          exclude: [
            'server/test/scale/**',
            '**/node_modules/**',
            ...(process.env.SKAL_TEST_FAST ? Object.keys(NOT_IN_FAST_LOOP) : []),
          ],
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
