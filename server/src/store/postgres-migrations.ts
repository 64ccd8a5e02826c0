// Versioned schema for the PostgreSQL store; each step runs once, even when several processes start together.
export const POSTGRES_MIGRATIONS: readonly { version: number; sql: string }[] = [
  {
    version: 1,
    sql: `
      CREATE TABLE rooms (
        id BIGSERIAL PRIMARY KEY,
        name TEXT NOT NULL UNIQUE,
        created_at TIMESTAMPTZ NOT NULL,
        active_at TIMESTAMPTZ NOT NULL,
        free_ai_used BOOLEAN NOT NULL DEFAULT FALSE
      );
      CREATE INDEX rooms_active_at ON rooms (active_at);
      CREATE TABLE entries (
        id BIGSERIAL PRIMARY KEY,
        room_id BIGINT NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
        value TEXT NOT NULL,
        source TEXT NOT NULL CHECK (source IN ('player', 'ai')),
        created_at TIMESTAMPTZ NOT NULL
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
        lease_until TIMESTAMPTZ NOT NULL DEFAULT 'epoch',
        created_at TIMESTAMPTZ NOT NULL,
        updated_at TIMESTAMPTZ NOT NULL
      );
      CREATE INDEX payments_open ON payments (state) WHERE state NOT IN ('captured', 'aborted', 'expired', 'cancelled');
    `,
  },
  {
    // When the free grant was claimed, while its generation runs (NULL once delivered): a claim whose
    // generation died with its process is taken over after a timeout.
    version: 3,
    sql: `ALTER TABLE rooms ADD COLUMN free_ai_claimed_at TIMESTAMPTZ;`,
  },
];
