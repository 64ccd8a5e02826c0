// Splits entry text into plain runs and highlighted words (HIGHLIGHT_WORDS), for rendering as React elements.
import { HIGHLIGHT_WORDS } from '@skal/shared/content/highlight-words';
import type { HighlightStyle } from '@skal/shared/content/types';

export type TextPiece = { text: string; style: HighlightStyle | null };

// A word is a run of letters (any script, with their combining marks); everything else passes through as is.
const WORDS = /[\p{L}\p{M}]+/gu;

export function highlightPieces(
  text: string,
  words: Readonly<Record<string, HighlightStyle>> = HIGHLIGHT_WORDS,
): TextPiece[] {
  const pieces: TextPiece[] = [];
  let plain = '';
  let last = 0;
  for (const match of text.matchAll(WORDS)) {
    const word = match[0];
    const style = Object.hasOwn(words, word.toLowerCase()) ? (words[word.toLowerCase()] ?? null) : null;
    if (!style) continue;
    plain += text.slice(last, match.index);
    if (plain) pieces.push({ text: plain, style: null });
    plain = '';
    pieces.push({ text: word, style });
    last = match.index + word.length;
  }
  plain += text.slice(last);
  if (plain) pieces.push({ text: plain, style: null });
  return pieces;
}
