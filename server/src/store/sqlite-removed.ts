// Recently removed on SQLite: a room's removed entries, and the sweep's bounded deletes (removed entries past keeping,
// the rows of rooms taken away for idleness). Each delete is one statement of at most `limit` rows.
import type Database from 'better-sqlite3';
import {
  listRemovedEntriesSql,
  purgeDeletedRoomEntriesSql,
  purgeEmptyDeletedRoomsSql,
  purgeRemovedEntriesSql,
  ROWS_PER_DELETED_ROOM,
} from './sql';
import { numbered, sqlite } from './sqlite-dialect';
import type { Store } from './store';

export function sqliteRemovedEntries(
  db: Database.Database,
): Pick<Store, 'listRemovedEntries' | 'purgeRemovedEntries' | 'purgeDeletedRooms'> {
  const roomExists = db.prepare<[string], { id: number }>('SELECT id FROM rooms WHERE name = ?');
  const removedOf = db.prepare<Record<number, unknown>, { id: number; value: string; removed_at: number }>(
    listRemovedEntriesSql(sqlite),
  );
  // Deferred: on the reader's connection the room and its list are one snapshot.
  const list = db.transaction((name: string, since: number) => {
    if (!roomExists.get(name)) return null;
    return removedOf
      .all(numbered([name, since]))
      .map((row) => ({ id: row.id, value: row.value, removedAt: new Date(row.removed_at) }));
  });
  const purgeRemoved = db.prepare(purgeRemovedEntriesSql(sqlite));
  const purgeRoomEntries = db.prepare(purgeDeletedRoomEntriesSql(sqlite));
  const purgeRooms = db.prepare(purgeEmptyDeletedRoomsSql(sqlite));

  return {
    async listRemovedEntries(name, since) {
      return list(name, since.getTime());
    },
    async purgeRemovedEntries(before, limit) {
      return purgeRemoved.run(numbered([before.getTime(), limit])).changes;
    },
    async purgeDeletedRooms(limit) {
      const entries = purgeRoomEntries.run(numbered([limit])).changes;
      if (entries > 0) return entries;
      // The rooms themselves once their entries are gone, each with its players: fewer rooms for the same rows.
      return purgeRooms.run(numbered([Math.max(1, Math.floor(limit / ROWS_PER_DELETED_ROOM))])).changes;
    },
  };
}
