// Drawing from Skål's collection for a room (docs/product.md "Skål's collection"): the chosen style first, the
// neighbouring styles when it runs short, alcohol-free entries only when asked, entries naming players only for 2
// or more players, never an entry the room has, a lasting rule about one card in ten. Pure: the entries and the
// randomness are given.
import { AI_STYLES, type AiStyle, type StyleChoice } from './ai-style';
import { normaliseEntryText } from './entry-text';
import type { EntrySecret } from './protocol';
import { shuffle, systemRandom, type RandomSource } from './random';
import type { CollectionEntry } from './content/collection/types';

/** How many entries one tap on `Legg til 20` adds at most. */
export const COLLECTION_DRAW_SIZE = 20;

/** A draw deals about one lasting rule in this many cards (while the style has rules left). */
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
 * Every entry that fits the choice, in the order a draw takes them: style tier by style tier, each shuffled, with the
 * tier's lasting rules dealt among its other entries about one in COLLECTION_RULE_EVERY (dealRules). Entries that
 * break the entry rules are left out.
 */
export function collectionCandidates(
  entries: readonly CollectionEntry[],
  choice: StyleChoice,
  random: RandomSource = systemRandom,
): DrawCandidate[] {
  const fitting = entries.filter((entry) => !choice.alcoholFree || !entry.alcohol);
  return styleTiers(choice.style).flatMap((tier) => {
    const inTier = fitting.filter((entry) => tier.includes(entry.style));
    const rules = shuffle(
      inTier.filter((entry) => entry.kind === 'lasting-rule'),
      random,
    ).flatMap(toCandidate);
    const plain = shuffle(
      inTier.filter((entry) => entry.kind !== 'lasting-rule'),
      random,
    ).flatMap(toCandidate);
    return dealRules(plain, rules, random);
  });
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
  return [candidate];
}

/**
 * The plain entries with the rules dealt among them: one rule every COLLECTION_RULE_EVERY cards, the first at a random
 * place within the first ten, so a draw of 20 holds two while the rules last (a party meets them in its first draws,
 * not spread thin over the whole collection). Rules left when the plain entries run out come last.
 */
export function dealRules<T>(plain: readonly T[], rules: readonly T[], random: RandomSource = systemRandom): T[] {
  if (rules.length === 0) return plain.slice();
  const total = plain.length + rules.length;
  const every = COLLECTION_RULE_EVERY;
  const dealt: T[] = [];
  let nextRule = Math.floor(random() * every);
  let p = 0;
  let r = 0;
  for (let at = 0; at < total; at += 1) {
    if (r < rules.length && (at >= nextRule || p >= plain.length)) {
      dealt.push(rules[r++]!);
      nextRule += every;
    } else {
      dealt.push(plain[p++]!);
    }
  }
  return dealt;
}

/**
 * The first `count` candidates, in order, that the room does not have (nor an earlier pick), leaving out those
 * naming players unless the room has 2 or more. The stores run this inside their transaction.
 */
export function pickNew<T extends DrawCandidate>(
  candidates: readonly T[],
  room: { existing: Iterable<string>; players: number; count: number },
): T[] {
  const taken = new Set(room.existing);
  const picked: T[] = [];
  for (const candidate of candidates) {
    if (picked.length >= room.count) break;
    if (taken.has(candidate.value) || (candidate.needsPlayers && room.players < 2)) continue;
    taken.add(candidate.value);
    picked.push(candidate);
  }
  return picked;
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
