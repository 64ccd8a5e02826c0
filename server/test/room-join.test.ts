// A join answers from a read: marking the room as used is a write the join does not wait for, so a slow
// disk (a durable write waits for its fsync) never slows a join down.
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { manualClock } from '../src/clock';
import { RoomService, type RoomEvents } from '../src/rooms/room-service';
import { openSqliteWorkerStore } from '../src/store/sqlite-worker-store';
import type { Store } from '../src/store/store';
import { tempDir } from './helpers';

const quiet: RoomEvents = { count: () => undefined, waiting: () => undefined, stopWaiting: () => undefined };
let opened: Store | null = null;
afterEach(async () => {
  await opened?.close();
  opened = null;
});

/** The server's SQLite store, with `touchRoom` held until the test lets it go (a disk that has not synced yet). */
async function storeWithHeldTouch() {
  const store = await openSqliteWorkerStore(path.join(tempDir(), 'skal.db'));
  opened = store;
  const held: { release: () => Promise<boolean>; fail: (error: Error) => void; name: string }[] = [];
  const touchRoom: Store['touchRoom'] = (name, now) =>
    new Promise<boolean>((resolve, reject) => {
      held.push({
        name,
        release: async () => {
          const touched = await store.touchRoom(name, now);
          resolve(touched);
          return touched;
        },
        fail: reject,
      });
    });
  return { store, held, slowStore: { ...store, touchRoom, players: store.players } as Store };
}

describe('RoomService.join', () => {
  it('answers with the count before the room is marked as used, and the mark still lands', async () => {
    const clock = manualClock();
    const { store, held, slowStore } = await storeWithHeldTouch();
    const rooms = new RoomService(slowStore, clock, quiet);
    await rooms.create('fest');
    await rooms.addEntry('fest', 'Skål for verten');

    clock.advance(60_000);
    const joined = await rooms.join('Fest');
    expect(joined).toEqual({ ok: true, name: 'fest', count: 1, players: [], choices: {}, language: 'norsk' });
    expect(held.map((touch) => touch.name)).toEqual(['fest']);

    expect(await held[0]!.release()).toBe(true);
    // Marked at the join's time: a sweep of rooms idle since before the join keeps it (unmarked, the
    // room was last used at its add, and this sweep would delete it).
    expect(await store.deleteIdleRooms(new Date(clock.now().getTime() - 30_000), 10)).toBe(0);
    expect(await store.getRoom('fest')).not.toBeNull();
  });

  it('finds no room without marking anything', async () => {
    const { held, slowStore } = await storeWithHeldTouch();
    const rooms = new RoomService(slowStore, manualClock(), quiet);
    expect(await rooms.join('ingen')).toEqual({ ok: false, error: 'not_found' });
    expect(await rooms.join('ugyldig!')).toEqual({ ok: false, error: 'invalid' });
    expect(held).toEqual([]);
  });

  it('reads the count and the players in one store call (one reader-thread round trip, not two)', async () => {
    const { store, slowStore } = await storeWithHeldTouch();
    const reads: string[] = [];
    const counted =
      <T extends unknown[], R>(name: string, read: (...args: T) => Promise<R>) =>
      (...args: T) => {
        reads.push(name);
        return read(...args);
      };
    const spied: Store = {
      ...slowStore,
      readJoin: counted('readJoin', store.readJoin),
      countEntries: counted('countEntries', store.countEntries),
      getRoom: counted('getRoom', store.getRoom),
      players: { ...store.players, list: counted('players.list', store.players.list) },
    };
    const rooms = new RoomService(spied, manualClock(), quiet);
    await rooms.create('fest');
    await store.players.add('fest', 'Kari', 'kari', new Date(), 10);
    await rooms.addEntry('fest', 'Skål for Kari');

    expect(await rooms.join('fest')).toEqual({
      ok: true,
      name: 'fest',
      count: 1,
      players: ['Kari'],
      choices: {},
      language: 'norsk',
    });
    expect(reads).toEqual(['readJoin']);
  });

  it('reports a mark that failed, and the join still succeeded', async () => {
    const { held, slowStore } = await storeWithHeldTouch();
    const failures: unknown[] = [];
    const rooms = new RoomService(slowStore, manualClock(), quiet, { onTouchFailed: (error) => failures.push(error) });
    await rooms.create('fest');
    expect(await rooms.join('fest')).toEqual({
      ok: true,
      name: 'fest',
      count: 0,
      players: [],
      choices: {},
      language: 'norsk',
    });
    held[0]!.fail(new Error('disk full'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(failures).toEqual([new Error('disk full')]);
  });
});
