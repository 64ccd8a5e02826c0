// Deletes rooms idle longer than ROOM_TTL_HOURS, with their entries. Safe to run in every process.
import type { Clock } from '../clock';
import type { Store } from '../store/store';

const HOUR_MS = 3_600_000;
/** Rooms deleted per statement (each with up to MAX_ENTRIES_PER_ROOM entries). */
const SWEEP_BATCH = 100;

export interface TtlSweeper {
  /** One pass now; resolves to the number of rooms deleted. */
  sweep(): Promise<number>;
  stop(): void;
}

export function startTtlSweeper(options: {
  store: Store;
  clock: Clock;
  ttlHours: number;
  intervalMs?: number;
  batchSize?: number;
  onSwept?: (deleted: number) => void;
  onError?: (error: unknown) => void;
}): TtlSweeper {
  const { store, clock, ttlHours } = options;
  const intervalMs = options.intervalMs ?? Math.min(10 * 60_000, (ttlHours * HOUR_MS) / 4);
  const batchSize = options.batchSize ?? SWEEP_BATCH;
  const sweep = async () => {
    const cutoff = new Date(clock.now().getTime() - ttlHours * HOUR_MS);
    // In batches, so one sweep after a long pause never holds the database (or the event loop) for long.
    let deleted = 0;
    for (;;) {
      const batch = await store.deleteIdleRooms(cutoff, batchSize);
      deleted += batch;
      if (batch < batchSize) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (deleted > 0) options.onSwept?.(deleted);
    return deleted;
  };
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => options.onError?.(error));
  }, intervalMs);
  timer.unref();
  return { sweep, stop: () => clearInterval(timer) };
}
