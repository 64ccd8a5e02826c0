import { describe, expect, it } from 'vitest';
import { dropRemoved, removeFromDeck, restoreToDeck } from './deck-removal';

const deck = (ids: number[]) => ids.map((id) => ({ id, value: `e${id}` }));
const ids = (state: { deck: { id: number }[] }) => state.deck.map((entry) => entry.id);

describe('removeFromDeck and restoreToDeck', () => {
  it('shows the next entry after removing the shown one, and undo shows it again at its place', () => {
    const removed = removeFromDeck({ deck: deck([1, 2, 3, 4]), position: 1 }, 2);
    expect(ids(removed)).toEqual([1, 3, 4]);
    expect(removed.position).toBe(1);
    const restored = restoreToDeck(removed, removed.entry!, removed.index, true);
    expect(ids(restored)).toEqual([1, 2, 3, 4]);
    expect(restored.position).toBe(1);
  });

  it('steps back when the last entry is removed', () => {
    const removed = removeFromDeck({ deck: deck([1, 2]), position: 1 }, 2);
    expect(removed.position).toBe(0);
  });

  it('keeps the shown entry shown when the player moved on before the undo', () => {
    const removed = removeFromDeck({ deck: deck([1, 2, 3, 4]), position: 1 }, 2);
    const restored = restoreToDeck({ deck: removed.deck, position: 2 }, removed.entry!, removed.index, true);
    expect(ids(restored)).toEqual([1, 2, 3, 4]);
    expect(restored.deck[restored.position]!.id).toBe(4);
  });

  it('does not restore twice', () => {
    const state = { deck: deck([1, 2]), position: 0 };
    expect(ids(restoreToDeck(state, { id: 2, value: 'e2' }, 0, false))).toEqual([1, 2]);
  });
});

describe('dropRemoved', () => {
  it('drops removed entries before and after the shown one, keeping the shown entry on screen', () => {
    const result = dropRemoved({ deck: deck([1, 2, 3, 4, 5]), position: 2 }, new Set([1, 3, 5]));
    expect(ids(result)).toEqual([2, 3, 4]);
    expect(result.deck[result.position]!.id).toBe(3);
    expect([...result.waiting]).toEqual([3]);
  });

  it('shows an undone entry again when the deck already has it back (a refresh laid it in first)', () => {
    const state = { deck: [1, 2, 3].map((id) => ({ id, value: `e${id}` })), position: 2 };
    expect(restoreToDeck(state, { id: 2, value: 'e2' }, 1, true).position).toBe(1);
    expect(restoreToDeck(state, { id: 2, value: 'e2' }, 1, false).position).toBe(2);
  });
});
