// The deck is ours, on the server: removing an entry for everyone, undoing that, importing a file's entries, and
// adding Skål's collection.
import {
  COLLECTION_DRAW_SIZE,
  collectionCandidates,
  systemRandom,
  type ImportItem,
  type Language,
  type RandomSource,
  type StyleChoice,
} from '@skal/shared';
import { COLLECTION } from '@skal/shared/content/collection/index';
import { readEntryTags } from '@skal/shared/table-tags';
import type { Clock } from '../clock';
import { removedKeptSince } from '../store/sql';
import { newEntryValue, type NewEntry, type RemovedEntry, type Store } from '../store/store';
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
    private readonly random: RandomSource = systemRandom,
  ) {}

  /** Removes the entry for everyone. Removing one that is already gone answers ok and tells nobody again. */
  /** `changed`: whether a live entry of the room was taken out (the removal budget counts only those). */
  async remove(rawName: unknown, id: number): Promise<Result<{ count: number; changed: boolean }>> {
    const parsed = RoomService.parseName(rawName);
    if (!parsed.ok) return parsed;
    const result = await this.store.removeEntry(parsed.name, id, this.clock.now());
    if (!result.ok) return result;
    if (result.changed) {
      this.events.removed(parsed.name, id);
      this.events.count(parsed.name, result.count);
    }
    return { ok: true, count: result.count, changed: result.changed };
  }

  /**
   * Undo: the entry comes back at its old place (its id orders it), unless the room filled up meanwhile. When the
   * room has its text again, the one there stays (`mergedInto`), nothing changes and nobody is told.
   */
  async restore(rawName: unknown, id: number): Promise<Result<{ count: number; mergedInto?: number }>> {
    const parsed = RoomService.parseName(rawName);
    if (!parsed.ok) return parsed;
    const result = await this.store.restoreEntry(parsed.name, id, this.clock.now(), this.maxEntries);
    if (!result.ok) return result;
    if (result.changed) {
      this.events.restored(parsed.name, id);
      this.events.count(parsed.name, result.count);
    }
    const { count, mergedInto } = result;
    return mergedInto === undefined ? { ok: true, count } : { ok: true, count, mergedInto };
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
   * Paragraphs of a file (texts, or lasting rules with their end, entries with their secret and table tags) become entries by the usual rules. Empty and too long ones and ones the room
   * already has are skipped and counted; the rest go in at once (all or none under the room limit).
   */
  async import(
    rawName: unknown,
    texts: readonly ImportItem[],
  ): Promise<Result<{ count: number; added: number; skipped: number }>> {
    const parsed = RoomService.parseName(rawName);
    if (!parsed.ok) return parsed;
    // A room whose live entries alone fill it is refused from the count (the reader thread), before the writer reads
    // every entry to compare: a flood of small imports into a full room held up every room's adds for seconds
    // (docs/performance.md "Flooding each event").
    const live = await this.store.countEntries(parsed.name);
    if (live === null) return { ok: false, error: 'not_found' };
    if (live >= this.maxEntries) return { ok: false, error: 'room_full' };
    // A lasting rule whose text or end text breaks the entry rules is skipped like a plain paragraph that does, and so
    // is an entry whose secret does, or whose table tags do not fit its text (table-tags.ts).
    const valid = texts.flatMap((item): NewEntry[] => {
      if (typeof item === 'string') {
        const entry = normaliseNewEntry(item);
        return entry.ok ? [entry.entry] : [];
      }
      const entry = normaliseNewEntry(item.text, item.rule, item.secret);
      if (!entry.ok) return [];
      const text = newEntryValue(entry.entry);
      const table = readEntryTags(text, item);
      if (!table) return [];
      if (Object.keys(table).length === 0) return [entry.entry];
      return [{ ...(typeof entry.entry === 'string' ? { value: text } : entry.entry), table }];
    });
    const result = await this.store.importEntries(parsed.name, valid, this.clock.now(), this.maxEntries);
    if (!result.ok) return result;
    const added = result.entries.length;
    if (added > 0) this.events.count(parsed.name, result.count);
    return { ok: true, count: result.count, added, skipped: texts.length - added };
  }

  /**
   * `Legg til 20`: up to 20 entries of Skål's collection in `language` that the room does not have, the chosen
   * style first (collection-draw.ts). The store picks them in one transaction, so two phones tapping at once never
   * add the same entry and the room limit holds; the room hears its new count once. `used_up` when nothing is left
   * for the choice.
   */
  async addFromCollection(
    rawName: unknown,
    language: Language,
    choice: StyleChoice,
  ): Promise<Result<{ count: number; added: number }>> {
    const parsed = RoomService.parseName(rawName);
    if (!parsed.ok) return parsed;
    // A room whose live entries alone fill it is refused from the count (the reader thread), before the writer reads
    // every entry to compare with the collection: a flood of draws into a full room held up every room's adds.
    const live = await this.store.countEntries(parsed.name);
    if (live === null) return { ok: false, error: 'not_found' };
    if (live >= this.maxEntries) return { ok: false, error: 'room_full' };
    const candidates = collectionCandidates(COLLECTION[language], choice, this.random);
    const result = await this.store.addFromCandidates(
      parsed.name,
      candidates,
      COLLECTION_DRAW_SIZE,
      this.clock.now(),
      this.maxEntries,
    );
    if (!result.ok) return result;
    const added = result.entries.length;
    if (added === 0) return { ok: false, error: 'used_up' };
    this.events.count(parsed.name, result.count);
    return { ok: true, count: result.count, added };
  }
}
