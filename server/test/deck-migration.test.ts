// Migration 4 on a SQLite file written before it: entries stay live, payments get the default style.
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../src/store/migrations';
import { openSqliteStore, sqlite } from '../src/store/sqlite-store';
import { tempDir } from './helpers';

describe('migration 4 (removed entries, payment style)', () => {
  it('upgrades a version 3 file: old entries live and removable, old payments Classic with alcohol', async () => {
    const file = path.join(tempDir(), 'skal.db');
    const old = new Database(file);
    old.exec('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)');
    for (const step of MIGRATIONS.filter((migration) => migration.version <= 3)) {
      old.exec(step.sql(sqlite));
      old.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, 0)').run(step.version);
    }
    old.exec(`
      INSERT INTO rooms (id, name, created_at, active_at) VALUES (1, 'fest', 0, 0);
      INSERT INTO entries (room_id, value, source, created_at) VALUES (1, 'a', 'player', 0), (1, 'b', 'player', 0);
      INSERT INTO payments (reference, room_name, language, amount_ore, entry_count, state, created_at, updated_at)
        VALUES ('skal-old', 'fest', 'norsk', 2000, 20, 'created', 0, 0);
    `);
    old.close();

    const store = await openSqliteStore(file);
    try {
      const entries = await store.listEntries('fest');
      expect(entries.map((entry) => entry.value)).toEqual(['a', 'b']);
      expect(await store.removeEntry('fest', entries[0]!.id, new Date())).toEqual({
        ok: true,
        count: 1,
        changed: true,
      });
      expect(await store.countEntries('fest')).toBe(1);
      expect(await store.getPayment('skal-old')).toMatchObject({ style: 'classic', alcoholFree: false });
    } finally {
      await store.close();
    }
  });
});
