// Deletes rooms idle longer than ROOM_TTL_HOURS, with their entries, and entries removed longer than REMOVED_KEEP_MS
// ago (Recently removed keeps them that long). Safe to run in every process.
import type { Clock } from '../clock';
import { removedKeptSince } from '../store/sql';
import type { Store } from '../store/store';

const HOUR_MS = 3_600_000;
/** Rooms taken away per statement (a rename each: their rows go in ROW_BATCH batches afterwards). */
const SWEEP_BATCH = 100;
/**
 * Rows deleted per statement. A statement holds the database's write lock (SQLite: the writer thread, and the writes
 * that wait to join its group commit) while it runs. At 500 rows another room's writes kept a p99 of 13 ms on SQLite
 * while a million rows were swept, against 17–19 ms at 1,000 (docs/performance.md, "Sweeping removed entries"); the
 * sweep lets other work run between statements.
 */
export const ROW_BATCH = 500;

export interface SweepCounts {
  rooms: number;
  /** Rows of taken-away rooms deleted (entries, rooms and their players). */
  roomRows: number;
  /** Entries removed longer than REMOVED_KEEP_MS ago, deleted for good. */
  removed: number;
}

export interface TtlSweeper {
  /** One pass now; resolves to the number of rooms deleted. */
  sweep(): Promise<number>;
  /** One pass now, with every count. */
  sweepAll(): Promise<SweepCounts>;
  stop(): void;
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Between two row batches the sweep rests as long as the last one took (at most a second): the database spends at
 * most about half its time on the sweep, and the writes that queued behind a batch commit on their own first.
 */
const restAfter = (started: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.min(1_000, performance.now() - started)));

export function startTtlSweeper(options: {
  store: Store;
  clock: Clock;
  ttlHours: number;
  intervalMs?: number;
  batchSize?: number;
  rowBatch?: number;
  onSwept?: (deleted: number, counts: SweepCounts) => void;
  onError?: (error: unknown) => void;
}): TtlSweeper {
  const { store, clock, ttlHours } = options;
  const intervalMs = options.intervalMs ?? Math.min(10 * 60_000, (ttlHours * HOUR_MS) / 4);
  const batchSize = options.batchSize ?? SWEEP_BATCH;
  const rowBatch = options.rowBatch ?? ROW_BATCH;
  const sweepAll = async (): Promise<SweepCounts> => {
    const now = clock.now();
    const cutoff = new Date(now.getTime() - ttlHours * HOUR_MS);
    // In batches, so one sweep after a long pause never holds the database (or the event loop) for long.
    let rooms = 0;
    for (;;) {
      const batch = await store.deleteIdleRooms(cutoff, batchSize);
      rooms += batch;
      if (batch < batchSize) break;
      await nextTurn();
    }
    // The rooms are gone from every lookup already; their rows (a room may hold a million removed entries) go a
    // bounded batch per statement, so no other write waits long behind one.
    let roomRows = 0;
    for (;;) {
      const started = performance.now();
      const batch = await store.purgeDeletedRooms(rowBatch);
      roomRows += batch;
      if (batch === 0) break;
      await restAfter(started);
    }
    let removed = 0;
    const before = removedKeptSince(now);
    for (;;) {
      const started = performance.now();
      const batch = await store.purgeRemovedEntries(before, rowBatch);
      removed += batch;
      if (batch < rowBatch) break;
      await restAfter(started);
    }
    const counts = { rooms, roomRows, removed };
    if (rooms > 0 || removed > 0) options.onSwept?.(rooms, counts);
    return counts;
  };
  const sweep = async () => (await sweepAll()).rooms;
  const timer = setInterval(() => {
    sweepAll().catch((error: unknown) => options.onError?.(error));
  }, intervalMs);
  timer.unref();
  return { sweep, sweepAll, stop: () => clearInterval(timer) };
}
