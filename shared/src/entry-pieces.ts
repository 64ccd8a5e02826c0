// What the phone's round and the host display render of an entry: names styled as names, the rest through the
// highlight words. Apart from players.ts so the highlight word list goes only where entries are shown (the phone's
// first script has players.ts for the add box, not the round).
import { highlightSegments } from './highlight';
import type { HighlightStyle } from './content/types';
import { PLAYER_NAME_STYLE, type FilledPiece } from './players';

export interface EntryPiece {
  text: string;
  style?: HighlightStyle | typeof PLAYER_NAME_STYLE;
}

/** Names highlighted as names, the rest through the highlight words: what the phone and the TV render. */
export function entryPieces(pieces: readonly FilledPiece[]): EntryPiece[] {
  return pieces.flatMap((piece): EntryPiece[] =>
    piece.player ? [{ text: piece.text, style: PLAYER_NAME_STYLE }] : highlightSegments(piece.text),
  );
}
