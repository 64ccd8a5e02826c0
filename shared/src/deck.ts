// The deck a round plays through, and how entries fetched mid-round join it (docs/product.md: A round).
import { DECK_KEEP_AFTER_CURRENT } from './rules';
import { shuffle, systemRandom, type RandomSource } from './random';

export interface DeckEntry {
  id: string | number;
  value: string;
}

/** A new round: every entry once, in shuffled order. */
export function newDeck<T extends DeckEntry>(entries: readonly T[], random: RandomSource = systemRandom): T[] {
  return shuffle(dedupeById(entries), random);
}

/**
 * Merge a refetch into a running deck. Entries up to and including the two after `position`
 * keep their order; entries whose id is not yet in the deck follow them, shuffled among
 * themselves (at the end if fewer than two are left); the rest of the old deck comes after.
 */
export function mergeIntoDeck<T extends DeckEntry>(
  deck: readonly T[],
  position: number,
  fetched: readonly T[],
  random: RandomSource = systemRandom,
): { deck: T[]; added: number } {
  const known = new Set(deck.map((entry) => entry.id));
  const fresh = dedupeById(fetched.filter((entry) => !known.has(entry.id)));
  if (fresh.length === 0) return { deck: deck.slice(), added: 0 };
  const cut = Math.min(deck.length, Math.max(0, position + 1 + DECK_KEEP_AFTER_CURRENT));
  return {
    deck: [...deck.slice(0, cut), ...shuffle(fresh, random), ...deck.slice(cut)],
    added: fresh.length,
  };
}

/**
 * Next at the end of the deck, once the room has been fetched again: merge what is new, then move on if anything now
 * follows the current entry; null when the room really has nothing new. It looks at the merged deck, not at what
 * this fetch added, so entries a live refetch merged while this fetch was under way count too.
 */
export function nextAfterRefetch<T extends DeckEntry>(
  deck: readonly T[],
  position: number,
  fetched: readonly T[],
  random: RandomSource = systemRandom,
): { deck: T[]; position: number } | null {
  const merged = mergeIntoDeck(deck, position, fetched, random);
  if (remainingAfter(merged.deck.length, position) === 0) return null;
  return { deck: merged.deck, position: position + 1 };
}

/** Entries left after the one shown at `position`. */
export function remainingAfter(deckLength: number, position: number): number {
  return Math.max(0, deckLength - position - 1);
}

function dedupeById<T extends DeckEntry>(entries: readonly T[]): T[] {
  const seen = new Set<string | number>();
  return entries.filter((entry) => {
    if (seen.has(entry.id)) return false;
    seen.add(entry.id);
    return true;
  });
}
