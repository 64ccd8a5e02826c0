// What both SQL stores share: the dialect that names what SQLite and PostgreSQL spell differently,
// the row types and their mapping to records, and the statements whose logic must not drift apart
// (the final payment states, the payment lease).
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@skal/shared';
import { FINAL_PAYMENT_STATES, type PaymentState, type StoredPayment, type StoredRoom } from './store';

/** The differences between the two databases, kept to spelling: the schema and statements are one. */
export interface SqlDialect {
  /** The n-th (1-based) statement parameter; a number can be used more than once in one statement. */
  param(n: number): string;
  /** How a point in time is stored (epoch milliseconds in SQLite, timestamptz in PostgreSQL). */
  time(date: Date): Date | number;
  readonly types: {
    /** A row id assigned by the database (rooms). */
    rowId: string;
    /** A row id that is never reused, so id order is insertion order (entries). */
    sequenceId: string;
    /** A column referring to a row id. */
    reference: string;
    timestamp: string;
    boolean: string;
  };
  readonly values: { false: string; epoch: string };
  /** Run first inside the migration transaction so that one process migrates at a time. */
  readonly migrationLock: string | null;
  /** The language of the database's stored functions, or null where it has none (SQLite). */
  readonly storedFunctions: 'plpgsql' | null;
}

type StoredTime = Date | number;

/** A rooms row as either database returns it (SQLite: times as numbers, booleans as 0/1). */
export interface RoomRow {
  id: number;
  name: string;
  created_at: StoredTime;
  free_ai_used: boolean | number;
  language: string;
}

export interface PaymentRow {
  reference: string;
  room_name: string;
  language: string;
  style: string;
  alcohol_free: boolean | number;
  amount_ore: number;
  entry_count: number;
  state: PaymentState;
  lease_until: StoredTime;
  created_at: StoredTime;
  updated_at: StoredTime;
  failure?: string | null;
  market?: string | null;
}

export const toRoom = (row: RoomRow): StoredRoom => ({
  name: row.name,
  createdAt: new Date(row.created_at),
  freeAiUsed: Boolean(row.free_ai_used),
  language: asLanguage(row.language),
});

/** The `language` column as a Language: anything else (never written by this code) reads as the default. */
export const asLanguage = (value: string | null | undefined): Language =>
  (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : DEFAULT_LANGUAGE;

/** The columns of a rooms row (RoomRow). */
export const ROOM_COLUMNS = 'id, name, created_at, free_ai_used, language';

export const toPayment = (row: PaymentRow): StoredPayment => ({
  reference: row.reference,
  roomName: row.room_name,
  language: row.language,
  style: row.style,
  alcoholFree: Boolean(row.alcohol_free),
  amountOre: row.amount_ore,
  entryCount: row.entry_count,
  state: row.state,
  leaseUntil: new Date(row.lease_until),
  createdAt: new Date(row.created_at),
  updatedAt: new Date(row.updated_at),
  failure: row.failure ?? null,
  market: row.market ?? 'NO',
});

/**
 * `state NOT IN (...)` for payments still in play. The partial index and the query that reads it
 * must use the same text for SQLite to pick the index, so both take it from here.
 */
export const OPEN_PAYMENT_CONDITION = `state NOT IN (${FINAL_PAYMENT_STATES.map((state) => `'${state}'`).join(', ')})`;

export const SELECT_OPEN_PAYMENTS = `SELECT * FROM payments WHERE ${OPEN_PAYMENT_CONDITION} ORDER BY created_at`;

/**
 * Compare-and-set of a payment's state. Parameters: to, lease until, now, reference, then the
 * `from` states. Taking a `generating` payment over (claiming it again) is allowed only once its
 * lease has run out, that is when its worker died; the worker itself may move it on at any time.
 */
export function transitionPaymentSql(dialect: SqlDialect, fromCount: number, to: PaymentState): string {
  const p = dialect.param;
  const from = Array.from({ length: fromCount }, (_, index) => p(5 + index)).join(', ');
  const inFrom = fromCount > 0 ? `state IN (${from})` : '1 = 0'; // PostgreSQL has no empty IN list
  const leaseRule = to === 'generating' ? ` AND (state <> 'generating' OR lease_until < ${p(3)})` : '';
  return `UPDATE payments SET state = ${p(1)}, lease_until = ${p(2)}, updated_at = ${p(3)}
          WHERE reference = ${p(4)} AND ${inFrom}${leaseRule}`;
}

/** Marks a claimed payment delivered and gives up its lease. Parameters: now, reference. */
export const markDeliveredSql = (dialect: SqlDialect): string =>
  `UPDATE payments SET state = 'delivered', lease_until = ${dialect.values.epoch}, updated_at = ${dialect.param(1)}
   WHERE reference = ${dialect.param(2)}`;

/**
 * A room's last use is kept to the minute: using it again within a minute of the recorded time writes nothing.
 * Rewriting it on every add cost three of the eight pages an add's commit wrote to SQLite's WAL (the room's row and
 * two entries of its `active_at` index), and in PostgreSQL a new row version and index entry per add. The idle-room
 * sweep counts in hours (ROOM_TTL_HOURS), so a minute changes nothing a player sees. Every write that marks a room
 * used (adds, joins, names, deck changes, on both databases) goes through `markRoomUsedSql`.
 */
export const ROOM_USE_RESOLUTION_MS = 60_000;

/**
 * Records a use of the room whose `key` column equals parameter 2 at parameter 1 (a time), unless a use after
 * parameter 3 is recorded already: a use less than a minute after the recorded one writes nothing, and a room's last
 * use never moves backwards. Parameters from `markRoomUsedParams`.
 */
export function markRoomUsedSql(dialect: SqlDialect, key: 'id' | 'name'): string {
  const p = dialect.param;
  return `UPDATE rooms SET active_at = ${p(1)} WHERE ${key} = ${p(2)} AND active_at <= ${p(3)}`;
}

export function markRoomUsedParams(
  dialect: SqlDialect,
  now: Date,
  room: number | string,
): [Date | number, number | string, Date | number] {
  return [dialect.time(now), room, dialect.time(new Date(now.getTime() - ROOM_USE_RESOLUTION_MS))];
}

/** Removed entries are kept this long at most (Recently removed), then purged. */
export const REMOVED_KEEP_MS = 24 * 3_600_000;

/**
 * A room keeps at most this many removed entries (its newest; the rest are deleted for good by the removal that goes
 * past it), so Recently removed is a separate, bounded quota beside the room's limit: removed entries never count
 * toward `MAX_ENTRIES_PER_ROOM`, and a loop of importing and removing leaves at most this many rows behind. As many
 * as Recently removed lists (REMOVED_LIST_MAX), so every kept entry can be seen and put back.
 */
export const REMOVED_KEEP_MAX = 100;

/** Where `removed_at` is below this, the entry is past keeping: it cannot come back and the sweep purges it. */
export const removedKeptSince = (now: Date): Date => new Date(now.getTime() - REMOVED_KEEP_MS);

/**
 * A room `deleteIdleRooms` took away: renamed to `~<id>` (no room name has ASCII punctuation, so no lookup finds it)
 * with its last use set to the epoch (no room in use has it), so its rows can be deleted in batches afterwards.
 * The condition that finds such rooms on the `rooms_active_at` index; parameters none.
 */
export const deletedRoomCondition = (dialect: SqlDialect): string => `active_at <= ${dialect.values.epoch}`;

/** Takes idle rooms away (see deletedRoomCondition). Parameters: cutoff, limit. */
export function takeIdleRoomsSql(dialect: SqlDialect): string {
  const p = dialect.param;
  const idle = `active_at > ${dialect.values.epoch} AND active_at < ${p(1)}`;
  // The outer test again: on PostgreSQL a room used while this statement waited for its row is left alone.
  return `UPDATE rooms SET name = '~' || id, active_at = ${dialect.values.epoch}
          WHERE id IN (SELECT id FROM rooms WHERE ${idle} LIMIT ${p(2)}) AND ${idle}`;
}

/** Deletes up to parameter 1 entries of taken-away rooms. */
export const purgeDeletedRoomEntriesSql = (dialect: SqlDialect): string =>
  `DELETE FROM entries WHERE id IN (
     SELECT e.id FROM rooms r JOIN entries e ON e.room_id = r.id WHERE r.${deletedRoomCondition(dialect)}
     LIMIT ${dialect.param(1)})`;

/** Deletes up to parameter 1 taken-away rooms that have no entries left (their players go with them). */
export const purgeEmptyDeletedRoomsSql = (dialect: SqlDialect): string =>
  `DELETE FROM rooms WHERE id IN (
     SELECT r.id FROM rooms r WHERE r.${deletedRoomCondition(dialect)}
       AND NOT EXISTS (SELECT 1 FROM entries e WHERE e.room_id = r.id)
     LIMIT ${dialect.param(1)})`;

/** Deletes up to parameter 2 entries removed before parameter 1 (on the partial index of migration 8). */
export const purgeRemovedEntriesSql = (dialect: SqlDialect): string =>
  `DELETE FROM entries WHERE id IN (
     SELECT id FROM entries WHERE removed_at < ${dialect.param(1)} LIMIT ${dialect.param(2)})`;

/**
 * The most entries Recently removed lists: the newest. Its answer (at most about 36 KB of JSON) stays well inside
 * the unread budget (sockets/unread-guard.ts) a long-polling phone has between two polls.
 */
export const REMOVED_LIST_MAX = REMOVED_KEEP_MAX;

/** A room's newest REMOVED_LIST_MAX entries removed at or after parameter 2. Parameter 1: the room's name. */
export const listRemovedEntriesSql = (dialect: SqlDialect): string =>
  `SELECT e.id, e.value, e.removed_at FROM rooms r JOIN entries e ON e.room_id = r.id
   WHERE r.name = ${dialect.param(1)} AND e.removed_at >= ${dialect.param(2)}
   ORDER BY e.removed_at DESC, e.id DESC LIMIT ${REMOVED_LIST_MAX}`;

/**
 * Rooms a taken-away room's purge deletes per entry row of its budget: a room row takes its players with it (a
 * room holds at most MAX_PLAYERS of them), so the row budget buys fewer rooms.
 */
export const ROWS_PER_DELETED_ROOM = 32;
