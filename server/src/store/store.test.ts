// The store contract over the store this Vitest project runs on: SQLite in a temp file in the
// `sqlite` project, a fresh PostgreSQL database per test in the `postgres` project.
import path from 'node:path';
import { databaseFor, onPostgres, tempDir } from '../../test/helpers';
import { openPostgresStore } from './postgres-store';
import { openSqliteStore } from './sqlite-store';
import { describeStoreContract } from './store-contract';

if (onPostgres) {
  describeStoreContract('postgres', async () => {
    const url = await databaseFor(tempDir('skal-store-'));
    return () => openPostgresStore(url, { poolSize: 4 });
  });
} else {
  describeStoreContract('sqlite', async () => {
    const file = path.join(tempDir('skal-store-'), 'skal.db');
    return () => openSqliteStore(file);
  });
}
