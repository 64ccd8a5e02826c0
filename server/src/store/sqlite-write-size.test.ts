// What an add costs the disk on SQLite: the pages its commit writes to the WAL (and syncs, and later copies into the
// database at a checkpoint). Measured on a database with many rooms, so that each index touched is a page of its own.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, expect, it } from 'vitest';
import { tempDir } from '../../test/helpers';
import { openSqliteStore } from './sqlite-store';
import type { Store } from './store';

const ROOMS = 300;
const ENTRIES_PER_ROOM = 40;
const WAL_HEADER = 32;
const FRAME_HEADER = 24;

const open: { close(): unknown }[] = [];
afterEach(async () => {
  for (const each of open.splice(0).reverse()) await each.close();
});

/** A database of ROOMS rooms with ENTRIES_PER_ROOM entries each, the entries of all rooms interleaved. */
async function busyDatabase(usedAt: Date): Promise<string> {
  const file = path.join(tempDir('skal-write-size-'), 'skal.db');
  await (await openSqliteStore(file)).close();
  const db = new Database(file);
  db.transaction(() => {
    const room = db.prepare('INSERT INTO rooms (name, created_at, active_at) VALUES (?, ?, ?)');
    for (let index = 0; index < ROOMS; index += 1) room.run(`rom ${index}`, usedAt.getTime(), usedAt.getTime());
    const entry = db.prepare(
      "INSERT INTO entries (room_id, value, source, created_at) SELECT id, ?, 'player', ? FROM rooms WHERE name = ?",
    );
    for (let round = 0; round < ENTRIES_PER_ROOM; round += 1) {
      for (let index = 0; index < ROOMS; index += 1) entry.run(`tekst ${round} i rom ${index}`, 0, `rom ${index}`);
    }
  })();
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  return file;
}

function pageSizeOf(file: string): number {
  const probe = new Database(file, { readonly: true });
  try {
    return probe.pragma('page_size', { simple: true }) as number;
  } finally {
    probe.close();
  }
}

/** The store on a busy database whose WAL is empty, every room last used at USED_AT, and a count of its WAL pages. */
async function busyStore(): Promise<{ store: Store; walPages(): number }> {
  const file = await busyDatabase(USED_AT);
  const store = await openSqliteStore(file);
  open.push(store);
  const frame = pageSizeOf(file) + FRAME_HEADER;
  return {
    store,
    walPages() {
      const size = fs.statSync(`${file}-wal`).size;
      return size === 0 ? 0 : (size - WAL_HEADER) / frame;
    },
  };
}

const USED_AT = new Date(Date.UTC(2026, 0, 1, 20, 0, 0));
const after = (ms: number) => new Date(USED_AT.getTime() + ms);

it('an add to a room in use writes at most 3 pages to the WAL (it wrote 6: the room and its use index every time, and two indexes of entries)', async () => {
  const { store, walPages } = await busyStore();
  expect(walPages()).toBe(0);

  // Half a minute after the room's recorded use: the entry, its index, and the id sequence. An add that fills the
  // last page of the table or its index splits it and writes two or three more, whichever add it falls on (the
  // rows' size decides), so twelve adds are measured and the usual one must stay at 3.
  const perAdd: number[] = [];
  for (let k = 0; k < 12; k += 1) {
    const before = walPages();
    const added = await store.addEntries('rom 150', [`Skål ${k}!`], 'player', after(30_000), 1000);
    expect(added).toMatchObject({ ok: true, count: ENTRIES_PER_ROOM + k + 1 });
    perAdd.push(walPages() - before);
  }
  const sorted = perAdd.slice().sort((a, b) => a - b);
  expect(sorted[Math.floor(sorted.length / 2)], `pages per add: ${perAdd.join(', ')}`).toBeLessThanOrEqual(3);
  expect(perAdd.filter((pages) => pages > 3).length, `pages per add: ${perAdd.join(', ')}`).toBeLessThanOrEqual(3);
});

it('marking a room used again within the minute (a join) writes nothing, so it syncs nothing', async () => {
  const { store, walPages } = await busyStore();
  expect(await store.touchRoom('rom 150', after(59_000))).toBe(true);
  expect(walPages()).toBe(0);
  expect(await store.touchRoom('rom 150', after(60_000))).toBe(true);
  expect(walPages()).toBeGreaterThan(0);
});
