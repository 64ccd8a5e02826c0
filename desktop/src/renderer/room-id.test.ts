import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ROOM_NAME_MAX_LENGTH, normaliseRoomName, seededRandom } from '@skal/shared';
import { ROOM_ID_ADJECTIVES, ROOM_ID_NOUNS, generateRoomId } from './room-id';

describe('generateRoomId', () => {
  it('makes two words and a two-digit number', () => {
    expect(generateRoomId(seededRandom(1))).toMatch(/^[a-z]+ [a-z]+ [1-9]\d$/u);
  });

  it('is repeatable from a seed and varies between seeds', () => {
    expect(generateRoomId(seededRandom(7))).toBe(generateRoomId(seededRandom(7)));
    const ids = new Set(Array.from({ length: 50 }, (_, seed) => generateRoomId(seededRandom(seed))));
    expect(ids.size).toBeGreaterThan(40);
  });

  it('always gives a valid, already normalised room name of at most 18 characters', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const id = generateRoomId(seededRandom(seed));
        expect(normaliseRoomName(id)).toEqual({ ok: true, name: id });
        expect(Array.from(id).length).toBeLessThanOrEqual(ROOM_NAME_MAX_LENGTH);
      }),
    );
  });

  it('stays within the limit for the longest words and the edges of the random range', () => {
    const longest = (words: readonly string[]) => Math.max(...words.map((word) => word.length));
    expect(longest(ROOM_ID_ADJECTIVES) + longest(ROOM_ID_NOUNS) + ' '.length * 2 + 2).toBeLessThanOrEqual(
      ROOM_NAME_MAX_LENGTH,
    );
    expect(generateRoomId(() => 0)).toBe(`${ROOM_ID_ADJECTIVES[0]} ${ROOM_ID_NOUNS[0]} 10`);
    expect(generateRoomId(() => 0.999999)).toBe(`${ROOM_ID_ADJECTIVES.at(-1)} ${ROOM_ID_NOUNS.at(-1)} 99`);
  });

  it('uses only plain lowercase letters, so any keyboard can type it', () => {
    for (const word of [...ROOM_ID_ADJECTIVES, ...ROOM_ID_NOUNS]) expect(word).toMatch(/^[a-z]{2,8}$/u);
    expect(new Set(ROOM_ID_ADJECTIVES).size).toBe(ROOM_ID_ADJECTIVES.length);
    expect(new Set(ROOM_ID_NOUNS).size).toBe(ROOM_ID_NOUNS.length);
  });
});
