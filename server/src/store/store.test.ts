// The store contract over the store this Vitest project runs on: SQLite in a temp file in the
// `sqlite` project (on the calling thread, and as the server runs it: a writer thread with group
// commit), a fresh PostgreSQL database per test in the `postgres` project.
import path from 'node:path';
import { databaseFor, onPostgres, tempDir } from '../../test/helpers';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { POSTGRES_ADD_PATHS, type PostgresAddPath } from './postgres-add-entries';
import { durableConnection, openPostgresStore } from './postgres-store';
import { openSqliteStore } from './sqlite-store';
import { openSqliteWorkerStore } from './sqlite-worker-store';
import { describeStoreContract } from './store-contract';
import type { Store } from './store';

/** One function call, or BEGIN, lock, count, insert, bump and COMMIT. */
const ROUND_TRIPS: Record<PostgresAddPath, number> = { function: 1, statements: 6 };

/** Polls until `done` answers true (a wait for another session's state, not a timing assertion). */
async function until(done: () => Promise<boolean>): Promise<void> {
  while (!(await done())) await new Promise((resolve) => setTimeout(resolve, 10));
}

if (onPostgres) {
  describeStoreContract('postgres', async () => {
    const url = await databaseFor(tempDir('skal-store-'));
    return () => openPostgresStore(url, { poolSize: 4 });
  });
  // The multi-statement add stays only for bench:scale's comparison, which must compare two correct stores.
  describeStoreContract('postgres, adds as statements (the bench comparison)', async () => {
    const url = await databaseFor(tempDir('skal-store-'));
    return () => openPostgresStore(url, { poolSize: 4, addPath: 'statements' });
  });

  describe.each(POSTGRES_ADD_PATHS)('PostgreSQL adds (%s)', (addPath) => {
    const now = new Date(Date.UTC(2026, 0, 1, 12));
    let url: string;
    let store: Store;
    const clients: pg.Client[] = [];
    const connect = async () => {
      const client = new pg.Client({ connectionString: url });
      clients.push(client);
      await client.connect();
      return client;
    };

    beforeEach(async () => {
      url = await databaseFor(tempDir('skal-store-'));
      store = await openPostgresStore(url, { poolSize: 6, addPath });
    });
    afterEach(async () => {
      await Promise.all(clients.splice(0).map((client) => client.end()));
      await store.close();
    });

    it('counts what was committed while an add waited for the room lock, so the room stops at its limit', async () => {
      // A count read with a snapshot from before the lock wait (one statement that locks, counts and inserts)
      // would miss the held entry and each other's: every waiting add would see 3 of 5 and all 4 would pass.
      await store.createRoom('near', now);
      await store.addEntries('near', ['1', '2', '3'], 'player', now, 5);
      const holder = await connect();
      const watcher = await connect();
      await holder.query('BEGIN');
      const room = await holder.query<{ id: number }>("SELECT id FROM rooms WHERE name = 'near' FOR UPDATE");
      await holder.query("INSERT INTO entries (room_id, value, source, created_at) VALUES ($1, 'held', 'player', $2)", [
        room.rows[0]!.id,
        now,
      ]);
      const adds = Promise.all(
        Array.from({ length: 4 }, (_, i) => store.addEntries('near', [`waiting ${i}`], 'player', now, 5)),
      );
      // Every add has started and waits for the room row (their statements' snapshots are taken) before it is let go.
      await until(async () => {
        const waiting = await watcher.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
        );
        return waiting.rows[0]!.n === 4;
      });
      await holder.query('COMMIT');

      const results = await adds;
      expect(results.filter((result) => result.ok)).toEqual([expect.objectContaining({ ok: true, count: 5 })]);
      expect(results.filter((result) => !result.ok)).toEqual(Array(3).fill({ ok: false, error: 'room_full' }));
      expect(await store.countEntries('near')).toBe(5);
    });

    it(`adds in ${ROUND_TRIPS[addPath]} round trip(s) to PostgreSQL`, async () => {
      await store.createRoom('trips', now);
      const query = vi.spyOn(pg.Client.prototype, 'query');
      try {
        expect(await store.addEntries('trips', ['a', 'b'], 'player', now, 10)).toMatchObject({ ok: true, count: 2 });
        expect(query).toHaveBeenCalledTimes(ROUND_TRIPS[addPath]);
      } finally {
        query.mockRestore();
      }
    });
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
