// The versioned schema of both SQL stores and the one runner that applies it. Each step runs once,
// in order, in one transaction that only one process at a time may hold; the dialect spells the
// column types and the lock for its database.
import { OPEN_PAYMENT_CONDITION, REMOVED_KEEP_MS, ROOM_USE_RESOLUTION_MS, type SqlDialect } from './sql';

/**
 * skal_add_entries(room, values, source, now, max_entries) → json, an AddEntriesResult: the same steps as the
 * multi-statement add (lock the room row, count its live entries, refuse past the limit, insert in order, mark the
 * room used), in one call.
 *
 * Why a function and not one statement (a CTE that locks, counts and inserts): a statement reads with the one
 * snapshot taken when it starts, so a count in it would be taken before it waited for the room lock and would miss
 * the entries of the add that held the lock; several waiting adds would each see room and the room would pass its
 * limit. A VOLATILE PL/pgSQL function takes a fresh snapshot for every statement in it under READ COMMITTED, so
 * the count after the lock sees every add committed before it, as the separate statements do.
 *
 * A migration's text must not change once released: each version of the function is the text its migration built
 * (`create` and `markUsed` are the parts that differ), and a new version is a new migration.
 */
const addEntriesFunction = (create: string, markUsed: string) => `
  ${create} skal_add_entries(
    room_name TEXT, new_values TEXT[], new_source TEXT, added_at TIMESTAMPTZ, max_entries INTEGER
  ) RETURNS json LANGUAGE plpgsql VOLATILE AS $$
  DECLARE
    room BIGINT;
    live BIGINT;
    added json;
  BEGIN
    SELECT r.id INTO room FROM rooms r WHERE r.name = room_name FOR UPDATE;
    IF NOT FOUND THEN
      RETURN json_build_object('ok', FALSE, 'error', 'not_found');
    END IF;
    SELECT count(*) INTO live FROM entries e WHERE e.room_id = room AND e.removed_at IS NULL;
    IF live + cardinality(new_values) > max_entries THEN
      RETURN json_build_object('ok', FALSE, 'error', 'room_full');
    END IF;
    WITH inserted AS (
      INSERT INTO entries (room_id, value, source, created_at)
      SELECT room, v.value, new_source, added_at
      FROM unnest(new_values) WITH ORDINALITY AS v(value, position) ORDER BY v.position
      RETURNING entries.id, entries.value
    )
    SELECT COALESCE(json_agg(json_build_object('id', i.id, 'value', i.value) ORDER BY i.id), '[]'::json)
    INTO added FROM inserted i;
    ${markUsed}
    RETURN json_build_object('ok', TRUE, 'entries', added, 'count', live + cardinality(new_values));
  END;
  $$;
`;

/**
 * Version 3 of skal_add_entries (migration 8): the limit counts the room's live entries and the ones removed within
 * REMOVED_KEEP_MS of the add (kept for Recently removed), so removing makes no room until the sweep purges; the count
 * it answers is still the live one. Marks the room used as migration 7's does.
 */
const addEntriesCountingRemoved = `
  CREATE OR REPLACE FUNCTION skal_add_entries(
    room_name TEXT, new_values TEXT[], new_source TEXT, added_at TIMESTAMPTZ, max_entries INTEGER
  ) RETURNS json LANGUAGE plpgsql VOLATILE AS $$
  DECLARE
    room BIGINT;
    live BIGINT;
    held BIGINT;
    added json;
  BEGIN
    SELECT r.id INTO room FROM rooms r WHERE r.name = room_name FOR UPDATE;
    IF NOT FOUND THEN
      RETURN json_build_object('ok', FALSE, 'error', 'not_found');
    END IF;
    SELECT count(*) FILTER (WHERE e.removed_at IS NULL), count(*) INTO live, held FROM entries e
    WHERE e.room_id = room
      AND (e.removed_at IS NULL OR e.removed_at >= added_at - interval '${REMOVED_KEEP_MS} milliseconds');
    IF held + cardinality(new_values) > max_entries THEN
      RETURN json_build_object('ok', FALSE, 'error', 'room_full');
    END IF;
    WITH inserted AS (
      INSERT INTO entries (room_id, value, source, created_at)
      SELECT room, v.value, new_source, added_at
      FROM unnest(new_values) WITH ORDINALITY AS v(value, position) ORDER BY v.position
      RETURNING entries.id, entries.value
    )
    SELECT COALESCE(json_agg(json_build_object('id', i.id, 'value', i.value) ORDER BY i.id), '[]'::json)
    INTO added FROM inserted i;
    UPDATE rooms SET active_at = added_at
     WHERE id = room AND active_at <= added_at - interval '${ROOM_USE_RESOLUTION_MS} milliseconds';
    RETURN json_build_object('ok', TRUE, 'entries', added, 'count', live + cardinality(new_values));
  END;
  $$;
`;

export interface Migration {
  version: number;
  sql(dialect: SqlDialect): string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    sql: ({ types, values }) => `
      CREATE TABLE rooms (
        id ${types.rowId},
        name TEXT NOT NULL UNIQUE,
        created_at ${types.timestamp} NOT NULL,
        active_at ${types.timestamp} NOT NULL,
        free_ai_used ${types.boolean} NOT NULL DEFAULT ${values.false}
      );
      CREATE INDEX rooms_active_at ON rooms (active_at);
      CREATE TABLE entries (
        id ${types.sequenceId},
        room_id ${types.reference} NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
        value TEXT NOT NULL,
        source TEXT NOT NULL CHECK (source IN ('player', 'ai')),
        created_at ${types.timestamp} NOT NULL
      );
      CREATE INDEX entries_room ON entries (room_id, id);
    `,
  },
  {
    version: 2,
    sql: ({ types, values }) => `
      CREATE TABLE payments (
        reference TEXT PRIMARY KEY,
        room_name TEXT NOT NULL,
        language TEXT NOT NULL,
        amount_ore INTEGER NOT NULL,
        entry_count INTEGER NOT NULL,
        state TEXT NOT NULL,
        lease_until ${types.timestamp} NOT NULL DEFAULT ${values.epoch},
        created_at ${types.timestamp} NOT NULL,
        updated_at ${types.timestamp} NOT NULL
      );
      CREATE INDEX payments_open ON payments (state) WHERE ${OPEN_PAYMENT_CONDITION};
    `,
  },
  {
    // Names at the table: a room's players, unique ignoring case.
    version: 3,
    sql: ({ types }) => `
      CREATE TABLE players (
        id ${types.sequenceId},
        room_id ${types.reference} NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        name_key TEXT NOT NULL,
        UNIQUE (room_id, name_key)
      );
    `,
  },
  {
    // The deck is ours: removed entries stay (for undo) but leave every list and count; a payment keeps its AI style.
    version: 4,
    sql: ({ types, values }) => `
      ALTER TABLE entries ADD COLUMN removed_at ${types.timestamp};
      CREATE INDEX entries_room_live ON entries (room_id, id) WHERE removed_at IS NULL;
      ALTER TABLE payments ADD COLUMN style TEXT NOT NULL DEFAULT 'classic';
      ALTER TABLE payments ADD COLUMN alcohol_free ${types.boolean} NOT NULL DEFAULT ${values.false};
    `,
  },
  {
    // When the free grant was claimed, while its generation runs (NULL once delivered): a claim whose
    // generation died with its process is taken over after a timeout.
    version: 5,
    sql: ({ types }) => `ALTER TABLE rooms ADD COLUMN free_ai_claimed_at ${types.timestamp};`,
  },
  {
    // Adding entries in one round trip on PostgreSQL (postgres-add-entries.ts). SQLite has no stored
    // functions and needs none (its add is one transaction in the process): there the step only records
    // its version, so both databases count the same versions.
    version: 6,
    sql: ({ storedFunctions }) =>
      storedFunctions === 'plpgsql'
        ? addEntriesFunction(
            'CREATE FUNCTION',
            'UPDATE rooms SET active_at = GREATEST(active_at, added_at) WHERE id = room;',
          )
        : '',
  },
  {
    // Fewer pages per add (see ROOM_USE_RESOLUTION_MS): the room's last use is marked at most once a minute, and one
    // index on (room, removed, id) serves the live entries of a room in order, their count and the cascade of a
    // deleted room, where two indexes on (room, id), one of them partial, were written on every add.
    version: 7,
    sql: (dialect) => `
      DROP INDEX entries_room_live;
      DROP INDEX entries_room;
      CREATE INDEX entries_room_state ON entries (room_id, removed_at, id);
      ${
        dialect.storedFunctions === 'plpgsql'
          ? addEntriesFunction(
              'CREATE OR REPLACE FUNCTION',
              `UPDATE rooms SET active_at = added_at
     WHERE id = room AND active_at <= added_at - interval '${ROOM_USE_RESOLUTION_MS} milliseconds';`,
            )
          : ''
      }
    `,
  },
  {
    // Recently removed: removed entries count toward the room's limit for REMOVED_KEEP_MS, then the sweep purges them
    // in batches, found on a partial index that only removals write (adds stay as they were).
    version: 8,
    sql: (dialect) => `
      CREATE INDEX entries_removed ON entries (removed_at) WHERE removed_at IS NOT NULL;
      ${dialect.storedFunctions === 'plpgsql' ? addEntriesCountingRemoved : ''}
    `,
  },
  {
    // Lasting rules (docs/product.md): an entry's end text. NULL for a plain entry, '' for a rule without one.
    version: 9,
    sql: () => `ALTER TABLE entries ADD COLUMN rule_end TEXT;`,
  },
  {
    // Secrets (docs/product.md "Secrets"): an entry's secret for the phone alone, as JSON ({"kind", "text"}); NULL for
    // none. Adds with a secret go as statements on PostgreSQL, as adds with a rule do, so skal_add_entries stays.
    version: 10,
    sql: () => `ALTER TABLE entries ADD COLUMN secret TEXT;`,
  },
  {
    // One round per room, kept by the room (rounds-store.ts): its state as JSON, and a version for compare-and-set.
    version: 11,
    sql: ({ types }) => `
      CREATE TABLE rounds (
        room_id ${types.reference} PRIMARY KEY REFERENCES rooms (id) ON DELETE CASCADE,
        version INTEGER NOT NULL,
        state TEXT NOT NULL,
        updated_at ${types.timestamp} NOT NULL
      );
    `,
  },
  {
    // The room's language (docs/product.md "Languages"): what the collection and the model write in for it, set
    // when it is created and changed from any joined phone. Rooms made before it were made in Norwegian.
    version: 12,
    sql: () => `ALTER TABLE rooms ADD COLUMN language TEXT NOT NULL DEFAULT 'norsk';`,
  },
  {
    // Who is at the table (docs/product.md): a player's choices, kept with the name (a partner by their name key,
    // shown only while that player is there), and an entry's table tags as JSON ({"slots", "everyone",
    // "forfeit"}; NULL for an entry read by its words).
    version: 13,
    sql: ({ types, values }) => `
      ALTER TABLE players ADD COLUMN not_drinking ${types.boolean} NOT NULL DEFAULT ${values.false};
      ALTER TABLE players ADD COLUMN taken ${types.boolean} NOT NULL DEFAULT ${values.false};
      ALTER TABLE players ADD COLUMN partner_key TEXT;
      ALTER TABLE entries ADD COLUMN table_tags TEXT;
      `,
  },
  {
    // Add ids (docs/protocol.md "Retrying an add"): the phone's id of the add that stored the entry, so a retry of it
    // stores nothing. NULL for entries added without one (AI, imports, older phones). Unique per room, so two retries
    // racing on two processes cannot both store.
    version: 14,
    sql: () => `
      ALTER TABLE entries ADD COLUMN add_id TEXT;
      CREATE UNIQUE INDEX entries_add_id ON entries (room_id, add_id) WHERE add_id IS NOT NULL;
    `,
  },
  {
    // Open rooms (issue #39): removed entries no longer count toward the room's limit (they are a bounded quota of
    // their own, REMOVED_KEEP_MAX, kept by the removal itself), so a room cleaned up is not full for a day. On
    // PostgreSQL skal_add_entries goes back to counting live entries (migration 7's text); SQLite only records the
    // version. The removal's "oldest beyond the quota" is served by entries_room_state (room, removed, id).
    version: 15,
    sql: (dialect) =>
      dialect.storedFunctions === 'plpgsql'
        ? addEntriesFunction(
            'CREATE OR REPLACE FUNCTION',
            `UPDATE rooms SET active_at = added_at
     WHERE id = room AND active_at <= added_at - interval '${ROOM_USE_RESOLUTION_MS} milliseconds';`,
          )
        : '',
  },
  {
    // Honest money (issue #39): why a payment's entries could not be delivered, so the buyer is told (NULL: they were,
    // or it is not over); and the market it is taken in (issue #40: its sales unit and currency; before it, Norway).
    // Version 16 is the payments' (markets); 13–15 belong to other work of the same session.
    version: 16,
    sql: () => `
      ALTER TABLE payments ADD COLUMN failure TEXT;
      ALTER TABLE payments ADD COLUMN market TEXT NOT NULL DEFAULT 'NO';
    `,
  },
];

/** The statements the runner needs, run inside the migration transaction. */
export interface MigrationSession {
  /** Runs one or more statements without parameters. */
  exec(sql: string): Promise<void>;
  /** Runs one statement with parameters and returns its rows. */
  query<Row>(sql: string, params: readonly unknown[]): Promise<Row[]>;
}

/**
 * Brings the database up to the newest version. `transaction` runs its work in one transaction,
 * committed when the work resolves and rolled back when it throws.
 */
export async function migrate(
  dialect: SqlDialect,
  transaction: (work: (session: MigrationSession) => Promise<void>) => Promise<void>,
): Promise<void> {
  await transaction(async (session) => {
    // Several processes may start together: the others wait here and then find nothing left to do.
    if (dialect.migrationLock) await session.exec(dialect.migrationLock);
    await session.exec(
      `CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at ${dialect.types.timestamp} NOT NULL)`,
    );
    const applied = await session.query<{ version: number }>('SELECT version FROM schema_migrations', []);
    const done = new Set(applied.map((row) => row.version));
    for (const step of MIGRATIONS) {
      if (done.has(step.version)) continue;
      await session.exec(step.sql(dialect));
      await session.query(
        `INSERT INTO schema_migrations (version, applied_at) VALUES (${dialect.param(1)}, ${dialect.param(2)})`,
        [step.version, dialect.time(new Date())],
      );
    }
  });
}
