// One round per room, kept by the room (docs/product.md "One round per room"): the round's order, position and the
// names dealt to its cards live with the room, so a reload, a rejoin, another phone, a restart or another process
// comes back to the same card. The room keeps references to its entries, never their texts: a removed entry simply
// leaves the round the next time it is read, and an entry added mid-round is merged in by the deck's insertion rule.
import type { DeckEntry } from './deck';
import { endCardFor, isEndCard, mergeIntoRound, type RoundCard } from './lasting-rules';
import { systemRandom, type RandomSource } from './random';

type EntryId = DeckEntry['id'];

/** A card of a kept round: a room entry by its id, or a rule's end card by its rule's id and distance. */
export type CardRef = { id: EntryId } | { endOf: EntryId; offset: number };

/** What the room keeps of its round; `holder` (the phone that holds it) is never sent to a phone. */
export interface KeptRound {
  /** Random, new for every round (a `Spill igjen` is a new round). */
  id: string;
  /** Grows by one at every take over: a phone holding an older lease has lost the round. */
  lease: number;
  holder: string;
  deck: CardRef[];
  position: number;
  /** The names dealt to each card's placeholders, by `nameKey`: dealt once, kept for the round. */
  names: Record<string, string[]>;
}

/** The round as its holder gets it: every card with its text, so it plays on offline. */
export interface RoundDto<T extends RoundCard = RoundCard> {
  id: string;
  lease: number;
  position: number;
  deck: T[];
  names: Record<string, string[]>;
}

/** What every phone in the room knows of its round (the lobby's `Runde pågår`): never who holds it. */
export interface RoundSummary {
  id: string;
  lease: number;
  position: number;
  cards: number;
}

/** The key a card's names are kept under: an end card shows its rule's names, so it has its rule's key. */
export function nameKey(card: Pick<RoundCard, 'id' | 'endOf'>): string {
  return String(card.endOf ?? card.id);
}

/** A card's own key within a round (an end card's id is `end:<rule id>`, never an entry's). */
export function cardKey(card: Pick<RoundCard, 'id'>): string {
  return String(card.id);
}

const refKey = (ref: CardRef): string => ('endOf' in ref ? `end:${String(ref.endOf)}` : String(ref.id));

export function toRefs(deck: readonly RoundCard[]): CardRef[] {
  return deck.map((card) => (isEndCard(card) ? { endOf: card.endOf, offset: card.offset } : { id: card.id }));
}

export function summaryOf(round: Pick<KeptRound, 'id' | 'lease' | 'position' | 'deck'>): RoundSummary {
  return { id: round.id, lease: round.lease, position: round.position, cards: round.deck.length };
}

/**
 * The kept round's cards from the room's live entries: a reference whose entry (or whose rule) is gone leaves the
 * round, and the position follows the card that was shown. When that card itself is gone, the card after it is
 * shown (the last one when it was the last).
 */
export function resolveRound<T extends RoundCard>(
  refs: readonly CardRef[],
  position: number,
  entries: readonly T[],
): { deck: T[]; position: number } {
  const byId = new Map<string, T>();
  for (const entry of entries) byId.set(String(entry.id), entry);
  const deck: T[] = [];
  let shown = 0;
  refs.forEach((ref, at) => {
    if (at === position) shown = deck.length;
    const card = cardOf(ref, byId);
    if (card) deck.push(card);
  });
  if (position >= refs.length) shown = deck.length - 1;
  return { deck, position: Math.max(0, Math.min(shown, deck.length - 1)) };
}

function cardOf<T extends RoundCard>(ref: CardRef, byId: ReadonlyMap<string, T>): T | undefined {
  if (!('endOf' in ref)) return byId.get(String(ref.id));
  const rule = byId.get(String(ref.endOf));
  // A rule that is no longer a rule (or gone) takes its end card with it.
  return rule?.rule ? (endCardFor(rule, ref.offset) as T) : undefined;
}

/**
 * The round as the room has it now: resolved against the live entries, then with the entries it does not have yet
 * merged in by the insertion rule (what is shown and the two after it keep their place).
 */
export function refreshRound<T extends RoundCard>(
  refs: readonly CardRef[],
  position: number,
  entries: readonly T[],
  random: RandomSource = systemRandom,
): { deck: T[]; position: number } {
  const resolved = resolveRound(refs, position, entries);
  const merged = mergeIntoRound(resolved.deck, resolved.position, entries, random);
  return { deck: merged.deck, position: resolved.position };
}

/**
 * Where the holder's card is in the kept deck: at `position` when the two agree, else wherever the card is (the
 * phone removed or merged cards the room has not laid out yet); null when the room's round has no such card.
 */
export function locateCard(refs: readonly CardRef[], position: number, key: string): number | null {
  const at = refs[position];
  if (at && refKey(at) === key) return position;
  const found = refs.findIndex((ref) => refKey(ref) === key);
  return found < 0 ? null : found;
}

/**
 * Where the holder's card goes in the kept deck: where it is (`locateCard`), or, for an entry the room's round does
 * not have (put back after it was removed: the holder shows it again), laid in at the room's position, before the
 * card the room last knew as shown. Null for an end card the round does not have.
 */
export function placeCard(
  refs: readonly CardRef[],
  roomPosition: number,
  position: number,
  key: string,
): { deck: CardRef[]; at: number } | null {
  const found = locateCard(refs, position, key);
  if (found !== null) return { deck: refs.slice(), at: found };
  if (key.startsWith('end:') || key.length === 0) return null;
  const at = Math.max(0, Math.min(roomPosition, refs.length));
  const id: EntryId = /^\d+$/u.test(key) ? Number(key) : key;
  return { deck: [...refs.slice(0, at), { id }, ...refs.slice(at)], at };
}

/**
 * The round once entry `id` is back in the room: a card already passed leaves the round, so the next refresh lays
 * it in ahead by the insertion rule, as for a new entry (an entry put back from `Nylig fjernet` is played, not
 * skipped). Null when the round needs no change.
 */
export function forgetPassed(
  round: Pick<KeptRound, 'deck' | 'position'>,
  id: EntryId,
): Pick<KeptRound, 'deck' | 'position'> | null {
  const at = round.deck.findIndex((ref) => !('endOf' in ref) && String(ref.id) === String(id));
  if (at < 0 || at >= round.position) return null;
  return { deck: [...round.deck.slice(0, at), ...round.deck.slice(at + 1)], position: round.position - 1 };
}
