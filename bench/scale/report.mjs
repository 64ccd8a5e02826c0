// Figures per configuration (1 or N server processes, and how they add entries on PostgreSQL), the N / 1 and
// statements / function ratios, the printed table and the JSON file.
import fs from 'node:fs';
import os from 'node:os';
import { mergeSorted, percentile } from '../server/samples.mjs';

/**
 * @param {{ processes: number, addPath: string }} configuration  addPath: function or statements (SKAL_BENCH_PG_ADD)
 * @param {import('../server/params.mjs').BenchParams} params
 * @param {any[]} loads  `stats` messages of the load generators
 * @param {{ setupMs: number, serverCpuSeconds: (number | null)[], machineCpu: any, redis: any, postgres: any,
 *   postgresSource: string }} run
 */
export function summarise({ processes, addPath }, params, loads, run) {
  const sum = (pick) => loads.reduce((total, load) => total + pick(load), 0);
  const latencies = mergeSorted(loads.map((load) => load.latencies));
  const broadcasts = mergeSorted(loads.map((load) => load.broadcastLatencies ?? []));
  const adds = {
    sent: sum((load) => load.window.sent),
    ok: sum((load) => load.window.ok),
    failed: sum((load) => load.window.failed),
    timeouts: sum((load) => load.window.timeouts),
  };
  // The Redis/PostgreSQL counters and CPU cover the work done inside the window: the adds answered in it.
  const answered = sum((load) => load.window.ackedDuringWindow);
  const perAdd = (value) => (answered > 0 && value !== null && value !== undefined ? value / answered : null);
  const serverCpu = run.serverCpuSeconds.map((seconds) =>
    seconds === null ? null : round((seconds / params.durationS) * 100, 1),
  );
  const totalServerCpu = run.serverCpuSeconds.every((seconds) => seconds !== null)
    ? run.serverCpuSeconds.reduce((total, seconds) => total + seconds, 0)
    : null;
  const loadCpu = sum((load) => load.cpuPercent);
  const machineBusy = run.machineCpu?.busyPercent ?? null;
  return {
    processes,
    addPath,
    connections: sum((load) => load.clients),
    setupSeconds: round(run.setupMs / 1000, 1),
    addsPerSecondOffered: round(adds.sent / params.durationS, 1),
    addsPerSecondAcknowledged: round(answered / params.durationS, 1),
    adds,
    errors: adds.failed + adds.timeouts,
    ackMs: { p50: round(percentile(latencies, 50)), p99: round(percentile(latencies, 99)) },
    broadcastMs: {
      samples: broadcasts.length,
      // With one process there is no other process: any other member of the room counts.
      between: processes > 1 ? 'members on another process' : 'other members (one process)',
      p50: round(percentile(broadcasts, 50)),
      p99: round(percentile(broadcasts, 99)),
      max: round(percentile(broadcasts, 100)),
    },
    redis: {
      usecPerAdd: round(perAdd(run.redis.usec)),
      callsPerAdd: round(perAdd(run.redis.calls)),
      topCommands: run.redis.commands.slice(0, 6),
    },
    postgres: {
      source: run.postgresSource,
      usecPerAdd: run.postgres.statementMs === undefined ? null : round(perAdd(run.postgres.statementMs * 1000)),
      // Top-level statements: round trips. Nested: the statements run inside the add function.
      statementsPerAdd: run.postgres.statementCalls === undefined ? null : round(perAdd(run.postgres.statementCalls)),
      nestedStatementsPerAdd:
        run.postgres.nestedStatementCalls === undefined ? null : round(perAdd(run.postgres.nestedStatementCalls)),
      commitsPerAdd: round(perAdd(run.postgres.commits)),
      raw: run.postgres,
    },
    server: {
      cpuPercentPerProcess: serverCpu,
      cpuMsPerAdd: round(perAdd(totalServerCpu === null ? null : totalServerCpu * 1000), 3),
    },
    loadGenerators: loads.map((load) => ({
      cpuPercent: round(load.cpuPercent, 1),
      eventLoopP99Ms: round(load.eventLoopP99Ms),
    })),
    numPromptsPerSecond: round(sum((load) => load.broadcasts) / params.durationS, 1),
    unexpectedDisconnects: sum((load) => Object.values(load.disconnects).reduce((a, b) => a + b, 0)),
    machine: {
      cores: os.cpus().length,
      cpuPercent: round(machineBusy, 1),
      stealPercent: round(run.machineCpu?.stealPercent ?? null, 1),
      // What neither the servers nor the load generators used: PostgreSQL, Redis, the kernel, other work.
      otherCpuPercent:
        machineBusy === null || totalServerCpu === null
          ? null
          : round(machineBusy - (totalServerCpu / params.durationS) * 100 - loadCpu, 1),
    },
  };
}

/**
 * The comparisons a run allows: the last process count against the first (first add path), and each further add
 * path against the first one (first process count). Each has the cells of the table's first two columns.
 */
export function compare(results, processCounts, addPaths) {
  const find = (processes, addPath) =>
    results.find((result) => result.processes === processes && result.addPath === addPath);
  const out = [];
  const [count, path] = [processCounts[0], addPaths[0]];
  for (const other of addPaths.slice(1)) {
    out.push(
      ratios({ processes: String(count), addPath: `${other} / ${path}` }, find(count, path), find(count, other)),
    );
  }
  if (processCounts.length > 1) {
    const last = processCounts.at(-1);
    out.push(ratios({ processes: `${last} / ${count}`, addPath: path }, find(count, path), find(last, path)));
  }
  return out.filter((comparison) => comparison !== null);
}

/** `b` against `a`, figure by figure. */
function ratios(labels, a, b) {
  if (!a || !b) return null;
  const ratio = (pick) => {
    const before = pick(a);
    const after = pick(b);
    return before && after !== null && after !== undefined ? round(after / before) : null;
  };
  return {
    ...labels,
    addsPerSecondAcknowledged: ratio((r) => r.addsPerSecondAcknowledged),
    ackP50: ratio((r) => r.ackMs.p50),
    ackP99: ratio((r) => r.ackMs.p99),
    broadcastP50: ratio((r) => r.broadcastMs.p50),
    broadcastP99: ratio((r) => r.broadcastMs.p99),
    redisUsecPerAdd: ratio((r) => r.redis.usecPerAdd),
    postgresUsecPerAdd: ratio((r) => r.postgres.usecPerAdd),
    postgresStatementsPerAdd: ratio((r) => r.postgres.statementsPerAdd),
    postgresCommitsPerAdd: ratio((r) => r.postgres.commitsPerAdd),
  };
}

export function format(results, comparisons) {
  const columns = [
    ['processes', (r) => r.processes, (c) => c.processes],
    ['PG add', (r) => r.addPath, (c) => c.addPath],
    ['connections', (r) => r.connections, () => ''],
    ['adds/s offered', (r) => r.addsPerSecondOffered.toFixed(1), () => ''],
    ['adds/s acked', (r) => r.addsPerSecondAcknowledged.toFixed(1), (c) => times(c.addsPerSecondAcknowledged)],
    ['ack p50 ms', (r) => fixed(r.ackMs.p50), (c) => times(c.ackP50)],
    ['ack p99 ms', (r) => fixed(r.ackMs.p99), (c) => times(c.ackP99)],
    ['errors', (r) => r.errors, () => ''],
    ['bcast p50 ms', (r) => fixed(r.broadcastMs.p50), (c) => times(c.broadcastP50)],
    ['bcast p99 ms', (r) => fixed(r.broadcastMs.p99), (c) => times(c.broadcastP99)],
    ['Redis µs/add', (r) => fixed(r.redis.usecPerAdd), (c) => times(c.redisUsecPerAdd)],
    ['PG µs/add', (r) => fixed(r.postgres.usecPerAdd), (c) => times(c.postgresUsecPerAdd)],
    ['PG stmts/add', (r) => fixed(r.postgres.statementsPerAdd), (c) => times(c.postgresStatementsPerAdd)],
    ['PG commits/add', (r) => fixed(r.postgres.commitsPerAdd), (c) => times(c.postgresCommitsPerAdd)],
  ];
  const rows = [columns.map(([title]) => title), ...results.map((r) => columns.map(([, cell]) => String(cell(r))))];
  for (const comparison of comparisons) rows.push(columns.map(([, , cell]) => String(cell(comparison))));
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  const line = (row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  const out = [line(rows[0]), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.slice(1).map(line)];

  out.push(
    '',
    'bcast: from the emit of an add to its numPrompts count arriving at a member of the room connected to another',
    'process (with one process: at any other member). Redis µs/add: INFO commandstats usec (execution time inside',
    `Redis, all commands) ÷ adds acknowledged in the window. PG µs/add: ${results[0]?.postgres.source}.`,
    'PG add: how the server adds entries (function: one call of skal_add_entries; statements: BEGIN, 4 statements,',
    'COMMIT). PG stmts/add: statements the servers sent (round trips, BEGIN and COMMIT included; nested ones',
    'apart, below) ÷ acked adds, all of the database, so the joins of the churn too. PG commits/add:',
    'pg_stat_database xact_commit ÷ acked adds. Ratio rows: N / 1 processes, and statements / function.',
    '',
    'Diagnostics (measured window):',
  );
  for (const r of results) {
    const top = r.redis.topCommands.map((command) => `${command.name} ${command.calls}×/${command.usec} µs`).join(', ');
    out.push(
      `  ${r.processes} process${r.processes > 1 ? 'es' : ''}, ${r.addPath} adds: server CPU ${r.server.cpuPercentPerProcess.map((cpu) => `${cpu ?? 'n/a'}%`).join(' + ')}` +
        ` (${fixed(r.server.cpuMsPerAdd, 3)} ms per add, all processes); bcast samples ${r.broadcastMs.samples}, max ${fixed(r.broadcastMs.max)} ms`,
      `    load generator: ${r.loadGenerators.map((load) => `${load.cpuPercent}% CPU, event-loop p99 ${fixed(load.eventLoopP99Ms)} ms`).join('; ')};` +
        ` numPrompts received ${r.numPromptsPerSecond}/s; unexpected disconnects ${r.unexpectedDisconnects}; setup ${r.setupSeconds} s`,
      `    Redis: ${fixed(r.redis.callsPerAdd)} commands per add (${top || 'none'})`,
      `    PostgreSQL: ${fixed(r.postgres.statementsPerAdd)} statements (round trips) and ${fixed(r.postgres.commitsPerAdd)}` +
        ` commits per add; ${fixed(r.postgres.nestedStatementsPerAdd)} nested ones (inside the add function, foreign-key checks)`,
      `    machine: ${r.machine.cpuPercent ?? 'n/a'}% of ${r.machine.cores * 100}% CPU busy, ${r.machine.otherCpuPercent ?? 'n/a'}%` +
        ` outside servers and load generator (PostgreSQL, Redis, kernel, other work), ${r.machine.stealPercent ?? 'n/a'}% stolen`,
    );
  }
  return out.join('\n');
}

/** Writes the full result to bench/results/scale-<timestamp>.json and returns its path. */
export function writeJson(params, results, comparisons, startedAt) {
  const dir = new URL('../results/', import.meta.url);
  fs.mkdirSync(dir, { recursive: true });
  const file = new URL(`scale-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`, dir);
  const machine = {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryBytes: os.totalmem(),
    node: process.version,
  };
  const body = { startedAt: startedAt.toISOString(), params, machine, results, ratios: comparisons };
  fs.writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
  return file.pathname;
}

const round = (value, digits = 2) => (value === null || value === undefined ? null : Number(value.toFixed(digits)));
const fixed = (value, digits = 2) => (value === null || value === undefined ? 'n/a' : value.toFixed(digits));
const times = (value) => (value === null || value === undefined ? 'n/a' : `${value.toFixed(2)}×`);
