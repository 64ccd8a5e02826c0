// An entry's table tags as they come from outside (a deck file's import, the model's answer): checked against the
// entry's text before they are kept (docs/product.md "Who is at the table"). Tags that do not fit cost the import
// its item (counted as skipped), never the whole import.
import { z } from 'zod';
import { normaliseTextUpTo } from './entry-text';
import { countPlaceholders } from './players';
import { mentionsDrinking } from './ai-style';
import type { Language } from './rules';
import { FORFEIT_MAX_LENGTH, SLOT_TAGS, slotDrinks, slotFlirts, type SlotTag } from './slots';
import { mentionsFlirting, tableTagsOf } from './table';

/**
 * The tags of one entry with `placeholders` name slots: exactly one known tag per slot, `everyone` a boolean, the
 * forfeit by the entry rules (trimmed, control characters out; a blank one is none) and at most FORFEIT_MAX_LENGTH
 * characters.
 */
export const tableTagsSchema = (placeholders: number) =>
  z.object({
    slots: z.array(z.enum(SLOT_TAGS)).length(placeholders).optional(),
    everyone: z.boolean().optional(),
    forfeit: z
      .string()
      .transform((raw, context) => {
        const text = normaliseTextUpTo(raw, FORFEIT_MAX_LENGTH);
        if (text.ok) return text.text;
        if (text.reason === 'empty') return '';
        context.addIssue({ code: 'custom', message: `a forfeit has at most ${FORFEIT_MAX_LENGTH} characters` });
        return z.NEVER;
      })
      .optional(),
  });

/**
 * The tags an entry (its normalised `text`) is kept with, as the stores keep them (`everyone` only when true, no
 * empty forfeit): `{}` when it brings none, null when they do not fit its text.
 */
export function readEntryTags(
  text: string,
  raw: { slots?: unknown; everyone?: unknown; forfeit?: unknown },
): { slots?: SlotTag[]; everyone?: true; forfeit?: string } | null {
  const parsed = tableTagsSchema(countPlaceholders(text)).safeParse({
    ...(raw.slots !== undefined ? { slots: raw.slots } : {}),
    ...(raw.everyone !== undefined ? { everyone: raw.everyone } : {}),
    ...(raw.forfeit !== undefined ? { forfeit: raw.forfeit } : {}),
  });
  if (!parsed.success) return null;
  const { slots, everyone, forfeit } = parsed.data;
  return {
    ...(slots ? { slots } : {}),
    ...(everyone ? { everyone: true as const } : {}),
    ...(forfeit ? { forfeit } : {}),
  };
}

/**
 * The tags a written entry (the model's) is kept with (docs/product.md "Who is at the table"): its own slots when
 * there is one known tag per placeholder, else the slots its words give (table.ts `tableTagsOf`). Tags its words
 * contradict (drinking words, by the alcohol check, while no slot drinks and not everyone does; flirting words while
 * no slot flirts) are made safe: each slot takes what its own tag and the words' tag ask together, and everyone
 * drinks when either says so. A forfeit is kept only on an everyone-drinks entry, and only when it is short (at most
 * FORFEIT_MAX_LENGTH), names nobody and asks nobody to drink.
 */
export function checkedTableTags(
  text: string,
  raw: { slots?: unknown; everyone?: unknown; forfeit?: unknown },
  language?: Language,
): { slots: SlotTag[]; everyone?: true; forfeit?: string } {
  const count = countPlaceholders(text);
  const own = tableTagsSchema(count).shape.slots.safeParse(raw.slots);
  const words = tableTagsOf({ value: text });
  let slots = own.success && own.data ? own.data : words.slots;
  let everyone = own.success && own.data ? raw.everyone === true : raw.everyone === true || words.everyone;
  const drinksWords = mentionsDrinking(text, language);
  const flirtsWords = mentionsFlirting(text);
  const contradicted =
    (drinksWords && !everyone && !slots.some(slotDrinks)) || (flirtsWords && count > 0 && !slots.some(slotFlirts));
  if (contradicted) {
    slots = slots.map((tag, at) => joinTags(tag, words.slots[at] ?? 'plain'));
    everyone ||= words.everyone;
  }
  const forfeit = everyone ? cleanForfeit(raw.forfeit, language) : undefined;
  return { slots, ...(everyone ? { everyone: true as const } : {}), ...(forfeit ? { forfeit } : {}) };
}

/** A slot's tag asking what both ask. */
function joinTags(a: SlotTag, b: SlotTag): SlotTag {
  const drinks = slotDrinks(a) || slotDrinks(b);
  const flirts = slotFlirts(a) || slotFlirts(b);
  return drinks && flirts ? 'drinks+flirts' : drinks ? 'drinks' : flirts ? 'flirts' : 'plain';
}

function cleanForfeit(raw: unknown, language: Language | undefined): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const text = normaliseTextUpTo(raw, FORFEIT_MAX_LENGTH);
  if (!text.ok) return undefined;
  if (countPlaceholders(text.text) > 0 || mentionsDrinking(text.text, language)) return undefined;
  return text.text;
}
