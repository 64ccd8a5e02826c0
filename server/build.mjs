// Bundles the server (with @skal/shared) into dist/main.js (and app.js, the SQLite writer thread); npm dependencies stay external.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: {
    main: 'src/main.ts',
    app: 'src/app.ts',
    'wallet-simulator': 'src/wallet/simulator/standalone.ts',
    // The SQLite writer thread, found next to main.js and app.js (see store/sqlite-worker-store.ts).
    'sqlite-worker': 'src/store/sqlite-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@skal/')),
  logLevel: 'warning',
});
