import { describe, expect, it } from 'vitest';
import { highlightPieces } from './highlight';

describe('highlightPieces', () => {
  const words = { drikk: 'entry-drikk', alle: 'bold', øl: 'entry-beer' } as const;

  it('wraps known words, case-insensitively, and keeps the rest verbatim', () => {
    expect(highlightPieces('Alle drikker, DRIKK!', words)).toEqual([
      { text: 'Alle', style: 'bold' },
      { text: ' drikker, ', style: null },
      { text: 'DRIKK', style: 'entry-drikk' },
      { text: '!', style: null },
    ]);
  });

  it('treats Norwegian letters as letters', () => {
    expect(highlightPieces('Ta en øl.', words)).toEqual([
      { text: 'Ta en ', style: null },
      { text: 'øl', style: 'entry-beer' },
      { text: '.', style: null },
    ]);
  });

  it('joins back to the exact original text, markup included', () => {
    const text = '<b>alle</b> & drikk\n<script>x</script>';
    expect(
      highlightPieces(text, words)
        .map((piece) => piece.text)
        .join(''),
    ).toBe(text);
  });

  it('ignores inherited object keys', () => {
    expect(highlightPieces('constructor toString', words)).toEqual([{ text: 'constructor toString', style: null }]);
  });

  it('uses the shared word list by default', () => {
    expect(highlightPieces('Skål!').some((piece) => piece.style === 'allcaps')).toBe(true);
  });
});
