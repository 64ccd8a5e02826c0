// The deck is ours, on the server: removing an entry for everyone, undoing that, and importing a file's entries.
import { normaliseEntryText } from '@skal/shared';
import type { Clock } from '../clock';
import { removedKeptSince } from '../store/sql';
import type { RemovedEntry, Store } from '../store/store';
import { RoomService, type Result } from './room-service';

/** Who hears about a change: the whole room (socket broadcasts in production, a recorder in tests). */
export interface DeckEvents {
  count(roomName: string, count: number): void;
  removed(roomName: string, id: number): void;
  restored(roomName: string, id: number): void;
}

export class DeckService {
  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
    private readonly events: DeckEvents,
    private readonly maxEntries: number,
  ) {}

  /** Removes the entry for everyone. Removing one that is already gone answers ok and tells nobody again. */
  async remove(rawName: unknown, id: number): Promise<Result<{ count: number }>> {
    const parsed = RoomService.parseName(rawName);
    if (!parsed.ok) return parsed;
    const result = await this.store.removeEntry(parsed.name, id, this.clock.now());
    if (!result.ok) return result;
    if (result.changed) {
      this.events.removed(parsed.name, id);
      this.events.count(parsed.name, result.count);
    }
    return { ok: true, count: result.count };
  }

  /** Undo: the entry comes back at its old place (its id orders it), unless the room filled up meanwhile. */
  async restore(rawName: unknown, id: number): Promise<Result<{ count: number }>> {
    const parsed = RoomService.parseName(rawName);
    if (!parsed.ok) return parsed;
    const result = await this.store.restoreEntry(parsed.name, id, this.clock.now(), this.maxEntries);
    if (!result.ok) return result;
    if (result.changed) {
      this.events.restored(parsed.name, id);
      this.events.count(parsed.name, result.count);
    }
    return { ok: true, count: result.count };
  }

  /**
   * Recently removed: the room's entries removed within REMOVED_KEEP_MS, newest first (older ones are purged and
   * can no longer be put back).
   */
  async listRemoved(rawName: unknown): Promise<Result<{ name: string; entries: RemovedEntry[] }>> {
    const parsed = RoomService.parseName(rawName);
    if (!parsed.ok) return parsed;
    const entries = await this.store.listRemovedEntries(parsed.name, removedKeptSince(this.clock.now()));
    return entries ? { ok: true, name: parsed.name, entries } : { ok: false, error: 'not_found' };
  }

  /**
   * Paragraphs of a file become entries by the usual rules. Empty and too long ones and ones the room
   * already has are skipped and counted; the rest go in at once (all or none under the room limit).
   */
  async import(
    rawName: unknown,
    texts: readonly string[],
  ): Promise<Result<{ count: number; added: number; skipped: number }>> {
    const parsed = RoomService.parseName(rawName);
    if (!parsed.ok) return parsed;
    const valid = texts.map(normaliseEntryText).flatMap((text) => (text.ok ? [text.text] : []));
    const result = await this.store.importEntries(parsed.name, valid, this.clock.now(), this.maxEntries);
    if (!result.ok) return result;
    const added = result.entries.length;
    if (added > 0) this.events.count(parsed.name, result.count);
    return { ok: true, count: result.count, added, skipped: texts.length - added };
  }
}
