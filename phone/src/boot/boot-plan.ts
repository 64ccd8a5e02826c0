// What a page load does before the app's JavaScript arrives, decided from the address and the phone's storage:
// whether the prerendered home screen in index.html is exactly what this visit shows (so React hydrates it), and
// which scanned room link to start joining at once.
import { DEFAULT_LANGUAGE, normaliseRoomName, type Language } from '@skal/shared';

export interface BootFacts {
  pathname: string;
  search: string;
  language: Language;
  firstVisit: boolean;
  /** A room (and maybe a round) kept from before a reload. */
  hasSession: boolean;
}

export interface BootPlan {
  /** The prerendered home screen (Norwegian, no room, no tutorial yet) is what this visit renders first. */
  hydrate: boolean;
  /** A first visit to that home screen: the prerendered tutorial goes over it before the first paint. */
  tutorial: boolean;
  /** The room of a scanned link (`/?room=<id>`) to read and join before React renders, or null. */
  linkedRoom: string | null;
}

export function planBoot(facts: BootFacts): BootPlan {
  const home = facts.pathname === '/';
  const linked = home ? new URLSearchParams(facts.search).get('room') : null;
  const name = linked === null ? null : normaliseRoomName(linked);
  const hydrate = home && linked === null && facts.language === DEFAULT_LANGUAGE && !facts.hasSession;
  return {
    hydrate,
    tutorial: hydrate && facts.firstVisit,
    // A first-time guest goes straight to the room (the tutorial waits for a first visit to the home); a phone still
    // in a room keeps it until it chooses.
    linkedRoom: name?.ok && !facts.hasSession ? name.name : null,
  };
}
