// What socket events cost of the rate limits.
import { describe, expect, it } from 'vitest';
import { COLLECTION_DRAW_POINTS, eventCost, IMPORT_BYTES_PER_POINT } from './event-costs';

describe('event costs', () => {
  it('charges an import one point, three for comparing with the room, and one per KiB of its texts, in UTF-8', () => {
    const tenKb = Array.from({ length: 40 }, () => 'a'.repeat(256));
    expect(eventCost('import entries', [{ roomName: 'fest', texts: tenKb }])).toBe(4 + 10);
    expect(eventCost('import entries', [{ roomName: 'fest', texts: ['Skål'] }])).toBe(4 + 1);
    expect(eventCost('import entries', [{ roomName: 'fest', texts: ['å'.repeat(IMPORT_BYTES_PER_POINT)] }])).toBe(
      4 + 2,
    );
  });

  it('charges an import by the bytes of every item whatever its shape: rules and secrets as objects too', () => {
    const rule = {
      text: 'a'.repeat(250),
      rule: { end: 'b'.repeat(250) },
      secret: { kind: 'answer', text: 'c'.repeat(250) },
    };
    const rules = Array.from({ length: 12 }, () => rule);
    // 12 objects of about 830 bytes of JSON each: 10 KiB, priced as 10 KiB of texts is.
    const bytes = Buffer.byteLength(JSON.stringify(rules));
    expect(bytes).toBeGreaterThan(9 * 1024);
    expect(eventCost('import entries', [{ roomName: 'fest', texts: rules }])).toBe(
      4 + Math.ceil((bytes - 2 - 11) / IMPORT_BYTES_PER_POINT),
    );
    // A mix counts each item by its own shape; a `texts` that is no list is priced by its JSON, as is junk in it.
    expect(
      eventCost('import entries', [{ roomName: 'fest', texts: ['x'.repeat(1024), { text: 'y'.repeat(1024) }] }]),
    ).toBe(4 + 3);
    expect(eventCost('import entries', [{ roomName: 'fest', texts: { huge: 'z'.repeat(5000) } }])).toBe(4 + 5);
    expect(eventCost('import entries', [{ roomName: 'fest', texts: [{ junk: 'z'.repeat(3000) }] }])).toBe(4 + 3);
  });

  it('charges a collection draw its price up front, whatever it will add', () => {
    expect(eventCost('add from collection', [{ roomName: 'fest' }])).toBe(1 + COLLECTION_DRAW_POINTS);
    expect(eventCost('add from collection', [])).toBe(1 + COLLECTION_DRAW_POINTS);
    // At least what the old served draw cost (1, then 4 more for 20 added).
    expect(COLLECTION_DRAW_POINTS).toBeGreaterThanOrEqual(4);
  });

  it('charges one point for every other event', () => {
    expect(eventCost('chat message', [{ roomName: 'fest', text: 'a'.repeat(280) }])).toBe(1);
    expect(eventCost('join room', ['fest'])).toBe(1);
    expect(eventCost('made up', [])).toBe(1);
    expect(eventCost('__proto__', [])).toBe(1);
    expect(eventCost('toString', [])).toBe(1);
    // A malformed import is refused as `invalid` before any work; it still costs what any import does, and what it
    // carries by its bytes.
    expect(eventCost('import entries', [])).toBe(4);
    expect(eventCost('import entries', [{ texts: 'not a list' }])).toBe(5);
    expect(eventCost('import entries', [{ texts: [7, null, {}] }])).toBe(5);
  });
});
