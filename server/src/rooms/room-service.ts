// Room rules on top of the store: name and text normalisation, limits, and who hears about changes.
import {
  DEFAULT_LANGUAGE,
  MAX_ENTRIES_PER_ROOM,
  normaliseEntryText,
  normaliseRoomName,
  normaliseSecret,
  type AiFailed,
  type AiFailure,
  type EntrySecret,
  type ErrorCode,
  type Language,
  type RoomResponse,
  type StyleChoice,
} from '@skal/shared';
import { failureOf, type EntryGenerator, type TableCounts } from '../ai/entry-generator';
import type { PlayerChoice } from '@skal/shared/table';
import type { Clock } from '../clock';
import type {
  AddEntriesResult,
  DeliverResult,
  EntrySource,
  JoinSnapshot,
  NewEntry,
  Store,
  StoredEntry,
} from '../store/store';

/**
 * An entry as a phone sent it, by the entry rules: its text, for a lasting rule its end text, and its secret (each
 * trimmed and checked the same way; an empty or blank end text or secret means none).
 */
export function normaliseNewEntry(
  rawText: unknown,
  rawRule?: { end?: string | undefined },
  rawSecret?: EntrySecret,
): Result<{ entry: NewEntry }> {
  if (typeof rawText !== 'string') return { ok: false, error: 'invalid' };
  const text = normaliseEntryText(rawText);
  if (!text.ok) return { ok: false, error: text.reason };
  const secret = normaliseSecret(rawSecret);
  if (!secret.ok) return { ok: false, error: secret.reason };
  if (!rawRule && !secret.secret) return { ok: true, entry: text.text };
  const entry: Exclude<NewEntry, string> = { value: text.text };
  if (secret.secret) entry.secret = secret.secret;
  if (!rawRule) return { ok: true, entry };
  const end = normaliseEntryText(rawRule.end ?? '');
  if (!end.ok && end.reason !== 'empty') return { ok: false, error: end.reason };
  return { ok: true, entry: { ...entry, rule: { end: end.ok ? end.text : '' } } };
}

/** The room's choices counted, without names: what the model is told of who is at the table. */
export function tableCounts(choices: Readonly<Record<string, PlayerChoice>>): TableCounts {
  const all = Object.values(choices);
  return {
    notDrinking: all.filter((choice) => choice.notDrinking).length,
    taken: all.filter((choice) => choice.taken).length,
  };
}

/** Who is told when a room changes: the socket layer in production, a recorder in tests. */
export interface RoomEvents {
  count(roomName: string, count: number): void;
  /** AI generation for the room started / ended (whether it worked or not). */
  waiting(roomName: string): void;
  stopWaiting(roomName: string): void;
  /** The entries being written will not come, and why (before `stopWaiting`), so the phones can say it. */
  failed?(roomName: string, failure: AiFailed): void;
}

export type Result<T> = ({ ok: true } & T) | { ok: false; error: ErrorCode };

/**
 * Writes generated AI entries to the store: as plain AI entries (free), or together with the
 * payment that bought them (paid). `maxEntries` is the room's limit.
 */
export type AiEntryWrite = (
  values: readonly NewEntry[],
  now: Date,
  maxEntries: number,
) => Promise<AddEntriesResult | DeliverResult>;

export class RoomService {
  private readonly maxEntries: number;
  private readonly generator: EntryGenerator | undefined;
  private readonly onTouchFailed: (error: unknown) => void;

  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
    private readonly events: RoomEvents,
    options: { maxEntries?: number; generator?: EntryGenerator; onTouchFailed?: (error: unknown) => void } = {},
  ) {
    this.maxEntries = options.maxEntries ?? MAX_ENTRIES_PER_ROOM;
    this.generator = options.generator;
    this.onTouchFailed = options.onTouchFailed ?? (() => undefined);
  }

  /** The normalised name, or the error code for a name that breaks the rules. */
  static parseName(raw: unknown): Result<{ name: string }> {
    if (typeof raw !== 'string') return { ok: false, error: 'invalid' };
    const parsed = normaliseRoomName(raw);
    return parsed.ok ? { ok: true, name: parsed.name } : { ok: false, error: 'invalid' };
  }

  /** A new room, in `language` (the creating phone's; norsk when not said). */
  async create(
    rawName: unknown,
    language: Language = DEFAULT_LANGUAGE,
  ): Promise<Result<{ name: string; count: number }>> {
    const parsed = RoomService.parseName(rawName);
    if (!parsed.ok) return parsed;
    const room = await this.store.createRoom(parsed.name, this.clock.now(), language);
    return room ? { ok: true, name: parsed.name, count: 0 } : { ok: false, error: 'taken' };
  }

  /** Changes the room's language (the caller checks who may); `not_found` when the room does not exist. */
  async setLanguage(name: string, language: Language): Promise<Result<{ name: string; language: Language }>> {
    return (await this.store.setRoomLanguage(name, language))
      ? { ok: true, name, language }
      : { ok: false, error: 'not_found' };
  }

  /**
   * The language to write a room's entries in: the one the request names (phones send the room's), or else the
   * room's own (older phones send none); norsk for a room that is not there (the request then fails on its own).
   */
  async languageFor(name: string, requested: Language | undefined): Promise<Language> {
    if (requested) return requested;
    return (await this.store.getRoom(name))?.language ?? DEFAULT_LANGUAGE;
  }

  /**
   * Returns the room's entry count and players (one store read) and marks the room as in use. The mark only keeps the idle-room sweeper
   * away, and no player is told it was saved, so the join does not wait for it: a durable write waits for
   * the disk, and a join must stay as fast on a slow disk as on a fast one (README "Durability"). A mark
   * lost to a power cut only lets the room expire from its last add instead.
   */
  async join(rawName: unknown): Promise<Result<{ name: string } & JoinSnapshot>> {
    const parsed = RoomService.parseName(rawName);
    if (!parsed.ok) return parsed;
    const room = await this.store.readJoin(parsed.name);
    if (!room) return { ok: false, error: 'not_found' };
    this.store.touchRoom(parsed.name, this.clock.now()).catch(this.onTouchFailed);
    return { ok: true, name: parsed.name, ...room };
  }

  /** The room's normalised name and its language, or why not. */
  async exists(rawName: unknown): Promise<Result<{ name: string; language: Language }>> {
    const parsed = RoomService.parseName(rawName);
    if (!parsed.ok) return parsed;
    const room = await this.store.getRoom(parsed.name);
    return room ? { ok: true, name: parsed.name, language: room.language } : { ok: false, error: 'not_found' };
  }

  /** The positional room response of `GET /api/{roomName}`. */
  async read(rawName: unknown): Promise<Result<{ response: RoomResponse }>> {
    const parsed = RoomService.parseName(rawName);
    if (!parsed.ok) return parsed;
    const snapshot = await this.store.readRoom(parsed.name);
    if (!snapshot) return { ok: false, error: 'not_found' };
    const { room, entries, players } = snapshot;
    return {
      ok: true,
      response: [
        { name: room.name, createdAt: room.createdAt.toISOString() },
        entries,
        room.freeAiUsed,
        players,
        room.language,
      ],
    };
  }

  /**
   * One entry; with `rawRule` a lasting rule, its end text by the entry rules too (empty: no end text). With `addId`
   * (the phone's id of this add), a retry of an add the room already has is answered as the first was and stores
   * nothing.
   */
  async addEntry(
    rawName: unknown,
    rawText: unknown,
    rawRule?: { end?: string | undefined },
    addId?: string,
  ): Promise<Result<{ name: string; count: number }>> {
    const parsed = RoomService.parseName(rawName);
    if (!parsed.ok) return parsed;
    const entry = normaliseNewEntry(rawText, rawRule);
    if (!entry.ok) return entry;
    return this.addEntries(parsed.name, [entry.entry], 'player', addId);
  }

  /** Adds already-normalised entries all at once (player or AI) and tells the room the new count. */
  async addEntries(
    name: string,
    values: readonly NewEntry[],
    source: EntrySource,
    addId?: string,
  ): Promise<Result<{ name: string; count: number; entries: StoredEntry[] }>> {
    const result = await this.store.addEntries(name, values, source, this.clock.now(), this.maxEntries, addId);
    if (!result.ok) return result;
    this.announceCount(name, result.count);
    return { ok: true, name, count: result.count, entries: result.entries };
  }

  /**
   * The one way AI entries reach a room, free or paid: the room hears that it is waiting, the
   * generator writes `count` entries unlike the room's own, `write` stores them (plain AI entries
   * unless given), the room hears the new count, and it stops waiting whatever happened.
   * A generation error is thrown (after the room stopped waiting); a refused write is returned. Either way the
   * room hears why the entries will not come (`failed`, with `free` saying which ones) before it stops waiting.
   */
  async deliverAiEntries(
    name: string,
    request: { language: Language; count: number; style?: StyleChoice; free?: boolean },
    write: AiEntryWrite = (values, now, max) => this.store.addEntries(name, values, 'ai', now, max),
  ): Promise<{ ok: true; count: number; added: number } | Exclude<AddEntriesResult | DeliverResult, { ok: true }>> {
    if (!this.generator) throw new Error('RoomService has no entry generator');
    const { free = false, ...wanted } = request;
    this.events.waiting(name);
    try {
      const existing = (await this.store.listEntries(name)).map((entry) => entry.value);
      // Only how many players there are, and how many do not drink or are taken: their names never reach the
      // generator.
      const players = (await this.store.players.list(name))?.length ?? 0;
      const table = tableCounts((await this.store.players.choices(name)) ?? {});
      const values = await this.generator.generate({ ...wanted, existing, players, table }).catch((error: unknown) => {
        this.events.failed?.(name, { reason: failureOf(error), free });
        throw error;
      });
      const written = await write(values, this.clock.now(), this.maxEntries);
      if (!written.ok) {
        if (written.error === 'room_full') this.events.failed?.(name, { reason: 'room_full', free });
        return written;
      }
      this.announceCount(name, written.count);
      return { ok: true, count: written.count, added: values.length };
    } finally {
      this.events.stopWaiting(name);
    }
  }

  /**
   * Whether entries can be written for the room now (null) or why not: asked before a payment starts or a free
   * grant is claimed. The model is asked whether it is there; Skål's collection whether it has enough left.
   */
  async aiReady(
    name: string,
    request: { language: Language; count: number; style?: StyleChoice },
  ): Promise<AiFailure | null> {
    if (!this.generator?.ready) return null;
    const existing = (await this.store.listEntries(name)).map((entry) => entry.value);
    const players = (await this.store.players.list(name))?.length ?? 0;
    return this.generator.ready({ ...request, existing, players });
  }

  /** The one place a room is told its new entry count. */
  private announceCount(name: string, count: number): void {
    this.events.count(name, count);
  }
}
