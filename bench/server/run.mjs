// npm run bench:server: the same socket load against the Skål server and a bare Socket.IO server, one after the other.
import { spawnSync } from 'node:child_process';
import { SERVER_NODE_FLAGS } from '../../server/dist/test-kit.js';
import { killChildren, startChild } from './child.mjs';
import { sleepUntil, startLoads, startTogether } from './loads.mjs';
import { slowSyncEnv } from './disk.mjs';
import { syncTracepoint } from './sync-tracepoint.mjs';
import { busyBeforeStart, cpuBetween, cpuSnapshot } from './machine.mjs';
import { offeredRate, readParams } from './params.mjs';
import { compare, format, LABELS, summarise, writeJson } from './report.mjs';

const SERVERS = {
  skal: new URL('./skal-server.mjs', import.meta.url),
  bare: new URL('./bare-server.mjs', import.meta.url),
  'bare-durable': new URL('./bare-server.mjs', import.meta.url),
  'skal-slow-disk': new URL('./skal-server.mjs', import.meta.url),
};
/** The slow-disk run: every fsync of the Skål server waits this long first (disk.mjs). */
const SLOW_FSYNC_MS = 50;
/** Sockets a process needs beyond its clients: listeners, the database, stdio, node internals. */
const SPARE_FILE_DESCRIPTORS = 256;
const STEP_TIMEOUT_MS = 60_000;
const IDLE_CHECK_MS = 2000;
/** Busy CPU (percent of one core) before start above which the run is flagged: the bench needs the machine to itself. */
const BUSY_BEFORE_START_PERCENT = 20;

try {
  process.exitCode = await main();
} catch (error) {
  console.error(`bench:server crashed: ${error instanceof Error ? error.stack : error}`);
  killChildren();
  process.exitCode = 1;
}

async function main() {
  const params = readParams(process.env);
  if (params.clients % params.roomSize !== 0) throw new Error('BENCH_CLIENTS must be a multiple of BENCH_ROOM_SIZE');
  const startedAt = new Date();
  console.log(
    `bench:server: ${params.clients} clients in rooms of ${params.roomSize}, one add per client every ${params.addIntervalMs} ms` +
      ` (${offeredRate(params)} adds/s offered), ${params.churnPercent}% of clients leave and re-join per second;` +
      ` ${params.warmupS} s warm-up + ${params.durationS} s measured per target; ${params.loadProcesses} load process(es)` +
      `${params.quick ? ' [BENCH_QUICK]' : ''}`,
  );
  checkFileLimit(params);
  const skalTargets = params.targets.filter((target) => target.startsWith('skal'));
  const slowDisk = params.targets.includes('skal-slow-disk') ? slowSyncEnv({ slowFsyncMs: SLOW_FSYNC_MS }) : {};
  // Syncs are counted with kernel tracepoints, which never stop the server.
  const tracepoint = skalTargets.length > 0 ? syncTracepoint() : { reason: 'no Skål target' };
  if (skalTargets.length > 0 && 'reason' in tracepoint) console.warn(`WARNING: no fsync counts: ${tracepoint.reason}`);
  const syncs = 'tracer' in tracepoint ? tracepoint.tracer : null;
  console.log(`Skål's SQLite data: a temp folder in ${params.dataDir} (BENCH_DATA_DIR)`);
  const busy = await busyBeforeStart(IDLE_CHECK_MS);
  if (busy !== null && busy > BUSY_BEFORE_START_PERCENT) {
    console.warn(
      `WARNING: the machine is already busy (${busy.toFixed(0)}% of one core over ${IDLE_CHECK_MS / 1000} s before the bench);` +
        ' other work distorts the tail latencies. See the "machine:" lines below.',
    );
  }

  const results = [];
  try {
    for (const target of params.targets) results.push(await runTarget(target, params, syncs, slowDisk));
  } finally {
    syncs?.remove();
  }

  const skal = results.find((result) => result.target === 'skal');
  if (skal?.settings) {
    const { rateLimits, maxEntriesPerRoom } = skal.settings;
    console.log(
      `\nNote: the Skål server ran with raised limits, since every bench client shares 127.0.0.1: ` +
        `${rateLimits.socketEvents} events per socket and ${rateLimits.addressEvents} per address per ${rateLimits.windowSeconds} s,` +
        ` ${maxEntriesPerRoom} entries per room.`,
    );
  }
  const comparison = compare(params, results);
  console.log(`\n${format(params, results, comparison)}`);
  console.log(`\nJSON: ${writeJson(params, results, comparison, startedAt)}`);
  return 0;
}

/** One target: its server child, the load children, the timed window, then everything closed. */
async function runTarget(name, params, syncs, slowDisk) {
  console.log(`\n== ${LABELS[name]} ==`);
  const countSyncs = name.startsWith('skal') ? syncs : null;
  const server = startChild(
    `${name} server`,
    SERVERS[name],
    name === 'bare-durable' ? ['--durable'] : [],
    // Every target with the flags Skål runs with in production, so the comparison is of the code, not the runtime
    // (BENCH_SERVER_NODE_ARGS come last and can override them).
    ['--expose-gc', ...SERVER_NODE_FLAGS, ...params.serverNodeArgs],
    name === 'skal-slow-disk' ? slowDisk : {},
  );
  const ready = await server.next('ready', STEP_TIMEOUT_MS);

  const { loads, setupMs } = await startLoads(params, { urls: [ready.url], probes: true });
  server.send({ type: 'sample' });
  const connected = await server.next('sample', STEP_TIMEOUT_MS);

  const startAt = startTogether(loads);
  await sleepUntil(startAt + params.warmupS * 1000);
  server.send({ type: 'window start' });
  countSyncs?.start();
  const cpuBefore = cpuSnapshot();
  await sleepUntil(startAt + (params.warmupS + params.durationS) * 1000);
  server.send({ type: 'window end' });
  const traced = countSyncs?.stop(ready.pid) ?? null;
  const machineCpu = cpuBetween(cpuBefore, cpuSnapshot());
  const window = await server.next('window', STEP_TIMEOUT_MS);
  // The durable bare target syncs in its writes (O_DSYNC), which it counts itself.
  const synced = traced ?? (window.durableWrites === null ? null : { count: window.durableWrites, latenciesMs: [] });
  const stats = await Promise.all(loads.map((load) => load.next('stats', params.ackTimeoutMs + STEP_TIMEOUT_MS)));
  // Still the steady state's memory: every client connected, every entry in.
  server.send({ type: 'sample' });
  const end = await server.next('sample', STEP_TIMEOUT_MS);

  for (const load of loads) load.send({ type: 'close' });
  await Promise.all(loads.map((load) => load.exit(STEP_TIMEOUT_MS)));
  server.send({ type: 'close' });
  await server.exit(STEP_TIMEOUT_MS);
  return summarise(name, params, { ready, connected, window, end }, stats, { setupMs, machineCpu, synced });
}

/** Node cannot raise its own descriptor limit, so check it and say how to raise it. */
function checkFileLimit(params) {
  const shell = spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' });
  const limit = shell.stdout.trim();
  const needed = params.clients + SPARE_FILE_DESCRIPTORS;
  if (limit === 'unlimited') return;
  if (!(Number(limit) >= needed)) {
    console.warn(
      `WARNING: open-file limit is ${limit || 'unknown'}, the server needs about ${needed} descriptors for ${params.clients} sockets.` +
        ` Run "ulimit -n 65536" in this shell first.`,
    );
  }
}
