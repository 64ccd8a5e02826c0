// The mirrored entry as the phone filled it: the players' names in it styled as names, the rest through the
// highlight words; React elements only, the entry never becomes HTML.
import { entryPieces, markNames } from '@skal/shared';

export function NamedEntryText({ text, players }: { text: string; players: readonly string[] }) {
  return (
    <>
      {entryPieces(markNames(text, players)).map((piece, index) =>
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
