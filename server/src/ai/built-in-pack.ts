// The generator without a model: Skål's collection (written by this team, never called AI), drawn as a room's
// `Legg til 20` draws it (collection-draw.ts): the chosen style first, nothing the room has, entries naming players
// only with 2 or more, lasting rules about one in ten, each entry with its secret.
import {
  collectionCandidates,
  DEFAULT_STYLE_CHOICE,
  pickNew,
  systemRandom,
  type DrawCandidate,
  type RandomSource,
} from '@skal/shared';
import { COLLECTION } from '@skal/shared/content/collection/index';
import { entryKey, GenerationError, type EntryGenerator, type GenerateRequest } from './entry-generator';
import type { NewEntry } from '../store/store';

/** A drawn entry as the store adds it: its text, with its lasting rule's end, its secret and its table tags. */
function toNewEntry(candidate: DrawCandidate): NewEntry {
  const { value, rule, secret, table } = candidate;
  if (!rule && !secret && !table) return value;
  return { value, ...(rule ? { rule } : {}), ...(secret ? { secret } : {}), ...(table ? { table } : {}) };
}

export function builtInPackGenerator(random: RandomSource = systemRandom): EntryGenerator {
  const draw = (request: Omit<GenerateRequest, 'existing'> & { existing?: readonly string[] }) => {
    const { language, count, existing = [], style = DEFAULT_STYLE_CHOICE, players = 0 } = request;
    const taken = new Set(existing.map(entryKey));
    const candidates = collectionCandidates(COLLECTION[language], style, random).filter(
      (candidate) => !taken.has(entryKey(candidate.value)),
    );
    return pickNew(candidates, { existing: [], players, count });
  };
  return {
    description: "Skål's collection",
    async generate(request) {
      const fresh = draw(request);
      if (fresh.length < request.count) {
        throw new GenerationError(
          `Skål's collection has only ${fresh.length} new entries that fit this style`,
          false,
          'used_up',
        );
      }
      return fresh.map(toNewEntry);
    },
    // Enough left for the room and the style: the same draw, without writing anything.
    async ready(request) {
      return draw(request).length < request.count ? 'used_up' : null;
    },
  };
}
