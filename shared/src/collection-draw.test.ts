import { describe, expect, it } from 'vitest';
import { AI_STYLES, mentionsDrinking, type AiStyle } from './ai-style';
import { COLLECTION_DRAW_SIZE, collectionCandidates, drawFromCollection, pickNew, styleTiers } from './collection-draw';
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
    // 16 spicy entries (4 × alcohol × players), then the neighbour, classic.
    expect(drawn.slice(0, 16).map(styleOf(entries))).toEqual(Array(16).fill('spicy'));
    expect(drawn.slice(16).map(styleOf(entries))).toEqual(Array(4).fill('classic'));
  });

  it('leaves out what the room has, alcohol when asked, players below 2 and lasting rules', () => {
    const existing = entries.filter((entry) => entry.style === 'mild' && entry.alcohol).map((entry) => entry.text);
    for (const players of [0, 1]) {
      const drawn = drawFromCollection(entries, {
        choice: { style: 'mild', alcoholFree: true },
        players,
        existing,
        count: 1000,
        random: seededRandom(players),
      });
      // Alcohol-free entries without players: 4 per style.
      expect(drawn).toHaveLength(12);
      expect(drawn.every((value) => !value.includes('drikk') && !value.includes('@spiller'))).toBe(true);
      expect(drawn.some((value) => value.startsWith('regel'))).toBe(false);
      expect(drawn.map(styleOf(entries))).toEqual([
        ...Array(4).fill('mild'),
        ...Array(4).fill('classic'),
        ...Array(4).fill('spicy'),
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
    expect(existing).toHaveLength(24);
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
          entry.kind !== 'lasting-rule' &&
          (!choice.alcoholFree || !entry.alcohol) &&
          (players >= 2 || !entry.players) &&
          !existing.includes(entry.text),
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
    expect(pickNew(candidates, { existing: ['c'], players: 1, count: 5 })).toEqual(['a', 'd']);
    expect(pickNew(candidates, { existing: [], players: 2, count: 3 })).toEqual(['a', 'b', 'c']);
  });
});

describe("Skål's collection, drawn", () => {
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
