// IPC side of a target server child: reports its URL, RSS, CPU and event-loop delay to run.mjs.
import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * @typedef {{ url: string, storage: string, settings?: object, close(): Promise<void> }} StartedTarget
 */

/**
 * Starts a target and answers run.mjs: `sample` (RSS now), `window start` / `window end`
 * (CPU and event-loop delay over the measured window), `close`.
 * @param {string} label
 * @param {() => Promise<StartedTarget>} start
 */
export async function serveTarget(label, start) {
  const target = await start();
  const delay = monitorEventLoopDelay({ resolution: 10 });
  let cpuStart = process.cpuUsage();
  let wallStart = performance.now();

  process.on('message', (message) => {
    switch (message.type) {
      case 'sample':
        send({ type: 'sample', rss: rss() });
        break;
      case 'window start':
        cpuStart = process.cpuUsage();
        wallStart = performance.now();
        delay.reset();
        delay.enable();
        break;
      case 'window end': {
        delay.disable();
        const cpu = process.cpuUsage(cpuStart);
        const wallMs = performance.now() - wallStart;
        send({
          type: 'window',
          rss: rss(),
          cpuPercent: ((cpu.user + cpu.system) / 1000 / wallMs) * 100,
          eventLoopP99Ms: delay.percentile(99) / 1e6,
          eventLoopMaxMs: delay.max / 1e6,
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
  send({ type: 'ready', url: target.url, storage: target.storage, settings: target.settings, rss: rss() });
}

/** RSS after a full collection when --expose-gc is on, so garbage does not blur the per-connection figure. */
function rss() {
  globalThis.gc?.();
  return process.memoryUsage().rss;
}

function send(message) {
  process.send?.(message);
}
