// The `postgres` Vitest project runs the suites named in ON_BOTH_STORES a second time; a name
// that matches no file would quietly leave a store untested.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { ON_BOTH_STORES } from '../vitest.config';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

it('names only test files that exist, the store contract suite among them', () => {
  const missing = ON_BOTH_STORES.filter(
    (file) => !fs.statSync(path.join(root, file), { throwIfNoEntry: false })?.isFile(),
  );
  expect(missing).toEqual([]);
  expect(ON_BOTH_STORES).toContain('server/src/store/store.test.ts');
});

it('leaves out of the fast loop only test files that exist, each with the reason', async () => {
  const { NOT_IN_FAST_LOOP } = await import('../vitest.config');
  const missing = Object.keys(NOT_IN_FAST_LOOP).filter(
    (file) => !fs.statSync(path.join(root, file), { throwIfNoEntry: false })?.isFile(),
  );
  expect(missing).toEqual([]);
  for (const reason of Object.values(NOT_IN_FAST_LOOP)) expect(reason).not.toBe('');
  const scripts = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts;
  expect(scripts['test:fast']).toBe('node scripts/test-fast.mjs');
});
