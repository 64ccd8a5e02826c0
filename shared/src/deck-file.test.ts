import { describe, expect, it } from 'vitest';
import { deckFileName, deckFileText, importBatches, paragraphs, utf8Length } from './deck-file';
import { MAX_IMPORT_BATCH, importRequestSchema } from './protocol';

describe('the deck file', () => {
  it('round-trips entries, keeping single line breaks and order', () => {
    const entries = ['Skål!', 'Første linje\nandre linje', 'Tre  mellomrom', '🍻'];
    expect(paragraphs(deckFileText(entries))).toEqual(entries);
  });

  it('turns a blank line inside an entry into one line break, so the entry stays one paragraph', () => {
    expect(paragraphs(deckFileText(['a\n\n\nb', 'c']))).toEqual(['a\nb', 'c']);
  });

  it('reads Windows line breaks, a byte order mark and blank lines made of spaces', () => {
    expect(paragraphs('\uFEFFén\r\n\r\nto\n   \n\n tre \n')).toEqual(['én', 'to', 'tre']);
    expect(paragraphs('\n\n  \n')).toEqual([]);
  });

  it('is named skal-<room>-<yyyy-mm-dd>.txt by the local calendar', () => {
    expect(deckFileName('fest', new Date(2026, 0, 5, 23, 59))).toBe('skal-fest-2026-01-05.txt');
    expect(deckFileName('blåbær øl', new Date(2026, 10, 23))).toBe('skal-blåbær-øl-2026-11-23.txt');
  });
});

describe('importBatches', () => {
  it('counts UTF-8 bytes', () => {
    expect(utf8Length('aø€🍻')).toBe(1 + 2 + 3 + 4);
  });

  it('keeps order and stays under the byte limit per batch', () => {
    const texts = Array.from({ length: 100 }, (_, i) => `${i} ${'ø'.repeat(200)}`);
    const batches = importBatches(texts, 4000);
    expect(batches.flat()).toEqual(texts);
    for (const batch of batches) expect(utf8Length(JSON.stringify(batch))).toBeLessThan(4000);
  });

  it('puts at most MAX_IMPORT_BATCH short paragraphs in a batch, which the server takes in one call', () => {
    const texts = Array.from({ length: 2 * MAX_IMPORT_BATCH + 1 }, (_, i) => `${i}`);
    const batches = importBatches(texts, 1_000_000);
    expect(batches.map((batch) => batch.length)).toEqual([MAX_IMPORT_BATCH, MAX_IMPORT_BATCH, 1]);
    expect(batches.flat()).toEqual(texts);
    for (const batch of batches)
      expect(importRequestSchema.safeParse({ roomName: 'fest', texts: batch }).success).toBe(true);
  });
});
