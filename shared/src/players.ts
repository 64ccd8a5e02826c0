// Names at the table: how `@spiller` / `@player` in an entry become the players' names (the name rules are in
// player-names.ts). Pure: the phone fills entries with these, the TV highlights with them.
import type { RandomSource } from './random';
import { ENTRY_MAX_LENGTH, type Language } from './rules';

export const MAX_PLAYERS_PER_ROOM = 24;
export const PLAYER_NAME_MAX_LENGTH = 20;

/** What the add form inserts, per language; every one is recognised in every language (Danish shares `@spiller`). */
export const PLACEHOLDER: Readonly<Record<Language, string>> = {
  norsk: '@spiller',
  english: '@player',
  dansk: '@spiller',
  suomi: '@pelaaja',
};
/**
 * The longest an entry gets once its placeholders are filled: every `@player` (the shorter one) of a 280-character
 * entry a 20-character name. The TV mirror takes the filled text, so it allows this much.
 */
export const FILLED_ENTRY_MAX_LENGTH =
  ENTRY_MAX_LENGTH +
  Math.floor(ENTRY_MAX_LENGTH / PLACEHOLDER.english.length) * (PLAYER_NAME_MAX_LENGTH - PLACEHOLDER.english.length);
/** What a placeholder reads as in a room without players. */
export const NOBODY: Readonly<Record<Language, string>> = {
  norsk: 'noen',
  english: 'someone',
  dansk: 'nogen',
  suomi: 'joku',
};

// `@spiller`, `@player` or `@pelaaja` in any case, not running on into a longer word (`@spillerne` is not one) and not
// inside one either (`ola@spiller.no` is an e-mail address); punctuation around it (`@Spiller,` `(@player!)`)
// stays where it is.
const PLACEHOLDER_PATTERN = /(?<![\p{L}\p{M}\p{N}_.+-])@(?:spiller|player|pelaaja)(?![\p{L}\p{M}\p{N}_])/giu;

export function countPlaceholders(text: string): number {
  return [...text.matchAll(PLACEHOLDER_PATTERN)].length;
}

/**
 * The names for an entry's `count` placeholders, dealt fairly over a round: the players named least so far
 * (`uses`) first, ties drawn at random, all different while there are enough players, and the first one not
 * `previousFirst` (the first name of the entry shown before) when that can be avoided without naming someone who
 * has been named more. No players: no names (the placeholders read `noen` / `someone`).
 */
export function chooseNames(
  count: number,
  players: readonly string[],
  previousFirst: string | undefined,
  random: RandomSource,
  uses: ReadonlyMap<string, number> = new Map(),
): string[] {
  if (count === 0 || players.length === 0) return [];
  const usesOf = (name: string) => uses.get(name) ?? 0;
  // Least named first; a random key breaks ties, so equal players are drawn at random.
  const order = players
    .map((name) => ({ name, uses: usesOf(name), tie: random() }))
    .sort((a, b) => a.uses - b.uses || a.tie - b.tie)
    .map((entry) => entry.name);
  const taken = Math.min(count, order.length);
  if (previousFirst !== undefined && order[0] === previousFirst && order.length > 1) {
    // Another of the chosen may go first; with one name, only a player named as often may take its place.
    // When names repeat (more placeholders than players), the first is named once more: only one named as often.
    const others =
      taken > 1 && count <= order.length
        ? taken - 1
        : order.filter((name) => usesOf(name) === usesOf(previousFirst)).length - 1;
    if (others > 0) {
      const j = 1 + Math.floor(random() * others);
      [order[0], order[j]] = [order[j] as string, order[0]];
    }
  }
  return Array.from({ length: count }, (_, i) => order[i % order.length] as string);
}

/** How often each player has been named in a round's dealt names. */
export function nameUses(names: Readonly<Record<string, readonly string[]>>): Map<string, number> {
  const uses = new Map<string, number>();
  for (const list of Object.values(names)) for (const name of list) uses.set(name, (uses.get(name) ?? 0) + 1);
  return uses;
}

/**
 * Whether names chosen earlier still fit the entry: one per placeholder, every one still a player, and no
 * repeats now that there are enough players. When this holds, Prev shows them again; otherwise choose anew.
 */
export function namesStillFit(
  names: readonly string[] | undefined,
  count: number,
  players: readonly string[],
): boolean {
  if (names === undefined) return false;
  if (players.length === 0) return names.length === 0;
  if (names.length !== count) return false;
  if (!names.every((name) => players.includes(name))) return false;
  return new Set(names).size === Math.min(count, players.length);
}

/** A run of filled entry text: a player's name (or `noen`) where a placeholder was, or the entry's own text. */
export interface FilledPiece {
  text: string;
  player: boolean;
}

/** Splits the entry at its placeholders, putting `names[i]` in the i-th (the language's `noen` when missing). */
export function fillPieces(text: string, names: readonly string[], language: Language): FilledPiece[] {
  const pieces: FilledPiece[] = [];
  let last = 0;
  let index = 0;
  for (const match of text.matchAll(PLACEHOLDER_PATTERN)) {
    if (match.index > last) pieces.push({ text: text.slice(last, match.index), player: false });
    pieces.push({ text: names[index] ?? NOBODY[language], player: true });
    index += 1;
    last = match.index + match[0].length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last), player: false });
  return pieces;
}

export function filledText(text: string, names: readonly string[], language: Language): string {
  return fillPieces(text, names, language)
    .map((piece) => piece.text)
    .join('');
}

const escapeForPattern = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/** For a display that gets text already filled (the TV): the players' names in it, as whole words. */
export function markNames(text: string, players: readonly string[]): FilledPiece[] {
  if (players.length === 0) return text ? [{ text, player: false }] : [];
  // Longest first, so "Kari Anne" wins over "Kari".
  const alternatives = players
    .slice()
    .sort((a, b) => b.length - a.length)
    .map(escapeForPattern)
    .join('|');
  const pattern = new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{M}\\p{N}])`, 'gu');
  const pieces: FilledPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) pieces.push({ text: text.slice(last, match.index), player: false });
    pieces.push({ text: match[0], player: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last), player: false });
  return pieces;
}

/** The class a name gets on screen, next to the highlight words' own classes. */
export const PLAYER_NAME_STYLE = 'player-name';

/** The text with `insert` replacing the selection `start..end`, and where the caret goes after it. */
export function insertAt(text: string, start: number, end: number, insert: string): { text: string; caret: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  // Keep words apart: a space before the placeholder unless the text starts or already has one there, and one after
  // it always, also at the end of the text (the next word typed there would otherwise join it: "@spillerbestemmer",
  // never filled in). The caret goes after that space, the one added or the one already there.
  const before = text.slice(0, from);
  const after = text.slice(to);
  const spaceAfter = /^\s/u.test(after) ? '' : ' ';
  const spaced = `${before.length > 0 && !/\s$/u.test(before) ? ' ' : ''}${insert}${spaceAfter}`;
  return { text: before + spaced + after, caret: from + spaced.length + (spaceAfter ? 0 : 1) };
}

/**
 * New names for the card at `position` when its placeholders have none that still fit the players, or null when
 * nothing needs to change (no placeholders, or names dealt earlier still fit). Names are kept by the card's name
 * key (an end card shares its rule's, so both show the same names). The first name avoids the first name of the
 * nearest earlier card that got names, and the names are spread fairly over the round (`chooseNames`).
 */
export function namesToChoose(
  deck: readonly { id: string | number; value: string; endOf?: string | number | undefined }[],
  position: number,
  names: Readonly<Record<string, readonly string[]>>,
  players: readonly string[],
  random: RandomSource,
): string[] | null {
  const entry = deck[position];
  if (!entry) return null;
  const count = countPlaceholders(entry.value);
  const key = String(entry.endOf ?? entry.id);
  const dealt = names[key];
  if (count === 0 || namesStillFit(dealt, count, players)) return null;
  // A rule and its end card share their names; either may have more placeholders than the other, and each shows
  // the first names of the list.
  if (dealt !== undefined && dealt.length > count && namesStillFit(dealt.slice(0, count), count, players)) return null;
  // An end card whose rule got its names shows them, with more names for more placeholders.
  if (
    entry.endOf !== undefined &&
    dealt !== undefined &&
    dealt.length > 0 &&
    dealt.length < count &&
    dealt.every((n) => players.includes(n))
  ) {
    const unnamed = players.filter((name) => !dealt.includes(name));
    const more = chooseNames(count - dealt.length, unnamed.length > 0 ? unnamed : players, undefined, random);
    return [...dealt, ...more];
  }
  let previousFirst: string | undefined;
  for (let earlier = position - 1; earlier >= 0 && previousFirst === undefined; earlier -= 1) {
    const shown = deck[earlier];
    if (shown) previousFirst = names[String(shown.endOf ?? shown.id)]?.[0];
  }
  return chooseNames(count, players, previousFirst, random, nameUses(names));
}
