// bench:sweep: is a write to one room held up while the sweep deletes another room's million removed rows?
// For each store (SQLite in its writer thread, PostgreSQL when installed): plant a room with BENCH_SWEEP_ROWS
// removed entries (one bulk INSERT ... SELECT), then time single adds to another room at a fixed rate, first
// without the sweep (the baseline), then while the sweep runs. Prints a table; measures, does not test.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { openPostgresStore, openSqliteWorkerStore, ROW_BATCH, startTtlSweeper } from '../../server/dist/test-kit.js';
import { postgresBin, startPostgres } from '../../scripts/services.mjs';
import { fileSystemOf } from '../server/disk.mjs';

const ROWS = Number(process.env.BENCH_SWEEP_ROWS ?? 1_000_000);
const WRITE_INTERVAL_MS = Number(process.env.BENCH_SWEEP_WRITE_INTERVAL_MS ?? 5);
const BASELINE_S = Number(process.env.BENCH_SWEEP_BASELINE_S ?? 10);
const ROW_BATCH_RUN = Number(process.env.BENCH_SWEEP_ROW_BATCH ?? ROW_BATCH);
const STORES = (process.env.BENCH_SWEEP_STORES ?? 'sqlite,postgres').split(',');
const TTL_HOURS = 48;
const DAY_MS = 24 * 3_600_000;
const clock = { now: () => new Date() };

/** Adds one entry to `room` every WRITE_INTERVAL_MS (open loop) until `until` resolves; the latency of each. */
async function writes(store, room, until) {
  const latencies = [];
  const pending = new Set();
  let n = 0;
  let done = false;
  void until.then(() => (done = true));
  while (!done) {
    const started = performance.now();
    const write = store.addEntries(room, [`w ${n++}`], 'player', new Date(), 1e9).then((result) => {
      if (!result.ok) throw new Error(`write refused: ${result.error}`);
      latencies.push(performance.now() - started);
      pending.delete(write);
    });
    pending.add(write);
    await new Promise((resolve) => setTimeout(resolve, WRITE_INTERVAL_MS));
  }
  await Promise.all(pending);
  return latencies;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
function summary(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { writes: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) };
}

/** The planted room: idle for 100 days, holding ROWS entries removed a week ago. */
async function plant(kind, url, file) {
  const idle = new Date(Date.now() - 100 * DAY_MS);
  const removed = new Date(Date.now() - 7 * DAY_MS);
  const started = performance.now();
  if (kind === 'sqlite') {
    const db = new Database(file);
    db.prepare('UPDATE rooms SET active_at = ? WHERE name = ?').run(idle.getTime(), 'planted');
    db.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
       INSERT INTO entries (room_id, value, source, created_at, removed_at)
       SELECT (SELECT id FROM rooms WHERE name = 'planted'), 'removed ' || i, 'player', ?, ? FROM n`,
    ).run(ROWS, removed.getTime(), removed.getTime());
    db.close();
  } else {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('UPDATE rooms SET active_at = $1 WHERE name = $2', [idle, 'planted']);
    await client.query(
      `INSERT INTO entries (room_id, value, source, created_at, removed_at)
       SELECT (SELECT id FROM rooms WHERE name = 'planted'), 'removed ' || i, 'player', $2, $2
       FROM generate_series(1, $1::int) AS i`,
      [ROWS, removed],
    );
    await client.query('VACUUM ANALYZE entries');
    await client.end();
  }
  return performance.now() - started;
}

async function runOn(kind) {
  let stopPostgres = async () => {};
  let open;
  let file = null;
  let url = null;
  if (kind === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(process.env.BENCH_DATA_DIR ?? os.tmpdir(), 'skal-sweep-'));
    file = path.join(dir, 'skal.db');
    console.log(`sqlite: ${file} (${fileSystemOf(dir)})`);
    open = () => openSqliteWorkerStore(file);
    stopPostgres = async () => fs.rmSync(dir, { recursive: true, force: true });
  } else {
    if (!postgresBin()) return null;
    const server = await startPostgres();
    url = server.url;
    console.log(`postgres: throw-away server at ${url} (fsync off, as the test servers run)`);
    open = () => openPostgresStore(url);
    stopPostgres = server.stop;
  }
  try {
    let store = await open();
    await store.createRoom('planted', new Date());
    await store.createRoom('busy', new Date());
    await store.close();
    const planting = await plant(kind, url, file);
    store = await open();
    // Warm the write path (statements prepared, pages cached) before anything is measured.
    await writes(store, 'busy', new Promise((resolve) => setTimeout(resolve, 1000)));

    const baseline = summary(
      await writes(store, 'busy', new Promise((resolve) => setTimeout(resolve, BASELINE_S * 1000))),
    );
    const sweeper = startTtlSweeper({
      store,
      clock,
      ttlHours: TTL_HOURS,
      intervalMs: 3_600_000,
      rowBatch: ROW_BATCH_RUN,
    });
    const sweepStarted = performance.now();
    const sweeping = sweeper.sweepAll();
    console.log(`${kind}: baseline done (p99 ${baseline.p99.toFixed(1)} ms), sweeping`);
    const during = summary(await writes(store, 'busy', sweeping));
    const counts = await sweeping;
    const sweepMs = performance.now() - sweepStarted;
    sweeper.stop();
    await store.close();
    return { kind, planting, baseline, during, counts, sweepMs };
  } finally {
    await stopPostgres();
  }
}

const fmt = (ms) => (Number.isFinite(ms) ? ms.toFixed(1) : '–');
const results = [];
for (const kind of STORES) {
  try {
    const result = await runOn(kind);
    if (result) {
      results.push(result);
      console.log(`${kind}: ${JSON.stringify(result)}`);
    } else console.log(`${kind}: not installed, skipped`);
  } catch (error) {
    console.log(`${kind}: failed: ${error instanceof Error ? error.stack : String(error)}`);
  }
}

console.log(
  `\n${ROWS.toLocaleString('en')} removed rows in an idle room, swept (${ROW_BATCH_RUN} rows per statement) while ` +
    `another room gets one add every ${WRITE_INTERVAL_MS} ms\n`,
);
const rows = [
  ['store', 'phase', 'writes', 'p50 ms', 'p99 ms', 'max ms', 'sweep s', 'rows deleted'],
  ...results.flatMap((r) => [
    [
      r.kind,
      'baseline (no sweep)',
      r.baseline.writes,
      fmt(r.baseline.p50),
      fmt(r.baseline.p99),
      fmt(r.baseline.max),
      '',
      '',
    ],
    [
      r.kind,
      'during the sweep',
      r.during.writes,
      fmt(r.during.p50),
      fmt(r.during.p99),
      fmt(r.during.max),
      (r.sweepMs / 1000).toFixed(1),
      (r.counts.roomRows + r.counts.removed).toLocaleString('en'),
    ],
  ]),
];
const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
for (const [index, row] of rows.entries()) {
  console.log(`| ${row.map((cell, column) => String(cell).padEnd(widths[column])).join(' | ')} |`);
  if (index === 0) console.log(`| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`);
}
for (const r of results) {
  const verdict = r.during.p99 < 20 ? 'under' : 'NOT under';
  console.log(
    `${r.kind}: write p99 during the sweep ${fmt(r.during.p99)} ms against ${fmt(r.baseline.p99)} ms without: ` +
      `${verdict} the 20 ms target (planting took ${(r.planting / 1000).toFixed(1)} s)`,
  );
}
