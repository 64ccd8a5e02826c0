import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mergeIntoDeck, newDeck, nextAfterRefetch, remainingAfter, type DeckEntry } from './deck';
import { seededRandom, shuffle } from './random';

const entries = (ids: number[]): DeckEntry[] => ids.map((id) => ({ id, value: `entry ${id}` }));
const ids = (deck: DeckEntry[]) => deck.map((entry) => entry.id);

describe('newDeck', () => {
  it('is a permutation and replays from a seed', () => {
    const source = entries([1, 2, 3, 4, 5, 6, 7, 8]);
    const a = newDeck(source, seededRandom(42));
    const b = newDeck(source, seededRandom(42));
    expect(ids(a)).toEqual(ids(b));
    expect(ids(a).sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe('mergeIntoDeck', () => {
  it('puts new entries right after the next two, shuffled among themselves', () => {
    const deck = entries([1, 2, 3, 4, 5]);
    const { deck: merged, added } = mergeIntoDeck(deck, 1, entries([1, 2, 3, 4, 5, 6, 7]), seededRandom(1));
    expect(added).toBe(2);
    expect(ids(merged).slice(0, 4)).toEqual([1, 2, 3, 4]);
    expect(ids(merged).slice(4, 6).sort()).toEqual([6, 7]);
    expect(ids(merged).slice(6)).toEqual([5]);
  });

  it('appends at the end when fewer than two are left', () => {
    const { deck } = mergeIntoDeck(entries([1, 2, 3]), 2, entries([1, 2, 3, 9]), seededRandom(3));
    expect(ids(deck)).toEqual([1, 2, 3, 9]);
  });

  it('returns the same order when nothing is new', () => {
    const deck = entries([3, 1, 2]);
    expect(mergeIntoDeck(deck, 0, entries([1, 2, 3]))).toEqual({ deck, added: 0 });
  });

  it('loses and duplicates nothing, keeps the prefix and places the new ones right after it', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 500 }), { minLength: 1, maxLength: 40 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 500 }), { maxLength: 40 }),
        fc.nat(),
        fc.integer(),
        (deckIds, fetchedIds, rawPosition, seed) => {
          const deck = shuffle(entries(deckIds), seededRandom(seed));
          const position = rawPosition % deck.length;
          const fetched = entries(fetchedIds);
          const { deck: merged, added } = mergeIntoDeck(deck, position, fetched, seededRandom(seed));
          const fresh = fetchedIds.filter((id) => !deckIds.includes(id));

          expect(added).toBe(fresh.length);
          expect(new Set(ids(merged)).size).toBe(merged.length);
          expect(ids(merged).slice().sort()).toEqual([...deckIds, ...fresh].sort());
          const cut = Math.min(deck.length, position + 3);
          expect(ids(merged).slice(0, cut)).toEqual(ids(deck).slice(0, cut));
          expect(
            ids(merged)
              .slice(cut, cut + fresh.length)
              .sort(),
          ).toEqual(fresh.slice().sort());
          expect(ids(merged).slice(cut + fresh.length)).toEqual(ids(deck).slice(cut));
        },
      ),
    );
  });
});

describe('remainingAfter', () => {
  it('counts the entries after the shown one', () => {
    expect(remainingAfter(10, 0)).toBe(9);
    expect(remainingAfter(10, 9)).toBe(0);
    expect(remainingAfter(0, 0)).toBe(0);
  });
});

describe('nextAfterRefetch', () => {
  it('moves to the first new entry when the refetch brought some', () => {
    const moved = nextAfterRefetch(entries([1, 2]), 1, entries([1, 2, 3]), seededRandom(5));
    expect(moved && { ids: ids(moved.deck), position: moved.position }).toEqual({ ids: [1, 2, 3], position: 2 });
  });

  it('moves on when a live merge already put the new entries in the deck (this fetch adds nothing)', () => {
    const moved = nextAfterRefetch(entries([1, 2, 3]), 1, entries([1, 2, 3]));
    expect(moved?.position).toBe(2);
  });

  it('is null only when nothing follows the current entry', () => {
    expect(nextAfterRefetch(entries([1, 2]), 1, entries([2, 1]))).toBeNull();
    expect(nextAfterRefetch(entries([1]), 0, [])).toBeNull();
  });
});
