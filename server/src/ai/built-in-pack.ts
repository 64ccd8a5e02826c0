// The default generator: Skål's own written entries, drawn without repeating what the room has.
import { shuffle, systemRandom, type RandomSource } from '@skal/shared';
import { ENTRY_PACK } from '@skal/shared/content/entry-pack';
import { PLAYER_ENTRY_PACK } from '@skal/shared/content/player-entries';
import { entryKey, GenerationError, type EntryGenerator } from './entry-generator';

export function builtInPackGenerator(random: RandomSource = systemRandom): EntryGenerator {
  return {
    description: 'built-in entry pack',
    async generate({ language, count, existing, players = 0 }) {
      const taken = new Set(existing.map(entryKey));
      // Entries with two placeholders read well only with two different names.
      const pack = players >= 2 ? [...ENTRY_PACK[language], ...PLAYER_ENTRY_PACK[language]] : ENTRY_PACK[language];
      const fresh = shuffle(
        pack.filter((entry) => !taken.has(entryKey(entry))),
        random,
      );
      if (fresh.length < count) {
        throw new GenerationError(`the built-in pack has only ${fresh.length} entries this room does not have`, false);
      }
      return fresh.slice(0, count);
    },
  };
}
