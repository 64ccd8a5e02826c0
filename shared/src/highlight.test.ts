import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { highlightSegments } from './highlight';
import { HIGHLIGHT_STYLES } from './content/types';

describe('highlightSegments', () => {
  const words = { drikk: 'entry-drikk', alle: 'bold', øl: 'entry-beer' } as const;

  it('marks known words case-insensitively and keeps everything else verbatim', () => {
    expect(highlightSegments('Alle drikker, DRIKK!', words)).toEqual([
      { text: 'Alle', style: 'bold' },
      { text: ' drikker, ' },
      { text: 'DRIKK', style: 'entry-drikk' },
      { text: '!' },
    ]);
  });

  it('treats Norwegian letters as part of a word', () => {
    expect(highlightSegments('Ta en øl.', words)).toEqual([
      { text: 'Ta en ' },
      { text: 'øl', style: 'entry-beer' },
      { text: '.' },
    ]);
    expect(highlightSegments('Ta en øltønne', words)).toEqual([{ text: 'Ta en øltønne' }]);
  });

  it('returns nothing for empty text and one plain run when no word matches', () => {
    expect(highlightSegments('', words)).toEqual([]);
    expect(highlightSegments('Ingen treff her', {})).toEqual([{ text: 'Ingen treff her' }]);
  });

  it('ignores inherited object keys', () => {
    expect(highlightSegments('constructor toString', words)).toEqual([{ text: 'constructor toString' }]);
  });

  it('uses the shared word list and only its 18 styles by default', () => {
    const segments = highlightSegments('Skål! Alle drikker vann.');
    expect(segments.some((segment) => segment.style === 'allcaps')).toBe(true);
    for (const segment of segments) if (segment.style) expect(HIGHLIGHT_STYLES).toContain(segment.style);
  });

  it('joins back to the exact original text, markup included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        const segments = highlightSegments(`${text} <b>alle</b> & drikk\n<script>x</script>`, words);
        expect(segments.map((segment) => segment.text).join('')).toBe(
          `${text} <b>alle</b> & drikk\n<script>x</script>`,
        );
        expect(segments.every((segment) => segment.text.length > 0)).toBe(true);
      }),
    );
  });
});
