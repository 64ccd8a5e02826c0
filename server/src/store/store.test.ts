// The store contract over the store this Vitest project runs on: SQLite in a temp file in the
// `sqlite` project (on the calling thread, and as the server runs it: a writer thread with group
// commit), a fresh PostgreSQL database per test in the `postgres` project.
import path from 'node:path';
import { databaseFor, onPostgres, tempDir } from '../../test/helpers';
import pg from 'pg';
import { expect, inject, it } from 'vitest';
import { durableConnection, openPostgresStore } from './postgres-store';
import { openSqliteStore } from './sqlite-store';
import { openSqliteWorkerStore } from './sqlite-worker-store';
import { describeStoreContract } from './store-contract';

if (onPostgres) {
  describeStoreContract('postgres', async () => {
    const url = await databaseFor(tempDir('skal-store-'));
    return () => openPostgresStore(url, { poolSize: 4 });
  });

  it('commits with synchronous_commit on even where the server default is off (the test server)', async () => {
    const admin = new pg.Client({ connectionString: inject('databaseUrl') });
    const store = new pg.Client(durableConnection(inject('databaseUrl')));
    await Promise.all([admin.connect(), store.connect()]);
    try {
      const setting = async (client: pg.Client) =>
        (await client.query<{ synchronous_commit: string }>('SHOW synchronous_commit')).rows[0]!.synchronous_commit;
      expect(await setting(admin)).toBe('off');
      expect(await setting(store)).toBe('on');
    } finally {
      await Promise.all([admin.end(), store.end()]);
    }
  });
} else {
  describeStoreContract('sqlite', async () => {
    const file = path.join(tempDir('skal-store-'), 'skal.db');
    return () => openSqliteStore(file);
  });
  describeStoreContract('sqlite writer thread', async () => {
    const file = path.join(tempDir('skal-store-'), 'skal.db');
    return () => openSqliteWorkerStore(file);
  });
}
