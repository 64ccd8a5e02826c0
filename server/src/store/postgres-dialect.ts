// PostgreSQL's spelling of the schema and statements both SQL stores share (see sql.ts).
import type { SqlDialect } from './sql';

export const postgres: SqlDialect = {
  param: (n) => `$${n}`,
  time: (date) => date,
  types: {
    rowId: 'BIGSERIAL PRIMARY KEY',
    sequenceId: 'BIGSERIAL PRIMARY KEY',
    reference: 'BIGINT',
    timestamp: 'TIMESTAMPTZ',
    boolean: 'BOOLEAN',
  },
  values: { false: 'FALSE', epoch: "'epoch'" },
  migrationLock: "SELECT pg_advisory_xact_lock(hashtext('skal-migrations'))",
  storedFunctions: 'plpgsql',
};
