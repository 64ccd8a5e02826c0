// The versioned schema of both SQL stores and the one runner that applies it. Each step runs once,
// in order, in one transaction that only one process at a time may hold; the dialect spells the
// column types and the lock for its database.
import { OPEN_PAYMENT_CONDITION, type SqlDialect } from './sql';

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
