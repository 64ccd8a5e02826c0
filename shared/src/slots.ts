// Who is at the table (docs/product.md): what an entry's name slots ask of the players they name. Each `@spiller` /
// `@player` in an entry is a slot, in order; its tag says whether the named player drinks and whether they flirt
// or kiss. The deal (table.ts) never names a not-drinking player in a drinking slot, and never pairs a taken
// player with anyone but their partner in flirting slots.

/** What one name slot asks: nothing special, drinking, flirting or kissing, or both. */
export const SLOT_TAGS = ['plain', 'drinks', 'flirts', 'drinks+flirts'] as const;
export type SlotTag = (typeof SLOT_TAGS)[number];

/** The table tags an entry carries (the collection, the deck file, the model, the store). */
export interface EntryTableTags {
  /** One tag per placeholder, in order of appearance. Missing: read from the entry's words (table.ts). */
  slots?: readonly SlotTag[];
  /** True when players beyond the named ones may drink ("Alle som har, drikker"): not-drinking players get a forfeit. */
  everyone?: boolean;
  /** What a not-drinking player does instead on an everyone-drinks card (≤ 80 characters); else one of Skål's. */
  forfeit?: string;
}

export const FORFEIT_MAX_LENGTH = 80;

export const slotDrinks = (tag: SlotTag): boolean => tag === 'drinks' || tag === 'drinks+flirts';
export const slotFlirts = (tag: SlotTag): boolean => tag === 'flirts' || tag === 'drinks+flirts';
