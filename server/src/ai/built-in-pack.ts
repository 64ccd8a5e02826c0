// The default generator: Skål's own written entries, drawn without repeating what the room has, following the
// chosen style through the pack's tags.
import { DEFAULT_STYLE_CHOICE, shuffle, systemRandom, type RandomSource } from '@skal/shared';
import { builtInPack, packEntriesFor } from '@skal/shared/content/entry-pack-tags';
import { entryKey, GenerationError, type EntryGenerator } from './entry-generator';

export function builtInPackGenerator(random: RandomSource = systemRandom): EntryGenerator {
  return {
    description: 'built-in entry pack',
    async generate({ language, count, existing, style = DEFAULT_STYLE_CHOICE, players = 0 }) {
      const taken = new Set(existing.map(entryKey));
      const fits = (entry: string) => !taken.has(entryKey(entry));
      // The chosen intensity first; neighbouring intensities fill up when the pack runs short of it. Entries naming
      // players come in only with 2 or more, so two placeholders always get two different names.
      const { preferred, fallback } = packEntriesFor(language, style, players);
      const fresh = [...shuffle(preferred.filter(fits), random), ...shuffle(fallback.filter(fits), random)];
      if (fresh.length < count) {
        const all = builtInPack(language, players).filter(fits).length;
        throw new GenerationError(
          `the built-in pack has only ${fresh.length} of ${all} new entries that fit this style`,
          false,
        );
      }
      return fresh.slice(0, count);
    },
  };
}
