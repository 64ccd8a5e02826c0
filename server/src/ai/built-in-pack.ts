// The default generator: Skål's own written entries, drawn without repeating what the room has.
import { shuffle, systemRandom, type RandomSource } from '@skal/shared';
import { ENTRY_PACK } from '@skal/shared/content/entry-pack';
import { entryKey, GenerationError, type EntryGenerator } from './entry-generator';

export function builtInPackGenerator(random: RandomSource = systemRandom): EntryGenerator {
  return {
    description: 'built-in entry pack',
    async generate({ language, count, existing }) {
      const taken = new Set(existing.map(entryKey));
      const fresh = shuffle(
        ENTRY_PACK[language].filter((entry) => !taken.has(entryKey(entry))),
        random,
      );
      if (fresh.length < count) {
        throw new GenerationError(`the built-in pack has only ${fresh.length} entries this room does not have`, false);
      }
      return fresh.slice(0, count);
    },
  };
}
