// Entry text with highlighted words, built from React elements only: entry text never becomes HTML. The phone's
// round and the host display (desktop/src/renderer imports this file) show entries through this one component.
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
