// Who counts as a room's member over HTTP. A request (`POST /api/free-ai`, `POST /api/dopayment`) carries only the
// room's name (the spec), so it speaks for a member when a phone from the same client address (the TRUST_PROXY rule,
// IPv6 by /64) has joined the room: on this process, or, with several processes, on any of them (asked through the
// Redis adapter, as presence is). The TV display is not a phone and makes no member.
import { roomChannel } from './room-channel';
import type { SkalServer } from './socket-types';

export type PhoneJoinedFrom = (roomName: string, addressKey: string) => Promise<boolean>;

export function phoneJoinedFrom(
  io: SkalServer,
  /** True while the other processes can be asked (the Redis adapter, connected); otherwise this process alone. */
  acrossProcesses: () => boolean,
): PhoneJoinedFrom {
  const isMemberPhone = (data: { host?: boolean; address?: string } | undefined, addressKey: string) =>
    data !== undefined && !data.host && data.address === addressKey;
  return async (roomName, addressKey) => {
    // This process first: no round trip when the phone is here (the usual case, and the only one on one process).
    const namespace = io.of('/');
    for (const id of namespace.adapter.rooms.get(roomChannel(roomName)) ?? []) {
      if (isMemberPhone(namespace.sockets.get(id)?.data, addressKey)) return true;
    }
    if (!acrossProcesses()) return false;
    const sockets = await io.in(roomChannel(roomName)).fetchSockets();
    return sockets.some((socket) => isMemberPhone(socket.data, addressKey));
  };
}
