// Deck changes as room broadcasts: the new count on every phone and the TV, and which entry left or came back.
import { EVENTS } from '@skal/shared';
import type { DeckEvents } from '../rooms/deck-service';
import type { RoomEvents } from '../rooms/room-service';
import type { SkalServer } from './socket-types';

/** `toRoom` gives the room's broadcast channel, sending the room's waiting count first (count-broadcasts.ts). */
export function deckEvents(toRoom: (roomName: string) => ReturnType<SkalServer['to']>, events: RoomEvents): DeckEvents {
  return {
    count: (roomName, count) => events.count(roomName, count),
    removed: (roomName, id) => toRoom(roomName).emit(EVENTS.entryRemoved, id),
    restored: (roomName, id) => toRoom(roomName).emit(EVENTS.entryRestored, id),
  };
}
