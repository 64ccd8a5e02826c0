// Syncs of a file to disk, overlapped: each commit written to the file is made durable by the first sync that
// *starts* after it was written, and a new sync may start while an earlier one is still running (up to a bound).
// With one sync at a time, a commit written during a sync waits for that sync and then a whole one of its own;
// here it waits for one sync only. On this machine's disk two fdatasync calls in flight take about as long as
// one (README "Durability").

/** Called once the write is durable (`null`), or with the error that keeps it from being known durable. */
export type Durable = (error: Error | null) => void;

/** Syncs the file: calls back once everything written to it before the call is on disk. */
export type SyncFile = (done: (error: Error | null) => void) => void;

export interface SyncPipeline {
  /** A write has been made to the file: `durable` runs once a sync that started after now has finished. */
  written(durable: Durable): void;
  /** Syncs running and writes waiting for one: none means every write so far is durable or failed. */
  readonly pending: number;
  /** Resolves once no write is waiting (at once when none is). */
  drained(): Promise<void>;
}

/**
 * Writes are answered in the order they were made. A failed sync fails every write waiting, and every write
 * after it: once a sync has failed, Linux may have dropped the unsynced pages and a later sync can succeed
 * without them, so nothing written to the file can be trusted durable again.
 */
export function syncPipeline(sync: SyncFile, maxInFlight: number): SyncPipeline {
  let writes = 0; // writes made so far, numbered from 1
  let covered = 0; // the last write a started sync covers
  let inFlight = 0;
  let failure: Error | null = null;
  const waiting: { write: number; durable: Durable }[] = [];
  let onDrained: (() => void)[] = [];

  const settle = () => {
    if (waiting.length > 0 || inFlight > 0) return;
    const callbacks = onDrained;
    onDrained = [];
    for (const callback of callbacks) callback();
  };

  const start = () => {
    const covers = writes;
    covered = covers;
    inFlight += 1;
    sync((error) => {
      inFlight -= 1;
      if (error) failure ??= error;
      if (failure) {
        for (const write of waiting.splice(0)) write.durable(failure);
      } else {
        while (waiting.length > 0 && waiting[0]!.write <= covers) waiting.shift()!.durable(null);
        if (covered < writes && inFlight < maxInFlight) start();
      }
      settle();
    });
  };

  return {
    written(durable) {
      if (failure) return durable(failure);
      writes += 1;
      waiting.push({ write: writes, durable });
      if (inFlight < maxInFlight) start();
    },
    get pending() {
      return waiting.length + inFlight;
    },
    drained() {
      return new Promise<void>((resolve) => {
        onDrained.push(resolve);
        settle();
      });
    },
  };
}
