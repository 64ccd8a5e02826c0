// Bench parameters from the environment; the defaults are the target load of issue 3 item 7.
import os from 'node:os';

/**
 * Node flags of every load generator. The load generator is the measuring instrument, and shares the 2 cores with
 * the server it measures: with V8's default parallel collector its full collections (5,000 client sockets) ran on
 * both cores at once for 40–60 ms, stalling the server mid-run at random (and a server whose add passes through
 * three threads more than a server with one). On one core, with a young generation as large as the server's,
 * its collections stall only itself. The same for every target.
 */
export const LOAD_NODE_FLAGS = ['--single-threaded-gc', '--max-semi-space-size=32'];

/** Every target, in the order a full run takes them. */
export const TARGETS = ['skal', 'bare', 'bare-durable', 'skal-slow-disk'];

/**
 * @typedef {object} BenchParams
 * @property {number} clients        sockets opened against each target
 * @property {number} roomSize       clients per room (the first creates it, the rest join)
 * @property {number} addIntervalMs  each client adds one entry this often
 * @property {number} durationS      measured steady state
 * @property {number} warmupS        load before the measured window, excluded from stats
 * @property {number} churnPercent   percent of clients per second that leave and re-join their room
 * @property {number} loadProcesses  load-generator child processes (1 or 2; the machine has 2 cores)
 * @property {number} ackTimeoutMs   an ack later than this counts as an error
 * @property {string[]} targets      which targets to run, in order (skal, bare, bare-durable, skal-slow-disk)
 * @property {string} dataDir        where the Skål target keeps its SQLite folder (on disk, not tmpfs)
 * @property {boolean} quick         BENCH_QUICK=1 was set
 * @property {string[]} serverNodeArgs extra node flags for the target servers (e.g. --cpu-prof), to find where time goes
 * @property {string[]} loadNodeArgs   node flags for the load generators: LOAD_NODE_FLAGS, then any extra ones
 */

/**
 * @param {NodeJS.ProcessEnv} env
 * @param {{ clients: number, durationS: number, warmupS: number }} [quickDefaults]  what BENCH_QUICK=1 means for this bench
 * @returns {BenchParams}
 */
export function readParams(env, quickDefaults = { clients: 500, durationS: 15, warmupS: 5 }) {
  const quick = env.BENCH_QUICK === '1' || env.BENCH_QUICK === 'true';
  const params = {
    clients: int(env, 'BENCH_CLIENTS', quick ? quickDefaults.clients : 5000, 1),
    roomSize: int(env, 'BENCH_ROOM_SIZE', 10, 1),
    addIntervalMs: int(env, 'BENCH_ADD_INTERVAL_MS', 5000, 1),
    durationS: int(env, 'BENCH_DURATION_S', quick ? quickDefaults.durationS : 60, 1),
    warmupS: int(env, 'BENCH_WARMUP_S', quick ? quickDefaults.warmupS : 10, 0),
    churnPercent: num(env, 'BENCH_CHURN_PERCENT', 1),
    loadProcesses: int(env, 'BENCH_LOAD_PROCESSES', 1, 1),
    ackTimeoutMs: int(env, 'BENCH_ACK_TIMEOUT_MS', 10_000, 1),
    targets: (env.BENCH_TARGETS || TARGETS.join(',')).split(',').map((name) => name.trim()),
    dataDir: env.BENCH_DATA_DIR || os.tmpdir(),
    quick,
    serverNodeArgs: words(env.BENCH_SERVER_NODE_ARGS),
    loadNodeArgs: [...LOAD_NODE_FLAGS, ...words(env.BENCH_LOAD_NODE_ARGS)],
  };
  for (const target of params.targets) {
    if (!TARGETS.includes(target)) throw new Error(`BENCH_TARGETS: unknown target "${target}" (${TARGETS.join(', ')})`);
  }
  return params;
}

/** Whole rooms per load process, as even as they divide. */
export function roomSlices(/** @type {BenchParams} */ params) {
  const rooms = params.clients / params.roomSize;
  const processes = Math.min(params.loadProcesses, rooms);
  return Array.from({ length: processes }, (_, i) => {
    const firstRoom = Math.floor((i * rooms) / processes);
    return { firstRoom, rooms: Math.floor(((i + 1) * rooms) / processes) - firstRoom };
  });
}

/** Offered adds per second across all clients. */
export const offeredRate = (/** @type {BenchParams} */ params) => (params.clients * 1000) / params.addIntervalMs;

function int(env, name, fallback, min) {
  const value = num(env, name, fallback);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be a whole number ≥ ${min}, got "${env[name]}"`);
  return value;
}

function num(env, name, fallback) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number ≥ 0, got "${raw}"`);
  return value;
}

function words(raw) {
  return (raw ?? '').split(/\s+/u).filter(Boolean);
}
