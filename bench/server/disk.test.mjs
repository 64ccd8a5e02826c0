// The bench's slow disk: every fsync and fdatasync of the child waits first (a sleep never ends early, so the
// lower bound is not a timing assertion). Without this, a slow-disk run whose library failed to load would
// report a fast disk as a slow one.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { slowSyncEnv } from './disk.mjs';

const DELAY_MS = 200;

const TIME_SYNCS = `
  const fs = require('node:fs');
  const os = require('node:os');
  const path = require('node:path');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'slow-sync-test-')), 'f');
  const fd = fs.openSync(file, 'w');
  fs.writeSync(fd, 'entry');
  const timed = (sync) => { const start = performance.now(); sync(fd); return performance.now() - start; };
  const result = { fsyncMs: timed(fs.fsyncSync), fdatasyncMs: timed(fs.fdatasyncSync) };
  fs.closeSync(fd);
  fs.rmSync(path.dirname(file), { recursive: true });
  console.log(JSON.stringify(result));
`;

describe('bench:server slow disk', () => {
  it('makes every fsync and fdatasync of the process wait first', () => {
    const child = spawnSync(process.execPath, ['-e', TIME_SYNCS], {
      encoding: 'utf8',
      env: { ...process.env, ...slowSyncEnv({ slowFsyncMs: DELAY_MS }) },
    });
    expect(child.stderr).toBe('');
    const timed = JSON.parse(child.stdout);
    expect(timed.fsyncMs).toBeGreaterThanOrEqual(DELAY_MS);
    expect(timed.fdatasyncMs).toBeGreaterThanOrEqual(DELAY_MS);
  });
});
