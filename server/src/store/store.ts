// The storage interface every backend (SQLite here, PostgreSQL for scale-out) implements.

export interface StoredRoom {
  name: string;
  createdAt: Date;
  freeAiUsed: boolean;
}

export interface StoredEntry {
  id: number;
  value: string;
}

export type EntrySource = 'player' | 'ai';

export type AddEntriesResult =
  { ok: true; entries: StoredEntry[]; count: number } | { ok: false; error: 'not_found' | 'room_full' };

export interface Store {
  /** Creates the room, or returns null when the name is taken (atomic under concurrent calls). */
  createRoom(name: string, now: Date): Promise<StoredRoom | null>;
  getRoom(name: string): Promise<StoredRoom | null>;
  /** Entries in the order they were added. */
  listEntries(name: string): Promise<StoredEntry[]>;
  countEntries(name: string): Promise<number | null>;
  /** Adds all entries or none; never lets the room grow past `maxEntries`. */
  addEntries(
    name: string,
    values: readonly string[],
    source: EntrySource,
    now: Date,
    maxEntries: number,
  ): Promise<AddEntriesResult>;
  /** Marks the room as used now, so the TTL sweeper keeps it. Returns false when it does not exist. */
  touchRoom(name: string, now: Date): Promise<boolean>;
  /** Deletes rooms (and their entries) idle since before `cutoff`; returns how many. */
  deleteIdleRooms(cutoff: Date): Promise<number>;
  close(): Promise<void>;
  readonly kind: 'sqlite' | 'postgres';
  readonly description: string;
}
