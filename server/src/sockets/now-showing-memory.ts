// What each room's playing phone last showed, so a TV that opens or reloads mid-round shows the entry at once
// instead of the lobby until the next tap. In memory, per process: with several processes a TV that lands on
// another process than the phone's waits for the phone's next report, as before.
import type { NowShowing } from '@skal/shared';

/** Rooms remembered at most; the least recently reported goes first (each is one entry's text). */
export const NOW_SHOWING_ROOMS = 10_000;

export interface NowShowingMemory {
  /** The room's latest report; a null text (the round ended) forgets the room. */
  report(roomName: string, shown: NowShowing): void;
  last(roomName: string): NowShowing | undefined;
}

export function nowShowingMemory(limit = NOW_SHOWING_ROOMS): NowShowingMemory {
  const shown = new Map<string, NowShowing>();
  return {
    report(roomName, now) {
      shown.delete(roomName);
      if (now.text === null) return;
      shown.set(roomName, now);
      if (shown.size > limit) shown.delete(shown.keys().next().value as string);
    },
    last: (roomName) => shown.get(roomName),
  };
}
