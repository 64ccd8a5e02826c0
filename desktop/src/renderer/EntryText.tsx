// Entry text with highlighted words as React elements: the entry never becomes HTML.
import { highlightSegments } from '@skal/shared';

export function EntryText({ text }: { text: string }) {
  return (
    <>
      {highlightSegments(text).map((segment, index) =>
        segment.style ? (
          <span key={index} className={segment.style}>
            {segment.text}
          </span>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
