// Bundles the server (with @skal/shared) into dist/main.js; npm dependencies stay external.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: { main: 'src/main.ts', app: 'src/app.ts', 'wallet-simulator': 'src/wallet/simulator/standalone.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@skal/')),
  logLevel: 'warning',
});
