// Recently removed on PostgreSQL: a room's removed entries, and the sweep's bounded deletes (removed entries past
// keeping, the rows of rooms taken away for idleness). Each delete is one statement of at most `limit` rows.
import type pg from 'pg';
import { postgres } from './postgres-dialect';
import {
  listRemovedEntriesSql,
  purgeDeletedRoomEntriesSql,
  purgeEmptyDeletedRoomsSql,
  purgeRemovedEntriesSql,
  ROWS_PER_DELETED_ROOM,
} from './sql';
import type { Store } from './store';

export function postgresRemovedEntries(
  pool: pg.Pool,
): Pick<Store, 'listRemovedEntries' | 'purgeRemovedEntries' | 'purgeDeletedRooms'> {
  return {
    async listRemovedEntries(name, since) {
      // One statement, one snapshot: the room's existence and its list agree.
      const result = await pool.query<{ found: boolean; removed: { id: number; value: string; removed_at: string }[] }>(
        `SELECT EXISTS (SELECT 1 FROM rooms WHERE name = $1) AS found,
           COALESCE((SELECT json_agg(json_build_object('id', l.id, 'value', l.value, 'removed_at', l.removed_at)
                              ORDER BY l.removed_at DESC, l.id DESC)
                     FROM (${listRemovedEntriesSql(postgres)}) l), '[]'::json) AS removed`,
        [name, since],
      );
      const row = result.rows[0]!;
      if (!row.found) return null;
      return row.removed.map((entry) => ({ id: entry.id, value: entry.value, removedAt: new Date(entry.removed_at) }));
    },
    async purgeRemovedEntries(before, limit) {
      return (await pool.query(purgeRemovedEntriesSql(postgres), [before, limit])).rowCount ?? 0;
    },
    async purgeDeletedRooms(limit) {
      const entries = (await pool.query(purgeDeletedRoomEntriesSql(postgres), [limit])).rowCount ?? 0;
      if (entries > 0) return entries;
      // The rooms themselves once their entries are gone, each with its players: fewer rooms for the same rows.
      const rooms = Math.max(1, Math.floor(limit / ROWS_PER_DELETED_ROOM));
      return (await pool.query(purgeEmptyDeletedRoomsSql(postgres), [rooms])).rowCount ?? 0;
    },
  };
}
