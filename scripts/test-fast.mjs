// `npm run test:fast`: the unit and integration tests on SQLite (the Vitest `sqlite` project) without the few files
// that need more than `npm install` gives or are slowest (NOT_IN_FAST_LOOP in vitest.config.ts): no root, no
// services, no browser. One worker thread per core (Vitest's default leaves one core idle, and a thread starts
// sooner than the forked process `npm test` uses: 114 s against 128 s here). Arguments go to Vitest (a
// file path runs that file). `npm test` runs everything.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { root } from './builds.mjs';

const result = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--project',
    'sqlite',
    '--pool=threads',
    `--maxWorkers=${os.availableParallelism()}`,
    ...process.argv.slice(2),
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, SKAL_TEST_FAST: '1' },
  },
);
process.exit(result.status ?? 1);
