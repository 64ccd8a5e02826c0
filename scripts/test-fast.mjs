// `npm run test:fast`: the unit and integration tests on SQLite (the Vitest `sqlite` project) without the few files
// that need more than `npm install` gives (NOT_IN_FAST_LOOP in vitest.config.ts): no root, no services, no
// browser. Arguments go to Vitest (a file path runs that file). `npm test` runs everything.
import { spawnSync } from 'node:child_process';
import { root } from './builds.mjs';

const result = spawnSync('npx', ['vitest', 'run', '--project', 'sqlite', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, SKAL_TEST_FAST: '1' },
});
process.exit(result.status ?? 1);
