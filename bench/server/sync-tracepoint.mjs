// Counts a process's fsync/fdatasync calls, and how long each took, with the kernel's syscall tracepoints
// (tracefs). Unlike strace, a tracepoint never stops the traced process: counting costs it nothing measurable.
// (Under strace every sync was a ptrace stop that waited for strace to be scheduled, which put a few
// milliseconds on the acks' p99 on a busy 2-core machine.) Needs root, as the bench already does for strace.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const TRACEFS = '/sys/kernel/tracing';
const CALLS = ['fsync', 'fdatasync'];
/** Per CPU; a 60 s window at 400 syncs/s is about 50,000 events of under 100 bytes each. */
const BUFFER_KB = 16_384;

/**
 * A private tracing instance with the sync tracepoints, or the reason there is none.
 * @returns {{ tracer: ReturnType<typeof instance> } | { reason: string }}
 */
export function syncTracepoint() {
  if (!fs.existsSync(path.join(TRACEFS, 'events')))
    spawnSync('mount', ['-t', 'tracefs', 'nodev', TRACEFS], { stdio: 'ignore' });
  const events = CALLS.flatMap((call) => [`sys_enter_${call}`, `sys_exit_${call}`]);
  if (!events.every((event) => fs.existsSync(path.join(TRACEFS, 'events', 'syscalls', event))))
    return { reason: `no syscall tracepoints in ${TRACEFS} (tracefs not mounted, not root, or a kernel without them)` };
  try {
    return { tracer: instance(events) };
  } catch (error) {
    return { reason: `cannot set up a tracing instance: ${error instanceof Error ? error.message : error}` };
  }
}

function instance(events) {
  const dir = path.join(TRACEFS, 'instances', `skal-bench-${process.pid}`);
  fs.mkdirSync(dir);
  const write = (file, value) => fs.writeFileSync(path.join(dir, file), value);
  write('tracing_on', '0');
  write('buffer_size_kb', String(BUFFER_KB));
  for (const event of events) write(path.join('events', 'syscalls', event, 'enable'), '1');
  return {
    /** Empties the buffer and starts recording. */
    start() {
      write('trace', '');
      write('tracing_on', '1');
    },
    /**
     * Stops recording; the syncs made by `pid`'s threads since start, and each one's time in the kernel.
     * @param {number} pid
     */
    stop(pid) {
      write('tracing_on', '0');
      const threads = new Set(fs.readdirSync(`/proc/${pid}/task`).map(Number));
      const entered = new Map();
      const latenciesMs = [];
      let count = 0;
      for (const line of fs.readFileSync(path.join(dir, 'trace'), 'utf8').split('\n')) {
        // "  node-4242  [001] ..... 1234.567890: sys_fdatasync(fd: 11)" and "… sys_fdatasync -> 0x0"
        const match = /-(\d+)\s+\[\d+\].*?\s(\d+\.\d+): sys_(?:fsync|fdatasync)(\(| ->)/u.exec(line);
        if (!match || !threads.has(Number(match[1]))) continue;
        const [, tid, seconds, kind] = match;
        if (kind === '(') {
          count++;
          entered.set(tid, Number(seconds));
        } else if (entered.has(tid)) {
          latenciesMs.push((Number(seconds) - entered.get(tid)) * 1000);
          entered.delete(tid);
        }
      }
      return { count, latenciesMs };
    },
    remove() {
      write('tracing_on', '0');
      for (const event of events) write(path.join('events', 'syscalls', event, 'enable'), '0');
      fs.rmdirSync(dir);
    },
  };
}
