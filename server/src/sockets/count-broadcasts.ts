// A room's new entry count reaches its phones and TV just after the acks of the same turn, not before them.
//
// A group commit answers several adds at once. Broadcast on the spot, each add's count went to the ten phones of
// its room before any of the batch's acks left (the acks wait for longer promise chains), so every add waited
// for the whole batch's broadcasts: about half a millisecond at the median under load (README "Durability").
// Deferred to the next turn, the acks go first; every change is still told, in order. The counts of one turn
// are sent a few per turn, so a large commit after a slow sync does not hold the event loop. Any other broadcast
// to a room sends the room's waiting counts first, so the order of a room's events is kept.
import { setImmediate as defaultSchedule } from 'node:timers';

/** Counts sent per turn of the event loop (each about ten socket writes). */
export const COUNTS_PER_TURN = 8;

export interface CountBroadcasts {
  /** The room's count is now `count`: sent on a later turn, after the counts that came before it. */
  count(roomName: string, count: number): void;
  /**
   * Sends the room's waiting counts now: called before every other broadcast to the room, so a room hears its
   * events in the order they happened (AI entries: `numPrompts`, then `stopWaitingForPrompts`).
   */
  flush(roomName: string): void;
}

export function countBroadcasts(
  send: (roomName: string, count: number) => void,
  schedule: (run: () => void) => void = (run) => void defaultSchedule(run),
): CountBroadcasts {
  let waiting: { roomName: string; count: number }[] = [];
  let scheduled = false;

  const sendSome = () => {
    scheduled = false;
    const now = waiting.splice(0, COUNTS_PER_TURN);
    for (const { roomName, count } of now) send(roomName, count);
    if (waiting.length > 0) later();
  };
  const later = () => {
    if (scheduled) return;
    scheduled = true;
    schedule(sendSome);
  };

  return {
    count(roomName, count) {
      waiting.push({ roomName, count });
      later();
    },
    flush(roomName) {
      if (!waiting.some((counted) => counted.roomName === roomName)) return;
      const now = waiting.filter((counted) => counted.roomName === roomName);
      waiting = waiting.filter((counted) => counted.roomName !== roomName);
      for (const { count } of now) send(roomName, count);
    },
  };
}
