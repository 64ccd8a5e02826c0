// Drawing from Skål's collection for a room (docs/product.md "Skål's collection"): the chosen style first, the
// neighbouring styles when it runs short, alcohol-free entries only when asked, entries naming players only for 2
// or more players, never an entry the room has, a lasting rule about one card in ten. Pure: the entries and the
// randomness are given.
import type { EntryTableTags } from './slots';
import { AI_STYLES, type AiStyle, type StyleChoice } from './ai-style';
import { normaliseEntryText } from './entry-text';
import type { EntrySecret } from './protocol';
import { shuffle, systemRandom, type RandomSource } from './random';
import type { CollectionEntry } from './content/collection/types';

/** How many entries one tap on `Legg til 20` adds at most. */
export const COLLECTION_DRAW_SIZE = 20;

/** A draw deals about one lasting rule in this many cards (while there are rules left to deal). */
export const COLLECTION_RULE_EVERY = 10;

/**
 * An entry a draw may add: its text as the room stores it, whether it names players, and what the room keeps with it:
 * a lasting rule's end text, the secret for the phone.
 */
export interface DrawCandidate {
  value: string;
  needsPlayers: boolean;
  rule?: { end: string };
  secret?: EntrySecret;
  /** Who is at the table: the entry's slots, whether everyone drinks, its own forfeit. */
  table?: EntryTableTags;
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
 * Every entry that fits the choice, in the order a draw takes them: style tier by style tier, each shuffled (lasting
 * rules among the rest; pickNew deals them about one in ten). Entries that break the entry rules are left out.
 */
export function collectionCandidates(
  entries: readonly CollectionEntry[],
  choice: StyleChoice,
  random: RandomSource = systemRandom,
): DrawCandidate[] {
  const fitting = entries.filter((entry) => !choice.alcoholFree || !entry.alcohol);
  return styleTiers(choice.style).flatMap((tier) =>
    shuffle(
      fitting.filter((entry) => tier.includes(entry.style)),
      random,
    ).flatMap(candidateOf),
  );
}

/**
 * Each collection entry's candidate, made once per entry: normalising the whole collection on every tap was most of a
 * draw's CPU on the server, served or refused (docs/performance.md "Flooding each event"). Candidates are never
 * changed after they are made.
 */
const CANDIDATES = new WeakMap<CollectionEntry, DrawCandidate[]>();

function candidateOf(entry: CollectionEntry): DrawCandidate[] {
  let candidate = CANDIDATES.get(entry);
  if (!candidate) CANDIDATES.set(entry, (candidate = toCandidate(entry)));
  return candidate;
}

/** An entry as a draw adds it, or nothing when its text (or its end text) breaks the entry rules. */
function toCandidate(entry: CollectionEntry): DrawCandidate[] {
  const text = normaliseEntryText(entry.text);
  if (!text.ok) return [];
  const candidate: DrawCandidate = { value: text.text, needsPlayers: entry.players };
  if (entry.kind === 'lasting-rule') {
    const end = normaliseEntryText(entry.end ?? '');
    if (!end.ok && end.reason !== 'empty') return [];
    candidate.rule = { end: end.ok ? end.text : '' };
  }
  if (entry.secret) candidate.secret = entry.secret;
  const table: EntryTableTags = {
    ...(entry.slots ? { slots: entry.slots } : {}),
    ...(entry.everyone ? { everyone: true } : {}),
    ...(entry.forfeit ? { forfeit: entry.forfeit } : {}),
  };
  if (Object.keys(table).length > 0) candidate.table = table;
  return [candidate];
}

/** How many of a pick of `count` are lasting rules, while there are rules to pick: one in ten, rounded. */
export const rulesInPick = (count: number): number => Math.round(count / COLLECTION_RULE_EVERY);

/**
 * The first `count` candidates, in order, that the room does not have (nor an earlier pick), leaving out those
 * naming players unless the room has 2 or more; of them rulesInPick(count) lasting rules (the first ones that fit)
 * and the rest other entries, either filled up from the other when it runs short. Dealt here rather than in the
 * order of the candidates, so the share holds whatever the room has and whatever its players leave out (a room
 * without players skips a third of the other entries and hardly any rules). The picks keep the candidates' order.
 * The stores run this inside their transaction.
 */
export function pickNew<T extends DrawCandidate>(
  candidates: readonly T[],
  room: { existing: Iterable<string>; players: number; count: number },
): T[] {
  const taken = new Set(room.existing);
  const rules: number[] = [];
  const plain: number[] = [];
  candidates.forEach((candidate, at) => {
    if (taken.has(candidate.value) || (candidate.needsPlayers && room.players < 2)) return;
    taken.add(candidate.value);
    (candidate.rule ? rules : plain).push(at);
  });
  const wantRules = Math.min(rules.length, Math.max(rulesInPick(room.count), room.count - plain.length));
  const wantPlain = Math.min(plain.length, room.count - wantRules);
  return [...rules.slice(0, wantRules), ...plain.slice(0, wantPlain)]
    .sort((a, b) => a - b)
    .map((at) => candidates[at]!);
}

/**
 * Up to `count` (20 unless told) entries of the collection for a room, with their rules and secrets: empty when
 * nothing is left for the choice.
 */
export function drawFromCollection(
  entries: readonly CollectionEntry[],
  request: {
    choice: StyleChoice;
    players: number;
    existing: Iterable<string>;
    count?: number;
    random?: RandomSource;
  },
): DrawCandidate[] {
  return pickNew(collectionCandidates(entries, request.choice, request.random), {
    existing: request.existing,
    players: request.players,
    count: request.count ?? COLLECTION_DRAW_SIZE,
  });
}
