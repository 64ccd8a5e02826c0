// Recently removed over the socket: a member of a room asks for what the room removed in the last 24 hours.
import { EVENTS } from '@skal/shared';
import type { DeckService } from '../rooms/deck-service';
import { RoomService } from '../rooms/room-service';
import { roomChannel } from './room-channel';
import type { SocketHandlers } from './socket-types';

export function removedHandlers(deck: DeckService): Pick<SocketHandlers, typeof EVENTS.removedEntries> {
  return {
    // Members only: a socket that has not joined the room hears `not_found`, as for a room that is not there, so
    // the answer tells an outsider nothing (not even that the room exists) and never hands it ids to put back.
    [EVENTS.removedEntries]: async (socket, rawName) => {
      const parsed = RoomService.parseName(rawName);
      if (!parsed.ok) return parsed;
      if (!socket.rooms.has(roomChannel(parsed.name))) return { ok: false, error: 'not_found' };
      const listed = await deck.listRemoved(parsed.name);
      if (!listed.ok) return listed;
      return {
        ok: true,
        entries: listed.entries.map((entry) => ({
          id: entry.id,
          text: entry.value,
          removedAt: entry.removedAt.toISOString(),
        })),
      };
    },
  };
}
