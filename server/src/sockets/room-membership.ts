// What takes something away from a room (removing or putting back entries, removing players) is for its members:
// only a socket that joined the room may do it (docs/protocol.md, `not_member`).
import type { AckError } from '@skal/shared';
import { RoomService } from '../rooms/room-service';
import { roomChannel } from './room-channel';

/** A socket as far as membership goes: the channels it joined (Socket.IO's `socket.rooms`). */
export interface MemberSocket {
  rooms: ReadonlySet<string>;
}

/**
 * The room's normalised name when the socket joined it; otherwise `invalid` for a name that breaks the rules,
 * `not_found` for a room that does not exist (as `GET /api/{room}` would say to anyone) and `not_member` for one
 * the socket has not joined. Nothing about the room's entries is read or told to a non-member.
 */
export async function asMember(
  socket: MemberSocket,
  rawName: unknown,
  rooms: Pick<RoomService, 'exists'>,
): Promise<{ ok: true; name: string } | AckError> {
  const parsed = RoomService.parseName(rawName);
  if (!parsed.ok) return parsed;
  if (socket.rooms.has(roomChannel(parsed.name))) return parsed;
  const room = await rooms.exists(parsed.name);
  return room.ok ? { ok: false, error: 'not_member' } : room;
}
