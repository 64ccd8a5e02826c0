// Socket events of the deck: remove an entry, undo that, import a batch of entries (validated by the contract's table).
// Removing and putting back are for the room's members, and removals spend the room's budget (docs/protocol.md).
import { EVENTS } from '@skal/shared';
import type { DeckService } from '../rooms/deck-service';
import type { RemovalBudget } from '../rooms/removal-budget';
import type { RoomService } from '../rooms/room-service';
import { asMember } from './room-membership';
import type { SocketHandlers } from './socket-server';

export function deckHandlers(
  deck: DeckService,
  rooms: Pick<RoomService, 'exists'>,
  removals: RemovalBudget,
): Pick<SocketHandlers, typeof EVENTS.removeEntry | typeof EVENTS.restoreEntry | typeof EVENTS.importEntries> {
  return {
    [EVENTS.removeEntry]: async (socket, request) => {
      const member = await asMember(socket, request.roomName, rooms);
      if (!member.ok) return member;
      // Every removal a member asks for spends one, whether or not it finds the entry live.
      if (!(await removals.take(member.name)))
        return { ok: false, error: 'removals_limited', perMinute: removals.perMinute };
      return deck.remove(member.name, request.id);
    },
    [EVENTS.restoreEntry]: async (socket, request) => {
      const member = await asMember(socket, request.roomName, rooms);
      if (!member.ok) return member;
      return deck.restore(member.name, request.id);
    },
    [EVENTS.importEntries]: async (_socket, request) => deck.import(request.roomName, request.texts),
  };
}
