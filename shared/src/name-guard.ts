// Whether generated text names a person that nobody at the table wrote: the model must write `@spiller` /
// `@player` for people, so a name in its answer is one it made up (or a brand, which the rules forbid too).
//
// The rule: a "name-like word" is a word that starts with a capital letter followed by a small letter and
// that does not start a sentence (capitals there say nothing). Such a word is accepted only when it is
// known: it appears in Skål's own written content, in the room's own entries, or in the list of calendar
// words below. Anything else is taken as an invented name and the entry is dropped. This errs on the side of
// dropping: a model that writes "Netflix" or "Kari" loses that entry, never the table its privacy.

const WORD = /[\p{L}\p{M}]+/gu;
const NAME_LIKE = /^\p{Lu}\p{Ll}/u;
// A sentence starts at the beginning, after . ! ? : … or a line break, with any quotes, dashes or brackets between.
const SENTENCE_START = /(?:^|[.!?:…\n])[\s"'«»“”‘’()[\]–—-]*$/u;

/** Lowercased capitalised words of trusted text: what the check below accepts mid-sentence. */
export function knownCapitalisedWords(texts: Iterable<string>): Set<string> {
  const known = new Set<string>();
  for (const text of texts) {
    for (const match of text.matchAll(WORD)) if (NAME_LIKE.test(match[0])) known.add(match[0].toLowerCase());
  }
  return known;
}

/** Weekdays, months and languages are capitalised in English without being anyone's name. */
export const CALENDAR_WORDS: readonly string[] = [
  'monday tuesday wednesday thursday friday saturday sunday',
  'january february march april may june july august september october november december',
  'christmas easter norway norwegian english skål',
].flatMap((line) => line.split(' '));

/** The first name-like word that is neither sentence-initial nor known, or undefined when there is none. */
export function inventedName(text: string, known: ReadonlySet<string>): string | undefined {
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    if (!NAME_LIKE.test(word)) continue;
    if (text[match.index - 1] === '@') continue; // the placeholder itself, `@Spiller`
    if (SENTENCE_START.test(text.slice(0, match.index))) continue;
    const key = word.toLowerCase();
    if (!known.has(key) && !CALENDAR_WORDS.includes(key)) return word;
  }
  return undefined;
}
