// Versioned schema for the SQLite store; each step runs once, in order, inside one transaction.
export const SQLITE_MIGRATIONS: readonly { version: number; sql: string }[] = [
  {
    version: 1,
    sql: `
      CREATE TABLE rooms (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE,
        created_at INTEGER NOT NULL,
        active_at INTEGER NOT NULL,
        free_ai_used INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX rooms_active_at ON rooms (active_at);
      CREATE TABLE entries (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        room_id INTEGER NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
        value TEXT NOT NULL,
        source TEXT NOT NULL CHECK (source IN ('player', 'ai')),
        created_at INTEGER NOT NULL
      );
      CREATE INDEX entries_room ON entries (room_id, id);
    `,
  },
  {
    version: 2,
    sql: `
      CREATE TABLE payments (
        reference TEXT PRIMARY KEY,
        room_name TEXT NOT NULL,
        language TEXT NOT NULL,
        amount_ore INTEGER NOT NULL,
        entry_count INTEGER NOT NULL,
        state TEXT NOT NULL,
        lease_until INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX payments_open ON payments (state) WHERE state NOT IN ('captured', 'aborted', 'expired', 'cancelled');
    `,
  },
  {
    // When the free grant was claimed, while its generation runs (NULL once delivered): a claim whose
    // generation died with its process is taken over after a timeout.
    version: 3,
    sql: `ALTER TABLE rooms ADD COLUMN free_ai_claimed_at INTEGER;`,
  },
];
