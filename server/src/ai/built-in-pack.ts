// The generator without a model: Skål's collection (written by this team, never called AI), drawn as a room's
// `Legg til 20` draws it (collection-draw.ts): the chosen style first, nothing the room has, entries naming players
// only with 2 or more.
import { collectionCandidates, DEFAULT_STYLE_CHOICE, pickNew, systemRandom, type RandomSource } from '@skal/shared';
import { COLLECTION } from '@skal/shared/content/collection/index';
import { entryKey, GenerationError, type TextGenerator } from './entry-generator';

export function builtInPackGenerator(random: RandomSource = systemRandom): TextGenerator {
  return {
    description: "Skål's collection",
    async generate({ language, count, existing, style = DEFAULT_STYLE_CHOICE, players = 0 }) {
      const taken = new Set(existing.map(entryKey));
      const candidates = collectionCandidates(COLLECTION[language], style, random).filter(
        (candidate) => !taken.has(entryKey(candidate.value)),
      );
      const fresh = pickNew(candidates, { existing: [], players, count });
      if (fresh.length < count) {
        throw new GenerationError(`Skål's collection has only ${fresh.length} new entries that fit this style`, false);
      }
      return fresh;
    },
  };
}
