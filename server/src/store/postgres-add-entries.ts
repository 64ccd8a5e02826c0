// Adding entries on PostgreSQL. By default one call of skal_add_entries (migrations 6, 7, 8 and 15): one round trip, and on
// its own (autocommit) one commit. The same steps as separate statements inside a transaction are kept only so
// that bench:scale can measure what the round trips cost (SKAL_BENCH_PG_ADD=statements, read in main.ts).
import type pg from 'pg';
import {
  newEntryRuleEnd,
  newEntrySecret,
  newEntryTable,
  newEntryValue,
  toStoredEntry,
  type AddEntriesResult,
  type EntryRow,
  type EntrySource,
  type NewEntry,
} from './store';
import { postgres } from './postgres-dialect';
import { markRoomUsedParams, markRoomUsedSql } from './sql';

/** How an add reaches PostgreSQL: `function` (the default) or `statements` (the bench's comparison only). */
export type PostgresAddPath = 'function' | 'statements';

export const POSTGRES_ADD_PATHS: readonly PostgresAddPath[] = ['function', 'statements'];

/**
 * One statement on `db`: the pool (the add commits on its own) or a client inside the caller's transaction.
 * The function answers with the AddEntriesResult itself, entries in id order. It stores texts only: a batch with a
 * lasting rule or a secret (`hasExtras` in store.ts) goes as statements.
 */
export async function addEntriesByFunction(
  db: pg.Pool | pg.PoolClient,
  name: string,
  values: readonly NewEntry[],
  source: EntrySource,
  now: Date,
  maxEntries: number,
): Promise<AddEntriesResult> {
  const result = await db.query<{ result: AddEntriesResult }>(
    'SELECT skal_add_entries($1, $2::text[], $3, $4, $5) AS result',
    [name, values.map(newEntryValue), source, now, maxEntries],
  );
  return result.rows[0]!.result;
}

/** Four statements, to run inside a transaction (the room lock is held until it ends). */
export async function addEntriesByStatements(
  client: pg.PoolClient,
  name: string,
  values: readonly NewEntry[],
  source: EntrySource,
  now: Date,
  maxEntries: number,
  addId?: string,
): Promise<AddEntriesResult> {
  const room = await client.query<{ id: number }>('SELECT id FROM rooms WHERE name = $1 FOR UPDATE', [name]);
  const roomId = room.rows[0]?.id;
  if (roomId === undefined) return { ok: false, error: 'not_found' };
  if (addId !== undefined && values.length !== 1) throw new Error('an add id names one entry');
  // A retry of an add the room has: answered as the first was (added), nothing stored again. The room's lock makes
  // a retry racing its first wait for it and find it.
  if (addId !== undefined) {
    const before = await client.query<{ live: number }>(
      `SELECT (SELECT count(*)::int FROM entries WHERE room_id = $1 AND removed_at IS NULL) AS live
       FROM entries WHERE room_id = $1 AND add_id = $2`,
      [roomId, addId],
    );
    if (before.rows[0]) return { ok: true, entries: [], count: before.rows[0].live, repeated: true };
  }
  // The limit counts live entries only: removed ones are a quota of their own (REMOVED_KEEP_MAX, migration 15).
  const before = (
    await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM entries WHERE room_id = $1 AND removed_at IS NULL',
      [roomId],
    )
  ).rows[0]!.n;
  if (before + values.length > maxEntries) return { ok: false, error: 'room_full' };
  const inserted = await client.query<EntryRow & { id: number }>(
    `INSERT INTO entries (room_id, value, source, created_at, rule_end, secret, table_tags, add_id)
     SELECT $1, value, $3, $4, rule_end, secret, table_tags, $8
     FROM unnest($2::text[], $5::text[], $6::text[], $7::text[])
       WITH ORDINALITY AS v(value, rule_end, secret, table_tags, position)
     ORDER BY position
     RETURNING id, value, rule_end, secret, table_tags`,
    [
      roomId,
      values.map(newEntryValue),
      source,
      now,
      values.map(newEntryRuleEnd),
      values.map(newEntrySecret),
      values.map(newEntryTable),
      addId ?? null,
    ],
  );
  await client.query(markRoomUsedSql(postgres, 'id'), markRoomUsedParams(postgres, now, roomId));
  const entries = inserted.rows.sort((a, b) => a.id - b.id).map(toStoredEntry);
  return { ok: true, entries, count: before + values.length };
}
