// `npm run dev`: the server on 8080 (rebuilt when stale) plus Vite's dev server for the phone app.
import { spawn } from 'node:child_process';
import { root } from './builds.mjs';

const children = [
  spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: '8080' },
  }),
  spawn('npm', ['run', 'dev', '-w', 'phone'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
