import { describe, expect, it } from 'vitest';
import type { Store } from '../store/store';
import { KEEP_FROM_BYTES, RoomReadCache, type RoomAnswer } from './room-read-cache';

const answer = (text: string): RoomAnswer => {
  const body = text.padEnd(KEEP_FROM_BYTES + 1, '.');
  return { body, bytes: body.length, etag: `"${text}"`, compressed: new Map() };
};

/** A store whose writes resolve when the test says so. */
function heldStore() {
  const held: (() => void)[] = [];
  const write = () => new Promise<void>((resolve) => held.push(resolve));
  const store = {
    addEntries: write,
    readRoom: () => Promise.resolve(null),
    deleteIdleRooms: write,
    players: { add: write, list: () => Promise.resolve([]) },
    rounds: { save: write },
  } as unknown as Store;
  return { store, release: () => held.shift()?.() };
}

describe('RoomReadCache', () => {
  it('keeps an answer until a write names its room, and builds again after it', async () => {
    const cache = new RoomReadCache();
    const { store, release } = heldStore();
    const watched = cache.watch(store);
    let builds = 0;
    const build = async () => answer(`v${(builds += 1)}`);
    expect(await cache.answer('fest', build)).toMatchObject({ built: true, answer: { etag: '"v1"' } });
    expect(await cache.answer('fest', build)).toMatchObject({ built: false, answer: { etag: '"v1"' } });
    const writing = watched.addEntries('fest', [], 'player', new Date(), 10);
    release();
    await writing;
    expect(await cache.answer('fest', build)).toMatchObject({ built: true, answer: { etag: '"v2"' } });
    // Another room's write, a round's save and a read leave it.
    const other = watched.addEntries('annen', [], 'player', new Date(), 10);
    release();
    await other;
    const round = (watched.rounds as unknown as { save: (name: string) => Promise<void> }).save('fest');
    release();
    await round;
    await watched.readRoom('fest');
    expect(await cache.answer('fest', build)).toMatchObject({ built: false, answer: { etag: '"v2"' } });
    // A players' write names the room too; a sweep of idle rooms drops every room.
    const player = watched.players.add('fest', 'Kari', 'kari', new Date(), 24);
    release();
    await player;
    expect(await cache.answer('fest', build)).toMatchObject({ built: true, answer: { etag: '"v3"' } });
    const sweep = watched.deleteIdleRooms(new Date(), 10);
    release();
    await sweep;
    expect(await cache.answer('fest', build)).toMatchObject({ built: true, answer: { etag: '"v4"' } });
  });

  it('does not keep an answer read while a write of its room started or ended', async () => {
    const cache = new RoomReadCache();
    const { store, release } = heldStore();
    const watched = cache.watch(store);
    // The write starts during the read and ends after it.
    let finishRead: (value: RoomAnswer) => void = () => undefined;
    const reading = cache.answer('fest', () => new Promise((resolve) => (finishRead = resolve)));
    const writing = watched.addEntries('fest', [], 'player', new Date(), 10);
    finishRead(answer('old'));
    expect(await reading).toMatchObject({ built: true });
    expect(await cache.answer('fest', async () => answer('during'))).toMatchObject({ built: true });
    // The write was under way for that whole read, which may have seen the room before it: its end drops it.
    release();
    await writing;
    expect(await cache.answer('fest', async () => answer('after'))).toMatchObject({
      built: true,
      answer: { etag: '"after"' },
    });
    expect(await cache.answer('fest', async () => answer('again'))).toMatchObject({
      built: false,
      answer: { etag: '"after"' },
    });
  });

  it('builds a burst of reads once, unless the room changed after the build started', async () => {
    const cache = new RoomReadCache();
    const { store, release } = heldStore();
    const watched = cache.watch(store);
    let builds = 0;
    let finish: () => void = () => undefined;
    const build = () =>
      new Promise<RoomAnswer>((resolve) => {
        const n = (builds += 1);
        finish = () => resolve(answer(`v${n}`));
      });
    const first = cache.answer('fest', build);
    const burst = Array.from({ length: 5 }, () => cache.answer('fest', build));
    expect(builds).toBe(1);
    finish();
    for (const read of await Promise.all([first, ...burst])) expect(read.answer?.etag).toBe('"v1"');
    expect((await first).built).toBe(true);
    expect((await burst[0]!).built).toBe(false);

    // A read after a change does not wait for a build that started before it.
    const writing = watched.addEntries('fest', [], 'player', new Date(), 10);
    release();
    await writing;
    const before = cache.answer('fest', build);
    const finishBefore = finish;
    const change = watched.addEntries('fest', [], 'player', new Date(), 10);
    const after = cache.answer('fest', build);
    expect(builds).toBe(3);
    finish();
    finishBefore();
    release();
    await change;
    expect((await before).answer?.etag).toBe('"v2"');
    expect((await after).answer?.etag).toBe('"v3"');
  });

  it('keeps no small answer', async () => {
    const cache = new RoomReadCache();
    const small = { body: '[]', bytes: 2, etag: '"s"', compressed: new Map() };
    expect(await cache.answer('fest', async () => small)).toMatchObject({ built: true });
    expect(await cache.answer('fest', async () => small)).toMatchObject({ built: true });
    expect(cache.size).toBe(0);
  });
});
