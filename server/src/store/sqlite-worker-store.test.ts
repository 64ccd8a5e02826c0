// The server's SQLite store beyond the contract: group commit, reads that never wait behind the writer,
// and a failing call that fails alone.
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tempDir } from '../../test/helpers';
import type { Store } from './store';
import { ANSWERS_PER_TURN, openSqliteWorkerStore } from './sqlite-worker-store';

const now = new Date(Date.UTC(2026, 0, 1));
const open: { close(): unknown }[] = [];
afterEach(async () => {
  for (const each of open.splice(0).reverse()) await each.close();
});

async function storeWithCommits(): Promise<{ store: Store; file: string; commits: number[] }> {
  const file = path.join(tempDir('skal-worker-'), 'skal.db');
  const commits: number[] = [];
  const store = await openSqliteWorkerStore(file, { onCommit: (calls) => commits.push(calls) });
  open.push(store);
  return { store, file, commits };
}

describe('SQLite writer thread', () => {
  it('commits calls that arrive together in one transaction (group commit), each with its own result', async () => {
    const { store, file, commits } = await storeWithCommits();
    await store.createRoom('fest', now);
    commits.length = 0;

    // While another connection holds the write lock, no batch can commit: all 50 calls are queued
    // before the writer's first batch ends, however the threads are scheduled.
    const blocker = new Database(file);
    blocker.exec('BEGIN IMMEDIATE');
    const adds = Array.from({ length: 50 }, (_, i) => store.addEntries('fest', [`nr ${i}`], 'player', now, 100));
    blocker.exec('COMMIT');
    blocker.close();
    const results = await Promise.all(adds);

    // The first batch (whatever had arrived when it began) and one more carry all 50.
    expect(commits.reduce((sum, calls) => sum + calls, 0)).toBe(50);
    expect(commits.length).toBeLessThanOrEqual(2);
    expect(results.map((result) => result.ok && result.count).sort((a, b) => Number(a) - Number(b))).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
  });

  it('answers a large commit a few calls per turn of the event loop, so the rest of the server runs between them', async () => {
    const { store, file, commits } = await storeWithCommits();
    await store.createRoom('fest', now);
    commits.length = 0;

    // A turn counter that moves once per turn of the event loop, as long as the test runs.
    let turn = 0;
    let ticking = true;
    const tick = () => {
      turn++;
      if (ticking) setImmediate(tick);
    };
    tick();
    const blocker = new Database(file);
    blocker.exec('BEGIN IMMEDIATE');
    const answeredIn: number[] = [];
    const adds = Array.from({ length: 5 * ANSWERS_PER_TURN }, (_, i) =>
      store.addEntries('fest', [`nr ${i}`], 'player', now, 1000).then((result) => {
        answeredIn.push(turn);
        return result;
      }),
    );
    blocker.exec('COMMIT');
    blocker.close();
    const results = await Promise.all(adds);
    ticking = false;

    expect(results.every((result) => result.ok)).toBe(true);
    expect(Math.max(...commits)).toBeGreaterThan(ANSWERS_PER_TURN);
    const perTurn = new Map<number, number>();
    for (const at of answeredIn) perTurn.set(at, (perTurn.get(at) ?? 0) + 1);
    expect(Math.max(...perTurn.values())).toBeLessThanOrEqual(ANSWERS_PER_TURN);
  });

  it('fails a throwing call alone: the others in its batch are committed', async () => {
    const { store, file } = await storeWithCommits();
    await store.createRoom('fest', now);
    const payment = {
      reference: 'ref-1',
      roomName: 'fest',
      language: 'norsk',
      amountOre: 2000,
      entryCount: 20,
      style: 'classic' as const,
      alcoholFree: false,
    };
    await store.createPayment({ ...payment, createdAt: now });

    const [before, duplicate, after] = await Promise.allSettled([
      store.addEntries('fest', ['before'], 'player', now, 100),
      store.createPayment({ ...payment, createdAt: now }),
      store.addEntries('fest', ['after'], 'player', now, 100),
    ]);

    expect(before).toMatchObject({ status: 'fulfilled', value: { ok: true } });
    expect(after).toMatchObject({ status: 'fulfilled', value: { ok: true } });
    expect(duplicate).toMatchObject({ status: 'rejected', reason: { code: 'SQLITE_CONSTRAINT_PRIMARYKEY' } });
    const other = new Database(file, { readonly: true });
    try {
      expect(other.prepare('SELECT value FROM entries ORDER BY id').pluck().all()).toEqual(['before', 'after']);
    } finally {
      other.close();
    }
  });

  it('answers reads while the writer waits for the write lock, and the write once it has it', async () => {
    const { store, file } = await storeWithCommits();
    await store.createRoom('fest', now);
    await store.addEntries('fest', ['one'], 'player', now, 100);

    // Another connection holds the write lock: the writer thread waits (busy_timeout) inside its batch.
    const blocker = new Database(file);
    blocker.exec('BEGIN IMMEDIATE');
    let written = false;
    const write = store.addEntries('fest', ['two'], 'player', now, 100).then((result) => {
      written = true;
      return result;
    });

    expect((await store.listEntries('fest')).map((entry) => entry.value)).toEqual(['one']);
    expect(await store.countEntries('fest')).toBe(1);
    expect(await store.players.list('fest')).toEqual([]); // a section's read, by its path players.list
    expect(written).toBe(false);

    blocker.exec('COMMIT');
    blocker.close();
    expect(await write).toMatchObject({ ok: true, count: 2 });
    expect(await store.countEntries('fest')).toBe(2);
  });

  it('commits and answers the calls sent before close', async () => {
    const { store, file } = await storeWithCommits();
    await store.createRoom('fest', now);
    const adds = Array.from({ length: 20 }, (_, i) => store.addEntries('fest', [`nr ${i}`], 'player', now, 100));
    const closed = store.close();
    expect((await Promise.all(adds)).every((result) => result.ok)).toBe(true);
    await closed;
    const other = new Database(file, { readonly: true });
    try {
      expect(other.prepare('SELECT count(*) FROM entries').pluck().get()).toBe(20);
    } finally {
      other.close();
    }
  });

  it('answers every call of a large last commit when the thread stops before their turn has come', async () => {
    const { store, file } = await storeWithCommits();
    await store.createRoom('fest', now);
    // The later turns never come: only the thread's exit can answer what the first turn left.
    vi.useFakeTimers({ toFake: ['setImmediate'] });
    try {
      const blocker = new Database(file);
      blocker.exec('BEGIN IMMEDIATE');
      const adds = Array.from({ length: 3 * ANSWERS_PER_TURN }, (_, i) =>
        store.addEntries('fest', [`nr ${i}`], 'player', now, 100),
      );
      const closed = store.close();
      blocker.exec('COMMIT');
      blocker.close();
      const results = await Promise.allSettled(adds);
      await closed;
      expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses calls after close with a clear error', async () => {
    const { store } = await storeWithCommits();
    await store.close();
    await expect(store.createRoom('late', now)).rejects.toThrow(/SQLite writer thread stopped/u);
  });
});
