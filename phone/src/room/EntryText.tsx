// Entry text with highlighted words, built from React elements only: entry text never becomes HTML.
import { highlightPieces } from '../game/highlight';

export function EntryText({ text }: { text: string }) {
  return (
    <>
      {highlightPieces(text).map((piece, index) =>
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
