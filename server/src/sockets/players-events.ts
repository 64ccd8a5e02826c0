// Socket events for the players' names: add, remove and their choices (acked with the new list) and the `players`
// broadcast that keeps every phone and the TV in the room on the same list.
import { EVENTS, type Ack, type PlayersList } from '@skal/shared';
import type { PlayerChoice } from '@skal/shared/table';
import type { PlayersOutcome, PlayersService } from '../rooms/players-service';
import type { RoomService } from '../rooms/room-service';
import { roomChannel } from './room-channel';
import { asMember } from './room-membership';
import type { SkalServer, SocketHandlers } from './socket-types';

/**
 * The list as the wire carries it: `choices` only once someone made one, so a room without them reads as it always
 * has (docs/protocol.md).
 */
export function playersList(players: string[], choices: Record<string, PlayerChoice>): PlayersList {
  return Object.keys(choices).length > 0 ? { players, choices } : { players };
}

/** The players' rows of the socket server's handler table; they go through its rate limit and ordering like every event. */
export function playersHandlers(
  io: SkalServer,
  players: PlayersService,
  rooms: Pick<RoomService, 'exists'>,
): Pick<SocketHandlers, typeof EVENTS.addPlayer | typeof EVENTS.removePlayer | typeof EVENTS.setPlayerChoice> {
  const answer = (outcome: PlayersOutcome): Ack<PlayersList> => {
    if (!outcome.ok) return outcome;
    // Everyone in the room, the sender and the TV included, and other processes through the adapter.
    const list = playersList(outcome.players, outcome.choices);
    io.to(roomChannel(outcome.name)).emit(EVENTS.players, list);
    return { ok: true, ...list };
  };
  return {
    [EVENTS.addPlayer]: async (_socket, request) => answer(await players.add(request)),
    // Only a member of the room may take a name off its list (room-membership.ts).
    [EVENTS.removePlayer]: async (socket, request) => {
      const member = await asMember(socket, request.roomName, rooms);
      return member.ok ? answer(await players.remove(request)) : member;
    },
    // Who is at the table is set from any phone in the room, and only from one.
    [EVENTS.setPlayerChoice]: async (socket, request) => {
      const member = await asMember(socket, request.roomName, rooms);
      return member.ok ? answer(await players.choose(request)) : member;
    },
  };
}
