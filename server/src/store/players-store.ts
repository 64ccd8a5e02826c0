// The room's players (names at the table): a store section of its own, implemented by each backend.

export type PlayersResult = { ok: true; players: string[] } | { ok: false; error: 'not_found' | 'taken' | 'room_full' };

export interface PlayerStore {
  /** Names in the order they were added; null when the room does not exist. */
  list(roomName: string): Promise<string[] | null>;
  /**
   * Adds a normalised name unless one with the same `key` (case folded) is there (`taken`) or the room has
   * `maxPlayers` already (`room_full`). Atomic, also between processes; marks the room as used.
   */
  add(roomName: string, name: string, key: string, now: Date, maxPlayers: number): Promise<PlayersResult>;
  /**
   * Removes the name with this key, and a name stored exactly as `name` (a row added under older rules has
   * another key); none there is fine (removing twice too). Marks the room as used.
   */
  remove(roomName: string, key: string, name: string, now: Date): Promise<PlayersResult>;
}
