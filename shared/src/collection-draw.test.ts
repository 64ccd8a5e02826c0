import { describe, expect, it } from 'vitest';
import { AI_STYLES, mentionsDrinking, type AiStyle } from './ai-style';
import {
  COLLECTION_DRAW_SIZE,
  collectionCandidates,
  rulesInPick,
  drawFromCollection as drawCandidates,
  pickNew,
  styleTiers,
} from './collection-draw';
import { COLLECTION } from './content/collection/index';
import type { CollectionEntry } from './content/collection/types';
import { LANGUAGES } from './rules';
import { seededRandom } from './random';

/** A small collection: `per` entries of each style × alcohol × players, plus lasting rules of each style. */
function fakeCollection(per = 4): CollectionEntry[] {
  const entries: CollectionEntry[] = [];
  for (const style of AI_STYLES)
    for (const alcohol of [true, false])
      for (const players of [true, false])
        for (let i = 0; i < per; i += 1)
          entries.push({
            kind: 'challenge',
            style,
            alcohol,
            players,
            text: `${style} ${alcohol ? 'drikk' : 'hopp'} ${players ? '@spiller' : 'alle'} ${i}`,
          });
  for (const style of AI_STYLES)
    entries.push({ kind: 'lasting-rule', style, alcohol: false, players: false, text: `regel ${style}`, end: 'slutt' });
  return entries;
}

/** A draw's texts (the candidates' values), for the tests about which entries come in what order. */
const drawFromCollection = (...args: Parameters<typeof drawCandidates>) =>
  drawCandidates(...args).map((candidate) => candidate.value);

const styleOf = (entries: readonly CollectionEntry[]) => (value: string) =>
  entries.find((entry) => entry.text === value)?.style;

describe('styleTiers', () => {
  it('takes the chosen style first, then its neighbours, then the far one', () => {
    expect(styleTiers('mild')).toEqual([['mild'], ['classic'], ['spicy']]);
    expect(styleTiers('classic')).toEqual([['classic'], ['mild', 'spicy']]);
    expect(styleTiers('spicy')).toEqual([['spicy'], ['classic'], ['mild']]);
  });
});

describe('drawFromCollection', () => {
  const entries = fakeCollection();

  it('draws 20 distinct entries the room does not have, in the chosen style first', () => {
    const drawn = drawFromCollection(entries, {
      choice: { style: 'spicy', alcoholFree: false },
      players: 3,
      existing: [],
      random: seededRandom(1),
    });
    expect(drawn).toHaveLength(COLLECTION_DRAW_SIZE);
    expect(new Set(drawn).size).toBe(drawn.length);
    // 17 spicy entries (4 × alcohol × players, and the rule), then the neighbour, classic.
    expect(drawn.slice(0, 17).map(styleOf(entries))).toEqual(Array(17).fill('spicy'));
    expect(drawn.slice(17).map(styleOf(entries))).toEqual(Array(3).fill('classic'));
  });

  it('leaves out what the room has, alcohol when asked and players below 2; deals the lasting rules', () => {
    const existing = entries.filter((entry) => entry.style === 'mild' && entry.alcohol).map((entry) => entry.text);
    for (const players of [0, 1]) {
      const drawn = drawFromCollection(entries, {
        choice: { style: 'mild', alcoholFree: true },
        players,
        existing,
        count: 1000,
        random: seededRandom(players),
      });
      // Alcohol-free entries without players: 4 per style, and each style's rule.
      expect(drawn).toHaveLength(15);
      expect(drawn.every((value) => !value.includes('drikk') && !value.includes('@spiller'))).toBe(true);
      expect(drawn.filter((value) => value.startsWith('regel'))).toHaveLength(3);
      expect(drawn.map(styleOf(entries))).toEqual([
        ...Array(5).fill('mild'),
        ...Array(5).fill('classic'),
        ...Array(5).fill('spicy'),
      ]);
    }
  });

  it('is used up (empty) once the room has every entry that fits the choice', () => {
    const choice = { style: 'classic' as AiStyle, alcoholFree: true };
    const existing: string[] = [];
    for (let tap = 0; tap < 10; tap += 1) {
      const drawn = drawFromCollection(entries, { choice, players: 2, existing, random: seededRandom(tap) });
      if (drawn.length === 0) break;
      expect(drawn.filter((value) => existing.includes(value))).toEqual([]);
      existing.push(...drawn);
    }
    expect(existing).toHaveLength(27);
    expect(drawFromCollection(entries, { choice, players: 2, existing })).toEqual([]);
  });

  it('shuffles within a style: two seeds give two orders, one seed the same order', () => {
    const draw = (seed: number) =>
      drawFromCollection(entries, {
        choice: { style: 'classic', alcoholFree: false },
        players: 2,
        existing: [],
        random: seededRandom(seed),
      });
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
  });

  it('holds for any choice, player count and room (property, seeded)', () => {
    const random = seededRandom(2026);
    for (let run = 0; run < 300; run += 1) {
      const choice = { style: AI_STYLES[Math.floor(random() * 3)]!, alcoholFree: random() < 0.5 };
      const players = Math.floor(random() * 4);
      const existing = entries.filter(() => random() < 0.3).map((entry) => entry.text);
      const count = Math.floor(random() * 30);
      const drawn = drawFromCollection(entries, { choice, players, existing, count, random });
      const fitting = entries.filter(
        (entry) =>
          (!choice.alcoholFree || !entry.alcohol) && (players >= 2 || !entry.players) && !existing.includes(entry.text),
      );
      expect(drawn).toHaveLength(Math.min(count, fitting.length));
      expect(new Set(drawn).size).toBe(drawn.length);
      for (const value of drawn) expect(fitting.some((entry) => entry.text === value)).toBe(true);
      // Tier order: a style further from the chosen one never comes before a nearer one.
      const distance = (value: string) =>
        Math.abs(AI_STYLES.indexOf(styleOf(entries)(value)!) - AI_STYLES.indexOf(choice.style));
      const distances = drawn.map(distance);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    }
  });
});

describe('pickNew', () => {
  it('takes candidates in order, skipping the room’s, repeats and players below 2', () => {
    const candidates = [
      { value: 'a', needsPlayers: false },
      { value: 'b', needsPlayers: true },
      { value: 'a', needsPlayers: false },
      { value: 'c', needsPlayers: false },
      { value: 'd', needsPlayers: false },
    ];
    const values = (picked: { value: string }[]) => picked.map((candidate) => candidate.value);
    expect(values(pickNew(candidates, { existing: ['c'], players: 1, count: 5 }))).toEqual(['a', 'd']);
    expect(values(pickNew(candidates, { existing: [], players: 2, count: 3 }))).toEqual(['a', 'b', 'c']);
  });
});

describe('pickNew and lasting rules', () => {
  const plain = Array.from({ length: 45 }, (_, index) => ({ value: `p${index}`, needsPlayers: index % 3 === 0 }));
  const rules = Array.from({ length: 8 }, (_, index) => ({
    value: `r${index}`,
    needsPlayers: false,
    rule: { end: '' },
  }));
  const candidates = [...plain.slice(0, 20), ...rules, ...plain.slice(20)];
  const values = (picked: { value: string }[]) => picked.map((candidate) => candidate.value);

  it('picks one rule in ten, the first ones, and keeps the candidates’ order', () => {
    expect(rulesInPick(20)).toBe(2);
    const picked = values(pickNew(candidates, { existing: [], players: 2, count: 20 }));
    expect(picked).toEqual([...plain.slice(0, 18).map((c) => c.value), 'r0', 'r1']);
  });

  it('holds the share when the room’s players leave other entries out', () => {
    // Without 2 players a third of the plain entries drop out; the rules stay two in 20.
    const picked = values(pickNew(candidates, { existing: [], players: 0, count: 20 }));
    expect(picked.filter((value) => value.startsWith('r'))).toEqual(['r0', 'r1']);
    expect(picked).toHaveLength(20);
  });

  it('fills up from the rules when other entries run short, and from other entries when rules do', () => {
    const existing = plain.slice(0, 40).map((c) => c.value);
    const picked = values(pickNew(candidates, { existing, players: 2, count: 10 }));
    expect(picked).toEqual(['r0', 'r1', 'r2', 'r3', 'r4', 'p40', 'p41', 'p42', 'p43', 'p44']);
    const noRules = values(pickNew(candidates, { existing: values(rules), players: 2, count: 20 }));
    expect(noRules).toEqual(plain.slice(0, 20).map((c) => c.value));
  });
});

describe("Skål's collection, drawn", () => {
  it.each(LANGUAGES)('%s: about one card in ten of a draw is a lasting rule, with its end text', (language) => {
    const collection = COLLECTION[language];
    let cards = 0;
    let rules = 0;
    for (let seed = 0; seed < 200; seed += 1) {
      const style = AI_STYLES[seed % 3]!;
      const drawn = drawCandidates(collection, {
        choice: { style, alcoholFree: false },
        players: 4,
        existing: [],
        random: seededRandom(seed),
      });
      expect(drawn).toHaveLength(COLLECTION_DRAW_SIZE);
      cards += drawn.length;
      for (const card of drawn.filter((candidate) => candidate.rule)) {
        rules += 1;
        const written = collection.find((entry) => entry.text === card.value);
        expect(written?.kind).toBe('lasting-rule');
        expect(card.rule).toEqual({ end: written?.end });
      }
    }
    expect(rules / cards).toBeGreaterThan(0.08);
    expect(rules / cards).toBeLessThan(0.12);
  });

  it.each(LANGUAGES)('%s: a room drawing tap after tap meets rules all along, and gets every entry', (language) => {
    const collection = COLLECTION[language];
    const existing: string[] = [];
    const shares: number[] = [];
    for (let tap = 0; tap < 200; tap += 1) {
      const drawn = drawCandidates(collection, {
        choice: { style: 'classic', alcoholFree: false },
        players: 4,
        existing,
        random: seededRandom(100 + tap),
      });
      if (drawn.length === 0) break;
      shares.push(drawn.filter((candidate) => candidate.rule).length);
      existing.push(...drawn.map((candidate) => candidate.value));
    }
    expect(new Set(existing).size).toBe(collection.length);
    // The first ten taps (200 cards) hold about 20 rules.
    const early = shares.slice(0, 10).reduce((sum, n) => sum + n, 0);
    expect(early).toBeGreaterThanOrEqual(15);
    expect(early).toBeLessThanOrEqual(25);
  });

  it('carries each entry’s secret into the draw', () => {
    const drawn = drawCandidates(COLLECTION.norsk, {
      choice: { style: 'classic', alcoholFree: false },
      players: 4,
      existing: [],
      count: 10_000,
    });
    for (const entry of COLLECTION.norsk.filter((written) => written.secret)) {
      expect(drawn.find((candidate) => candidate.value === entry.text)?.secret, entry.text).toEqual(entry.secret);
    }
  });

  it.each(LANGUAGES)(
    '%s: a room with two players can draw at least 400 entries, 150 of them alcohol-free',
    (language) => {
      const all = collectionCandidates(COLLECTION[language], { style: 'classic', alcoholFree: false });
      expect(new Set(all.map((candidate) => candidate.value)).size).toBeGreaterThanOrEqual(400);
      const free = collectionCandidates(COLLECTION[language], { style: 'classic', alcoholFree: true });
      expect(free.length).toBeGreaterThanOrEqual(150);
      expect(free.filter((candidate) => mentionsDrinking(candidate.value))).toEqual([]);
    },
  );
});
