// npm run bench:scale: the bench:server load against 1 and then 3 Skål processes sharing PostgreSQL and Redis,
// and on 1 process once per PostgreSQL add path (one function call, then the old statements in a transaction).
import fs from 'node:fs';
import { killChildren } from '../server/child.mjs';
import { sleepUntil, startLoads, startTogether } from '../server/loads.mjs';
import { busyBeforeStart, cpuBetween, cpuSnapshot } from '../server/machine.mjs';
import { offeredRate, readParams } from '../server/params.mjs';
import { postgresBin, startPostgres, startRedis } from '../../scripts/services.mjs';
import { PostgresStats, postgresBetween, redisBetween, redisSnapshot } from './backend-stats.mjs';
import { compare, format, summarise, writeJson } from './report.mjs';
import {
  BENCH_MAX_ENTRIES_PER_ROOM,
  BENCH_RATE_LIMIT,
  cpuSeconds,
  killServers,
  startServers,
  stopServers,
} from './servers.mjs';

const QUICK = { clients: 300, durationS: 10, warmupS: 3 };
const STEP_TIMEOUT_MS = 60_000;
const IDLE_CHECK_MS = 2000;
/** How the server adds entries on PostgreSQL (SKAL_BENCH_PG_ADD, read by server/src/main.ts). */
const ADD_PATHS = ['function', 'statements'];
/** Busy CPU (percent of one core) before start above which the run is flagged. */
const BUSY_BEFORE_START_PERCENT = 20;

/** Services started by this run, stopped on the way out whatever happens. */
const services = [];
let postgresStats = null;

// Ctrl-C must not leave the throw-away PostgreSQL and Redis running: pg_ctl starts PostgreSQL in the background.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    killChildren();
    killServers();
    for (const service of services.reverse()) await service.stop().catch(() => {});
    process.exit(130);
  });
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(`bench:scale crashed: ${error instanceof Error ? error.stack : error}`);
  killChildren();
  killServers();
  process.exitCode = 1;
} finally {
  await postgresStats?.close().catch(() => {});
  for (const service of services.reverse()) await service.stop().catch(() => {});
}

async function main() {
  const params = readParams(process.env, QUICK);
  const processCounts = (process.env.BENCH_PROCESSES || '1,3').split(',').map(Number);
  if (processCounts.some((count) => !Number.isInteger(count) || count < 1))
    throw new Error(`BENCH_PROCESSES must be whole numbers ≥ 1, got "${process.env.BENCH_PROCESSES}"`);
  const addPaths = (process.env.BENCH_PG_ADD || ADD_PATHS.join(',')).split(',').map((path) => path.trim());
  if (addPaths.some((path) => !ADD_PATHS.includes(path)) || new Set(addPaths).size !== addPaths.length)
    throw new Error(
      `BENCH_PG_ADD must be distinct names of ${ADD_PATHS.join(', ')}, got "${process.env.BENCH_PG_ADD}"`,
    );
  if (params.clients % params.roomSize !== 0) throw new Error('BENCH_CLIENTS must be a multiple of BENCH_ROOM_SIZE');
  // Every add path on the first process count, one after the other; the other counts with the first path.
  const configurations = [
    ...addPaths.map((addPath) => ({ processes: processCounts[0], addPath })),
    ...processCounts.slice(1).map((processes) => ({ processes, addPath: addPaths[0] })),
  ];
  const startedAt = new Date();
  console.log(
    `bench:scale: ${params.clients} clients in rooms of ${params.roomSize}, one add per client every ${params.addIntervalMs} ms` +
      ` (${offeredRate(params)} adds/s offered), ${params.churnPercent}% churn per second;` +
      ` ${params.warmupS} s warm-up + ${params.durationS} s measured per configuration;` +
      ` ${configurations.map(label).join(' then ')} on PostgreSQL + Redis, clients round-robin over the processes` +
      `${params.quick ? ' [BENCH_QUICK]' : ''}`,
  );
  const busy = await busyBeforeStart(IDLE_CHECK_MS);
  if (busy !== null && busy > BUSY_BEFORE_START_PERCENT) {
    console.warn(
      `WARNING: the machine is already busy (${busy.toFixed(0)}% of one core before the bench); other work distorts the tail latencies.`,
    );
  }

  // pg_stat_statements has to be preloaded; without it only transaction counts are left for PostgreSQL.
  // Durable like production (the test clusters run with fsync off): a returned COMMIT is flushed to disk.
  const bin = postgresBin();
  const statementsLibrary = bin && fs.existsSync(`${bin}/../lib/pg_stat_statements.so`);
  const postgres = await startPostgres({
    options: `-c fsync=on -c synchronous_commit=on${
      statementsLibrary ? ' -c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track=all' : ''
    }`,
  });
  services.push(postgres);
  const redis = await startRedis();
  services.push(redis);
  postgresStats = await PostgresStats.open(postgres.url);
  const postgresSource = postgresStats.statements
    ? 'pg_stat_statements total_exec_time of the run database (execution inside PostgreSQL, lock waits included)'
    : 'n/a (pg_stat_statements not available; only pg_stat_database commits are reported)';
  console.log(
    `Services: PostgreSQL ${postgres.url} (${postgresStats.statements ? 'with' : 'without'} pg_stat_statements), Redis ${redis.url};` +
      ` servers run with RATE_LIMIT_SOCKET/ADDRESS ${BENCH_RATE_LIMIT} and MAX_ENTRIES_PER_ROOM ${BENCH_MAX_ENTRIES_PER_ROOM}` +
      ' (every bench client shares 127.0.0.1)',
  );

  const results = [];
  for (const configuration of configurations) {
    results.push(
      await runConfiguration(configuration, params, { postgres, redis, postgresSource, stamp: startedAt.getTime() }),
    );
  }
  const comparisons = compare(results, processCounts, addPaths);
  console.log(`\n${format(results, comparisons)}`);
  console.log(`\nJSON: ${writeJson({ ...params, processCounts, addPaths }, results, comparisons, startedAt)}`);
  return 0;
}

function label({ processes, addPath }) {
  return `${processes} process${processes > 1 ? 'es' : ''} (${addPath} adds)`;
}

/** One configuration: a fresh database and Redis prefix, its servers, the load, the timed window, then all closed. */
async function runConfiguration(configuration, params, { postgres, redis, postgresSource, stamp }) {
  const { processes: count, addPath } = configuration;
  console.log(`\n== ${label(configuration)} ==`);
  const database = `skal_scale_${count}p_${addPath}`;
  await postgresStats.createDatabase(database);
  const databaseUrl = new URL(postgres.url);
  databaseUrl.pathname = `/${database}`;
  const servers = await startServers(count, {
    databaseUrl: databaseUrl.href,
    redisUrl: redis.url,
    redisPrefix: `skal-scale-${stamp}-${count}p-${addPath}`,
    nodeArgs: params.serverNodeArgs,
    env: { SKAL_BENCH_PG_ADD: addPath },
  });
  try {
    const { loads, setupMs } = await startLoads(params, {
      urls: servers.map((server) => server.url),
      broadcastLatency: true,
    });

    const startAt = startTogether(loads);
    await sleepUntil(startAt + params.warmupS * 1000);
    const before = await snapshot(servers, redis.url, database);
    await sleepUntil(startAt + (params.warmupS + params.durationS) * 1000);
    const after = await snapshot(servers, redis.url, database);
    const stats = await Promise.all(loads.map((load) => load.next('stats', params.ackTimeoutMs + STEP_TIMEOUT_MS)));
    for (const load of loads) load.send({ type: 'close' });
    await Promise.all(loads.map((load) => load.exit(STEP_TIMEOUT_MS)));

    const result = summarise(configuration, params, stats, {
      setupMs,
      serverCpuSeconds: servers.map((_, i) =>
        before.cpu[i] === null || after.cpu[i] === null ? null : after.cpu[i] - before.cpu[i],
      ),
      machineCpu: cpuBetween(before.machine, after.machine),
      redis: redisBetween(before.redis, after.redis),
      postgres: postgresBetween(before.postgres, after.postgres),
      postgresSource,
    });
    console.log(
      `acked ${result.addsPerSecondAcknowledged}/s, ack p50 ${result.ackMs.p50} ms, p99 ${result.ackMs.p99} ms,` +
        ` broadcast p99 ${result.broadcastMs.p99} ms, errors ${result.errors};` +
        ` PostgreSQL ${result.postgres.statementsPerAdd ?? 'n/a'} statements, ${result.postgres.commitsPerAdd ?? 'n/a'} commits per add`,
    );
    return result;
  } finally {
    await stopServers(servers);
  }
}

async function snapshot(servers, redisUrl, database) {
  return {
    cpu: servers.map(cpuSeconds),
    machine: cpuSnapshot(),
    redis: redisSnapshot(redisUrl),
    postgres: await postgresStats.snapshot(database),
  };
}
