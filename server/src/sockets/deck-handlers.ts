// Socket events of the deck: remove an entry, undo that, import a batch of entries (validated by the contract's table).
import { EVENTS } from '@skal/shared';
import type { DeckService } from '../rooms/deck-service';
import type { SocketHandlers } from './socket-server';

export function deckHandlers(
  deck: DeckService,
): Pick<SocketHandlers, typeof EVENTS.removeEntry | typeof EVENTS.restoreEntry | typeof EVENTS.importEntries> {
  return {
    [EVENTS.removeEntry]: async (_socket, request) => deck.remove(request.roomName, request.id),
    [EVENTS.restoreEntry]: async (_socket, request) => deck.restore(request.roomName, request.id),
    [EVENTS.importEntries]: async (_socket, request) => deck.import(request.roomName, request.texts),
  };
}
