// Which builds `npm start` and `npm run host` need, whether each is missing or older than its sources, and building
// the ones that are.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each build: the workspace that makes it, the file it produces, and the sources it comes from. */
export const BUILDS = [
  {
    workspace: 'phone',
    output: 'phone/dist/index.html',
    sources: ['phone/src', 'phone/public', 'phone/index.html', 'phone/vite.config.ts', 'shared/src'],
  },
  {
    workspace: 'desktop',
    output: 'desktop/dist/host/index.html',
    sources: [
      'desktop/src/renderer',
      'desktop/vite.host.config.ts',
      // What the host display takes from the phone app.
      'phone/src/styles/highlight.css',
      'phone/src/components/EntryText.tsx',
      'shared/src',
    ],
  },
  { workspace: 'server', output: 'server/dist/main.js', sources: ['server/src', 'server/build.mjs', 'shared/src'] },
];

export function newestMtime(target) {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function staleBuilds() {
  return BUILDS.filter((build) => {
    const output = path.join(root, build.output);
    if (!fs.existsSync(output)) return true;
    const built = fs.statSync(output).mtimeMs;
    return build.sources.some((source) => newestMtime(source) > built);
  });
}

/** Builds whatever is missing or stale, one workspace at a time; exits with the build's status if one fails. */
export function buildStale() {
  for (const build of staleBuilds()) {
    console.log(`Building ${build.workspace}…`);
    const result = spawnSync('npm', ['run', 'build', '-w', build.workspace], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`Building ${build.workspace} failed; see the output above.`);
      process.exit(result.status ?? 1);
    }
  }
}
