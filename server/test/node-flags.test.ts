// The server's Node flags (src/node-flags.ts) reach every way it is started for real: `npm start`, the container
// and bench:server. (The Dockerfile's CMD is checked with the rest of the image in container.test.ts.)
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../src/node-flags';
import { serverDir } from './processes';

const repo = path.resolve(serverDir, '..');
const read = (file: string) => fs.readFileSync(path.join(repo, file), 'utf8');

describe('SERVER_NODE_FLAGS', () => {
  it('are V8 heap flags that node accepts', async () => {
    const { execFileSync } = await import('node:child_process');
    expect(SERVER_NODE_FLAGS.length).toBeGreaterThan(0);
    expect(
      execFileSync(process.execPath, [...SERVER_NODE_FLAGS, '-p', '"ok"'])
        .toString()
        .trim(),
    ).toBe('ok');
  });

  it('are on the command line of npm start', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(scripts.start).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} scripts/start.mjs`);
  });

  it('are what bench:server and bench:scale start the servers with', () => {
    expect(read('bench/server/run.mjs')).toMatch(/\.\.\.SERVER_NODE_FLAGS/u);
    expect(read('bench/scale/servers.mjs')).toMatch(/\.\.\.SERVER_NODE_FLAGS/u);
    expect(read('server/src/test-kit.ts')).toMatch(/export \{ SERVER_NODE_FLAGS \} from '\.\/node-flags'/u);
  });
});
