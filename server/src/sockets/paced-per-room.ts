// A room's presence count goes to every phone in it on each join and leave: in a crowded room (75 phones joining a
// room of 1,000 entries over and over, the flood bench) that fan-out made each join cost ~2.8 ms of the server's CPU
// and took another room's add p99 to 15 s (docs/performance.md). Only the latest count matters, so a crowded room
// hears it at most once per interval, the last change of the interval included; a party's room, every time.

/**
 * `send(room, pace)` at once, unless the room is within an interval `send` opened by calling `pace()` (a crowded
 * room); then once when the interval ends, for every call made during it. `send` works out what to send when it
 * runs, so the room hears its latest state.
 */
export function pacedPerRoom(send: (room: string, pace: () => void) => void, everyMs: number): (room: string) => void {
  /** Rooms within an interval, and whether a call came during it. */
  const waiting = new Map<string, { again: boolean }>();
  const paced = (room: string): void => {
    const window = waiting.get(room);
    if (window) {
      window.again = true;
      return;
    }
    send(room, () => {
      if (waiting.has(room)) return;
      const opened = { again: false };
      waiting.set(room, opened);
      // Unreferenced: a pending count never holds a stopping process open (presence is not sent once it stops).
      setTimeout(() => {
        waiting.delete(room);
        if (opened.again) paced(room);
      }, everyMs).unref();
    });
  };
  return paced;
}
