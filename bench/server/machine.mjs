// Machine-wide CPU use over the measured window (Linux /proc/stat), to tell a busy machine from a slow server.
import fs from 'node:fs';
import os from 'node:os';

/** @returns {{ busy: number, total: number } | null} jiffies since boot; null where /proc/stat is missing */
export function cpuSnapshot() {
  try {
    const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/u).slice(1).map(Number);
    const idle = fields[3] + (fields[4] ?? 0);
    const total = fields.reduce((sum, value) => sum + value, 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/** Busy time between two snapshots in percent of one core (200 = both cores of a 2-core machine). */
export function busyCorePercent(before, after) {
  if (!before || !after || after.total === before.total) return null;
  return ((after.busy - before.busy) / (after.total - before.total)) * os.cpus().length * 100;
}
