// Event-loop delay in ms beyond the sampling timer's own period (Node's histogram includes the period).
import { monitorEventLoopDelay } from 'node:perf_hooks';

const RESOLUTION_MS = 10;

export function eventLoopDelay() {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  const ms = (nanoseconds) => Math.max(0, nanoseconds / 1e6 - RESOLUTION_MS);
  return {
    enable: () => histogram.enable(),
    disable: () => histogram.disable(),
    reset: () => histogram.reset(),
    p99Ms: () => ms(histogram.percentile(99)),
    maxMs: () => ms(histogram.max),
  };
}
