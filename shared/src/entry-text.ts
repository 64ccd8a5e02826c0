// Entry text rules: what the phone sends and the server stores.
import { ENTRY_MAX_LENGTH } from './rules';

// Every control and format character except the newline.
const CONTROL_BUT_NEWLINE = /(?!\n)[\p{Cc}\p{Cf}]/gu;

export type EntryTextResult = { ok: true; text: string } | { ok: false; reason: 'empty' | 'too_long' };

/** Trim, unify line breaks, drop control characters but newline, then check 1..280 code points. */
export function normaliseEntryText(raw: string): EntryTextResult {
  const text = raw.normalize('NFC').replace(/\r\n?/gu, '\n').replace(CONTROL_BUT_NEWLINE, '').trim();
  if (text.length === 0) return { ok: false, reason: 'empty' };
  if (entryLength(text) > ENTRY_MAX_LENGTH) return { ok: false, reason: 'too_long' };
  return { ok: true, text };
}

/** Length as a person counts it: code points, so an emoji is one character. */
export function entryLength(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}
