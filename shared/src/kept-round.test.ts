import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  forgetPassed,
  locateCard,
  placeCard,
  refreshRound,
  resolveRound,
  summaryOf,
  toRefs,
  type CardRef,
} from './kept-round';
import { newRound } from './lasting-rules';
import { seededRandom } from './random';

const entry = (id: number, rule = false) =>
  rule ? { id, value: `rule ${id}`, rule: { end: '' } } : { id, value: `e${id}` };

describe('the kept round', () => {
  it('keeps references only, and comes back as the same cards, end cards included', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer(), (count, seed) => {
        const entries = Array.from({ length: count }, (_, i) => entry(i + 1, i % 7 === 0));
        const deck = newRound(entries, seededRandom(seed));
        const refs = toRefs(deck);
        expect(JSON.stringify(refs)).not.toContain('rule ');
        const position = Math.abs(seed) % deck.length;
        expect(resolveRound(refs, position, entries)).toEqual({ deck, position });
      }),
    );
  });

  it('drops cards whose entries are gone and follows the card shown', () => {
    const refs: CardRef[] = [{ id: 1 }, { id: 2 }, { id: 3 }, { endOf: 1, offset: 3 }, { id: 4 }];
    const entries = [entry(1, true), entry(3), entry(4)];
    const resolved = resolveRound(refs, 2, entries);
    expect(resolved.deck.map((card) => card.id)).toEqual([1, 3, 'end:1', 4]);
    expect(resolved.position).toBe(1);
    // The rule removed: its end card goes with it; the card shown removed: the next one shows.
    const without = resolveRound(refs, 2, [entry(1, true), entry(4)]);
    expect(without.deck.map((card) => card.id)).toEqual([1, 'end:1', 4]);
    expect(without.position).toBe(1);
    expect(resolveRound(refs, 4, [entry(3)]).deck.map((card) => card.id)).toEqual([3]);
  });

  it('lays new entries in after the card shown and its two, never before', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 30 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer(),
        (count, added, seed) => {
          const entries = Array.from({ length: count }, (_, i) => entry(i + 1));
          const refs = toRefs(newRound(entries, seededRandom(seed)));
          const position = Math.abs(seed) % count;
          const more = [...entries, ...Array.from({ length: added }, (_, i) => entry(count + i + 1))];
          const refreshed = refreshRound(refs, position, more, seededRandom(seed + 1));
          expect(refreshed.position).toBe(position);
          expect(refreshed.deck).toHaveLength(count + added);
          const kept = Math.min(count, position + 3);
          expect(toRefs(refreshed.deck.slice(0, kept))).toEqual(refs.slice(0, kept));
        },
      ),
    );
  });

  it('finds the holder’s card where the room has it, or says it has no such card', () => {
    const refs: CardRef[] = [{ id: 1 }, { id: 2 }, { endOf: 1, offset: 2 }];
    expect(locateCard(refs, 1, '2')).toBe(1);
    expect(locateCard(refs, 0, 'end:1')).toBe(2);
    expect(locateCard(refs, 0, '9')).toBeNull();
    expect(summaryOf({ id: 'r', lease: 2, position: 1, deck: refs })).toEqual({
      id: 'r',
      lease: 2,
      position: 1,
      cards: 3,
    });
  });

  it('lays a card the holder shows but the room does not have in at the room’s position; an unknown end card is stale', () => {
    const refs: CardRef[] = [{ id: 1 }, { id: 3 }, { id: 4 }];
    expect(placeCard(refs, 1, 1, '3')).toEqual({ deck: refs, at: 1 });
    expect(placeCard(refs, 1, 1, '2')).toEqual({ deck: [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }], at: 1 });
    expect(placeCard(refs, 9, 9, '5')).toEqual({ deck: [...refs, { id: 5 }], at: 3 });
    expect(placeCard(refs, 1, 1, 'end:3')).toBeNull();
  });

  it('an entry put back after the round passed it leaves the past, and a refresh lays it in ahead', () => {
    const refs: CardRef[] = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }, { id: 5 }];
    // Entry 2 was removed (it stays a reference) and is put back while card 4 is shown.
    const forgotten = forgetPassed({ deck: refs, position: 3 }, 2)!;
    expect(forgotten).toEqual({ deck: [{ id: 1 }, { id: 3 }, { id: 4 }, { id: 5 }], position: 2 });
    const refreshed = refreshRound(
      forgotten.deck,
      forgotten.position,
      [1, 2, 3, 4, 5].map((id) => entry(id)),
    );
    expect(refreshed.deck.map((card) => card.id)).toEqual([1, 3, 4, 5, 2]);
    expect(refreshed.position).toBe(2);
    // Shown or still ahead, it keeps its place.
    expect(forgetPassed({ deck: refs, position: 1 }, 2)).toBeNull();
    expect(forgetPassed({ deck: refs, position: 0 }, 2)).toBeNull();
    expect(forgetPassed({ deck: refs, position: 3 }, 9)).toBeNull();
  });
});
