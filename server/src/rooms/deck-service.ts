// The deck is ours, on the server: removing an entry for everyone, undoing that, and importing a file's entries.
import type { ImportItem } from '@skal/shared';
import type { Clock } from '../clock';
import type { Store } from '../store/store';
import { normaliseNewEntry, RoomService, type Result } from './room-service';

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
   * Paragraphs of a file (texts, or lasting rules with their end) become entries by the usual rules. Empty and too long ones and ones the room
   * already has are skipped and counted; the rest go in at once (all or none under the room limit).
   */
  async import(
    rawName: unknown,
    texts: readonly ImportItem[],
  ): Promise<Result<{ count: number; added: number; skipped: number }>> {
    const parsed = RoomService.parseName(rawName);
    if (!parsed.ok) return parsed;
    // A lasting rule whose text or end text breaks the entry rules is skipped like a plain paragraph that does.
    const valid = texts
      .map((item) => (typeof item === 'string' ? normaliseNewEntry(item) : normaliseNewEntry(item.text, item.rule)))
      .flatMap((entry) => (entry.ok ? [entry.entry] : []));
    const result = await this.store.importEntries(parsed.name, valid, this.clock.now(), this.maxEntries);
    if (!result.ok) return result;
    const added = result.entries.length;
    if (added > 0) this.events.count(parsed.name, result.count);
    return { ok: true, count: result.count, added, skipped: texts.length - added };
  }
}
