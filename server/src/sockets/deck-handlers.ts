// Socket events of the deck: remove an entry, undo that, import a batch of entries, add from Skål's collection
// (validated by the contract's table). Removing, putting back and drawing from the collection are for the room's
// members, and removals spend the room's budget (docs/protocol.md).
import { EVENTS, styleChoiceOf } from '@skal/shared';
import type { DeckService } from '../rooms/deck-service';
import type { RoundService } from '../rooms/round-service';
import type { RemovalBudget } from '../rooms/removal-budget';
import type { RoomService } from '../rooms/room-service';
import { asMember } from './room-membership';
import type { SocketHandlers } from './socket-types';

export function deckHandlers(
  deck: DeckService,
  rooms: Pick<RoomService, 'exists' | 'languageFor'>,
  removals: RemovalBudget,
  rounds: Pick<RoundService, 'restored'>,
): Pick<
  SocketHandlers,
  typeof EVENTS.removeEntry | typeof EVENTS.restoreEntry | typeof EVENTS.importEntries | typeof EVENTS.addFromCollection
> {
  return {
    [EVENTS.removeEntry]: async (socket, request) => {
      const member = await asMember(socket, request.roomName, rooms);
      if (!member.ok) return member;
      // Taken before the removal, so removals at once never pass the budget; given back when nothing was removed (a
      // made-up id, another room's, one already out), so only real removals spend the room's budget.
      if (!(await removals.take(member.name)))
        return { ok: false, error: 'removals_limited', perMinute: removals.perMinute };
      const removed = await deck.remove(member.name, request.id);
      if (!(removed.ok && removed.changed)) await removals.giveBack(member.name);
      return removed.ok ? { ok: true, count: removed.count } : removed;
    },
    [EVENTS.restoreEntry]: async (socket, request) => {
      const member = await asMember(socket, request.roomName, rooms);
      if (!member.ok) return member;
      const restored = await deck.restore(member.name, request.id);
      // Put back after the round passed it, it comes into the round ahead (round-service.ts).
      if (restored.ok && restored.mergedInto === undefined) await rounds.restored(member.name, request.id);
      return restored;
    },
    [EVENTS.importEntries]: async (_socket, request) => deck.import(request.roomName, request.texts),
    // Members only: a phone that has joined the room (not anyone who knows its name) fills it from the collection.
    // Its price, served or refused, was taken before the work (event-costs.ts).
    [EVENTS.addFromCollection]: async (socket, request) => {
      const member = await asMember(socket, request.roomName, rooms);
      if (!member.ok) return member;
      return deck.addFromCollection(
        member.name,
        // The phone sends the room's language; an older phone sends none, and the room's own is used.
        await rooms.languageFor(member.name, request.language),
        styleChoiceOf(request),
      );
    },
  };
}
