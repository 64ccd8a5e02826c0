// Socket events of the room's round (rooms/round-service.ts): start, take over, moved and end, for members of the
// room that said who they are (join options `phone`); and the `round` broadcast every phone's lobby follows.
import { EVENTS, type AckError } from '@skal/shared';
import type { RoundSummary } from '@skal/shared/kept-round';
import type { RoomService } from '../rooms/room-service';
import type { RoundService } from '../rooms/round-service';
import { roomChannel } from './room-channel';
import { asMember } from './room-membership';
import type { SkalServer, SkalSocket, SocketHandlers } from './socket-types';

type RoundEvents =
  typeof EVENTS.startRound | typeof EVENTS.takeOverRound | typeof EVENTS.roundMoved | typeof EVENTS.endRound;

/**
 * Sends a room's round, as it is now, to everyone in it (the TV and other processes too). A round that ended takes
 * the TV back to the room's waiting view, and `ended` forgets what it showed.
 */
export function roundAnnouncer(io: SkalServer, ended: (roomName: string) => void) {
  return (roomName: string, round: RoundSummary | null): void => {
    io.to(roomChannel(roomName)).emit(EVENTS.round, round);
    if (round !== null) return;
    ended(roomName);
    io.to(roomChannel(roomName)).emit(EVENTS.nowShowing, { text: null, remaining: 0 });
  };
}

/** The round's rows of the socket server's handler table. */
export function roundHandlers(
  rounds: RoundService,
  rooms: Pick<RoomService, 'exists'>,
): Pick<SocketHandlers, RoundEvents> {
  /** The member's phone id; a socket that never joined the room, or joined without saying who it is, is refused. */
  const phoneOf = async (socket: SkalSocket, roomName: string): Promise<{ ok: true; phone: string } | AckError> => {
    const member = await asMember(socket, roomName, rooms);
    if (!member.ok) return member;
    const { phone } = socket.data;
    return phone === undefined ? { ok: false, error: 'invalid' } : { ok: true, phone };
  };
  return {
    [EVENTS.startRound]: async (socket, request) => {
      const who = await phoneOf(socket, request.roomName);
      return who.ok ? rounds.start(who.phone, request) : who;
    },
    [EVENTS.takeOverRound]: async (socket, request) => {
      const who = await phoneOf(socket, request.roomName);
      return who.ok ? rounds.takeOver(who.phone, request) : who;
    },
    [EVENTS.roundMoved]: async (socket, request) => {
      const who = await phoneOf(socket, request.roomName);
      return who.ok ? rounds.moved(who.phone, request) : who;
    },
    [EVENTS.endRound]: async (socket, request) => {
      const who = await phoneOf(socket, request.roomName);
      return who.ok ? rounds.end(who.phone, request) : who;
    },
  };
}
