// The room's entries as a plain text file and back (docs/product.md "The deck is ours"): one paragraph per entry.
import { MAX_IMPORT_BATCH } from './protocol';
import { ROOM_NAME_MAX_LENGTH } from './rules';

/** A blank line (possibly with spaces) ends a paragraph. */
const BLANK_LINE = /\n[^\S\n]*\n/u;

/**
 * The file's text: entries in room order, separated by one blank line. A blank line inside an entry would
 * split it in two on import, so it becomes a single line break here.
 */
export function deckFileText(values: readonly string[]): string {
  return values.map((value) => value.replace(/\n(?:[^\S\n]*\n)+/gu, '\n').trim()).join('\n\n') + '\n';
}

/** `skal-<room>-<yyyy-mm-dd>.txt`, the date as the phone's calendar shows it. */
export function deckFileName(room: string, date: Date): string {
  const day = [date.getFullYear(), date.getMonth() + 1, date.getDate()]
    .map((part, index) => String(part).padStart(index === 0 ? 4 : 2, '0'))
    .join('-');
  // Room names may hold spaces and æøå; a file name is friendlier with dashes.
  const safeRoom = room.slice(0, ROOM_NAME_MAX_LENGTH).trim().replace(/\s+/gu, '-');
  return `skal-${safeRoom}-${day}.txt`;
}

/** The paragraphs of an imported file or pasted text, in order; blank ones are left out. */
export function paragraphs(text: string): string[] {
  return text
    .replace(/^\uFEFF/u, '')
    .replace(/\r\n?/gu, '\n')
    .split(BLANK_LINE)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}

/**
 * Splits paragraphs into batches the server takes in one `import entries` call: at most `MAX_IMPORT_BATCH`
 * paragraphs, whose JSON stays under `maxBytes` so each batch fits one socket message. A single paragraph
 * larger than that travels alone (the server refuses it as too long and counts it).
 */
export function importBatches<T extends string | object>(texts: readonly T[], maxBytes: number): T[][] {
  const batches: T[][] = [];
  let batch: T[] = [];
  let bytes = 0;
  for (const text of texts) {
    const size = utf8Length(JSON.stringify(text)) + 1;
    if (batch.length > 0 && (bytes + size > maxBytes || batch.length === MAX_IMPORT_BATCH)) {
      batches.push(batch);
      batch = [];
      bytes = 0;
    }
    batch.push(text);
    bytes += size;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

/** Bytes of the text in UTF-8 (what the socket message carries). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}
