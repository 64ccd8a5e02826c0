// Lasting rules in a round (docs/product.md "Lasting rules"): a rule shows like any entry, and its end card
// comes 4 to 12 cards later, or as the deck's last card when fewer remain. End cards are items of the deck
// itself, so Prev, a reload (the deck is saved with the round) and every deck function keep them; the functions
// here place them, keep their distance through merges, and take them out with their rule.
import { DECK_KEEP_AFTER_CURRENT } from './rules';
import { shuffle, systemRandom, type RandomSource } from './random';
import type { DeckEntry } from './deck';
import { isEndCard, isRule, type EndCard, type RoundCard } from './lasting-rules-view';

// What the round's screen needs at once (the card types, which rules are in play) is in lasting-rules-view.ts, so the
// phone's first script does not carry the layout below, which it loads with the round.
export * from './lasting-rules-view';

/** The fewest and most cards from a rule to its end card. */
export const RULE_END_MIN = 4;
export const RULE_END_MAX = 12;

/** The id of a rule's end card: never a room entry's id (those are numbers or digit strings). */
export function endCardId(ruleId: DeckEntry['id']): string {
  return `end:${String(ruleId)}`;
}

/** The end card of a rule: the end text, or the rule's own text when it has none. */
export function endCardFor<T extends RoundCard>(rule: T, offset: number): EndCard<T> {
  const end = rule.rule?.end.trim() ?? '';
  return { ...rule, id: endCardId(rule.id), value: end || rule.value, rule: undefined, endOf: rule.id, offset };
}

/**
 * Lays out a round: `fixed` stays as it is (what has been shown, and what is kept in view), then `rest` follows
 * in its order with end cards among it. Each end card goes exactly `offset` cards after its rule: existing end
 * cards keep their offset, a rule without one draws an offset from 4–12 that no other pending end card targets,
 * so none pushes another. End cards still pending when the cards run out come last, in order; end cards whose
 * rule is gone are dropped.
 */
export function arrangeRound<T extends RoundCard>(
  fixed: readonly T[],
  rest: readonly T[],
  random: RandomSource = systemRandom,
): T[] {
  const out = fixed.slice();
  const indexOf = new Map<T['id'], number>();
  fixed.forEach((card, at) => indexOf.set(card.id, at));
  const ends = new Map<T['id'], EndCard<T>>();
  for (const card of [...fixed, ...rest]) if (isEndCard(card)) ends.set(card.endOf, card);
  const ruleIds = new Set([...fixed, ...rest].filter((card) => isRule(card)).map((card) => card.id));
  // End cards to place, by the index they go to.
  const pending = new Map<number, EndCard<T>>();
  const schedule = (end: EndCard<T>, ruleAt: number, keepOffset: boolean) => {
    let offset = end.offset;
    if (!keepOffset || pending.has(ruleAt + offset)) {
      const free = [];
      for (let k = RULE_END_MIN; k <= RULE_END_MAX; k += 1) if (!pending.has(ruleAt + k)) free.push(k);
      // A new end card draws its place; a kept one whose place was taken moves as little as it can.
      const kept = end.offset;
      const nearest = free.sort((a, b) => Math.abs(a - kept) - Math.abs(b - kept))[0];
      offset = (keepOffset ? nearest : shuffle(free, random)[0]) ?? RULE_END_MAX;
    }
    let target = ruleAt + offset;
    while (pending.has(target)) target += 1;
    pending.set(target, { ...end, offset: target - ruleAt });
  };
  // Rules already laid out whose end card is not: their end cards are scheduled from where the rule is.
  for (const [at, card] of fixed.entries()) {
    if (!isRule(card)) continue;
    const end = ends.get(card.id);
    if (end && fixed.some((placed) => placed.id === end.id)) continue;
    schedule(end ?? endCardFor(card, 0), at, end !== undefined);
  }
  // Emits every end card whose place has come (or passed, for one whose rule moved up after a removal).
  const emitDue = () => {
    for (;;) {
      const target = Math.min(...pending.keys());
      if (!(target <= out.length)) return;
      out.push(pending.get(target)!);
      pending.delete(target);
    }
  };
  emitDue();
  for (const card of rest) {
    if (isEndCard(card)) continue;
    if (indexOf.has(card.id)) continue;
    indexOf.set(card.id, out.length);
    out.push(card);
    if (isRule(card)) {
      const end = ends.get(card.id);
      schedule(end ?? endCardFor(card, 0), out.length - 1, end !== undefined);
    }
    emitDue();
  }
  for (const target of [...pending.keys()].sort((a, b) => a - b)) out.push(pending.get(target)!);
  return out.filter((card) => !isEndCard(card) || ruleIds.has(card.endOf));
}

/** A new round: every entry once, shuffled, with each rule's end card 4–12 cards after it. */
export function newRound<T extends RoundCard>(entries: readonly T[], random: RandomSource = systemRandom): T[] {
  const seen = new Set<T['id']>();
  const unique = entries.filter((entry) => !isEndCard(entry) && !seen.has(entry.id) && seen.add(entry.id));
  return arrangeRound([], shuffle(unique, random), random);
}

/**
 * A refetch merged into a running round (as mergeIntoDeck: what is shown and the two after it keep their place,
 * new entries follow, shuffled, then the rest), with end cards laid out again after the kept part: each keeps
 * its distance from its rule, and new rules get theirs.
 */
export function mergeIntoRound<T extends RoundCard>(
  deck: readonly T[],
  position: number,
  fetched: readonly T[],
  random: RandomSource = systemRandom,
): { deck: T[]; added: number } {
  const known = new Set(deck.map((card) => card.id));
  const seen = new Set<T['id']>();
  const fresh = fetched.filter(
    (entry) => !isEndCard(entry) && !known.has(entry.id) && !seen.has(entry.id) && seen.add(entry.id),
  );
  if (fresh.length === 0) return { deck: deck.slice(), added: 0 };
  const cut = Math.min(deck.length, Math.max(0, position + 1 + DECK_KEEP_AFTER_CURRENT));
  const fixed = deck.slice(0, cut);
  const rest = [...shuffle(fresh, random), ...deck.slice(cut)];
  return { deck: arrangeRound(fixed, rest, random), added: fresh.length };
}
