// Entry text with the players' names and the highlighted words styled, built from React elements only: entry
// text never becomes HTML. The phone's round and the host display (desktop/src/renderer imports this file) show
// entries through this one component, from the same pieces: the phone gives the entry as it filled it
// (`fillPieces`) and reports those pieces, which the TV renders (it marks the room's names itself, `markNames`, only
// for a phone that sent none).
// The module itself, not the package index: the index would pull the protocol's zod schemas into the bundle.
import { entryPieces } from '@skal/shared/entry-pieces';
import type { FilledPiece } from '@skal/shared/players';

export function EntryText({ pieces }: { pieces: readonly FilledPiece[] }) {
  return (
    <>
      {entryPieces(pieces).map((piece, index) =>
        piece.style ? (
          <span key={index} className={piece.style}>
            {piece.text}
          </span>
        ) : (
          piece.text
        ),
      )}
    </>
  );
}
