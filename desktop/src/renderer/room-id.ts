// Generated room IDs for the host display: two short Norwegian words and a number, easy to read off a TV.
import { ROOM_NAME_MAX_LENGTH, normaliseRoomName, systemRandom, type RandomSource } from '@skal/shared';

// Plain a–z only, so the ID is typed the same on any keyboard; short so it reads from across the room.
export const ROOM_ID_ADJECTIVES = [
  'glad',
  'blid',
  'rask',
  'vill',
  'kul',
  'rar',
  'snill',
  'sterk',
  'stolt',
  'lur',
  'modig',
  'varm',
  'frisk',
  'fin',
  'god',
  'sprek',
  'lys',
  'rolig',
  'tapper',
  'munter',
  'kvikk',
  'travel',
  'lat',
  'sulten',
  'heldig',
] as const;

export const ROOM_ID_NOUNS = [
  'elg',
  'rev',
  'ulv',
  'hest',
  'hare',
  'gaupe',
  'ugle',
  'sel',
  'hval',
  'laks',
  'torsk',
  'krabbe',
  'ravn',
  'geit',
  'lemen',
  'oter',
  'grevling',
  'ekorn',
  'hjort',
  'rein',
  'spurv',
  'troll',
  'nisse',
  'viking',
  'pingvin',
] as const;

export const ROOM_ID_MIN_NUMBER = 10;
export const ROOM_ID_MAX_NUMBER = 99;

function pick<T>(items: readonly T[], random: RandomSource): T {
  return items[Math.min(items.length - 1, Math.floor(random() * items.length))] as T;
}

/** A fresh room ID such as `glad elg 42`: valid under the room name rules and at most 18 characters. */
export function generateRoomId(random: RandomSource = systemRandom): string {
  const number = ROOM_ID_MIN_NUMBER + Math.floor(random() * (ROOM_ID_MAX_NUMBER - ROOM_ID_MIN_NUMBER + 1));
  const id = `${pick(ROOM_ID_ADJECTIVES, random)} ${pick(ROOM_ID_NOUNS, random)} ${Math.min(number, ROOM_ID_MAX_NUMBER)}`;
  const checked = normaliseRoomName(id);
  // The word lists are fixed and tested; this guards a future edit that breaks the rules.
  if (!checked.ok || checked.name !== id || Array.from(id).length > ROOM_NAME_MAX_LENGTH) {
    throw new Error(`generated room ID breaks the room name rules: ${id}`);
  }
  return id;
}
