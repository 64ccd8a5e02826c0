// Deletes rooms idle longer than ROOM_TTL_HOURS, with their entries. Safe to run in every process.
import type { Clock } from '../clock';
import type { Store } from '../store/store';

const HOUR_MS = 3_600_000;

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
  onSwept?: (deleted: number) => void;
  onError?: (error: unknown) => void;
}): TtlSweeper {
  const { store, clock, ttlHours } = options;
  const intervalMs = options.intervalMs ?? Math.min(10 * 60_000, (ttlHours * HOUR_MS) / 4);
  const sweep = async () => {
    const deleted = await store.deleteIdleRooms(new Date(clock.now().getTime() - ttlHours * HOUR_MS));
    if (deleted > 0) options.onSwept?.(deleted);
    return deleted;
  };
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => options.onError?.(error));
  }, intervalMs);
  timer.unref();
  return { sweep, stop: () => clearInterval(timer) };
}
