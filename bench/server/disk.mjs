// The Skål target's disk: which file system its data is on, and a slow disk for the "fsync +50 ms" run.
// (Syncs are counted with kernel tracepoints, sync-tracepoint.mjs, which never stop the server.)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureCCompiler } from '../../scripts/prerequisites.mjs';

const SHIM_SOURCE = fileURLToPath(new URL('./slow-sync.c', import.meta.url));

/**
 * The environment that slows every fsync/fdatasync of a child by `slowFsyncMs` (slow-sync.c, built here with the
 * machine's C compiler and loaded with LD_PRELOAD): only the syncing thread waits, as on a slow disk.
 * @param {{ slowFsyncMs: number }} options
 * @returns {Record<string, string>}
 */
export function slowSyncEnv({ slowFsyncMs }) {
  const missing = ensureCCompiler();
  if (missing) throw new Error(`the slow-disk run needs a C compiler: ${missing}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skal-slow-sync-'));
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  const library = path.join(dir, 'slow-sync.so');
  const built = spawnSync('cc', ['-shared', '-fPIC', '-O2', '-o', library, SHIM_SOURCE, '-ldl'], { encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`building ${SHIM_SOURCE} failed: ${built.stderr || built.error}`);
  return { LD_PRELOAD: library, SKAL_SLOW_SYNC_MS: String(slowFsyncMs) };
}

/** "ext4 on /dev/vda" for the file system holding `dir` (Linux /proc/mounts; null elsewhere). */
export function fileSystemOf(dir) {
  try {
    const real = fs.realpathSync(dir);
    const mounts = fs
      .readFileSync('/proc/mounts', 'utf8')
      .split('\n')
      .map((line) => line.split(' '))
      .filter(
        ([, mountPoint]) =>
          mountPoint && (real === mountPoint || real.startsWith(`${mountPoint.replace(/\/$/u, '')}/`)),
      );
    mounts.sort((a, b) => b[1].length - a[1].length);
    const [device, , type] = mounts[0];
    return `${type} on ${device}`;
  } catch {
    return null;
  }
}
