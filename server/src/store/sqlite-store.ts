// SQLite store (better-sqlite3): WAL, prepared statements, one transaction per change. It runs where its
// connection lives: the server's writes go through it inside the writer thread (sqlite-worker.ts), its reads
// on a read-only connection on the main thread (sqlite-worker-store.ts).
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DEFAULT_LANGUAGE, type Language } from '@skal/shared';
import type {
  AddEntriesResult,
  DeliverResult,
  EntrySource,
  JoinSnapshot,
  NewEntry,
  PaymentState,
  RoomSnapshot,
  Store,
} from './store';
import { newEntryRuleEnd, newEntrySecret, newEntryTable, newEntryValue, toStoredEntry, type EntryRow } from './store';
import { migrate, type MigrationSession } from './migrations';
import { sqlitePlayerStore } from './sqlite-players';
import { choicesOf, type ChoiceRow } from './players-store';
import { sqliteRoundStore } from './sqlite-rounds';
import {
  asLanguage,
  markDeliveredSql,
  ROOM_COLUMNS,
  SELECT_OPEN_PAYMENTS,
  takeIdleRoomsSql,
  toPayment,
  toRoom,
  transitionPaymentSql,
} from './sql';
import type { PaymentRow, RoomRow } from './sql';
import { numbered, roomUseMarker, sqlite } from './sqlite-dialect';
import { sqliteDeckChanges } from './sqlite-deck';
import { sqliteRemovedEntries } from './sqlite-removed';

/** The dialect, for tests that write an older schema by hand. */
export { sqlite };

/**
 * Migrations of this process run one after another: a migration transaction spans awaits, and a
 * second connection's BEGIN IMMEDIATE would block the one thread the first needs to commit.
 */
let migrating: Promise<unknown> = Promise.resolve();

export interface SqliteOpenOptions {
  /** A read-only connection to a database another connection has already created and migrated. */
  readOnly?: boolean;
}

/** Opens the store on a connection of its own, in the calling thread. */
export async function openSqliteStore(file: string, options: SqliteOpenOptions = {}): Promise<Store> {
  return sqliteStoreOn(await openSqliteDatabase(file, options), file);
}

/**
 * A connection in WAL mode with `synchronous = FULL`: every commit syncs the WAL before it returns,
 * so a write acknowledged after its commit survives a power cut (NORMAL would sync at checkpoints only).
 */
export async function openSqliteDatabase(file: string, options: SqliteOpenOptions = {}): Promise<Database.Database> {
  if (options.readOnly) {
    const reader = new Database(file, { readonly: true, fileMustExist: true });
    reader.pragma('busy_timeout = 5000');
    return reader;
  }
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  const migrated = migrating.then(() => migrate(sqlite, (work) => inTransaction(db, work)));
  migrating = migrated.catch(() => undefined);
  await migrated.catch((error: unknown) => {
    db.close();
    throw error;
  });
  return db;
}

/** The store's statements on an open, migrated connection. */
export function sqliteStoreOn(db: Database.Database, file: string): Store {
  const roomByName = db.prepare<[string], RoomRow>(`SELECT ${ROOM_COLUMNS} FROM rooms WHERE name = ?`);
  const insertRoom = db.prepare<[string, number, number, Language]>(
    'INSERT INTO rooms (name, created_at, active_at, language) VALUES (?, ?, ?, ?) ON CONFLICT (name) DO NOTHING',
  );
  const updateLanguage = db.prepare<[Language, string]>('UPDATE rooms SET language = ? WHERE name = ?');
  const entryRowsOf = db.prepare<[number], EntryRow>(
    'SELECT id, value, rule_end, secret, table_tags FROM entries WHERE room_id = ? AND removed_at IS NULL ORDER BY id',
  );
  const entriesOf = { all: (roomId: number) => entryRowsOf.all(roomId).map(toStoredEntry) };
  const playerNamesOf = db.prepare<[number], { name: string }>(
    'SELECT name FROM players WHERE room_id = ? ORDER BY id',
  );
  // Deferred: on the reader's read-only connection this is one read transaction, so one snapshot.
  const readRoom = db.transaction((name: string): RoomSnapshot | null => {
    const row = roomByName.get(name);
    if (!row) return null;
    return {
      room: toRoom(row),
      entries: entriesOf.all(row.id),
      players: playerNamesOf.all(row.id).map((player) => player.name),
    };
  });
  const countOf = db.prepare<[number], { n: number }>(
    'SELECT count(*) AS n FROM entries WHERE room_id = ? AND removed_at IS NULL',
  );
  const playerRowsOf = db.prepare<[number], ChoiceRow>(
    'SELECT name, name_key, not_drinking, taken, partner_key FROM players WHERE room_id = ? ORDER BY id',
  );
  // Deferred, like readRoom: one snapshot on the reader's connection.
  const readJoin = db.transaction((name: string): JoinSnapshot | null => {
    const row = roomByName.get(name);
    if (!row) return null;
    const players = playerRowsOf.all(row.id);
    return {
      count: countOf.get(row.id)?.n ?? 0,
      players: players.map((player) => player.name),
      choices: choicesOf(players),
      language: asLanguage(row.language),
    };
  });
  const insertEntry = db.prepare<
    [number, string, string, number, string | null, string | null, string | null, string | null]
  >(
    'INSERT INTO entries (room_id, value, source, created_at, rule_end, secret, table_tags, add_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const addedBefore = db.prepare<[number, string], { id: number }>(
    'SELECT id FROM entries WHERE room_id = ? AND add_id = ?',
  );
  const markUsedById = roomUseMarker(db, 'id');
  const markUsedByName = roomUseMarker(db, 'name');
  const takeIdle = db.prepare(takeIdleRoomsSql(sqlite));

  const addEntries = db.transaction(
    (
      name: string,
      values: readonly NewEntry[],
      source: EntrySource,
      now: number,
      maxEntries: number,
      addId?: string,
    ): AddEntriesResult => {
      const room = roomByName.get(name);
      if (!room) return { ok: false, error: 'not_found' };
      if (addId !== undefined && values.length !== 1) throw new Error('an add id names one entry');
      // A retry of an add the room has: answered as the first was (added), nothing stored again.
      if (addId !== undefined && addedBefore.get(room.id, addId)) {
        return { ok: true, entries: [], count: countOf.get(room.id)?.n ?? 0, repeated: true };
      }
      // The limit counts live entries only: removed ones are a quota of their own (REMOVED_KEEP_MAX), so removing
      // makes room at once and nobody can keep a room full with what its members took out.
      const before = countOf.get(room.id)?.n ?? 0;
      if (before + values.length > maxEntries) return { ok: false, error: 'room_full' };
      const entries = values.map((entry) => {
        const value = newEntryValue(entry);
        const ruleEnd = newEntryRuleEnd(entry);
        const secret = newEntrySecret(entry);
        const tags = newEntryTable(entry);
        const info = insertEntry.run(room.id, value, source, now, ruleEnd, secret, tags, addId ?? null);
        return toStoredEntry({ id: Number(info.lastInsertRowid), value, rule_end: ruleEnd, secret, table_tags: tags });
      });
      markUsedById(new Date(now), room.id);
      return { ok: true, entries, count: before + values.length };
    },
  );

  const claimFree = db.prepare<[number | null, string, number]>(
    `UPDATE rooms SET free_ai_used = 1, free_ai_claimed_at = ?
     WHERE name = ? AND (free_ai_used = 0 OR (free_ai_claimed_at IS NOT NULL AND free_ai_claimed_at < ?))`,
  );
  const finishFree = db.prepare<[string]>('UPDATE rooms SET free_ai_claimed_at = NULL WHERE name = ?');
  const releaseFree = db.prepare<[string]>(
    'UPDATE rooms SET free_ai_used = 0, free_ai_claimed_at = NULL WHERE name = ?',
  );
  const insertPayment = db.prepare<[string, string, string, string, number, number, number, number, number, string]>(
    `INSERT INTO payments (reference, room_name, language, style, alcohol_free, amount_ore, entry_count, state,
       created_at, updated_at, market)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'created', ?, ?, ?)`,
  );
  const paymentByReference = db.prepare<[string], PaymentRow>('SELECT * FROM payments WHERE reference = ?');
  const noteFailure = db.prepare<[string, string]>('UPDATE payments SET failure = ? WHERE reference = ?');
  const openPayments = db.prepare<[], PaymentRow>(SELECT_OPEN_PAYMENTS);
  const markDelivered = db.prepare(markDeliveredSql(sqlite));

  const transition = (
    reference: string,
    from: readonly PaymentState[],
    to: PaymentState,
    now: number,
    lease: number,
  ): boolean =>
    db.prepare(transitionPaymentSql(sqlite, from.length, to)).run(numbered([to, lease, now, reference, ...from]))
      .changes === 1;

  const deliver = db.transaction(
    (reference: string, values: readonly NewEntry[], now: number, maxEntries: number): DeliverResult => {
      const payment = paymentByReference.get(reference);
      if (!payment || payment.state !== 'generating') return { ok: false, error: 'not_claimed' };
      const added = addEntries(payment.room_name, values, 'ai', now, maxEntries);
      if (!added.ok) return added;
      markDelivered.run(numbered([now, reference]));
      return added;
    },
  );

  return {
    kind: 'sqlite',
    description: `sqlite ${file}`,
    players: sqlitePlayerStore(db),
    rounds: sqliteRoundStore(db),
    async createRoom(name, now, language = DEFAULT_LANGUAGE) {
      const info = insertRoom.run(name, now.getTime(), now.getTime(), language);
      return info.changes === 1 ? { name, createdAt: now, freeAiUsed: false, language } : null;
    },
    async setRoomLanguage(name, language) {
      return updateLanguage.run(language, name).changes === 1;
    },
    async getRoom(name) {
      const row = roomByName.get(name);
      return row ? toRoom(row) : null;
    },
    async readRoom(name) {
      return readRoom(name);
    },
    async listEntries(name) {
      const room = roomByName.get(name);
      return room ? entriesOf.all(room.id) : [];
    },
    async countEntries(name) {
      const room = roomByName.get(name);
      return room ? (countOf.get(room.id)?.n ?? 0) : null;
    },
    async readJoin(name) {
      return readJoin(name);
    },
    async addEntries(name, values, source, now, maxEntries, addId) {
      return addEntries.immediate(name, values, source, now.getTime(), maxEntries, addId);
    },
    ...sqliteDeckChanges(db, (name, values, now, maxEntries) => addEntries(name, values, 'player', now, maxEntries)),
    async touchRoom(name, now) {
      return markUsedByName(now, name) || roomByName.get(name) !== undefined;
    },
    async claimFreeAi(name, now, staleBefore) {
      if (claimFree.run(now?.getTime() ?? null, name, staleBefore?.getTime() ?? 0).changes === 1) return 'claimed';
      return roomByName.get(name) ? 'used' : 'not_found';
    },
    async finishFreeAi(name) {
      finishFree.run(name);
    },
    async releaseFreeAi(name) {
      releaseFree.run(name);
    },
    async createPayment(payment) {
      insertPayment.run(
        payment.reference,
        payment.roomName,
        payment.language,
        payment.style,
        payment.alcoholFree ? 1 : 0,
        payment.amountOre,
        payment.entryCount,
        payment.createdAt.getTime(),
        payment.createdAt.getTime(),
        payment.market ?? 'NO',
      );
    },
    async getPayment(reference) {
      const row = paymentByReference.get(reference);
      return row ? toPayment(row) : null;
    },
    async listOpenPayments() {
      return openPayments.all().map(toPayment);
    },
    async transitionPayment(reference, from, to, now, leaseUntil) {
      return transition(reference, from, to, now.getTime(), leaseUntil?.getTime() ?? 0);
    },
    async notePaymentFailure(reference, failure) {
      noteFailure.run(failure, reference);
    },
    async deliverPayment(reference, values, now, maxEntries) {
      return deliver.immediate(reference, values, now.getTime(), maxEntries);
    },
    async deleteIdleRooms(cutoff, limit) {
      return takeIdle.run(numbered([cutoff.getTime(), limit])).changes;
    },
    ...sqliteRemovedEntries(db),
    async ping() {
      db.prepare('SELECT 1').get();
    },
    async close() {
      if (db.open) db.close();
    },
  };
}

/**
 * Runs async work in one write transaction. Only for opening: until the store is returned nothing
 * else uses the connection, so no other statement can slip in between the awaits.
 */
async function inTransaction(db: Database.Database, work: (session: MigrationSession) => Promise<void>) {
  db.exec('BEGIN IMMEDIATE');
  try {
    await work({
      exec: async (sql) => void db.exec(sql),
      query: async <Row>(sql: string, params: readonly unknown[]) => {
        const statement = db.prepare(sql);
        return (statement.reader ? statement.all(numbered(params)) : (statement.run(numbered(params)), [])) as Row[];
      },
    });
    db.exec('COMMIT');
  } catch (error) {
    if (db.inTransaction) db.exec('ROLLBACK');
    throw error;
  }
}
