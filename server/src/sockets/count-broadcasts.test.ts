import { describe, expect, it } from 'vitest';
import { COUNT_ROOMS_PER_TURN, countBroadcasts } from './count-broadcasts';

/** A hand-turned event loop: `turn()` runs what was scheduled for the next turn. */
function turns() {
  let next: (() => void)[] = [];
  return {
    schedule: (run: () => void) => void next.push(run),
    turn() {
      const now = next;
      next = [];
      for (const run of now) run();
    },
    get waiting() {
      return next.length;
    },
  };
}

describe('count broadcasts', () => {
  it('sends nothing in the turn the count changed, and the count on the next turn', () => {
    const loop = turns();
    const sent: [string, number][] = [];
    const counts = countBroadcasts((room, count) => sent.push([room, count]), loop.schedule);
    counts.count('fest', 1);
    expect(sent).toEqual([]);
    loop.turn();
    expect(sent).toEqual([['fest', 1]]);
    expect(loop.waiting).toBe(0);
  });

  it('sends a room that changed several times in a turn once, with its latest count, in first-change order', () => {
    const loop = turns();
    const sent: [string, number][] = [];
    const counts = countBroadcasts((room, count) => sent.push([room, count]), loop.schedule);
    counts.count('fest', 1);
    counts.count('kos', 7);
    counts.count('fest', 2);
    counts.count('fest', 1); // an entry removed again: the latest count wins, even when lower
    loop.turn();
    expect(sent).toEqual([
      ['fest', 1],
      ['kos', 7],
    ]);
  });

  it(`sends at most ${COUNT_ROOMS_PER_TURN} rooms a turn and the rest on the turns after, losing none`, () => {
    const loop = turns();
    const sent: string[] = [];
    const counts = countBroadcasts((room) => sent.push(room), loop.schedule);
    const rooms = Array.from({ length: COUNT_ROOMS_PER_TURN * 2 + 3 }, (_, i) => `rom ${i}`);
    for (const room of rooms) counts.count(room, 1);
    loop.turn();
    expect(sent).toEqual(rooms.slice(0, COUNT_ROOMS_PER_TURN));
    counts.count('rom 0', 2); // sent already: it waits at the back
    loop.turn();
    loop.turn();
    loop.turn();
    expect(sent).toEqual([...rooms, 'rom 0']);
    expect(loop.waiting).toBe(0);
  });

  it('schedules one turn at a time however many counts change', () => {
    const loop = turns();
    const counts = countBroadcasts(() => undefined, loop.schedule);
    for (let i = 0; i < 50; i++) counts.count('fest', i);
    expect(loop.waiting).toBe(1);
  });
});
