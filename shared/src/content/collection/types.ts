// Skål's collection (docs/product.md "Skål's collection"): entries written by this team, in each language on its
// own, tagged so a room can draw what its group chose. The content check (collection.test.ts) holds every tag
// to the text and the collection to its depth.
import type { AiStyle } from '../../ai-style';
import type { EntrySecret } from '../../protocol';
import type { SlotTag } from '../../slots';

/** The kinds of entry the collection mixes; each has at least 15 entries per language. */
export const ENTRY_KINDS = [
  'never-have-i-ever',
  'most-likely',
  'would-you-rather',
  'categories',
  'rhymes',
  'waterfall',
  'question-master',
  'forbidden-word',
  'truth-or-dare',
  'duel',
  'team',
  'trivia',
  'paranoia',
  'story-chain',
  'vote',
  'drinking-buddy',
  'last-hand-up',
  'everyone-who',
  'challenge',
  'lasting-rule',
] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

export interface CollectionEntry {
  kind: EntryKind;
  /** Mild: calm, at most 1 sip; classic: 1–2 sips; spicy: cheekier, 1–3 sips. */
  style: AiStyle;
  /** True when anyone drinks or sips anything, water too; false entries work in an alcohol-free room. */
  alcohol: boolean;
  /** True when the text has the placeholder (@spiller / @player): drawn only for rooms with 2 or more players. */
  players: boolean;
  /** The entry (≤ 280 characters, the entry rules). For a lasting rule, the rule itself. */
  text: string;
  /** Lasting rules only (kind 'lasting-rule'): the end card's text (≤ 280 characters). */
  end?: string;
  /**
   * For the phone alone (docs/product.md "Secrets"): a paranoia entry's question to whisper, a quiz entry's answer.
   * The text never holds it; the phone shows it behind its button, and the TV never does.
   */
  secret?: EntrySecret;
  /**
   * Who is at the table (docs/product.md): one tag per placeholder, in order; required when `players` is true.
   * `drinks`: the named player drinks or sips; `flirts`: flirts, kisses or is paired romantically.
   */
  slots?: readonly SlotTag[];
  /** True when players beyond the named ones may drink ("Alle som har, drikker"). */
  everyone?: true;
  /** What a not-drinking player does instead on an everyone-drinks card (≤ 80 characters), when the entry has one. */
  forfeit?: string;
}
