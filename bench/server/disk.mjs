// The Skål target's disk: which file system its data is on, and strace slowing its syncs (a slow or busy disk).
// (Syncs are counted with kernel tracepoints, sync-tracepoint.mjs: strace stops the server at every sync.)
import fs from 'node:fs';

/** Only fsync/fdatasync stop the traced process (seccomp-bpf): the rest of its system calls run as usual. */
const SYNC_CALLS = 'fsync,fdatasync';

/**
 * strace and its options for the server child: every sync waits `slowFsyncMs` before it runs.
 * @param {{ slowFsyncMs: number }} options
 */
export function fsyncTrace({ slowFsyncMs }) {
  return {
    wrapper: [
      'strace',
      '-f',
      '--seccomp-bpf',
      '-qq',
      '-o',
      '/dev/null',
      '-e',
      `trace=${SYNC_CALLS}`,
      '-e',
      `inject=${SYNC_CALLS}:delay_enter=${slowFsyncMs * 1000}`,
    ],
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
