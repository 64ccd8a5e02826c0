// Socket events of the deck: remove an entry, undo that, import a batch of entries.
import { EVENTS, entryRefSchema, importRequestSchema, type Ack } from '@skal/shared';
import type { DeckService } from '../rooms/deck-service';

export function deckHandlers(
  deck: DeckService,
): Record<string, (socket: unknown, args: unknown[]) => Promise<Ack<object>>> {
  return {
    [EVENTS.removeEntry]: async (_socket, [raw]) => {
      const request = entryRefSchema.safeParse(raw);
      if (!request.success) return { ok: false, error: 'invalid' };
      return deck.remove(request.data.roomName, request.data.id);
    },
    [EVENTS.restoreEntry]: async (_socket, [raw]) => {
      const request = entryRefSchema.safeParse(raw);
      if (!request.success) return { ok: false, error: 'invalid' };
      return deck.restore(request.data.roomName, request.data.id);
    },
    [EVENTS.importEntries]: async (_socket, [raw]) => {
      const request = importRequestSchema.safeParse(raw);
      if (!request.success) return { ok: false, error: 'invalid' };
      return deck.import(request.data.roomName, request.data.texts);
    },
  };
}
