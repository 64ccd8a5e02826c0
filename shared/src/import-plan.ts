// Importing a deck file on the phone (docs/protocol.md "The deck file"): what a file may be, which of its entries go
// to the server and in which batches, and what each batch costs of the socket's rate limit, so a file of any size and
// content either goes in within the limits or is refused at once, before anything is sent. Pure: the phone reads the
// file and the room, and sends.
import { importBatches, paragraphs, utf8Length } from './deck-file';
import { normaliseSecret } from './entry-secret';
import { normaliseEntryText, normaliseTextUpTo } from './entry-text';
import type { ImportItem } from './protocol';
import { readParagraph, SLOT_TAG_LIST, type FileEntry } from './rule-file';
import { countPlaceholders } from './players';
import type { SlotTag } from './slots';
import { MAX_SOCKET_MESSAGE_BYTES } from './rules';

/** One point more per this many bytes (UTF-8) of an import's items (the server's price, event-costs.ts). */
export const IMPORT_BYTES_PER_POINT = 1024;

/**
 * Points every import costs beyond its one and its items' for comparing them with the room's entries (it reads
 * every one, up to the room limit).
 */
export const IMPORT_COMPARE_POINTS = 3;

/** A file larger than this is refused at once: 2,000 entries with an end and a secret of 280 characters fit. */
export const MAX_IMPORT_FILE_BYTES = 4 * 1024 * 1024;

/**
 * The UTF-8 bytes of an import's `texts` whatever its shape: a string item by its text, any other item (a rule, an
 * entry with a secret, or something the contract refuses) by its JSON, and a `texts` that is no list by its JSON.
 */
export function importItemsBytes(texts: unknown): number {
  if (texts === undefined) return 0;
  if (!Array.isArray(texts)) return jsonBytes(texts);
  let bytes = 0;
  for (const item of texts) bytes += typeof item === 'string' ? utf8Length(item) : jsonBytes(item);
  return bytes;
}

/** What one `import entries` with these items costs of the socket's and the address's points. */
export function importPrice(texts: unknown): number {
  return 1 + IMPORT_COMPARE_POINTS + Math.ceil(importItemsBytes(texts) / IMPORT_BYTES_PER_POINT);
}

function jsonBytes(value: unknown): number {
  try {
    return utf8Length(JSON.stringify(value) ?? '');
  } catch {
    // Not JSON (a socket message may carry binary attachments): priced as the largest message.
    return MAX_SOCKET_MESSAGE_BYTES;
  }
}

/** The platform's TextDecoder (browsers and Node have it; shared/ is typed without either's library). */
type StrictDecoder = new (label: 'utf-8', options: { fatal: true }) => { decode(input: Uint8Array): string };

/**
 * A file's bytes as text, or `not_text`: not UTF-8, or holding NUL or other control characters a text file has not
 * (tabs, line and page breaks aside): a picture or a program, which would otherwise be read as a few long paragraphs
 * of garbage.
 */
export function readImportFile(bytes: Uint8Array): { ok: true; text: string } | { ok: false; reason: 'not_text' } {
  let text: string;
  try {
    text = new (globalThis as unknown as { TextDecoder: StrictDecoder }).TextDecoder('utf-8', { fatal: true }).decode(
      bytes,
    );
  } catch {
    return { ok: false, reason: 'not_text' };
  }
  // eslint-disable-next-line no-control-regex -- the control characters are what is looked for
  if (/[\u0000-\u0008\u000E-\u001F\u007F]/u.test(text)) return { ok: false, reason: 'not_text' };
  return { ok: true, text };
}

/** Why a file is refused before anything is sent. */
export type ImportRefusal =
  /** Not a text file (readImportFile), or larger than MAX_IMPORT_FILE_BYTES. */
  | { reason: 'not_text' | 'too_large' }
  /** No entry the room does not have: `skipped` paragraphs, `tooLong` of them over the entry rules' length. */
  | { reason: 'nothing_new'; skipped: number; tooLong: number; joinedLines: boolean }
  /** More new entries than the room has space for: all or nothing. */
  | { reason: 'no_space'; fresh: number; space: number };

export interface ImportPlan {
  /** The batches to send, in order, each within one socket message and MAX_IMPORT_BATCH items. */
  batches: ImportItem[][];
  /** The entries sent in all (the sum of the batches). */
  fresh: number;
  /** Paragraphs left out on the phone: empty, over the length, twice in the file, or already in the room. */
  skipped: number;
  tooLong: number;
  joinedLines: boolean;
}

/**
 * The file's entries that go to the room: each paragraph read as an entry (rule-file.ts) and normalised as the server
 * does (entry-text.ts), leaving out and counting what it would skip: empty or too long texts, ends and secrets, table
 * tags that do not fit their text (`fileTags`), and
 * entries it has (`existing`, the room's live entries) or that came earlier in the file. Refused at once when nothing
 * is left, or more is left than the room has `space` for (the server takes an import all or none under the room
 * limit; a file is taken the same way). `joinedLines`: a paragraph skipped as too long held line breaks, so the file
 * likely lacks the blank lines between its entries.
 */
export function planImport(
  text: string,
  room: { existing: Iterable<string>; space: number },
  maxBatchBytes: number,
): { ok: true; plan: ImportPlan } | { ok: false; refusal: ImportRefusal } {
  const seen = new Set(room.existing);
  const items: ImportItem[] = [];
  let paragraphCount = 0;
  let tooLong = 0;
  let joinedLines = false;
  for (const paragraph of paragraphs(text)) {
    paragraphCount += 1;
    const read = readParagraph(paragraph);
    const value = normaliseEntryText(read.text);
    const end = read.rule ? normaliseEntryText(read.rule.end) : undefined;
    const secret = normaliseSecret(read.secret);
    const long =
      (!value.ok && value.reason === 'too_long') ||
      (end !== undefined && !end.ok && end.reason === 'too_long') ||
      !secret.ok;
    if (long) {
      tooLong += 1;
      if (paragraph.includes('\n')) joinedLines = true;
      continue;
    }
    if (!value.ok || !secret.ok || seen.has(value.text)) continue;
    // Table tags that do not fit the text (a slot count other than its placeholders', a forfeit over 80 characters)
    // would be skipped by the server: left out and counted here already.
    const table = fileTags(value.text, read);
    if (!table) continue;
    seen.add(value.text);
    if (!read.rule && !secret.secret && Object.keys(table).length === 0) {
      items.push(value.text);
      continue;
    }
    items.push({
      text: value.text,
      ...(read.rule ? { rule: { end: end?.ok ? end.text : '' } } : {}),
      ...(secret.secret ? { secret: secret.secret } : {}),
      ...table,
    });
  }
  const skipped = paragraphCount - items.length;
  if (items.length === 0) return { ok: false, refusal: { reason: 'nothing_new', skipped, tooLong, joinedLines } };
  if (items.length > room.space) {
    return { ok: false, refusal: { reason: 'no_space', fresh: items.length, space: Math.max(0, room.space) } };
  }
  return {
    ok: true,
    plan: { batches: importBatches(items, maxBatchBytes), fresh: items.length, skipped, tooLong, joinedLines },
  };
}

/**
 * Paces batches within a socket's rate limit, as the server counts it (rate-limit.ts: a fixed window of `windowMs`
 * from its first point; an event is allowed while points are left, and may overdraw): a batch waits while this
 * import has spent `budget` points or more in its window. `budget` stays under the socket's limit, so the phone's
 * other events (presence, the round) still go through.
 */
export class ImportPacer {
  private windowStart = -Infinity;
  private spent = 0;

  constructor(
    private readonly budget: number,
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  /** How long to wait before a batch may be sent now (0: at once). */
  waitMs(): number {
    const time = this.now();
    if (time >= this.windowStart + this.windowMs) return 0;
    return this.spent < this.budget ? 0 : this.windowStart + this.windowMs - time;
  }

  /** Counts a batch of `price` points sent now. */
  spend(price: number): void {
    const time = this.now();
    if (time >= this.windowStart + this.windowMs) {
      this.windowStart = time;
      this.spent = 0;
    }
    this.spent += price;
  }

  /** The server refused a batch as rate-limited: the window it counts in is full until a whole window has passed. */
  refused(): void {
    this.windowStart = this.now();
    this.spent = this.budget;
  }
}

/** slots.ts FORFEIT_MAX_LENGTH, repeated so the import's chunk needs no chunk of slots.ts (table-tags.test.ts holds them equal). */
export const FILE_FORFEIT_MAX_LENGTH = 80;

/**
 * A file entry's table tags when they fit its text: one known tag per placeholder, `everyone` only when true, a
 * forfeit by the entry rules of at most 80 characters (blank: none). `{}` without tags, null when they do not fit (the
 * server skips such an item and counts it: table-tags.ts is its check, with zod; this one the phone's, without).
 */
export function fileTags(
  text: string,
  raw: { slots?: unknown; everyone?: unknown; forfeit?: unknown },
): Pick<FileEntry, 'slots' | 'everyone' | 'forfeit'> | null {
  const tags: Pick<FileEntry, 'slots' | 'everyone' | 'forfeit'> = {};
  if (raw.slots !== undefined) {
    const { slots } = raw;
    if (!Array.isArray(slots) || slots.length !== countPlaceholders(text)) return null;
    if (!slots.every((tag) => (SLOT_TAG_LIST as readonly unknown[]).includes(tag))) return null;
    tags.slots = slots as SlotTag[];
  }
  if (raw.everyone !== undefined && typeof raw.everyone !== 'boolean') return null;
  if (raw.everyone === true) tags.everyone = true;
  if (raw.forfeit !== undefined) {
    if (typeof raw.forfeit !== 'string') return null;
    const forfeit = normaliseTextUpTo(raw.forfeit, FILE_FORFEIT_MAX_LENGTH);
    if (!forfeit.ok && forfeit.reason === 'too_long') return null;
    if (forfeit.ok) tags.forfeit = forfeit.text;
  }
  return tags;
}
