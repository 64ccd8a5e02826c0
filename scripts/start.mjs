// `npm start`: build whatever is missing or out of date, then run the server in this process.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root, staleBuilds } from './builds.mjs';

for (const build of staleBuilds()) {
  console.log(`Building ${build.workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', build.workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`Building ${build.workspace} failed; see the output above.`);
    process.exit(result.status ?? 1);
  }
}

await import(pathToFileURL(path.join(root, 'server', 'dist', 'main.js')).href);
