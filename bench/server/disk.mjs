// The Skål target's disk: which file system its data is on, and its fsync calls counted with strace
// (optionally each slowed down, to play a slow or busy disk).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Only fsync/fdatasync stop the traced process (seccomp-bpf), so the trace costs nothing else. */
const SYNC_CALLS = 'fsync,fdatasync';

/**
 * strace and its options for the server child, writing one timestamped line per sync to a temp file.
 * @param {{ slowFsyncMs?: number }} options  slowFsyncMs: every sync waits this long before it runs
 */
export function fsyncTrace({ slowFsyncMs = 0 } = {}) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'skal-bench-trace-')), 'syncs.txt');
  const wrapper = ['strace', '-f', '--seccomp-bpf', '-qq', '-ttt', '-o', file, '-e', `trace=${SYNC_CALLS}`];
  if (slowFsyncMs > 0) wrapper.push('-e', `inject=${SYNC_CALLS}:delay_enter=${slowFsyncMs * 1000}`);
  return {
    wrapper,
    /** Syncs that started between two wall-clock times (ms since the epoch). */
    countBetween(startMs, endMs) {
      let count = 0;
      for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
        // "<tid> <seconds.micros> fsync(23 ..." — the "resumed" half of an interrupted call is not a new sync.
        const match = /^\d+ +(\d+\.\d+) (?:fsync|fdatasync)\(/u.exec(line);
        if (match && Number(match[1]) * 1000 >= startMs && Number(match[1]) * 1000 < endMs) count++;
      }
      return count;
    },
    remove() {
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    },
  };
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
