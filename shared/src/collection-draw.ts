// Drawing from Skål's collection for a room (docs/product.md "Skål's collection"): the chosen style first, the
// neighbouring styles when it runs short, alcohol-free entries only when asked, entries naming players only for 2
// or more players, never an entry the room has. Pure: the entries and the randomness are given.
import { AI_STYLES, type AiStyle, type StyleChoice } from './ai-style';
import { normaliseEntryText } from './entry-text';
import { shuffle, systemRandom, type RandomSource } from './random';
import type { CollectionEntry } from './content/collection/types';

/** How many entries one tap on `Legg til 20` adds at most. */
export const COLLECTION_DRAW_SIZE = 20;

/** An entry a draw may add: its text as the room stores it, and whether it names players. */
export interface DrawCandidate {
  value: string;
  needsPlayers: boolean;
}

/**
 * The styles in the order a draw takes them, as tiers: the chosen one, then its neighbours (mild ↔ classic ↔ spicy;
 * classic has two, mixed together), then the far one.
 */
export function styleTiers(style: AiStyle): AiStyle[][] {
  const at = AI_STYLES.indexOf(style);
  const tiers: AiStyle[][] = [[style]];
  for (let distance = 1; distance < AI_STYLES.length; distance += 1) {
    const tier = [AI_STYLES[at - distance], AI_STYLES[at + distance]].filter((s): s is AiStyle => s !== undefined);
    if (tier.length > 0) tiers.push(tier);
  }
  return tiers;
}

/**
 * Every entry that fits the choice, in the order a draw takes them: style tier by style tier, each shuffled.
 * Lasting rules are left out until rooms can play them (their end card); entries that break the entry rules too.
 */
export function collectionCandidates(
  entries: readonly CollectionEntry[],
  choice: StyleChoice,
  random: RandomSource = systemRandom,
): DrawCandidate[] {
  const fitting = entries.filter((entry) => entry.kind !== 'lasting-rule' && (!choice.alcoholFree || !entry.alcohol));
  return styleTiers(choice.style).flatMap((tier) =>
    shuffle(
      fitting.filter((entry) => tier.includes(entry.style)),
      random,
    ).flatMap((entry) => {
      const text = normaliseEntryText(entry.text);
      return text.ok ? [{ value: text.text, needsPlayers: entry.players }] : [];
    }),
  );
}

/**
 * The first `count` candidates, in order, that the room does not have (nor an earlier pick), leaving out those
 * naming players unless the room has 2 or more. The stores run this inside their transaction.
 */
export function pickNew(
  candidates: readonly DrawCandidate[],
  room: { existing: Iterable<string>; players: number; count: number },
): string[] {
  const taken = new Set(room.existing);
  const picked: string[] = [];
  for (const candidate of candidates) {
    if (picked.length >= room.count) break;
    if (taken.has(candidate.value) || (candidate.needsPlayers && room.players < 2)) continue;
    taken.add(candidate.value);
    picked.push(candidate.value);
  }
  return picked;
}

/** Up to `count` (20 unless told) entries of the collection for a room: empty when nothing is left for the choice. */
export function drawFromCollection(
  entries: readonly CollectionEntry[],
  request: {
    choice: StyleChoice;
    players: number;
    existing: Iterable<string>;
    count?: number;
    random?: RandomSource;
  },
): string[] {
  return pickNew(collectionCandidates(entries, request.choice, request.random), {
    existing: request.existing,
    players: request.players,
    count: request.count ?? COLLECTION_DRAW_SIZE,
  });
}
