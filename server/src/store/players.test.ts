// The players section of both stores (this file runs on SQLite and on PostgreSQL): order, limit,
// duplicates ignoring case, removal, cascade with the room, and concurrent adds from two store instances
// (two pools / two connections, as two server processes would have).
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_PLAYERS_PER_ROOM, playerKey } from '@skal/shared';
import { databaseFor, onPostgres, tempDir } from '../../test/helpers';
import { openPostgresStore } from './postgres-store';
import { openSqliteStore } from './sqlite-store';
import type { Store } from './store';

const opened: Store[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()));
});

/** Two independent stores on one fresh database (PostgreSQL) or file (SQLite). */
async function twoStores(): Promise<[Store, Store]> {
  const dir = tempDir('skal-players-');
  const open = async () =>
    onPostgres
      ? openPostgresStore(await databaseFor(dir), { poolSize: 8 })
      : openSqliteStore(path.join(dir, 'skal.db'));
  const first = await open();
  const second = await open();
  opened.push(first, second);
  return [first, second];
}

const now = new Date('2026-11-23T20:00:00Z');
const add = (store: Store, room: string, name: string, max = MAX_PLAYERS_PER_ROOM) =>
  store.players.add(room, name, playerKey(name), now, max);

describe(`players in the ${onPostgres ? 'PostgreSQL' : 'SQLite'} store`, () => {
  it('keeps names in the order added, refuses one twice in any case, and removes ignoring case', async () => {
    const [store] = await twoStores();
    await store.createRoom('rom', now);
    expect(await store.players.list('rom')).toEqual([]);
    expect(await add(store, 'rom', 'Kari')).toEqual({ ok: true, players: ['Kari'] });
    expect(await add(store, 'rom', 'Ola')).toEqual({ ok: true, players: ['Kari', 'Ola'] });
    expect(await add(store, 'rom', 'KARI')).toEqual({ ok: false, error: 'taken' });
    expect(await add(store, 'rom', 'øystein')).toEqual({ ok: true, players: ['Kari', 'Ola', 'øystein'] });
    expect(await add(store, 'rom', 'Øystein')).toEqual({ ok: false, error: 'taken' });
    expect(await store.players.remove('rom', playerKey('kARi'), now)).toEqual({
      ok: true,
      players: ['Ola', 'øystein'],
    });
    expect(await store.players.remove('rom', playerKey('Kari'), now)).toEqual({
      ok: true,
      players: ['Ola', 'øystein'],
    });
    expect(await store.players.list('rom')).toEqual(['Ola', 'øystein']);
  });

  it('answers not_found for a room that does not exist', async () => {
    const [store] = await twoStores();
    expect(await store.players.list('ingen')).toBeNull();
    expect(await add(store, 'ingen', 'Kari')).toEqual({ ok: false, error: 'not_found' });
    expect(await store.players.remove('ingen', 'kari', now)).toEqual({ ok: false, error: 'not_found' });
  });

  it('holds the limit, and a removal makes room again', async () => {
    const [store] = await twoStores();
    await store.createRoom('rom', now);
    for (let i = 0; i < MAX_PLAYERS_PER_ROOM; i += 1) expect((await add(store, 'rom', `P${i}`)).ok).toBe(true);
    expect(await add(store, 'rom', 'Én til')).toEqual({ ok: false, error: 'room_full' });
    await store.players.remove('rom', 'p3', now);
    expect((await add(store, 'rom', 'Én til')).ok).toBe(true);
    expect(await store.players.list('rom')).toHaveLength(MAX_PLAYERS_PER_ROOM);
  });

  it('keeps rooms apart, and the names go with an idle room', async () => {
    const [store] = await twoStores();
    await store.createRoom('en', now);
    await store.createRoom('to', now);
    await add(store, 'en', 'Kari');
    expect((await add(store, 'to', 'Kari')).ok).toBe(true);
    expect(await store.deleteIdleRooms(new Date(now.getTime() + 1))).toBe(2);
    await store.createRoom('en', now);
    expect(await store.players.list('en')).toEqual([]);
  });

  it('an add marks the room as used, so the TTL sweeper keeps it', async () => {
    const [store] = await twoStores();
    await store.createRoom('rom', now);
    await store.players.add('rom', 'Kari', 'kari', new Date(now.getTime() + 60_000), MAX_PLAYERS_PER_ROOM);
    expect(await store.deleteIdleRooms(new Date(now.getTime() + 30_000))).toBe(0);
  });

  it('concurrent adds through two stores never pass the limit or store a name twice', async () => {
    const [first, second] = await twoStores();
    await first.createRoom('rom', now);
    // 40 different names, each sent twice (once per store, in different case): 80 adds at once.
    const names = Array.from({ length: 40 }, (_, i) => `Navn${i}`);
    const results = await Promise.all(
      names.flatMap((name, i) => [
        add(i % 2 ? first : second, 'rom', name),
        add(i % 2 ? second : first, 'rom', name.toUpperCase()),
      ]),
    );
    const stored = (await second.players.list('rom'))!;
    expect(stored).toHaveLength(MAX_PLAYERS_PER_ROOM);
    expect(new Set(stored.map(playerKey)).size).toBe(MAX_PLAYERS_PER_ROOM);
    expect(results.filter((result) => result.ok)).toHaveLength(MAX_PLAYERS_PER_ROOM);
    for (const result of results) if (!result.ok) expect(['taken', 'room_full']).toContain(result.error);
    expect(await first.players.list('rom')).toEqual(stored);
  });
});
