// Taking entries out of a running deck and putting them back (docs/product.md "The deck is ours").
import type { DeckEntry } from './deck';

export interface DeckState<T extends DeckEntry> {
  deck: T[];
  position: number;
}

/**
 * The phone that removes the shown entry: it leaves the deck and the next one takes its place (the
 * previous one when it was the last). `index` is where it was, for an undo.
 */
export function removeFromDeck<T extends DeckEntry>(
  state: DeckState<T>,
  id: T['id'],
): DeckState<T> & { index: number; entry: T | null } {
  const index = state.deck.findIndex((entry) => entry.id === id);
  if (index < 0) return { deck: state.deck.slice(), position: state.position, index: -1, entry: null };
  const deck = state.deck.filter((_, at) => at !== index);
  const shifted = index < state.position ? state.position - 1 : state.position;
  return { deck, position: Math.max(0, Math.min(shifted, deck.length - 1)), index, entry: state.deck[index]! };
}

/**
 * Undo: the entry goes back where it was. If it was the one shown, it is shown again; if the player has
 * moved on, the entry shown now stays shown.
 */
export function restoreToDeck<T extends DeckEntry>(
  state: DeckState<T>,
  entry: T,
  index: number,
  wasShown: boolean,
): DeckState<T> {
  // Already back (a refresh of the round laid it in first): shown again if it was the one shown.
  const already = state.deck.findIndex((existing) => existing.id === entry.id);
  if (already >= 0) return { deck: state.deck.slice(), position: wasShown ? already : state.position };
  const at = Math.max(0, Math.min(index, state.deck.length));
  const deck = [...state.deck.slice(0, at), entry, ...state.deck.slice(at)];
  if (state.deck.length === 0) return { deck, position: 0 };
  if (wasShown && at === state.position) return { deck, position: at };
  return { deck, position: at <= state.position ? state.position + 1 : state.position };
}

/**
 * Other phones: entries removed elsewhere leave the deck at the next merge, except the one on screen,
 * which stays until the player moves on. Returns the ids still waiting (the shown one, if removed).
 */
export function dropRemoved<T extends DeckEntry>(
  state: DeckState<T>,
  removed: ReadonlySet<T['id']>,
): DeckState<T> & { waiting: Set<T['id']> } {
  const shown = state.deck[state.position];
  const waiting = new Set<T['id']>();
  if (shown && removed.has(shown.id)) waiting.add(shown.id);
  let position = state.position;
  const deck = state.deck.filter((entry, at) => {
    if (!removed.has(entry.id) || entry === shown) return true;
    if (at < state.position) position -= 1;
    return false;
  });
  return { deck, position, waiting };
}
