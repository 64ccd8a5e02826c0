// IPC side of a target server child: reports its URL, RSS, CPU and event-loop delay to run.mjs.
import { eventLoopDelay } from './event-loop.mjs';

/**
 * @typedef {{ url: string, storage: string, settings?: object, durableWrites?: () => number, close(): Promise<void> }} StartedTarget
 *   durableWrites: synced writes so far, for a target that syncs without fsync calls (O_DSYNC), which the
 *   tracepoints do not count
 */

/**
 * Starts a target and answers run.mjs: `sample` (RSS now), `window start` / `window end`
 * (CPU and event-loop delay over the measured window), `close`. RSS is sampled apart from
 * `window end` because its full collection would stall the last acks of the window.
 * @param {string} label
 * @param {() => Promise<StartedTarget>} start
 */
export async function serveTarget(label, start) {
  const target = await start();
  const delay = eventLoopDelay();
  let cpuStart = process.cpuUsage();
  let wallStart = performance.now();
  let writesStart = target.durableWrites?.() ?? 0;

  process.on('message', (message) => {
    switch (message.type) {
      case 'sample':
        send({ type: 'sample', ...memory() });
        break;
      case 'window start':
        cpuStart = process.cpuUsage();
        wallStart = performance.now();
        writesStart = target.durableWrites?.() ?? 0;
        delay.reset();
        delay.enable();
        break;
      case 'window end': {
        delay.disable();
        const cpu = process.cpuUsage(cpuStart);
        const wallMs = performance.now() - wallStart;
        send({
          type: 'window',
          cpuPercent: ((cpu.user + cpu.system) / 1000 / wallMs) * 100,
          eventLoopP99Ms: delay.p99Ms(),
          eventLoopMaxMs: delay.maxMs(),
          durableWrites: target.durableWrites ? target.durableWrites() - writesStart : null,
        });
        break;
      }
      case 'close':
        target.close().then(
          () => process.disconnect(),
          (error) => {
            console.error(`${label}: close failed`, error);
            process.exit(1);
          },
        );
        break;
    }
  });

  console.log(`${label} server listening on ${target.url} (${target.storage})`);
  send({
    type: 'ready',
    pid: process.pid,
    url: target.url,
    storage: target.storage,
    settings: target.settings,
    ...memory(),
  });
}

/** Memory after a full collection when --expose-gc is on, so garbage does not blur the per-connection figure. */
function memory() {
  globalThis.gc?.();
  const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
  return { rss, heapUsed, heapTotal, external, arrayBuffers };
}

function send(message) {
  process.send?.(message);
}
