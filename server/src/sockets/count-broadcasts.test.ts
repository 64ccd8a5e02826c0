import { describe, expect, it } from 'vitest';
import { COUNTS_PER_TURN, countBroadcasts } from './count-broadcasts';

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

function recorder() {
  const loop = turns();
  const sent: [string, number][] = [];
  const counts = countBroadcasts((room, count) => sent.push([room, count]), loop.schedule);
  return { loop, sent, counts };
}

describe('count broadcasts', () => {
  it('sends nothing in the turn the count changed, and the count on the next turn', () => {
    const { loop, sent, counts } = recorder();
    counts.count('fest', 1);
    expect(sent).toEqual([]);
    loop.turn();
    expect(sent).toEqual([['fest', 1]]);
    expect(loop.waiting).toBe(0);
  });

  it('tells every change, in the order they happened', () => {
    const { loop, sent, counts } = recorder();
    counts.count('fest', 1);
    counts.count('kos', 7);
    counts.count('fest', 2);
    counts.count('fest', 1);
    loop.turn();
    expect(sent).toEqual([
      ['fest', 1],
      ['kos', 7],
      ['fest', 2],
      ['fest', 1],
    ]);
  });

  it(`sends at most ${COUNTS_PER_TURN} counts a turn and the rest on the turns after, losing none`, () => {
    const { loop, sent, counts } = recorder();
    const rooms = Array.from({ length: COUNTS_PER_TURN * 2 + 3 }, (_, i) => `rom ${i}`);
    for (const room of rooms) counts.count(room, 1);
    loop.turn();
    expect(sent.map(([room]) => room)).toEqual(rooms.slice(0, COUNTS_PER_TURN));
    loop.turn();
    loop.turn();
    expect(sent.map(([room]) => room)).toEqual(rooms);
    expect(loop.waiting).toBe(0);
  });

  it("sends a room's waiting counts at once when the room is about to hear something else, and only once", () => {
    const { loop, sent, counts } = recorder();
    counts.count('fest', 3);
    counts.count('kos', 1);
    counts.count('fest', 4);
    counts.flush('fest');
    counts.flush('annet'); // nothing waiting: nothing sent
    expect(sent).toEqual([
      ['fest', 3],
      ['fest', 4],
    ]);
    loop.turn();
    expect(sent).toEqual([
      ['fest', 3],
      ['fest', 4],
      ['kos', 1],
    ]);
  });

  it('schedules one turn at a time however many counts change', () => {
    const { loop, counts } = recorder();
    for (let i = 0; i < 50; i++) counts.count('fest', i);
    expect(loop.waiting).toBe(1);
  });
});
