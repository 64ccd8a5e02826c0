// The round's deal with who is at the table (table.ts): names for the card shown, the next card the table can be
// dealt, and the honest countdown. Loaded with the round's views (use-round.ts `loadDeal`), never in the first
// script: until it is in, the round steps card by card and counts every card.
import { systemRandom } from '@skal/shared/random';
import { dealFor, nextDealable, remainingDealable, type Table } from '@skal/shared/table';
import type { Round } from '../game/session';
import { nameKeyOf } from './use-round';

/**
 * The round with names dealt to the card it shows, and the key they were dealt under (null when nothing changed).
 * A card nobody at the table fits gives way to the next one that fits.
 */
export function dealShown(next: Round, table: Table): { round: Round; key: string | null } {
  const names = next.names ?? {};
  let round = next;
  let chosen = dealFor(round.deck, round.position, names, table, systemRandom);
  if (chosen === 'none') {
    const ahead = nextDealable(round.deck, round.position, 1, names, table, systemRandom);
    if (ahead === null) return { round: next, key: null };
    round = { ...round, position: ahead };
    chosen = dealFor(round.deck, ahead, names, table, systemRandom);
  }
  if (!Array.isArray(chosen)) return { round, key: null };
  const key = nameKeyOf(round.deck[round.position]!);
  return { round: { ...round, names: { ...names, [key]: chosen } }, key };
}

/** The card `step` away from the one shown that the table can be dealt, or null at the deck's end. */
export const stepTo = (round: Round, step: 1 | -1, table: Table): number | null =>
  nextDealable(round.deck, round.position, step, round.names ?? {}, table, systemRandom);

/** Cards after the one shown that the table can be dealt. */
export const remainingAt = (round: Round, table: Table): number =>
  remainingDealable(round.deck, round.position, round.names ?? {}, table, systemRandom);
