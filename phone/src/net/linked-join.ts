// A scanned room link (/?room=<id>) starts before React has rendered: the room's GET (begun by the boot script in
// index.html when it could, else here) and the socket join run while the app loads, so the phone is in the room
// sooner on a slow network. The home screen then takes the room's answer instead of asking again.
import { fetchRoom, type RoomSnapshot } from './api';
import { joinRoom } from './socket';
import { normaliseRoomName } from '@skal/shared';

let pending: { name: string; room: Promise<RoomSnapshot | null>; arrived?: RoomSnapshot | null } | null = null;

/** Starts reading and joining the room; `early` is the boot script's response for the same room, if any. */
export function startLinkedJoin(name: string, early?: Promise<RoomSnapshot | null>): void {
  const room = early ?? fetchRoom(name);
  // Nobody may ever take it (the player navigates away); a failure must not surface as unhandled.
  room.catch(() => undefined);
  // The answer reaches the room screen, which asks for the same join and shares this one.
  void joinRoom(name);
  const started: NonNullable<typeof pending> = { name, room };
  room.then(
    (answer) => {
      started.arrived = answer;
    },
    () => undefined,
  );
  pending = started;
}

/**
 * The linked room's entry count if its answer has already arrived and the room exists, without taking it: the
 * home screen then opens the room in its first render.
 */
export function arrivedLinkedRoom(param: string | null): { name: string; count: number } | null {
  const name = normaliseRoomName(param ?? '');
  if (!name.ok || pending?.name !== name.name || !pending.arrived) return null;
  return { name: name.name, count: pending.arrived.entries.length };
}

/** The room's answer if a linked join was started for it; each start is used once. */
export function takeLinkedJoin(name: string): Promise<RoomSnapshot | null> | null {
  if (pending?.name !== name) return null;
  const { room } = pending;
  pending = null;
  return room;
}
