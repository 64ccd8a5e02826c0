// Which builds `npm start` needs, and whether each is missing or older than its sources.
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
    sources: ['desktop/src/renderer', 'desktop/vite.host.config.ts', 'phone/src/styles/highlight.css', 'shared/src'],
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
