// Bundles the server (with @skal/shared) into dist/main.js (and app.js, the SQLite threads' script); npm dependencies
// stay external. dist/test-kit.js is the test kit for the browser tests' set-ups and the .mjs benches (the server
// never loads it).
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: {
    main: 'src/main.ts',
    app: 'src/app.ts',
    'wallet-simulator': 'src/wallet/simulator/standalone.ts',
    'test-kit': 'src/test-kit.ts',
    // The SQLite writer and reader threads, found next to main.js and app.js (see store/sqlite-worker-store.ts).
    'sqlite-worker': 'src/store/sqlite-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // socket.io-client: the test kit's, a development dependency of the repository.
  external: [...Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@skal/')), 'socket.io-client'],
  logLevel: 'warning',
});
