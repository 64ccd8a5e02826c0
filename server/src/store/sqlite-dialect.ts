// SQLite's spelling of the schema and statements both SQL stores share (see sql.ts), and the statements every
// SQLite module that writes a room's use runs through.
import type Database from 'better-sqlite3';
import { markRoomUsedParams, markRoomUsedSql, type SqlDialect } from './sql';

/** SQLite's spelling of the shared schema (exported for tests that write an older schema by hand). */
export const sqlite: SqlDialect = {
  param: (n) => `?${n}`,
  time: (date) => date.getTime(),
  types: {
    rowId: 'INTEGER PRIMARY KEY',
    sequenceId: 'INTEGER PRIMARY KEY AUTOINCREMENT',
    reference: 'INTEGER',
    timestamp: 'INTEGER',
    boolean: 'INTEGER',
  },
  values: { false: '0', epoch: '0' },
  migrationLock: null, // BEGIN IMMEDIATE below already takes the one write lock
  storedFunctions: null,
};

/** better-sqlite3 binds numbered parameters (?1, ?2, ...) by name: { 1: first, 2: second, ... }. */
export const numbered = (values: readonly unknown[]) =>
  Object.fromEntries(values.map((value, index) => [index + 1, value]));

/**
 * Marks a room used (`markRoomUsedSql`: to the minute, never backwards), by id or name. Returns whether the row
 * changed: false both for a room used within the minute and for no such room.
 */
export function roomUseMarker(
  db: Database.Database,
  key: 'id' | 'name',
): (now: Date, room: number | string) => boolean {
  const statement = db.prepare(markRoomUsedSql(sqlite, key));
  return (now, room) => statement.run(numbered(markRoomUsedParams(sqlite, now, room))).changes === 1;
}
