// Entry text with highlighted words, built from React elements only: entry text never becomes HTML.
// The module itself, not the package index: the index would pull the protocol's zod schemas into the bundle.
import { highlightSegments } from '@skal/shared/highlight';

export function EntryText({ text }: { text: string }) {
  return (
    <>
      {highlightSegments(text).map((piece, index) =>
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
