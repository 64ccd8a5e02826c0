// A room's new entry count reaches its phones and TV just after the acks of the same turn, not before them.
//
// A group commit answers several adds at once. Broadcast on the spot, each add's count went to the ten phones of
// its room before any of the batch's acks left (the acks wait for longer promise chains), so every add waited
// for the whole batch's broadcasts: about half a millisecond at the median under load (README "Durability").
// Deferred to the next turn, the acks go first, and a room whose count changed twice in a turn hears only the
// newer count: phones show the latest count, never a history. The rooms of one turn are sent a few per turn, so
// a large commit after a slow sync does not hold the event loop.
import { setImmediate as defaultSchedule } from 'node:timers';

/** Rooms whose count is sent per turn of the event loop (each about ten socket writes). */
export const COUNT_ROOMS_PER_TURN = 8;

export interface CountBroadcasts {
  /** The room's count is now `count`: sent on a later turn, with the latest count the room had by then. */
  count(roomName: string, count: number): void;
}

export function countBroadcasts(
  send: (roomName: string, count: number) => void,
  schedule: (run: () => void) => void = (run) => void defaultSchedule(run),
): CountBroadcasts {
  /** Rooms waiting for their turn, in the order they first changed, with their latest count. */
  const waiting = new Map<string, number>();
  let scheduled = false;

  const sendSome = () => {
    scheduled = false;
    let budget = COUNT_ROOMS_PER_TURN;
    for (const [roomName, count] of waiting) {
      if (budget-- === 0) break;
      waiting.delete(roomName);
      send(roomName, count);
    }
    if (waiting.size > 0) later();
  };
  const later = () => {
    if (scheduled) return;
    scheduled = true;
    schedule(sendSome);
  };

  return {
    count(roomName, count) {
      waiting.set(roomName, count);
      later();
    },
  };
}
