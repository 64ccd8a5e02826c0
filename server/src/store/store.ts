// The storage interface every backend (SQLite here, PostgreSQL for scale-out) implements.
import type { Language } from '@skal/shared';
import type { DrawCandidate } from '@skal/shared/collection-draw';
import { SECRET_KINDS, type EntrySecret } from '@skal/shared/protocol';
import { FORFEIT_MAX_LENGTH, SLOT_TAGS, type EntryTableTags, type SlotTag } from '@skal/shared/slots';
import type { PlayerStore } from './players-store';
import type { PlayerChoice } from '@skal/shared/table';
import type { RoundStore } from './rounds-store';

export interface StoredRoom {
  name: string;
  createdAt: Date;
  freeAiUsed: boolean;
  /** The language the collection and the model write in for the room (migration 12; `norsk` before it). */
  language: Language;
}

export interface StoredEntry {
  id: number;
  value: string;
  /** A lasting rule's end text ('' for a rule without one); absent for a plain entry. */
  rule?: { end: string };
  /** The entry's secret for the phone alone (docs/product.md "Secrets"); absent when it has none. */
  secret?: EntrySecret;
  /** Who is at the table (docs/product.md): one tag per placeholder; absent for an entry read by its words. */
  slots?: SlotTag[];
  /** Players beyond the named ones drink; absent when not (or when read by its words). */
  everyone?: boolean;
  /** What a not-drinking player does instead on an everyone-drinks card; absent for Skål's own. */
  forfeit?: string;
}

/** An entry to add: its text, or its text with a lasting rule's end text, a secret and/or its table tags. */
export type NewEntry =
  | string
  | {
      value: string;
      rule?: { end: string } | undefined;
      secret?: EntrySecret | undefined;
      table?: EntryTableTags | undefined;
    };

/** The text of an entry to add. */
export const newEntryValue = (entry: NewEntry): string => (typeof entry === 'string' ? entry : entry.value);

/** The `rule_end` column of an entry to add: null for a plain entry, the end text ('' for none) for a rule. */
export const newEntryRuleEnd = (entry: NewEntry): string | null =>
  typeof entry === 'string' ? null : (entry.rule?.end ?? null);

/** The `secret` column of an entry to add (migration 10): the secret as JSON, null for none. */
export const newEntrySecret = (entry: NewEntry): string | null =>
  typeof entry === 'string' || !entry.secret
    ? null
    : JSON.stringify({ kind: entry.secret.kind, text: entry.secret.text });

/** The `table_tags` column of an entry to add (migration 13): its table tags as JSON, null for none. */
export const newEntryTable = (entry: NewEntry): string | null => {
  if (typeof entry === 'string' || !entry.table) return null;
  const { slots, everyone, forfeit } = entry.table;
  const tags = { ...(slots ? { slots } : {}), ...(everyone ? { everyone } : {}), ...(forfeit ? { forfeit } : {}) };
  return Object.keys(tags).length > 0 ? JSON.stringify(tags) : null;
};

/** Whether an add carries more than texts: a lasting rule, a secret or table tags. */
export const hasExtras = (values: readonly NewEntry[]): boolean =>
  values.some(
    (entry) => newEntryRuleEnd(entry) !== null || newEntrySecret(entry) !== null || newEntryTable(entry) !== null,
  );

/** The stored table tags column as tags; anything unreadable (never written so) as none. */
export function readTableTags(column: string | null | undefined): EntryTableTags {
  if (!column) return {};
  try {
    const parsed = JSON.parse(column) as { slots?: unknown; everyone?: unknown; forfeit?: unknown } | null;
    if (!parsed || typeof parsed !== 'object') return {};
    const tags: { slots?: SlotTag[]; everyone?: boolean; forfeit?: string } = {};
    if (Array.isArray(parsed.slots) && parsed.slots.every((tag) => (SLOT_TAGS as readonly unknown[]).includes(tag)))
      tags.slots = parsed.slots as SlotTag[];
    if (parsed.everyone === true) tags.everyone = true;
    if (typeof parsed.forfeit === 'string' && parsed.forfeit.length <= FORFEIT_MAX_LENGTH)
      tags.forfeit = parsed.forfeit;
    return tags;
  } catch {
    return {};
  }
}

/** The stored secret column as a secret; anything unreadable (never written so) as none. */
export function readSecret(column: string | null | undefined): EntrySecret | undefined {
  if (!column) return undefined;
  try {
    const parsed = JSON.parse(column) as { kind?: unknown; text?: unknown } | null;
    return parsed && typeof parsed.text === 'string' && (SECRET_KINDS as readonly unknown[]).includes(parsed.kind)
      ? { kind: parsed.kind as EntrySecret['kind'], text: parsed.text }
      : undefined;
  } catch {
    return undefined;
  }
}

/** An entry row as the stores read it (`rule_end` from migration 9, `secret` from 10, `table_tags` from 13). */
export interface EntryRow {
  id: number;
  value: string;
  rule_end?: string | null;
  secret?: string | null;
  table_tags?: string | null;
}

/**
 * A stored entry from its row: `rule` only for a lasting rule and `secret` only for an entry with one, so plain
 * entries look as they always have.
 */
export const toStoredEntry = (row: EntryRow): StoredEntry => {
  const entry: StoredEntry = { id: row.id, value: row.value };
  if (row.rule_end !== null && row.rule_end !== undefined) entry.rule = { end: row.rule_end };
  const secret = readSecret(row.secret);
  if (secret) entry.secret = secret;
  const { slots, everyone, forfeit } = readTableTags(row.table_tags);
  if (slots) entry.slots = [...slots];
  if (everyone) entry.everyone = true;
  if (forfeit) entry.forfeit = forfeit;
  return entry;
};

export type EntrySource = 'player' | 'ai';

/** An entry taken out of its room (Recently removed): kept REMOVED_KEEP_MS (the newest REMOVED_KEEP_MAX), then deleted for good. */
export interface RemovedEntry {
  id: number;
  value: string;
  removedAt: Date;
}

/** A room as `GET /api/{room}` shows it: read at one moment, so entries and players agree with each other. */
export interface RoomSnapshot {
  room: StoredRoom;
  /** Live entries in the order they were added. */
  entries: StoredEntry[];
  /** Player names in the order they were added. */
  players: string[];
}

/** What a phone joining a room is told: its live entry count and its players' names, from one snapshot. */
export interface JoinSnapshot {
  count: number;
  /** Player names in the order they were added. */
  players: string[];
  /** Their choices at the table, by name (only players with one). */
  choices: Record<string, PlayerChoice>;
  /** The room's language. */
  language: Language;
}

/**
 * `repeated`: an add with an add id the room already had (a retry): nothing was stored, `entries` is empty and
 * `count` is the room's live count now.
 */
export type AddEntriesResult =
  | { ok: true; entries: StoredEntry[]; count: number; repeated?: true }
  | { ok: false; error: 'not_found' | 'room_full' };

/**
 * Soft delete and undo: the entry keeps its id, so a restore puts it back at its old place. A restore of a text the
 * room has again as another live entry changes nothing and names that entry in `mergedInto`.
 */
export type EntryChangeResult =
  { ok: true; count: number; changed: boolean; mergedInto?: number } | { ok: false; error: 'not_found' | 'room_full' };

export type ImportEntriesResult =
  | { ok: true; entries: StoredEntry[]; count: number; duplicates: number }
  | { ok: false; error: 'not_found' | 'room_full' };

/** A payment's life on our side (the wallet has its own states; see payments/fulfilment.ts). */
export const PAYMENT_STATES = [
  'created',
  'authorized',
  'generating',
  'delivered',
  'captured',
  'aborted',
  'expired',
  'failed',
  'cancelled',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const FINAL_PAYMENT_STATES: readonly PaymentState[] = ['captured', 'aborted', 'expired', 'cancelled'];

export interface StoredPayment {
  reference: string;
  roomName: string;
  language: string;
  /** The AI style bought (an AI_STYLES name) and whether every entry must work without alcohol. */
  style: string;
  alcoholFree: boolean;
  amountOre: number;
  entryCount: number;
  state: PaymentState;
  leaseUntil: Date;
  createdAt: Date;
  updatedAt: Date;
  /** Why its entries could not be delivered (an AiFailure the buyer is told), else null. */
  failure: string | null;
  /** The market it is taken in (NO, DK, FI: issue #40): its sales unit and currency for every later call. */
  market: string;
}

export type NewPayment = Omit<StoredPayment, 'state' | 'leaseUntil' | 'updatedAt' | 'failure' | 'market'> & {
  /** Norway when left out. */
  market?: string;
};

export type DeliverResult = AddEntriesResult | { ok: false; error: 'not_claimed' };

export interface Store {
  /**
   * Creates the room in `language` (default norsk), or returns null when the name is taken (atomic under
   * concurrent calls).
   */
  createRoom(name: string, now: Date, language?: Language): Promise<StoredRoom | null>;
  /** Sets the room's language; false when the room does not exist. */
  setRoomLanguage(name: string, language: Language): Promise<boolean>;
  getRoom(name: string): Promise<StoredRoom | null>;
  /** The room, its live entries and its players in one read (one snapshot, one call); null when it does not exist. */
  readRoom(name: string): Promise<RoomSnapshot | null>;
  /** Live (not removed) entries in the order they were added. */
  listEntries(name: string): Promise<StoredEntry[]>;
  countEntries(name: string): Promise<number | null>;
  /** The room's live entry count and its players in one read (one snapshot, one call); null when it does not exist. */
  readJoin(name: string): Promise<JoinSnapshot | null>;
  /**
   * Adds all entries or none; never lets the room hold more than `maxEntries` live entries (removed ones are a
   * separate, bounded quota: `removeEntry`).
   * With `addId` (one value only: a phone's add, protocol.ts `addIdSchema`), an add whose id the room already has
   * (its entry live or removed) stores nothing and answers `repeated`, also when the two race on two processes.
   */
  addEntries(
    name: string,
    values: readonly NewEntry[],
    source: EntrySource,
    now: Date,
    maxEntries: number,
    addId?: string,
  ): Promise<AddEntriesResult>;
  /**
   * Takes a live entry out of the room (soft delete); `changed` is false when it was already out. The room keeps its
   * newest `keep` removed entries (REMOVED_KEEP_MAX unless told), each for REMOVED_KEEP_MS at most: a removal past
   * that deletes the oldest for good. Not a use of the room: removing never renews its lifetime.
   */
  removeEntry(name: string, id: number, now: Date, keep?: number): Promise<EntryChangeResult>;
  /**
   * Brings a removed entry back at its old place; refuses when the room has no room for it. When the room has the
   * entry's text again (live, another id), nothing changes and `mergedInto` is that entry: no duplicate, also when
   * restores and imports race.
   */
  restoreEntry(name: string, id: number, now: Date, maxEntries: number): Promise<EntryChangeResult>;
  /**
   * In one transaction: adds the values the room's live entries do not have yet (nor an earlier value of
   * the batch), all or none under `maxEntries`; `duplicates` counts the ones left out.
   */
  importEntries(name: string, values: readonly NewEntry[], now: Date, maxEntries: number): Promise<ImportEntriesResult>;
  /**
   * Skål's collection, in one transaction: adds, in order, up to `count` of `candidates` that the room's live
   * entries do not have (collection-draw.ts `pickNew`; ones naming players only when the room has 2 or more), as
   * many as the room has space for. No `entries` (an empty list) when nothing is left; `room_full` when something
   * is left but the room has no space.
   */
  addFromCandidates(
    name: string,
    candidates: readonly DrawCandidate[],
    count: number,
    now: Date,
    maxEntries: number,
  ): Promise<AddEntriesResult>;
  /**
   * Marks the room as used now, so the TTL sweeper keeps it; to the minute (ROOM_USE_RESOLUTION_MS): a use within a
   * minute of the recorded one writes nothing. Returns false when the room does not exist.
   */
  touchRoom(name: string, now: Date): Promise<boolean>;
  /**
   * Takes the room's one free AI grant; exactly one caller wins, also across processes. With `now`, the claim
   * is dated, and a claim dated before `staleBefore` that was never finished (its process died) is taken over.
   */
  claimFreeAi(name: string, now?: Date, staleBefore?: Date): Promise<'claimed' | 'used' | 'not_found'>;
  /** The grant's entries are delivered: the claim is final. */
  finishFreeAi(name: string): Promise<void>;
  /** Gives the grant back when generation failed for good, so the room can try again. */
  releaseFreeAi(name: string): Promise<void>;

  createPayment(payment: NewPayment): Promise<void>;
  getPayment(reference: string): Promise<StoredPayment | null>;
  /** Payments not yet in a final state, oldest first (resumed after a restart). */
  listOpenPayments(): Promise<StoredPayment[]>;
  /**
   * Compare-and-set: moves the payment to `to` only if it is in one of `from` (and, for
   * `generating`, its lease has run out). Exactly one caller wins; returns whether it did.
   */
  transitionPayment(
    reference: string,
    from: readonly PaymentState[],
    to: PaymentState,
    now: Date,
    leaseUntil?: Date,
  ): Promise<boolean>;
  /** In one transaction: adds the entries and moves the payment from `generating` to `delivered`. */
  /** Notes why a payment's entries could not be delivered (its state moves as usual, by transitionPayment). */
  notePaymentFailure(reference: string, failure: string): Promise<void>;
  deliverPayment(reference: string, values: readonly NewEntry[], now: Date, maxEntries: number): Promise<DeliverResult>;

  /**
   * Takes up to `limit` rooms idle since before `cutoff` away; returns how many. They are gone from every lookup at
   * once (the name is free again), and their rows go with `purgeDeletedRooms`, in bounded batches.
   */
  deleteIdleRooms(cutoff: Date, limit: number): Promise<number>;
  /**
   * Deletes up to `limit` rows of rooms `deleteIdleRooms` took away: their entries first, then, once none are left,
   * the rooms (each with its players; fewer rooms per call than `limit`). Returns how many entries or rooms it
   * deleted: 0 when nothing is left.
   */
  purgeDeletedRooms(limit: number): Promise<number>;
  /** The room's entries removed at or after `since`, newest first; null when the room does not exist. */
  listRemovedEntries(name: string, since: Date): Promise<RemovedEntry[] | null>;
  /** Deletes for good up to `limit` entries removed before `before`; returns how many. */
  purgeRemovedEntries(before: Date, limit: number): Promise<number>;
  /** Resolves when the database answers (for /healthz); rejects when it cannot be reached. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The rooms' players (names at the table). */
  readonly players: PlayerStore;
  /** The rooms' rounds (one round per room, kept by the room). */
  readonly rounds: RoundStore;
  readonly kind: 'sqlite' | 'postgres';
  readonly description: string;
}
