// Who is at the table (docs/product.md): the players' choices (not drinking, taken and with whom) and a deal of names
// that respects them. A drinking slot never names a not-drinking player; flirting slots never pair a taken player
// with anyone but their partner (a lone flirting slot, whose other half is not named, never names a taken player);
// a card nobody at the table fits is not dealt at all, never with a wrong name. Pure: the phone deals with it as a
// card comes up, the tests hold it to those rules for any table.
import { mentionsDrinking } from './ai-style';
import { chooseNames, countPlaceholders, nameUses, namesStillFit } from './players';
import type { RandomSource } from './random';
import type { Language } from './rules';
import { slotDrinks, slotFlirts, type EntryTableTags, type SlotTag } from './slots';

/** A player's choices at the table; absent fields are false / none. */
export interface PlayerChoice {
  notDrinking?: boolean;
  taken?: boolean;
  /** The partner's name, one of the players; only while `taken`. */
  partner?: string;
}

/** The room's choices by player name (players without choices are not listed). */
export type TableChoices = Readonly<Record<string, PlayerChoice>>;

/** A card as the deal sees it: its text, and the table tags it carries (the collection's, an import's, the model's). */
export interface TableEntry extends EntryTableTags {
  id: string | number;
  value: string;
  endOf?: string | number | undefined;
}

// Flirting, kissing, dancing close and the like, in any inflection, in the languages Skål speaks: the romance and sex
// groups of the highlight map and their relatives. `kyst` (coast) is not a kiss.
const FLIRT_WORDS = new RegExp(
  '(?<![\\p{L}])(?:' +
    [
      'kyss\\p{L}*',
      'kys',
      'kysse\\p{L}*',
      'kiss\\p{L}*',
      'flørt\\p{L}*',
      'flirt\\p{L}*',
      'sex\\p{L}*',
      'naken',
      'nakne',
      'nøgen',
      'naked',
      'nude',
      'undertøy\\p{L}*',
      'undertøj\\p{L}*',
      'underwear',
      'klin\\p{L}*',
      'hångl\\p{L}*',
      'make ?out',
      'making out',
      'dat(?:e|er|et|ing|es)',
      'romanti\\p{L}*',
      'forelsk\\p{L}*',
      'crush\\p{L}*',
      'sakte ?dans\\p{L}*',
      'slow ?danc\\p{L}*',
      'tett ?dans\\p{L}*',
      'hånd i hånd',
      'hand in hand',
      'hold(?:e|er|ing)? (?:hender|hænder|hands)',
      'lap ?danc\\p{L}*',
      'suukko\\p{L}*',
      'suudel\\p{L}*',
      'suutel\\p{L}*',
      'pussa\\p{L}*',
      'flirtt\\p{L}*',
      'flirtai\\p{L}*',
      'seksi\\p{L}*',
    ].join('|') +
    ')(?![\\p{L}])',
  'iu',
);
// Words that say people beyond the named ones take part: "Alle som har", "everyone who", "den som taper".
const EVERYONE_WORDS =
  /(?<![\p{L}])(?:alle|everyone|everybody|anyone|whoever|all|de som|den som|som har|who has|who have|the rest|resten|kaikki|jokainen|den der|dem der)(?![\p{L}])/iu;

/** Whether the text flirts, kisses or pairs people romantically (room-written entries are read by their words). */
export function mentionsFlirting(text: string): boolean {
  return FLIRT_WORDS.test(text.normalize('NFC'));
}

/**
 * The entry's slots and whether players beyond the named ones drink: the tags it carries when they match its
 * placeholders, else read from its words (any drinking word makes every slot a drinking one, any flirting word
 * every slot a flirting one: careful, never wrong).
 */
export function tableTagsOf(entry: Pick<TableEntry, 'value' | 'slots' | 'everyone'>): {
  slots: SlotTag[];
  everyone: boolean;
} {
  const count = countPlaceholders(entry.value);
  if (entry.slots && entry.slots.length === count)
    return { slots: [...entry.slots], everyone: entry.everyone === true };
  const drinks = mentionsDrinking(entry.value);
  const flirts = mentionsFlirting(entry.value);
  const tag: SlotTag = drinks && flirts ? 'drinks+flirts' : drinks ? 'drinks' : flirts ? 'flirts' : 'plain';
  const everyone = entry.everyone ?? (drinks && (count === 0 || EVERYONE_WORDS.test(entry.value)));
  return { slots: Array.from({ length: count }, () => tag), everyone };
}

const isTaken = (choices: TableChoices, name: string) => choices[name]?.taken === true;
const drinksNot = (choices: TableChoices, name: string) => choices[name]?.notDrinking === true;

/** Whether two players may be paired in flirting slots: each is free, or the other's partner. */
export function mayPair(choices: TableChoices, a: string, b: string): boolean {
  if (a === b) return false;
  const fine = (one: string, other: string) => !isTaken(choices, one) || choices[one]?.partner === other;
  return fine(a, b) && fine(b, a);
}

/** Whether `names` (one per slot) keep the table's choices. */
export function fitsTable(slots: readonly SlotTag[], names: readonly string[], choices: TableChoices): boolean {
  const flirting = slots.flatMap((tag, at) => (slotFlirts(tag) ? [at] : []));
  return slots.every((tag, at) => {
    const name = names[at];
    if (name === undefined) return true;
    if (slotDrinks(tag) && drinksNot(choices, name)) return false;
    if (!slotFlirts(tag)) return true;
    if (flirting.length === 1) return !isTaken(choices, name);
    return flirting.every(
      (other) => other === at || names[other] === undefined || mayPair(choices, name, names[other]),
    );
  });
}

/** Deal attempts before a table is taken as not fitting (24 players, a handful of slots: far more than needed). */
const MAX_STEPS = 5_000;

/**
 * Names for `slots` that keep the table's choices, spread fairly (least named first, ties at random; the first name
 * not `previousFirst` when another as little named can take it), all different while there are enough players; null
 * when no deal keeps the choices. No players: no names (the placeholders read `noen`).
 */
export function dealNames(
  slots: readonly SlotTag[],
  players: readonly string[],
  choices: TableChoices,
  previousFirst: string | undefined,
  random: RandomSource,
  uses: ReadonlyMap<string, number> = new Map(),
): string[] | null {
  if (slots.length === 0 || players.length === 0) return [];
  const asked = slots.some((tag) => tag !== 'plain');
  const chosenFor = players.filter((name) => choices[name]?.notDrinking || choices[name]?.taken);
  const pairs = slots.filter(slotFlirts).length > 1;
  // Nobody's choices matter to this card, and nobody could be paired with themselves: the plain deal.
  if ((!asked || chosenFor.length === 0) && (!pairs || players.length >= slots.length))
    return chooseNames(slots.length, players, previousFirst, random, uses);

  const usesOf = (name: string) => uses.get(name) ?? 0;
  const order = players
    .map((name) => ({ name, uses: usesOf(name), tie: random() }))
    .sort((a, b) => a.uses - b.uses || a.tie - b.tie)
    .map((entry) => entry.name);
  const firstOrder = order.slice();
  if (previousFirst !== undefined && firstOrder[0] === previousFirst) {
    const swap = firstOrder.findIndex((name, at) => at > 0 && usesOf(name) === usesOf(previousFirst));
    if (swap > 0) [firstOrder[0], firstOrder[swap]] = [firstOrder[swap] as string, firstOrder[0]];
  }
  const distinct = players.length >= slots.length;
  const names: string[] = [];
  let steps = 0;
  const place = (at: number): boolean => {
    if (at === slots.length) return true;
    for (const name of at === 0 ? firstOrder : order) {
      steps += 1;
      if (steps > MAX_STEPS) return false;
      if (distinct && names.includes(name)) continue;
      names[at] = name;
      if (fitsTable(slots, names, choices) && place(at + 1)) return true;
      names.length = at;
    }
    return false;
  };
  return place(0) ? names : null;
}

/** What the deal needs to know of the table. */
export interface Table {
  players: readonly string[];
  choices: TableChoices;
}

/**
 * New names for the card at `position` (kept by its name key: an end card shares its rule's) when the names dealt
 * earlier no longer fit the players or their choices; null when nothing needs to change; `'none'` when nobody at
 * the table fits the card (it is not dealt). The first name avoids the nearest earlier card's first name.
 */
export function dealFor(
  deck: readonly TableEntry[],
  position: number,
  names: Readonly<Record<string, readonly string[]>>,
  table: Table,
  random: RandomSource,
): string[] | null | 'none' {
  const entry = deck[position];
  if (!entry) return null;
  const { players, choices } = table;
  const { slots } = tableTagsOf(entry);
  const count = slots.length;
  if (count === 0) return null;
  const key = String(entry.endOf ?? entry.id);
  const dealt = names[key];
  const fits = (list: readonly string[]) => namesStillFit(list, count, players) && fitsTable(slots, list, choices);
  if (dealt !== undefined && (fits(dealt) || (dealt.length > count && fits(dealt.slice(0, count))))) return null;
  // An end card whose rule got its names shows them, with more names for more placeholders.
  if (entry.endOf !== undefined && dealt !== undefined && dealt.length > 0 && dealt.length < count) {
    const unnamed = players.filter((name) => !dealt.includes(name));
    const more = dealNames(
      slots.slice(dealt.length),
      unnamed.length > 0 ? unnamed : players,
      choices,
      undefined,
      random,
    );
    if (more !== null && fitsTable(slots, [...dealt, ...more], choices)) return [...dealt, ...more];
  }
  let previousFirst: string | undefined;
  for (let earlier = position - 1; earlier >= 0 && previousFirst === undefined; earlier -= 1) {
    const shown = deck[earlier];
    if (shown) previousFirst = names[String(shown.endOf ?? shown.id)]?.[0];
  }
  return dealNames(slots, players, choices, previousFirst, random, nameUses(names)) ?? 'none';
}

/** Whether the table can be dealt this card (names kept from earlier that fit count). */
export function dealable(
  entry: TableEntry,
  names: Readonly<Record<string, readonly string[]>>,
  table: Table,
  random: RandomSource,
): boolean {
  return dealFor([entry], 0, names, table, random) !== 'none';
}

/** The next card the table can be dealt from `position` going `step` (+1 or -1), or null when none is left. */
export function nextDealable(
  deck: readonly TableEntry[],
  position: number,
  step: 1 | -1,
  names: Readonly<Record<string, readonly string[]>>,
  table: Table,
  random: RandomSource,
): number | null {
  for (let at = position + step; at >= 0 && at < deck.length; at += step) {
    if (dealable(deck[at]!, names, table, random)) return at;
  }
  return null;
}

/** Cards after `position` the table can be dealt: the honest countdown. */
export function remainingDealable(
  deck: readonly TableEntry[],
  position: number,
  names: Readonly<Record<string, readonly string[]>>,
  table: Table,
  random: RandomSource,
): number {
  let left = 0;
  for (let at = position + 1; at < deck.length; at += 1) if (dealable(deck[at]!, names, table, random)) left += 1;
  return left;
}

/** Skål's own forfeits for a not-drinking player on an everyone-drinks card, short, in each language. */
export const FORFEITS: Readonly<Record<Language, readonly string[]>> = {
  norsk: [
    'Ti knebøy i stedet',
    'Syng én linje av en sang du kan utenat',
    'Gi personen til venstre et ærlig kompliment',
    'Fortell din dårligste vits',
    'Hold planken i tjue sekunder',
    'Lag en dyrelyd gruppen velger',
    'Snakk som en nyhetsoppleser til neste kort',
    'Vis din beste dansebevegelse',
  ],
  english: [
    'Ten squats instead',
    'Sing one line of a song you know by heart',
    'Give the person on your left an honest compliment',
    'Tell your worst joke',
    'Hold a plank for twenty seconds',
    'Make an animal noise the group picks',
    'Talk like a newsreader until the next card',
    'Show your best dance move',
  ],
  dansk: [
    'Ti squats i stedet',
    'Syng en linje af en sang, du kan udenad',
    'Giv personen til venstre en ærlig kompliment',
    'Fortæl din dårligste vittighed',
    'Hold planken i tyve sekunder',
    'Lav en dyrelyd, som gruppen vælger',
    'Tal som en nyhedsoplæser til næste kort',
    'Vis dit bedste dansetrin',
  ],
  suomi: [
    'Kymmenen kyykkyä',
    'Laula rivi laulusta, jonka osaat ulkoa',
    'Kehu vasemmalla istuvaa rehellisesti',
    'Kerro huonoin vitsisi',
    'Pidä lankkua kaksikymmentä sekuntia',
    'Päästä eläimen ääni, jonka ryhmä valitsee',
    'Puhu kuin uutistenlukija seuraavaan korttiin asti',
    'Näytä paras tanssiliikkeesi',
  ],
};

/** A stable small number from a card's id, so Prev shows the same forfeit. */
function hashOf(id: string | number): number {
  let hash = 0;
  for (const char of String(id)) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash;
}

/**
 * What not-drinking players do on a card that has everyone (beyond the named) drink: their names and a forfeit, the
 * entry's own or one of Skål's; null when nobody at the table is not drinking or the card asks no such thing.
 */
export function forfeitFor(
  entry: TableEntry,
  table: Table,
  language: Language,
): { names: string[]; forfeit: string } | null {
  if (!tableTagsOf(entry).everyone) return null;
  const names = table.players.filter((name) => drinksNot(table.choices, name));
  if (names.length === 0) return null;
  const own = FORFEITS[language];
  return { names, forfeit: entry.forfeit ?? own[hashOf(entry.endOf ?? entry.id) % own.length]! };
}
