// Lasting rules, the part the round's screen reads at every card (lasting-rules.ts lays the round out): the card
// types, whether a card is an end card or a rule, the rules in play, and taking out end cards whose rule is gone.
import type { DeckEntry } from './deck';
import { MAX_RULES_IN_PLAY } from './protocol';

/** What an entry of the room may carry to be a lasting rule: its end text, '' when it has none. */
export interface LastingRule {
  end: string;
}

/** A card of a round: an entry of the room (a rule when it has `rule`), or a rule's end card. */
export interface RoundCard extends DeckEntry {
  rule?: LastingRule | null | undefined;
  /** End cards only: the id of the rule they end. */
  endOf?: DeckEntry['id'] | undefined;
  /** End cards only: how many cards after its rule this end card is placed. */
  offset?: number | undefined;
}

export type EndCard<T extends RoundCard> = T & { endOf: T['id']; offset: number };

export function isEndCard<T extends RoundCard>(card: T): card is EndCard<T> {
  return card.endOf !== undefined;
}

export function isRule<T extends RoundCard>(card: T): boolean {
  return !isEndCard(card) && card.rule !== null && card.rule !== undefined;
}

/**
 * Takes out end cards whose rule has left the deck, except the one on screen; the position follows the card
 * shown. Use after removing entries (removeFromDeck, dropRemoved).
 */
export function dropOrphanEnds<T extends RoundCard>(
  deck: readonly T[],
  position: number,
): { deck: T[]; position: number } {
  const rules = new Set(deck.filter((card) => isRule(card)).map((card) => card.id));
  let shifted = position;
  const kept = deck.filter((card, at) => {
    if (!isEndCard(card) || rules.has(card.endOf) || at === position) return true;
    if (at < position) shifted -= 1;
    return false;
  });
  return { deck: kept, position: Math.max(0, Math.min(shifted, kept.length - 1)) };
}

/**
 * The rules in play at `position`: shown at or before it, and their end card not yet shown. A rule on screen
 * is in play; one whose end card is on screen is not.
 */
export function rulesInPlay<T extends RoundCard>(deck: readonly T[], position: number): T[] {
  const inPlay: T[] = [];
  const ended = new Set<T['id']>();
  for (const card of deck.slice(0, position + 1)) if (isEndCard(card)) ended.add(card.endOf);
  for (const card of deck.slice(0, position + 1)) if (isRule(card) && !ended.has(card.id)) inPlay.push(card);
  return inPlay;
}

/**
 * The rules in play a phone reports to the TV: the newest MAX_RULES_IN_PLAY, oldest first (the protocol's cap; a
 * longer list is refused as `invalid`, and the TV would stop following the round). The round view says when more
 * are in play than the TV shows.
 */
export function rulesForTv<T extends RoundCard>(inPlay: readonly T[]): T[] {
  return inPlay.slice(-MAX_RULES_IN_PLAY);
}
