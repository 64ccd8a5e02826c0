// What socket events cost of the rate limits.
import { describe, expect, it } from 'vitest';
import { eventCost, IMPORT_BYTES_PER_POINT } from './event-costs';

describe('event costs', () => {
  it('charges an import one point, three for comparing with the room, and one per KiB of its texts, in UTF-8', () => {
    const tenKb = Array.from({ length: 40 }, () => 'a'.repeat(256));
    expect(eventCost('import entries', [{ roomName: 'fest', texts: tenKb }])).toBe(4 + 10);
    expect(eventCost('import entries', [{ roomName: 'fest', texts: ['Skål'] }])).toBe(4 + 1);
    expect(eventCost('import entries', [{ roomName: 'fest', texts: ['å'.repeat(IMPORT_BYTES_PER_POINT)] }])).toBe(
      4 + 2,
    );
  });

  it('charges one point for every other event', () => {
    expect(eventCost('chat message', [{ roomName: 'fest', text: 'a'.repeat(280) }])).toBe(1);
    expect(eventCost('join room', ['fest'])).toBe(1);
    expect(eventCost('made up', [])).toBe(1);
    expect(eventCost('__proto__', [])).toBe(1);
    expect(eventCost('toString', [])).toBe(1);
    // A malformed import is refused as `invalid` before any work; it still costs what any import does.
    expect(eventCost('import entries', [])).toBe(4);
    expect(eventCost('import entries', [{ texts: 'not a list' }])).toBe(4);
    expect(eventCost('import entries', [{ texts: [7, null, {}] }])).toBe(4);
  });
});
