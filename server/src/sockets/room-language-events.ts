// Socket event for the room's language (docs/product.md "Languages"): any phone that has joined the room may change
// it; everyone in the room, the TV included, hears the new one (`roomLanguage`), as a joining phone does.
import { EVENTS } from '@skal/shared';
import type { RoomService } from '../rooms/room-service';
import { roomChannel } from './room-channel';
import { asMember } from './room-membership';
import type { SkalServer, SocketHandlers } from './socket-types';

export function roomLanguageHandlers(
  io: SkalServer,
  rooms: Pick<RoomService, 'exists' | 'setLanguage'>,
): Pick<SocketHandlers, typeof EVENTS.setRoomLanguage> {
  return {
    // Members only (room-membership.ts): whoever knows a room's name may not change what its collection writes.
    [EVENTS.setRoomLanguage]: async (socket, request) => {
      const member = await asMember(socket, request.roomName, rooms);
      if (!member.ok) return member;
      const changed = await rooms.setLanguage(member.name, request.language);
      if (!changed.ok) return changed;
      // Every process's sockets in the room through the adapter, the sender included.
      io.to(roomChannel(changed.name)).emit(EVENTS.roomLanguage, changed.language);
      return { ok: true };
    },
  };
}
