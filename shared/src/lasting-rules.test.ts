import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dropOrphanEnds,
  endCardId,
  isEndCard,
  mergeIntoRound,
  newRound,
  RULE_END_MAX,
  RULE_END_MIN,
  rulesInPlay,
  type RoundCard,
} from './lasting-rules';
import { seededRandom } from './random';
import { rulesForTv } from './lasting-rules-view';
import { nowShowingSchema } from './protocol';

/** Entries 1..n, every id in `rules` a lasting rule. */
function entries(n: number, rules: readonly number[], from = 1): RoundCard[] {
  return Array.from({ length: n }, (_, i) => {
    const id = from + i;
    return rules.includes(id)
      ? { id, value: `Regel ${id}`, rule: { end: id % 2 ? `Slutt ${id}` : '' } }
      : { id, value: `Tekst ${id}` };
  });
}

const roomArb = fc.integer({ min: 0, max: 60 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    rules: fc.uniqueArray(fc.integer({ min: 1, max: Math.max(1, n) }), { maxLength: Math.min(n, 12) }),
    seed: fc.integer(),
  }),
);

/**
 * Every rule has one end card after it, 4–12 cards later, or with no entry after it when fewer remained. End cards
 * before `from` were laid out earlier (a merge keeps them where they are) and only need to follow their rule.
 */
function expectEndsPlaced(deck: readonly RoundCard[], from = 0): void {
  const at = new Map(deck.map((card, index) => [card.id, index]));
  for (const [index, card] of deck.entries()) {
    if (isEndCard(card)) {
      expect(at.has(card.endOf), `end card of ${String(card.endOf)} without its rule`).toBe(true);
      continue;
    }
    if (!card.rule) continue;
    const end = at.get(endCardId(card.id));
    expect(end, `rule ${String(card.id)} has no end card`).toBeDefined();
    const distance = end! - index;
    const anyEntryAfter = deck.slice(end! + 1).some((later) => !isEndCard(later));
    if (anyEntryAfter && end! >= from) {
      expect(distance).toBeGreaterThanOrEqual(RULE_END_MIN);
      expect(distance).toBeLessThanOrEqual(RULE_END_MAX);
    } else expect(distance).toBeGreaterThan(0);
  }
}

describe('lasting rules in a round', () => {
  it('a new round has every entry once and each rule’s end card 4–12 cards later, or last when fewer remain', () => {
    fc.assert(
      fc.property(roomArb, ({ n, rules, seed }) => {
        const room = entries(n, rules);
        const deck = newRound(room, seededRandom(seed));
        expect(
          deck
            .filter((card) => !isEndCard(card))
            .map((card) => card.id)
            .sort((a, b) => Number(a) - Number(b)),
        ).toEqual(room.map((entry) => entry.id));
        expect(deck.filter((card) => isEndCard(card))).toHaveLength(rules.filter((id) => id <= n).length);
        expectEndsPlaced(deck);
      }),
    );
  });

  it('an end card reads the end text, or the rule’s own text without one', () => {
    const deck = newRound(entries(20, [3, 4]), seededRandom(7));
    const end3 = deck.find((card) => card.id === endCardId(3))!;
    const end4 = deck.find((card) => card.id === endCardId(4))!;
    expect(end3.value).toBe('Slutt 3');
    expect(end4.value).toBe('Regel 4');
    expect(end3.rule).toBeUndefined();
  });

  it('a merge keeps what is shown and the two after it, keeps each end card’s distance, and gives new rules theirs', () => {
    fc.assert(
      fc.property(roomArb, fc.integer({ min: 0, max: 20 }), fc.nat(), ({ n, rules, seed }, added, at) => {
        const random = seededRandom(seed);
        const deck = newRound(entries(n, rules), random);
        const position = deck.length === 0 ? 0 : at % deck.length;
        const fresh = entries(added, [n + 1, n + 3], n + 1);
        const merged = mergeIntoRound(deck, position, [...entries(n, rules), ...fresh], random).deck;
        const cut = Math.min(deck.length, position + 3);
        expect(merged.slice(0, cut)).toEqual(deck.slice(0, cut));
        expect(merged.filter((card) => !isEndCard(card))).toHaveLength(n + added);
        expectEndsPlaced(merged, cut);
        // End cards not yet reached keep their distance, or move as little as another end card's place allows.
        for (const card of merged.slice(cut)) {
          if (!isEndCard(card)) continue;
          const before = deck.find((old) => old.id === card.id);
          const anyEntryAfter = merged.slice(merged.indexOf(card) + 1).some((later) => !isEndCard(later));
          if (before && anyEntryAfter)
            expect(Math.abs(card.offset - (before.offset ?? 0))).toBeLessThanOrEqual(rules.length + 2);
        }
      }),
    );
  });

  it('keeps the same round through a reload: the deck is data, end cards included', () => {
    const deck = newRound(entries(30, [2, 9, 17]), seededRandom(3));
    expect(JSON.parse(JSON.stringify(deck))).toEqual(JSON.parse(JSON.stringify(deck)));
    expect(rulesInPlay(JSON.parse(JSON.stringify(deck)) as RoundCard[], 10)).toEqual(
      rulesInPlay(deck, 10).map((card) => JSON.parse(JSON.stringify(card)) as RoundCard),
    );
  });

  it('a rule is in play from its card until its end card shows', () => {
    fc.assert(
      fc.property(roomArb, fc.nat(), ({ n, rules, seed }, at) => {
        const deck = newRound(entries(n, rules), seededRandom(seed));
        if (deck.length === 0) return;
        const position = at % deck.length;
        const inPlay = new Set(rulesInPlay(deck, position).map((card) => card.id));
        for (const [index, card] of deck.entries()) {
          if (isEndCard(card) || !card.rule) continue;
          const end = deck.findIndex((other) => other.id === endCardId(card.id));
          expect(inPlay.has(card.id)).toBe(index <= position && end > position);
        }
      }),
    );
  });

  it('removing a rule takes its end card out too, but never the card on screen', () => {
    const deck = newRound(entries(30, [5]), seededRandom(11));
    const rule = deck.findIndex((card) => card.id === 5);
    const end = deck.findIndex((card) => card.id === endCardId(5));
    const without = deck.filter((card) => card.id !== 5);
    const position = Math.max(0, rule - 1);
    const dropped = dropOrphanEnds(without, position);
    expect(dropped.deck.some((card) => card.id === endCardId(5))).toBe(false);
    expect(dropped.deck[dropped.position]).toEqual(without[position]);
    // The end card on screen when its rule goes stays until the player moves on.
    const onScreen = end - 1;
    expect(dropOrphanEnds(without, onScreen).deck[onScreen]!.id).toBe(endCardId(5));
  });
});

describe('the rules in play a phone reports to the TV', () => {
  it('are at most the protocol’s 50, the newest, so a report with more rules in play is still valid', () => {
    const rules = Array.from({ length: 60 }, (_, i) => ({ id: i + 1, value: `Regel ${i + 1}`, rule: { end: '' } }));
    const inPlay = rulesInPlay(rules, rules.length - 1);
    expect(inPlay).toHaveLength(60);
    const reported = rulesForTv(inPlay);
    expect(reported.map((card) => card.id)).toEqual(rules.slice(10).map((card) => card.id));
    const report = { roomName: 'fest', text: 'Regel 60', remaining: 3, rules: reported.map((card) => card.value) };
    expect(nowShowingSchema.safeParse(report).success).toBe(true);
    expect(nowShowingSchema.safeParse({ ...report, rules: inPlay.map((card) => card.value) }).success).toBe(false);
    expect(rulesForTv(inPlay.slice(0, 3))).toEqual(inPlay.slice(0, 3));
  });
});
