// PostgreSQL store (pg): the same semantics as SQLite, made safe across processes with row locks,
// unique constraints and compare-and-set updates.
import pg from 'pg';
import { DEFAULT_LANGUAGE } from '@skal/shared';
import {
  hasExtras,
  toStoredEntry,
  type DeliverResult,
  type EntryRow,
  type NewEntry,
  type Store,
  type StoredEntry,
} from './store';
import { addEntriesByFunction, addEntriesByStatements, type PostgresAddPath } from './postgres-add-entries';
import { migrate } from './migrations';
import { postgresPlayerStore } from './postgres-players';
import { choicesOf, type ChoiceRow } from './players-store';
import { postgresRoundStore } from './postgres-rounds';
import {
  asLanguage,
  markDeliveredSql,
  markRoomUsedParams,
  markRoomUsedSql,
  ROOM_COLUMNS,
  SELECT_OPEN_PAYMENTS,
  takeIdleRoomsSql,
  toPayment,
  toRoom,
  transitionPaymentSql,
} from './sql';
import type { PaymentRow, RoomRow } from './sql';
import { postgres } from './postgres-dialect';
import { postgresDeckChanges } from './postgres-deck';
import { postgresRemovedEntries } from './postgres-removed';
import { inTransaction } from './postgres-transaction';

// int8 (BIGSERIAL ids, counts) as numbers: they stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * Connection settings for the store: every session commits with `synchronous_commit = on`, whatever
 * the server's default, so a COMMIT that returned (and the ack that follows it) is flushed to disk.
 */
export const durableConnection = (url: string): pg.ClientConfig => ({
  connectionString: url,
  options: '-c synchronous_commit=on',
});

/** The settings under which a returned COMMIT has been flushed to the local disk. */
const DURABLE_COMMITS = ['on', 'remote_apply', 'remote_write', 'local'];

export interface PostgresStoreOptions {
  poolSize?: number;
  /** How entries are added; `statements` only for bench:scale's comparison (see postgres-add-entries.ts). */
  addPath?: PostgresAddPath;
}

export async function openPostgresStore(url: string, options: PostgresStoreOptions = {}): Promise<Store> {
  const pool = new pg.Pool({
    ...durableConnection(url),
    max: options.poolSize ?? 10,
    // A stuck database answers with an error instead of holding requests (and their sockets) forever.
    connectionTimeoutMillis: 5_000,
    statement_timeout: 10_000,
    idle_in_transaction_session_timeout: 10_000,
  });
  pool.on('error', () => undefined); // an idle client dropped by the server; the pool replaces it
  const setting = await pool
    .query<{ synchronous_commit: string }>('SHOW synchronous_commit')
    .catch(async (error: unknown) => {
      await pool.end();
      throw error;
    });
  if (!DURABLE_COMMITS.includes(setting.rows[0]!.synchronous_commit)) {
    await pool.end();
    throw new Error(`PostgreSQL synchronous_commit is ${setting.rows[0]!.synchronous_commit}; acks need it on`);
  }
  await migrate(postgres, (work) =>
    inTransaction(pool, (client) =>
      work({
        exec: async (sql) => void (await client.query(sql)),
        query: async <Row>(sql: string, params: readonly unknown[]) =>
          (await client.query(sql, [...params])).rows as Row[],
      }),
    ),
  ).catch(async (error: unknown) => {
    await pool.end();
    throw error;
  });

  const addPath = options.addPath ?? 'function';
  /** Adds inside a transaction the caller holds (delivery, import); the room row lock serialises adds to a room. */
  // A batch with a lasting rule or a secret goes as statements: the stored function takes texts only (migrations 6-8).
  const addWithin = (
    client: pg.PoolClient,
    name: string,
    values: readonly NewEntry[],
    source: 'player' | 'ai',
    now: Date,
    maxEntries: number,
  ) =>
    addPath === 'function' && !hasExtras(values)
      ? addEntriesByFunction(client, name, values, source, now, maxEntries)
      : addEntriesByStatements(client, name, values, source, now, maxEntries);

  return {
    kind: 'postgres',
    description: `postgres ${redact(url)}${addPath === 'function' ? '' : ` (adds: ${addPath})`}`,
    players: postgresPlayerStore(pool),
    rounds: postgresRoundStore(pool),
    async createRoom(name, now, language = DEFAULT_LANGUAGE) {
      const result = await pool.query(
        'INSERT INTO rooms (name, created_at, active_at, language) VALUES ($1, $2, $2, $3) ON CONFLICT (name) DO NOTHING',
        [name, now, language],
      );
      return result.rowCount === 1 ? { name, createdAt: now, freeAiUsed: false, language } : null;
    },
    async setRoomLanguage(name, language) {
      const result = await pool.query('UPDATE rooms SET language = $2 WHERE name = $1', [name, language]);
      return result.rowCount === 1;
    },
    async getRoom(name) {
      const result = await pool.query<RoomRow>(`SELECT ${ROOM_COLUMNS} FROM rooms WHERE name = $1`, [name]);
      const row = result.rows[0];
      return row ? toRoom(row) : null;
    },
    async readRoom(name) {
      // One statement, so one snapshot: entries and players as they were at the same moment.
      // The secret and the table tags go as the text they are stored as and are read as every other read does.
      const result = await pool.query<
        RoomRow & { entries: (Omit<StoredEntry, 'secret'> & EntryRow)[]; players: string[] }
      >(
        `SELECT r.id, r.name, r.created_at, r.free_ai_used, r.language,
           COALESCE((SELECT json_agg(json_strip_nulls(json_build_object('id', e.id, 'value', e.value, 'rule',
                       CASE WHEN e.rule_end IS NOT NULL THEN json_build_object('end', e.rule_end) END,
                       'secret', e.secret, 'table_tags', e.table_tags)) ORDER BY e.id)
                     FROM entries e WHERE e.room_id = r.id AND e.removed_at IS NULL), '[]'::json) AS entries,
           COALESCE((SELECT json_agg(p.name ORDER BY p.id) FROM players p WHERE p.room_id = r.id), '[]'::json) AS players
         FROM rooms r WHERE r.name = $1`,
        [name],
      );
      const row = result.rows[0];
      if (!row) return null;
      const entries = row.entries.map(({ rule, secret, table_tags, id, value }): StoredEntry => ({
        ...toStoredEntry({ id, value, secret, table_tags }),
        ...(rule ? { rule } : {}),
      }));
      return { room: toRoom(row), entries, players: row.players };
    },
    async listEntries(name) {
      const result = await pool.query<EntryRow>(
        `SELECT e.id, e.value, e.rule_end, e.secret, e.table_tags FROM entries e JOIN rooms r ON r.id = e.room_id
         WHERE r.name = $1 AND e.removed_at IS NULL ORDER BY e.id`,
        [name],
      );
      return result.rows.map(toStoredEntry);
    },
    async countEntries(name) {
      const result = await pool.query<{ n: number | null }>(
        `SELECT (SELECT count(*) FROM entries WHERE room_id = r.id AND removed_at IS NULL) AS n
         FROM rooms r WHERE r.name = $1`,
        [name],
      );
      return result.rows[0]?.n ?? null;
    },
    async readJoin(name) {
      const result = await pool.query<{ count: number; players: ChoiceRow[]; language: string }>(
        `SELECT (SELECT count(*) FROM entries WHERE room_id = r.id AND removed_at IS NULL) AS count,
           COALESCE((SELECT json_agg(json_build_object('name', p.name, 'name_key', p.name_key,
             'not_drinking', p.not_drinking, 'taken', p.taken, 'partner_key', p.partner_key) ORDER BY p.id)
             FROM players p WHERE p.room_id = r.id), '[]'::json) AS players,
           r.language
         FROM rooms r WHERE r.name = $1`,
        [name],
      );
      const row = result.rows[0];
      return row
        ? {
            count: row.count,
            players: row.players.map((player) => player.name),
            choices: choicesOf(row.players),
            language: asLanguage(row.language),
          }
        : null;
    },
    async addEntries(name, values, source, now, maxEntries, addId) {
      // One statement commits on its own: one round trip instead of BEGIN, four statements and COMMIT. An add with an
      // add id goes as statements: its check for the id runs under the room's lock.
      if (addPath === 'function' && !hasExtras(values) && addId === undefined) {
        return addEntriesByFunction(pool, name, values, source, now, maxEntries);
      }
      return inTransaction(pool, (client) =>
        addEntriesByStatements(client, name, values, source, now, maxEntries, addId),
      );
    },
    ...postgresDeckChanges(
      (work) => inTransaction(pool, work),
      (client, name, values, now, maxEntries) => addWithin(client, name, values, 'player', now, maxEntries),
    ),
    async touchRoom(name, now) {
      // One round trip whether or not the mark is due: the room is marked if its last use is older, and found.
      const result = await pool.query<{ found: boolean }>(
        `WITH marked AS (${markRoomUsedSql(postgres, 'name')})
         SELECT EXISTS (SELECT 1 FROM rooms WHERE name = $2) AS found`,
        markRoomUsedParams(postgres, now, name),
      );
      return result.rows[0]!.found;
    },
    async claimFreeAi(name, now, staleBefore) {
      const claimed = await pool.query(
        `UPDATE rooms SET free_ai_used = TRUE, free_ai_claimed_at = $2
         WHERE name = $1 AND (NOT free_ai_used OR (free_ai_claimed_at IS NOT NULL AND free_ai_claimed_at < $3))`,
        [name, now ?? null, staleBefore ?? new Date(0)],
      );
      if (claimed.rowCount === 1) return 'claimed';
      const exists = await pool.query('SELECT 1 FROM rooms WHERE name = $1', [name]);
      return exists.rowCount === 1 ? 'used' : 'not_found';
    },
    async finishFreeAi(name) {
      await pool.query('UPDATE rooms SET free_ai_claimed_at = NULL WHERE name = $1', [name]);
    },
    async releaseFreeAi(name) {
      await pool.query('UPDATE rooms SET free_ai_used = FALSE, free_ai_claimed_at = NULL WHERE name = $1', [name]);
    },
    async createPayment(payment) {
      await pool.query(
        `INSERT INTO payments (reference, room_name, language, style, alcohol_free, amount_ore, entry_count, state,
           created_at, updated_at, market)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'created', $8, $8, $9)`,
        [
          payment.reference,
          payment.roomName,
          payment.language,
          payment.style,
          payment.alcoholFree,
          payment.amountOre,
          payment.entryCount,
          payment.createdAt,
          payment.market ?? 'NO',
        ],
      );
    },
    async getPayment(reference) {
      const result = await pool.query<PaymentRow>('SELECT * FROM payments WHERE reference = $1', [reference]);
      return result.rows[0] ? toPayment(result.rows[0]) : null;
    },
    async listOpenPayments() {
      const result = await pool.query<PaymentRow>(SELECT_OPEN_PAYMENTS);
      return result.rows.map(toPayment);
    },
    async notePaymentFailure(reference, failure) {
      await pool.query('UPDATE payments SET failure = $1 WHERE reference = $2', [failure, reference]);
    },
    async transitionPayment(reference, from, to, now, leaseUntil) {
      const result = await pool.query(transitionPaymentSql(postgres, from.length, to), [
        to,
        leaseUntil ?? new Date(0),
        now,
        reference,
        ...from,
      ]);
      return result.rowCount === 1;
    },
    async deliverPayment(reference, values, now, maxEntries): Promise<DeliverResult> {
      return inTransaction(pool, async (client) => {
        const payment = await client.query<PaymentRow>('SELECT * FROM payments WHERE reference = $1 FOR UPDATE', [
          reference,
        ]);
        const row = payment.rows[0];
        if (!row || row.state !== 'generating') return { ok: false, error: 'not_claimed' };
        const added = await addWithin(client, row.room_name, values, 'ai', now, maxEntries);
        if (!added.ok) return added;
        await client.query(markDeliveredSql(postgres), [now, reference]);
        return added;
      });
    },
    async deleteIdleRooms(cutoff, limit) {
      const result = await pool.query(takeIdleRoomsSql(postgres), [cutoff, limit]);
      return result.rowCount ?? 0;
    },
    ...postgresRemovedEntries(pool),
    async ping() {
      await pool.query('SELECT 1');
    },
    async close() {
      await pool.end();
    },
  };
}

/** The URL without its password, for logs. */
function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres';
  }
}
