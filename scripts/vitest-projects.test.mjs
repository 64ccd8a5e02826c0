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
