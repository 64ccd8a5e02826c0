// Removing, restoring and importing entries on SQLite: each change is one IMMEDIATE transaction.
import type Database from 'better-sqlite3';
import { roomUseMarker } from './sqlite-dialect';
import {
  newEntryValue,
  type AddEntriesResult,
  type EntryChangeResult,
  type ImportEntriesResult,
  type NewEntry,
  type Store,
} from './store';

type AddPlayerEntries = (
  name: string,
  values: readonly NewEntry[],
  now: number,
  maxEntries: number,
) => AddEntriesResult;

export function sqliteDeckChanges(
  db: Database.Database,
  addEntries: AddPlayerEntries,
): Pick<Store, 'removeEntry' | 'restoreEntry' | 'importEntries'> {
  const roomId = db.prepare<[string], { id: number }>('SELECT id FROM rooms WHERE name = ?');
  const entryOf = db.prepare<[number, number], { removed_at: number | null }>(
    'SELECT removed_at FROM entries WHERE id = ? AND room_id = ?',
  );
  const setRemoved = db.prepare<[number | null, number]>('UPDATE entries SET removed_at = ? WHERE id = ?');
  const liveCount = db.prepare<[number], { n: number }>(
    'SELECT count(*) AS n FROM entries WHERE room_id = ? AND removed_at IS NULL',
  );
  const liveValues = db.prepare<[number], { value: string }>(
    'SELECT value FROM entries WHERE room_id = ? AND removed_at IS NULL',
  );
  const markUsed = roomUseMarker(db, 'id');

  const change = db.transaction(
    (name: string, id: number, remove: boolean, now: number, maxEntries: number): EntryChangeResult => {
      const room = roomId.get(name);
      const entry = room && entryOf.get(id, room.id);
      if (!room || !entry) return { ok: false, error: 'not_found' };
      const count = liveCount.get(room.id)?.n ?? 0;
      const isRemoved = entry.removed_at !== null;
      if (remove === isRemoved) return { ok: true, count, changed: false };
      if (!remove && count >= maxEntries) return { ok: false, error: 'room_full' };
      setRemoved.run(remove ? now : null, id);
      markUsed(new Date(now), room.id);
      return { ok: true, count: remove ? count - 1 : count + 1, changed: true };
    },
  );

  const importAll = db.transaction(
    (name: string, values: readonly NewEntry[], now: number, maxEntries: number): ImportEntriesResult => {
      const room = roomId.get(name);
      if (!room) return { ok: false, error: 'not_found' };
      const { fresh, duplicates } = withoutDuplicates(
        values,
        liveValues.all(room.id).map((row) => row.value),
      );
      const added = addEntries(name, fresh, now, maxEntries);
      return added.ok ? { ...added, duplicates } : added;
    },
  );

  return {
    async removeEntry(name, id, now) {
      return change.immediate(name, id, true, now.getTime(), Number.MAX_SAFE_INTEGER);
    },
    async restoreEntry(name, id, now, maxEntries) {
      return change.immediate(name, id, false, now.getTime(), maxEntries);
    },
    async importEntries(name, values, now, maxEntries) {
      return importAll.immediate(name, values, now.getTime(), maxEntries);
    },
  };
}

/** The values whose text is neither among `existing` nor earlier in `values`, in order, and how many were left out. */
export function withoutDuplicates<T extends NewEntry>(
  values: readonly T[],
  existing: readonly string[],
): { fresh: T[]; duplicates: number } {
  const seen = new Set(existing);
  const fresh = values.filter((entry) => {
    const value = newEntryValue(entry);
    if (seen.has(value)) return false;
    seen.add(value);
    return true;
  });
  return { fresh, duplicates: values.length - fresh.length };
}
