// Entry text rules: what the phone sends and the server stores (and the TV shows).
import { ENTRY_MAX_LENGTH } from './rules';

/** Combining marks one character may carry; more is "Zalgo" text that spills over the lines around it. */
export const MAX_STACKED_MARKS = 4;

// One pass over the invisible characters, deciding per match (see `keepInvisible`):
// 1. a subdivision flag (🏴 + tag letters + cancel tag), kept whole;
// 2. zero-width joiners / non-joiners, kept (then each run made one, by JOINER_RUN): they build emoji
//    (👨‍👩‍👧, 🏳️‍🌈) and shape Persian and Indic words;
// 3. any other control or format character but the newline (bidi overrides and isolates, zero-width
//    spaces, stray tag characters that could smuggle hidden text), dropped.
const INVISIBLE = /(\u{1F3F4}[\u{E0020}-\u{E007E}]{1,30}\u{E007F})|([\u200C\u200D]+)|(?!\n)[\p{Cc}\p{Cf}]/gu;
const JOINER_RUN = /[\u200C\u200D]{2,}/gu;
const STACKED_MARKS = new RegExp(`(\\p{M}{${MAX_STACKED_MARKS}})\\p{M}+`, 'gu');
// What shows nothing on a card, for the emptiness check only: white space, combining marks with nothing to
// mark, every default-ignorable character (the joiners, the combining grapheme joiner U+034F, variation
// selectors, the Hangul fillers U+115F U+1160 U+3164 U+FFA0) and the blank Braille pattern U+2800. They stay
// in the text: variation selectors and joiners build emoji (❤️, 👨‍👩‍👧) and shape Persian and Indic words.
const SHOWS_NOTHING = /[\p{Default_Ignorable_Code_Point}\u2800\p{M}\s]/gu;
const LONE_SURROGATE = /\p{Cs}/gu;

export type EntryTextResult = { ok: true; text: string } | { ok: false; reason: 'empty' | 'too_long' };

function keepInvisible(_match: string, flag: string | undefined, joiners: string | undefined): string {
  if (flag) return flag;
  if (joiners) return joiners;
  return '';
}

/** The entry rules below, 1..280 code points. */
export function normaliseEntryText(raw: string): EntryTextResult {
  return normaliseTextUpTo(raw, ENTRY_MAX_LENGTH);
}

/**
 * Trim, unify line breaks, drop control and format characters but newline and joiners, cap stacked
 * combining marks, then check 1..`maxLength` code points.
 */
export function normaliseTextUpTo(raw: string, maxLength: number): EntryTextResult {
  const text = raw
    .replace(LONE_SURROGATE, '')
    .replace(/\r\n?/gu, '\n')
    .replace(INVISIBLE, keepInvisible)
    .replace(JOINER_RUN, (run) => run.charAt(0))
    // Composed after what was removed, which may have stood between a letter and its mark.
    .normalize('NFC')
    .replace(STACKED_MARKS, '$1')
    .normalize('NFC')
    .trim();
  if (text.replace(SHOWS_NOTHING, '') === '') return { ok: false, reason: 'empty' };
  if (entryLength(text) > maxLength) return { ok: false, reason: 'too_long' };
  return { ok: true, text };
}

/** Length as a person counts it: code points, so an emoji is one character. */
export function entryLength(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/**
 * The text cut to its first `maxLength` characters, counted as `entryLength` counts them. A text field's own
 * maxLength counts UTF-16 units, where an emoji is two, and would stop short of the limit.
 */
export function capLength(text: string, maxLength: number): string {
  return entryLength(text) > maxLength ? Array.from(text).slice(0, maxLength).join('') : text;
}
