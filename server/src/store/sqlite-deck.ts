// Removing, restoring and importing entries on SQLite: each change is one IMMEDIATE transaction.
import type Database from 'better-sqlite3';
import { pickNew, type DrawCandidate } from '@skal/shared/collection-draw';
import { roomUseMarker } from './sqlite-dialect';
import { REMOVED_KEEP_MAX, removedKeptSince } from './sql';
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
): Pick<Store, 'removeEntry' | 'restoreEntry' | 'importEntries' | 'addFromCandidates'> {
  const roomId = db.prepare<[string], { id: number }>('SELECT id FROM rooms WHERE name = ?');
  const entryOf = db.prepare<[number, number], { removed_at: number | null; value: string }>(
    'SELECT removed_at, value FROM entries WHERE id = ? AND room_id = ?',
  );
  // Scoped by room as well: a change never reaches another room's entry, whatever id it is given.
  const setRemoved = db.prepare<[number | null, number, number]>(
    'UPDATE entries SET removed_at = ? WHERE id = ? AND room_id = ?',
  );
  // The room's live entry with this text, if it has one (added or imported again after a removal).
  const liveWithValue = db.prepare<[number, string], { id: number }>(
    'SELECT id FROM entries WHERE room_id = ? AND removed_at IS NULL AND value = ? ORDER BY id LIMIT 1',
  );
  const liveCount = db.prepare<[number], { n: number }>(
    'SELECT count(*) AS n FROM entries WHERE room_id = ? AND removed_at IS NULL',
  );
  // Recently removed is a bounded quota of its own: past `keep` removed entries, the oldest go for good.
  const dropOldRemoved = db.prepare<[number, number]>(
    `DELETE FROM entries WHERE id IN (
       SELECT id FROM entries WHERE room_id = ? AND removed_at IS NOT NULL
       ORDER BY removed_at DESC, id DESC LIMIT -1 OFFSET ?)`,
  );
  const liveValues = db.prepare<[number], { value: string }>(
    'SELECT value FROM entries WHERE room_id = ? AND removed_at IS NULL',
  );
  const playerCount = db.prepare<[number], { n: number }>('SELECT count(*) AS n FROM players WHERE room_id = ?');
  const markUsed = roomUseMarker(db, 'id');

  const change = db.transaction(
    (name: string, id: number, remove: boolean, now: number, maxEntries: number, keep: number): EntryChangeResult => {
      const room = roomId.get(name);
      const entry = room && entryOf.get(id, room.id);
      if (!room || !entry) return { ok: false, error: 'not_found' };
      const count = liveCount.get(room.id)?.n ?? 0;
      const isRemoved = entry.removed_at !== null;
      if (remove === isRemoved) return { ok: true, count, changed: false };
      // Past its keeping an entry is gone for good, whether or not the sweep has deleted its row yet.
      if (!remove && entry.removed_at! < removedKeptSince(new Date(now)).getTime())
        return { ok: false, error: 'not_found' };
      if (!remove) {
        // Putting back a text the room has again makes no duplicate: the live one stays, this one stays out.
        const live = liveWithValue.get(room.id, entry.value);
        if (live) return { ok: true, count, changed: false, mergedInto: live.id };
        if (count >= maxEntries) return { ok: false, error: 'room_full' };
      }
      setRemoved.run(remove ? now : null, id, room.id);
      if (remove) dropOldRemoved.run(room.id, keep);
      // Removing is not a use: a room kept alive by removals alone would keep its removed rows forever.
      if (!remove) markUsed(new Date(now), room.id);
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

  const addNew = db.transaction(
    (
      name: string,
      candidates: readonly DrawCandidate[],
      count: number,
      now: number,
      maxEntries: number,
    ): AddEntriesResult => {
      const room = roomId.get(name);
      if (!room) return { ok: false, error: 'not_found' };
      const live = liveValues.all(room.id).map((row) => row.value);
      const players = playerCount.get(room.id)?.n ?? 0;
      const space = Math.max(0, maxEntries - live.length);
      const picked = pickNew(candidates, { existing: live, players, count: Math.min(count, space) });
      if (picked.length > 0) return addEntries(name, picked, now, maxEntries);
      const left = space === 0 && pickNew(candidates, { existing: live, players, count: 1 }).length > 0;
      return left ? { ok: false, error: 'room_full' } : { ok: true, entries: [], count: live.length };
    },
  );

  return {
    async addFromCandidates(name, candidates, count, now, maxEntries) {
      return addNew.immediate(name, candidates, count, now.getTime(), maxEntries);
    },
    async removeEntry(name, id, now, keep = REMOVED_KEEP_MAX) {
      return change.immediate(name, id, true, now.getTime(), Number.MAX_SAFE_INTEGER, keep);
    },
    async restoreEntry(name, id, now, maxEntries) {
      return change.immediate(name, id, false, now.getTime(), maxEntries, REMOVED_KEEP_MAX);
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
