// SQLite store (better-sqlite3): WAL, prepared statements, one transaction per change.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type {
  AddEntriesResult,
  DeliverResult,
  EntrySource,
  PaymentState,
  Store,
  StoredEntry,
  StoredPayment,
  StoredRoom,
} from './store';
import { SQLITE_MIGRATIONS } from './sqlite-migrations';

interface PaymentRow {
  reference: string;
  room_name: string;
  language: string;
  amount_ore: number;
  entry_count: number;
  state: PaymentState;
  lease_until: number;
  created_at: number;
  updated_at: number;
}

interface RoomRow {
  id: number;
  name: string;
  created_at: number;
  free_ai_used: number;
}

export function openSqliteStore(file: string): Store {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);

  const roomByName = db.prepare<[string], RoomRow>(
    'SELECT id, name, created_at, free_ai_used FROM rooms WHERE name = ?',
  );
  const insertRoom = db.prepare<[string, number, number]>(
    'INSERT INTO rooms (name, created_at, active_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING',
  );
  const entriesOf = db.prepare<[number], StoredEntry>('SELECT id, value FROM entries WHERE room_id = ? ORDER BY id');
  const countOf = db.prepare<[number], { n: number }>('SELECT count(*) AS n FROM entries WHERE room_id = ?');
  const insertEntry = db.prepare<[number, string, string, number]>(
    'INSERT INTO entries (room_id, value, source, created_at) VALUES (?, ?, ?, ?)',
  );
  const touch = db.prepare<[number, string]>('UPDATE rooms SET active_at = max(active_at, ?) WHERE name = ?');
  const deleteIdle = db.prepare<[number, number]>(
    'DELETE FROM rooms WHERE id IN (SELECT id FROM rooms WHERE active_at < ? LIMIT ?)',
  );

  const addEntries = db.transaction(
    (
      name: string,
      values: readonly string[],
      source: EntrySource,
      now: number,
      maxEntries: number,
    ): AddEntriesResult => {
      const room = roomByName.get(name);
      if (!room) return { ok: false, error: 'not_found' };
      const before = countOf.get(room.id)?.n ?? 0;
      if (before + values.length > maxEntries) return { ok: false, error: 'room_full' };
      const entries = values.map((value) => {
        const info = insertEntry.run(room.id, value, source, now);
        return { id: Number(info.lastInsertRowid), value };
      });
      touch.run(now, name);
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
  const insertPayment = db.prepare<[string, string, string, number, number, number, number]>(
    `INSERT INTO payments (reference, room_name, language, amount_ore, entry_count, state, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, 'created', ?, ?)`,
  );
  const paymentByReference = db.prepare<[string], PaymentRow>('SELECT * FROM payments WHERE reference = ?');
  const openPayments = db.prepare<[], PaymentRow>(
    "SELECT * FROM payments WHERE state NOT IN ('captured', 'aborted', 'expired', 'cancelled') ORDER BY created_at",
  );

  const transition = (
    reference: string,
    from: readonly PaymentState[],
    to: PaymentState,
    now: number,
    lease: number,
  ) => {
    const marks = from.map(() => '?').join(', ');
    // A `generating` payment can be taken over (claimed again) only once its lease has run out,
    // that is when its worker died; the worker itself may move it on at any time.
    const info = db
      .prepare(
        `UPDATE payments SET state = ?, lease_until = ?, updated_at = ?
         WHERE reference = ? AND state IN (${marks})
           AND NOT (state = 'generating' AND ? = 'generating' AND lease_until >= ?)`,
      )
      .run(to, lease, now, reference, ...from, to, now);
    return info.changes === 1;
  };

  const deliver = db.transaction(
    (reference: string, values: readonly string[], now: number, maxEntries: number): DeliverResult => {
      const payment = paymentByReference.get(reference);
      if (!payment || payment.state !== 'generating') return { ok: false, error: 'not_claimed' };
      const added = addEntries(payment.room_name, values, 'ai', now, maxEntries);
      if (!added.ok) return added;
      db.prepare("UPDATE payments SET state = 'delivered', lease_until = 0, updated_at = ? WHERE reference = ?").run(
        now,
        reference,
      );
      return added;
    },
  );

  const toPayment = (row: PaymentRow): StoredPayment => ({
    reference: row.reference,
    roomName: row.room_name,
    language: row.language,
    amountOre: row.amount_ore,
    entryCount: row.entry_count,
    state: row.state,
    leaseUntil: new Date(row.lease_until),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  });

  const toRoom = (row: RoomRow): StoredRoom => ({
    name: row.name,
    createdAt: new Date(row.created_at),
    freeAiUsed: row.free_ai_used === 1,
  });

  return {
    kind: 'sqlite',
    description: `sqlite ${file}`,
    async createRoom(name, now) {
      const info = insertRoom.run(name, now.getTime(), now.getTime());
      return info.changes === 1 ? { name, createdAt: now, freeAiUsed: false } : null;
    },
    async getRoom(name) {
      const row = roomByName.get(name);
      return row ? toRoom(row) : null;
    },
    async listEntries(name) {
      const room = roomByName.get(name);
      return room ? entriesOf.all(room.id) : [];
    },
    async countEntries(name) {
      const room = roomByName.get(name);
      return room ? (countOf.get(room.id)?.n ?? 0) : null;
    },
    async addEntries(name, values, source, now, maxEntries) {
      return addEntries.immediate(name, values, source, now.getTime(), maxEntries);
    },
    async touchRoom(name, now) {
      return touch.run(now.getTime(), name).changes === 1;
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
        payment.amountOre,
        payment.entryCount,
        payment.createdAt.getTime(),
        payment.createdAt.getTime(),
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
    async deliverPayment(reference, values, now, maxEntries) {
      return deliver.immediate(reference, values, now.getTime(), maxEntries);
    },
    async deleteIdleRooms(cutoff, limit) {
      return deleteIdle.run(cutoff.getTime(), limit).changes;
    },
    async close() {
      if (db.open) db.close();
    },
  };
}

function migrate(db: Database.Database): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)');
  const run = db.transaction(() => {
    const done = new Set(
      db
        .prepare<[], { version: number }>('SELECT version FROM schema_migrations')
        .all()
        .map((row) => row.version),
    );
    for (const step of SQLITE_MIGRATIONS) {
      if (done.has(step.version)) continue;
      db.exec(step.sql);
      db.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)').run(step.version, Date.now());
    }
  });
  run.immediate();
}
