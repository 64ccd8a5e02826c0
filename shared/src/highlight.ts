// Splits entry text into plain runs and highlighted words (HIGHLIGHT_WORDS): one rule for the phone and the host display.
import { HIGHLIGHT_WORDS } from './content/highlight-words';
import type { HighlightStyle } from './content/types';

/** A run of entry text; `style` is the CSS class of a highlighted word, absent for plain text. */
export interface TextSegment {
  text: string;
  style?: HighlightStyle;
}

// A word is a run of letters (any script, with their combining marks); everything else passes through as is.
const WORDS = /[\p{L}\p{M}]+/gu;

/** Pure: the segments joined give back the exact input, so callers render them as text, never as HTML. */
export function highlightSegments(
  text: string,
  words: Readonly<Record<string, HighlightStyle>> = HIGHLIGHT_WORDS,
): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(WORDS)) {
    const word = match[0];
    const key = word.toLowerCase();
    // Own keys only: "constructor" and friends are not highlight words.
    const style = Object.hasOwn(words, key) ? words[key] : undefined;
    if (!style) continue;
    if (match.index > last) segments.push({ text: text.slice(last, match.index) });
    segments.push({ text: word, style });
    last = match.index + word.length;
  }
  if (last < text.length) segments.push({ text: text.slice(last) });
  return segments;
}
