// A room's presence count goes to every phone in it on each join and leave: in a crowded room (75 phones joining a
// room of 1,000 entries, the flood bench) that fan-out made each join cost ~2.8 ms of the server's CPU and another
// room's add p99 15 s (docs/performance.md). Only the latest count matters, so a room hears it at once and then at
// most once per interval, the last change of the interval included.

/**
 * `send(room)` at once for a room that has not had one within `everyMs`; otherwise once when the interval ends, for
 * every call made during it. `send` works out what to send when it runs, so the room hears its latest state.
 */
export function pacedPerRoom(send: (room: string) => void, everyMs: number): (room: string) => void {
  /** Rooms within their interval, and whether a call came during it. */
  const waiting = new Map<string, { again: boolean }>();
  const paced = (room: string): void => {
    const window = waiting.get(room);
    if (window) {
      window.again = true;
      return;
    }
    const opened = { again: false };
    waiting.set(room, opened);
    // Unreferenced: a pending count never holds a stopping process open (presence is not sent once it stops).
    setTimeout(() => {
      waiting.delete(room);
      if (opened.again) paced(room);
    }, everyMs).unref();
    send(room);
  };
  return paced;
}
