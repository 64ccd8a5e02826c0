// Socket events of the deck: remove an entry, undo that, import a batch of entries, add from Skål's collection
// (validated by the contract's table).
import { DEFAULT_LANGUAGE, EVENTS, styleChoiceOf } from '@skal/shared';
import type { DeckService } from '../rooms/deck-service';
import { RoomService } from '../rooms/room-service';
import type { RateLimiter } from '../rate-limit';
import { roomChannel } from './room-channel';
import type { SocketHandlers } from './socket-server';

/**
 * What `add from collection` takes of the address's events beyond the one every event takes: one per 5 entries it
 * added (4 for a full tap), as its transaction writes up to 20 entries at once.
 */
export function collectionCost(added: number): number {
  return Math.ceil(added / 5);
}

export function deckHandlers(
  deck: DeckService,
  limiter: Pick<RateLimiter, 'charge'>,
): Pick<
  SocketHandlers,
  typeof EVENTS.removeEntry | typeof EVENTS.restoreEntry | typeof EVENTS.importEntries | typeof EVENTS.addFromCollection
> {
  return {
    [EVENTS.removeEntry]: async (_socket, request) => deck.remove(request.roomName, request.id),
    [EVENTS.restoreEntry]: async (_socket, request) => deck.restore(request.roomName, request.id),
    [EVENTS.importEntries]: async (_socket, request) => deck.import(request.roomName, request.texts),
    // Members only: a phone that has joined the room (not anyone who knows its name) fills it from the collection.
    [EVENTS.addFromCollection]: async (socket, request) => {
      const parsed = RoomService.parseName(request.roomName);
      if (!parsed.ok) return parsed;
      if (!socket.rooms.has(roomChannel(parsed.name))) return { ok: false, error: 'invalid' };
      const result = await deck.addFromCollection(
        parsed.name,
        request.language ?? DEFAULT_LANGUAGE,
        styleChoiceOf(request),
      );
      if (result.ok) await limiter.charge(socket.data.address, collectionCost(result.added));
      return result;
    },
  };
}
