// What the model is told about the people at the table, and the check of its answer. The names themselves
// never leave the room: the model writes placeholders, phones put the names in.
import { countPlaceholders, inventedName, knownWords, PLACEHOLDER, type Language } from '@skal/shared';
import { COLLECTION } from '@skal/shared/content/collection/index';
import { TIPS } from '@skal/shared/content/tips';

/** At most this many placeholders in one entry, and never more than the room has players. */
const MAX_PLACEHOLDERS = 2;

/** The prompt's paragraph about people: placeholders when the room has players, no names ever. */
export function playersInstruction(language: Language, players: number): string {
  const placeholder = PLACEHOLDER[language];
  const most = Math.min(players, MAX_PLACEHOLDERS);
  if (language === 'norsk') {
    return players > 0
      ? `Rommet har ${players} spillere. Noen av tekstene kan nevne en bestemt person: skriv da nøyaktig ${placeholder} der navnet skulle stått, høyst ${most} ganger i samme tekst (hver ${placeholder} blir en annen person). Skriv aldri navn på personer.`
      : 'Skriv aldri navn på personer: bruk «den som holder mobilen», «personen til venstre for deg» og lignende.';
  }
  return players > 0
    ? `The room has ${players} players. Some entries may name a particular person: then write exactly ${placeholder} where the name would go, at most ${most} times in one entry (each ${placeholder} becomes a different person). Never write people's names.`
    : 'Never write names of people: use "the person holding the phone", "the person to your left" and the like.';
}

const OWN_CONTENT = [
  ...Object.values(COLLECTION).flatMap((entries) => entries.flatMap((entry) => [entry.text, entry.end ?? ''])),
  ...Object.values(TIPS).flatMap((tips) => tips.map((tip) => tip.text)),
];

/** A check of generated entries for one room: true when the entry may be kept. */
export function answerCheck(existing: readonly string[], players: number): (entry: string) => boolean {
  // Capitalised words the room wrote itself or that Skål's own content uses are not invented names.
  const known = knownWords([...OWN_CONTENT, ...existing]);
  const most = Math.min(players, MAX_PLACEHOLDERS);
  return (entry) => inventedName(entry, known) === undefined && countPlaceholders(entry) <= most;
}
