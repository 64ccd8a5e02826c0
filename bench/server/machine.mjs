// Machine-wide CPU use over the measured window (Linux /proc/stat), to tell a busy machine from a slow server.
import fs from 'node:fs';
import os from 'node:os';

/** @typedef {{ busy: number, steal: number, total: number }} CpuSnapshot jiffies since boot */

/** @returns {CpuSnapshot | null} null where /proc/stat is missing */
export function cpuSnapshot() {
  try {
    // cpu  user nice system idle iowait irq softirq steal …
    const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/u).slice(1).map(Number);
    const total = fields.slice(0, 8).reduce((sum, value) => sum + (value || 0), 0);
    const idle = fields[3] + (fields[4] || 0);
    const steal = fields[7] || 0;
    return { busy: total - idle - steal, steal, total };
  } catch {
    return null;
  }
}

/**
 * Busy and stolen time between two snapshots, in percent of one core (200 = both cores of a 2-core machine).
 * Steal is time the hypervisor gave this VM's CPUs to someone else.
 * @param {CpuSnapshot | null} before
 * @param {CpuSnapshot | null} after
 */
export function cpuBetween(before, after) {
  if (!before || !after || after.total === before.total) return null;
  const scale = (os.cpus().length * 100) / (after.total - before.total);
  return { busyPercent: (after.busy - before.busy) * scale, stealPercent: (after.steal - before.steal) * scale };
}

/** CPU busy on the machine over the next `ms`, before the bench starts anything (percent of one core). */
export async function busyBeforeStart(ms) {
  const before = cpuSnapshot();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const cpu = cpuBetween(before, cpuSnapshot());
  return cpu && cpu.busyPercent + cpu.stealPercent;
}
