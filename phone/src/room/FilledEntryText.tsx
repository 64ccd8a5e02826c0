// Entry text with the players' names in place of `@spiller` / `@player`, names and highlight words styled,
// built from React elements only: entry text never becomes HTML.
import { entryPieces, type FilledPiece } from '@skal/shared/players';

export function FilledEntryText({ pieces }: { pieces: readonly FilledPiece[] }) {
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
