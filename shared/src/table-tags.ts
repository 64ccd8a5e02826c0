// An entry's table tags as they come from outside (a deck file's import, the model's answer): checked against the
// entry's text before they are kept (docs/product.md "Who is at the table"). Tags that do not fit cost the import
// its item (counted as skipped), never the whole import.
import { z } from 'zod';
import { normaliseEntryText } from './entry-text';
import { countPlaceholders } from './players';
import { FORFEIT_MAX_LENGTH, SLOT_TAGS, type SlotTag } from './slots';

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
      .transform((raw) => {
        const text = normaliseEntryText(raw);
        return text.ok ? text.text : text.reason === 'empty' ? '' : raw;
      })
      .pipe(z.string().max(FORFEIT_MAX_LENGTH))
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
