// Deck changes as room broadcasts: the new count on every phone and the TV, and which entry left or came back.
import { EVENTS } from '@skal/shared';
import type { DeckEvents } from '../rooms/deck-service';
import type { RoomEvents } from '../rooms/room-service';
import { roomChannel } from './room-channel';
import type { SkalServer } from './socket-server';

export function deckEvents(io: SkalServer, events: RoomEvents): DeckEvents {
  return {
    count: (roomName, count) => events.count(roomName, count),
    removed: (roomName, id) => io.to(roomChannel(roomName)).emit(EVENTS.entryRemoved, id),
    restored: (roomName, id) => io.to(roomChannel(roomName)).emit(EVENTS.entryRestored, id),
  };
}
