// Turns raw measurements into per-target figures, Skål/bare ratios, target verdicts, the printed table and JSON.
import fs from 'node:fs';
import os from 'node:os';
import { offeredRate } from './params.mjs';
import { mergeSorted, percentile } from './samples.mjs';

export const LABELS = {
  skal: 'Skål',
  bare: 'bare Socket.IO',
  'bare-durable': 'bare, durable log',
  'skal-slow-disk': 'Skål, fsync +50 ms',
};

/** Issue 3 item 7: the load the targets are stated for, and the targets. */
export const TARGET_LOAD = { clients: 5000, roomSize: 10, addIntervalMs: 5000, durationS: 60 };
/** Issue 15: durable acks on disk within 1.5× the bare server's p99, no throughput lost, no event-loop stall. */
const MAX_P99_RATIO = 1.5;
const MIN_THROUGHPUT_RATIO = 0.98;
const MAX_EVENT_LOOP_MS = 20;
const MAX_RSS_PER_CONNECTION_KB = 15;
/**
 * "As fast as without the delay": with every fsync slowed, the median of a join, a room GET and a join's
 * presence broadcast stays within this factor (plus a little slack for the noise of sub-millisecond medians).
 */
const UNSLOWED_P50_RATIO = 1.5;
const UNSLOWED_SLACK_MS = 2;
/** CPU (percent of one core) used outside the bench's processes above which a run is flagged as disturbed. */
const BUSY_MACHINE_PERCENT = 30;
/** Hypervisor steal (percent of one core) above which a run is flagged: it comes as whole-VM freezes of seconds. */
const STEAL_PERCENT = 2;

/**
 * Figures for one target from its server child's messages and every load child's stats.
 * @param {string} name
 * @param {import('./params.mjs').BenchParams} params
 * @param {{ ready: any, connected: any, window: any, end: any }} server
 * @param {any[]} loads  `stats` messages
 * @param {{ setupMs: number, machineCpu: { busyPercent: number, stealPercent: number } | null,
 *   synced?: { count: number, latenciesMs: number[] } | null }} run  synced: the server's syncs in the window (tracepoints)
 */
export function summarise(name, params, server, loads, { setupMs, machineCpu, synced = null }) {
  const fsyncs = synced?.count ?? null;
  const syncTimes = mergeSorted([synced?.latenciesMs ?? []]);
  const sum = (pick) => loads.reduce((total, load) => total + pick(load), 0);
  const latencies = mergeSorted(loads.map((load) => load.latencies));
  const lags = mergeSorted(loads.map((load) => load.lags));
  const joins = mergeSorted(loads.map((load) => load.joinLatencies ?? []));
  const gets = mergeSorted(loads.map((load) => load.getLatencies ?? []));
  const presences = mergeSorted(loads.map((load) => load.presenceLatencies ?? []));
  const probed = loads.some((load) => load.getLatencies);
  const connections = sum((load) => load.clients);
  const window = {
    sent: sum((load) => load.window.sent),
    ok: sum((load) => load.window.ok),
    failed: sum((load) => load.window.failed),
    timeouts: sum((load) => load.window.timeouts),
  };
  const warmup = {
    sent: sum((load) => load.warmup.sent),
    ok: sum((load) => load.warmup.ok),
    failed: sum((load) => load.warmup.failed),
    timeouts: sum((load) => load.warmup.timeouts),
  };
  const round = (value, digits = 2) => (value === null ? null : Number(value.toFixed(digits)));
  return {
    target: name,
    label: LABELS[name],
    storage: server.ready.storage,
    settings: server.ready.settings ?? null,
    connections,
    setupSeconds: round(setupMs / 1000, 1),
    addsPerSecondOffered: round(window.sent / params.durationS, 1),
    addsPerSecondAcknowledged: round(sum((load) => load.window.ackedDuringWindow) / params.durationS, 1),
    ackMs: {
      p50: round(percentile(latencies, 50)),
      p90: round(percentile(latencies, 90)),
      p99: round(percentile(latencies, 99)),
      max: round(percentile(latencies, 100)),
    },
    adds: window,
    errors: window.failed + window.timeouts,
    // The server's fsync/fdatasync calls in the window, counted with kernel tracepoints (null: not counted).
    fsyncsPerSecond: fsyncs === null ? null : round(fsyncs / params.durationS, 1),
    fsyncsPerAck: fsyncs === null ? null : round(fsyncs / Math.max(1, window.ok), 3),
    // Each sync's time in the kernel (the injected delay of the slow-disk run comes before it and is not included).
    syncMs:
      syncTimes.length > 0
        ? { p50: round(percentile(syncTimes, 50), 3), p99: round(percentile(syncTimes, 99), 3) }
        : null,
    warmupAdds: warmup,
    numPromptsPerSecond: round(sum((load) => load.broadcasts) / params.durationS, 0),
    joinMs: { p50: round(percentile(joins, 50)), p99: round(percentile(joins, 99)) },
    // Room GETs and presence broadcasts (probes.mjs): null when the target was not probed.
    getMs: probed ? { p50: round(percentile(gets, 50)), p99: round(percentile(gets, 99)), count: gets.length } : null,
    getErrors: sum((load) => load.getErrors ?? 0),
    presenceMs: probed
      ? { p50: round(percentile(presences, 50)), p99: round(percentile(presences, 99)), count: presences.length }
      : null,
    churn: {
      rejoinsPerSecond: round(sum((load) => load.window.churns) / params.durationS, 1),
      errors: sum((load) => load.window.churnErrors + load.warmup.churnErrors),
    },
    unexpectedDisconnects: mergeCounts(loads.map((load) => load.disconnects)),
    rssBytes: { beforeClients: server.ready.rss, connected: server.connected.rss, end: server.end.rss },
    heapUsedBytes: {
      beforeClients: server.ready.heapUsed,
      connected: server.connected.heapUsed,
      end: server.end.heapUsed,
    },
    memoryAtEnd: withoutType(server.end),
    rssPerConnectionKB: round((server.end.rss - server.ready.rss) / connections / 1024, 1),
    rssPerConnectionConnectedKB: round((server.connected.rss - server.ready.rss) / connections / 1024, 1),
    server: {
      cpuPercent: round(server.window.cpuPercent, 0),
      // CPU time per add barely depends on what else the machine does, unlike the latencies.
      cpuMsPerAdd: round(((server.window.cpuPercent / 100) * (params.durationS * 1000)) / Math.max(1, window.sent), 3),
      eventLoopP99Ms: round(server.window.eventLoopP99Ms),
      eventLoopMaxMs: round(server.window.eventLoopMaxMs),
    },
    loadGenerators: loads.map((load) => ({
      clients: load.clients,
      cpuPercent: round(load.cpuPercent, 0),
      eventLoopP99Ms: round(load.eventLoopP99Ms),
    })),
    sendLagMs: { p50: round(percentile(lags, 50)), p99: round(percentile(lags, 99)) },
    machine: {
      cores: os.cpus().length,
      cpuPercent: round(machineCpu?.busyPercent ?? null, 0),
      // Whatever else ran: other processes plus kernel network work not charged to the bench's processes.
      otherCpuPercent: round(
        machineCpu
          ? Math.max(0, machineCpu.busyPercent - server.window.cpuPercent - sum((load) => load.cpuPercent))
          : null,
        0,
      ),
      stealPercent: round(machineCpu?.stealPercent ?? null, 0),
    },
  };
}

/** One target's figures over another's, or null when either was not run. */
function ratiosOf(a, b) {
  if (!a || !b) return null;
  const ratio = (x, y) => (x === null || y === null || y === 0 ? null : Number((x / y).toFixed(2)));
  return {
    label: `${a.label} / ${b.label}`,
    ackP50: ratio(a.ackMs.p50, b.ackMs.p50),
    ackP99: ratio(a.ackMs.p99, b.ackMs.p99),
    addsAcked: ratio(a.addsPerSecondAcknowledged, b.addsPerSecondAcknowledged),
    rssPerConnection: ratio(a.rssPerConnectionKB, b.rssPerConnectionKB),
  };
}

/**
 * Skål / bare ratios and the verdicts against the targets; null parts when a target was not run. The durable bare
 * target gives two more ratios: what a durable ack costs at least on this disk (durable bare / bare), and Skål
 * against that floor (Skål / durable bare).
 */
export function compare(params, results) {
  const find = (target) => results.find((result) => result.target === target);
  const skal = find('skal');
  const bare = find('bare');
  const durableBare = find('bare-durable');
  const ratios = ratiosOf(skal, bare);
  const durableRatios = { floor: ratiosOf(durableBare, bare), skal: ratiosOf(skal, durableBare) };
  const slow = results.find((result) => result.target === 'skal-slow-disk');
  if (!skal) return { ratios, durableRatios, verdicts: null };
  const atTargetLoad = Object.entries(TARGET_LOAD).every(([key, value]) => params[key] === value);
  return {
    ratios,
    durableRatios,
    verdicts: {
      atTargetLoad,
      everyAddAcknowledged: {
        met: skal.errors === 0 && skal.adds.ok === skal.adds.sent && skal.adds.sent > 0,
        detail: `${skal.adds.ok} of ${skal.adds.sent} acknowledged, ${skal.errors} errors`,
      },
      p99WithinBare: ratios && {
        met: ratios.ackP99 !== null && ratios.ackP99 <= MAX_P99_RATIO,
        detail: `${skal.ackMs.p99} ms vs ${bare.ackMs.p99} ms bare: ${ratios.ackP99?.toFixed(2)}×`,
      },
      throughput: ratios && {
        met: ratios.addsAcked !== null && ratios.addsAcked >= MIN_THROUGHPUT_RATIO,
        detail: `${skal.addsPerSecondAcknowledged} vs ${bare.addsPerSecondAcknowledged} acked adds/s bare: ${ratios.addsAcked?.toFixed(2)}×`,
      },
      eventLoop: {
        met: skal.server.eventLoopMaxMs !== null && skal.server.eventLoopMaxMs <= MAX_EVENT_LOOP_MS,
        detail: `max ${skal.server.eventLoopMaxMs} ms, p99 ${skal.server.eventLoopP99Ms} ms`,
      },
      slowDisk: slow && slowDiskVerdict(skal, slow),
      rssPerConnection: {
        met: skal.rssPerConnectionKB <= MAX_RSS_PER_CONNECTION_KB,
        detail: `${skal.rssPerConnectionKB} KB per connection (limit ${MAX_RSS_PER_CONNECTION_KB} KB)`,
      },
    },
  };
}

/** With every fsync slowed: no event-loop stall, every add acknowledged at the offered rate, and what writes nothing as fast as before. */
function slowDiskVerdict(skal, slow) {
  const unslowed = [
    ['join', skal.joinMs, slow.joinMs],
    ['room GET', skal.getMs, slow.getMs],
    ['presence', skal.presenceMs, slow.presenceMs],
  ].map(([what, fast, slowed]) => {
    const met =
      fast?.p50 != null && slowed?.p50 != null && slowed.p50 <= fast.p50 * UNSLOWED_P50_RATIO + UNSLOWED_SLACK_MS;
    return { what, met, detail: `${what} p50 ${slowed?.p50 ?? 'n/a'} ms (${fast?.p50 ?? 'n/a'} ms)` };
  });
  return {
    met:
      slow.server.eventLoopMaxMs !== null &&
      slow.server.eventLoopMaxMs <= MAX_EVENT_LOOP_MS &&
      slow.errors === 0 &&
      slow.getErrors === 0 &&
      slow.addsPerSecondAcknowledged >= MIN_THROUGHPUT_RATIO * slow.addsPerSecondOffered &&
      unslowed.every((check) => check.met),
    detail:
      `event loop max ${slow.server.eventLoopMaxMs} ms; ${slow.addsPerSecondAcknowledged} of ${slow.addsPerSecondOffered} adds/s acked,` +
      ` ${slow.errors} errors, ${slow.fsyncsPerSecond ?? 'n/a'} fsyncs/s; ack p50/p99 ${slow.ackMs.p50}/${slow.ackMs.p99} ms;` +
      ` unslowed (fast disk in brackets): ${unslowed.map((check) => check.detail).join(', ')}`,
  };
}

/** The printed report: table, ratios row, verdicts and diagnostics. */
export function format(params, results, { ratios, durableRatios, verdicts }) {
  const columns = [
    ['target', (r) => r.label],
    ['connections', (r) => r.connections],
    ['adds/s offered', (r) => r.addsPerSecondOffered.toFixed(1)],
    ['adds/s acked', (r) => r.addsPerSecondAcknowledged.toFixed(1)],
    ['ack p50 ms', (r) => fixed(r.ackMs.p50)],
    ['ack p99 ms', (r) => fixed(r.ackMs.p99)],
    ['errors', (r) => r.errors],
    ['loop p99 ms', (r) => fixed(r.server.eventLoopP99Ms)],
    ['loop max ms', (r) => fixed(r.server.eventLoopMaxMs)],
    ['fsyncs/s', (r) => (r.fsyncsPerSecond === null ? '–' : r.fsyncsPerSecond.toFixed(1))],
    ['fsyncs/ack', (r) => (r.fsyncsPerAck === null ? '–' : r.fsyncsPerAck.toFixed(3))],
    ['RSS/conn KB', (r) => r.rssPerConnectionKB.toFixed(1)],
  ];
  const rows = [columns.map(([title]) => title), ...results.map((r) => columns.map(([, cell]) => String(cell(r))))];
  const times = (value) => (value === null ? 'n/a' : `${value.toFixed(2)}×`);
  for (const each of [ratios, durableRatios?.floor, durableRatios?.skal]) {
    if (!each) continue;
    rows.push([
      each.label,
      '',
      '',
      times(each.addsAcked),
      times(each.ackP50),
      times(each.ackP99),
      '',
      '',
      '',
      '',
      '',
      times(each.rssPerConnection),
    ]);
  }
  const out = table(rows);
  const probed = results.filter((r) => r.getMs);
  if (probed.length > 0) {
    out.push('', 'What writes nothing (it must not wait for the disk): p50 / p99 ms');
    out.push(
      ...table([
        ['target', 'join ack', 'room GET', 'presence broadcast', 'GET errors'],
        ...probed.map((r) => [r.label, pair(r.joinMs), pair(r.getMs), pair(r.presenceMs), String(r.getErrors)]),
      ]),
    );
  }

  if (verdicts) {
    const mark = (verdict) => (verdict ? (verdict.met ? 'met    ' : 'NOT MET') : 'n/a    ');
    out.push('', 'Targets (Skål server with durable acks, issues 3 and 15):');
    if (!verdicts.atTargetLoad) out.push('  (this run is below the target load, so these are indicative only)');
    if (results.some(disturbed))
      out.push('  (other work shared the machine during this run, see "machine:" below; rerun on an idle machine)');
    out.push(
      `  every add acknowledged        ${mark(verdicts.everyAddAcknowledged)}  ${verdicts.everyAddAcknowledged.detail}`,
    );
    out.push(
      `  ack p99 within 1.5× bare      ${mark(verdicts.p99WithinBare)}  ${verdicts.p99WithinBare?.detail ?? 'bare target not run'}`,
      ...(durableRatios?.floor
        ? [
            `    what a durable ack costs at least here: the bare server with a durable log, ack p99` +
              ` ${durableRatios.floor.ackP99?.toFixed(2)}× bare; Skål ${durableRatios.skal?.ackP99?.toFixed(2) ?? 'n/a'}× that`,
          ]
        : []),
      `  acked adds/s ≥ 0.98× bare     ${mark(verdicts.throughput)}  ${verdicts.throughput?.detail ?? 'bare target not run'}`,
      `  event-loop max ≤ 20 ms        ${mark(verdicts.eventLoop)}  ${verdicts.eventLoop.detail}`,
      `  slow disk (fsync +50 ms)      ${mark(verdicts.slowDisk)}  ${verdicts.slowDisk?.detail ?? 'slow-disk run not made'}`,
    );
    out.push(`  ≤ 15 KB RSS per connection    ${mark(verdicts.rssPerConnection)}  ${verdicts.rssPerConnection.detail}`);
  }

  out.push('', 'Diagnostics (measured window):');
  for (const r of results) {
    const loads = r.loadGenerators.map(
      (load) => `${load.cpuPercent}% CPU, event-loop p99 ${fixed(load.eventLoopP99Ms)} ms`,
    );
    out.push(
      `  ${r.label}: server ${r.server.cpuPercent}% CPU (${r.server.cpuMsPerAdd.toFixed(3)} ms per add),` +
        ` event-loop p99 ${fixed(r.server.eventLoopP99Ms)} ms` +
        ` (max ${fixed(r.server.eventLoopMaxMs)}); ack p90 ${fixed(r.ackMs.p90)} ms, max ${fixed(r.ackMs.max)} ms` +
        (r.syncMs ? `; each sync in the kernel p50/p99 ${r.syncMs.p50}/${r.syncMs.p99} ms` : ''),
      `    load generator${loads.length > 1 ? 's' : ''}: ${loads.join('; ')}; send lag p50/p99 ${fixed(r.sendLagMs.p50)}/${fixed(r.sendLagMs.p99)} ms`,
      `    numPrompts received ${r.numPromptsPerSecond}/s; re-joins ${r.churn.rejoinsPerSecond}/s` +
        ` (join ack p50/p99 ${fixed(r.joinMs.p50)}/${fixed(r.joinMs.p99)} ms), join/leave errors ${r.churn.errors};` +
        ` unexpected disconnects ${describeCounts(r.unexpectedDisconnects)};` +
        ` warm-up add errors ${r.warmupAdds.failed + r.warmupAdds.timeouts}`,
      `    RSS before clients ${mb(r.rssBytes.beforeClients)}, all connected ${mb(r.rssBytes.connected)}` +
        ` (${r.rssPerConnectionConnectedKB} KB/conn before any load, of which JS heap ${perConnection(r.heapUsedBytes, r.connections)} KB),` +
        ` end ${mb(r.rssBytes.end)}; setup ${r.setupSeconds} s`,
      `    machine: ${r.machine.cpuPercent ?? 'n/a'}% of ${r.machine.cores * 100}% CPU busy, ${r.machine.otherCpuPercent ?? 'n/a'}%` +
        ` outside server and load generator, ${r.machine.stealPercent ?? 'n/a'}% stolen by the hypervisor` +
        (disturbed(r) ? ' — the machine was shared with other work; tail latencies are suspect' : ''),
    );
  }
  return out.join('\n');
}

/** Writes the full result to bench/results/server-<timestamp>.json and returns its path. */
export function writeJson(params, results, comparison, startedAt) {
  const dir = new URL('../results/', import.meta.url);
  fs.mkdirSync(dir, { recursive: true });
  const stamp = startedAt.toISOString().replace(/[:.]/g, '-');
  const file = new URL(`server-${stamp}.json`, dir);
  const machine = {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryBytes: os.totalmem(),
    node: process.version,
  };
  const body = {
    startedAt: startedAt.toISOString(),
    params,
    offeredAddsPerSecond: offeredRate(params),
    machine,
    results,
    ...comparison,
  };
  fs.writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
  return file.pathname;
}

const disturbed = (r) => r.machine.otherCpuPercent > BUSY_MACHINE_PERCENT || r.machine.stealPercent > STEAL_PERCENT;

/** @param {Record<string, number>[]} parts */
function mergeCounts(parts) {
  const total = {};
  for (const part of parts) for (const [key, count] of Object.entries(part)) total[key] = (total[key] ?? 0) + count;
  return total;
}

const describeCounts = (counts) => {
  const entries = Object.entries(counts);
  if (entries.length === 0) return '0';
  return entries.map(([key, count]) => `${count} (${key})`).join(', ');
};

const withoutType = (message) => {
  const copy = { ...message };
  delete copy.type;
  return copy;
};
/** Rows of cells as aligned text lines: a header, a rule, the rest; the first column left-aligned. */
function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  const line = (row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  return [line(rows[0]), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.slice(1).map(line)];
}

const pair = (ms) => (ms ? `${fixed(ms.p50)} / ${fixed(ms.p99)}` : '–');
const fixed = (value) => (value === null ? 'n/a' : value.toFixed(2));
const perConnection = (bytes, connections) => ((bytes.connected - bytes.beforeClients) / connections / 1024).toFixed(1);
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
