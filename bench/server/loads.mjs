// The load generators of a bench run (load.mjs), one process per slice of the rooms: started, connected, then
// started together. Used by bench:server and bench:scale.
import { startChild } from './child.mjs';
import { roomSlices } from './params.mjs';

const LOAD = new URL('./load.mjs', import.meta.url);
/** Connecting thousands of clients (and creating their rooms) on a busy 2-core machine. */
const SETUP_TIMEOUT_MS = 10 * 60_000;

/**
 * Starts one load process per slice of the rooms, each with `options` (`urls`, and `probes` or
 * `broadcastLatency`), and resolves (and says so) once every client is connected and in its room.
 * @param {import('./params.mjs').BenchParams} params
 * @param {{ urls: string[], probes?: boolean, broadcastLatency?: boolean }} options
 */
export async function startLoads(params, options) {
  const started = Date.now();
  const loads = roomSlices(params).map((slice, i) =>
    startChild(
      `load generator ${i + 1}`,
      LOAD,
      [
        JSON.stringify({
          ...options,
          ...slice,
          roomSize: params.roomSize,
          addIntervalMs: params.addIntervalMs,
          churnPercent: params.churnPercent,
          warmupMs: params.warmupS * 1000,
          durationMs: params.durationS * 1000,
          ackTimeoutMs: params.ackTimeoutMs,
        }),
      ],
      params.loadNodeArgs,
    ),
  );
  await Promise.all(loads.map((load) => load.next('ready', SETUP_TIMEOUT_MS)));
  const setupMs = Date.now() - started;
  console.log(
    `${params.clients} clients connected and in their rooms in ${(setupMs / 1000).toFixed(1)} s; load running`,
  );
  return { loads, setupMs };
}

/** Tells every load process to start adding at one wall-clock time (so several stay in step); returns that time. */
export function startTogether(loads) {
  const startAt = Date.now() + 500;
  for (const load of loads) load.send({ type: 'start', startAt });
  return startAt;
}

export function sleepUntil(time) {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, time - Date.now())));
}
