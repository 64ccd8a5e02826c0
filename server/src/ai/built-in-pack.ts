// The default generator: Skål's own written entries, drawn without repeating what the room has, following the
// chosen style through the pack's tags.
import { DEFAULT_STYLE_CHOICE, shuffle, systemRandom, type RandomSource } from '@skal/shared';
import { ENTRY_PACK } from '@skal/shared/content/entry-pack';
import { packEntriesFor } from '@skal/shared/content/entry-pack-tags';
import { entryKey, GenerationError, type EntryGenerator } from './entry-generator';

export function builtInPackGenerator(random: RandomSource = systemRandom): EntryGenerator {
  return {
    description: 'built-in entry pack',
    async generate({ language, count, existing, style = DEFAULT_STYLE_CHOICE }) {
      const taken = new Set(existing.map(entryKey));
      const fits = (entry: string) => !taken.has(entryKey(entry));
      // The chosen intensity first; neighbouring intensities fill up when the pack runs short of it.
      const { preferred, fallback } = packEntriesFor(language, style);
      const fresh = [...shuffle(preferred.filter(fits), random), ...shuffle(fallback.filter(fits), random)];
      if (fresh.length < count) {
        const all = ENTRY_PACK[language].filter(fits).length;
        throw new GenerationError(
          `the built-in pack has only ${fresh.length} of ${all} new entries that fit this style`,
          false,
        );
      }
      return fresh.slice(0, count);
    },
  };
}
