// Whether generated text names a person that nobody at the table wrote: the model must write `@spiller` /
// `@player` for people, so a name in its answer is one it made up (or a brand, which the rules forbid too).
//
// The rule: a "name-like word" starts with a capital letter followed by a small letter. Mid-sentence, such a
// word is accepted only when trusted text (Skål's own written content and the room's own entries) or the
// calendar words below have it capitalised; anything else is an invented name and the entry is dropped.
// At the start of a sentence every word is capitalised, so a capital says nothing there and the word is
// accepted, unless it is paired with a placeholder ("Kari og @spiller", "Liam and @player"), which makes it
// a person, and trusted text does not use the word at all. This errs on the side of dropping: a model that
// writes "Netflix" or "Kari" mid-sentence loses that entry, never the table its privacy, while an unusual
// first word ("Forestill deg …") does not cost a paid answer its entries.

const WORD = /[\p{L}\p{M}]+/gu;
const NAME_LIKE = /^\p{Lu}\p{Ll}/u;
// A sentence starts at the beginning, after . ! ? : … or a line break, with any quotes, dashes or brackets between.
const SENTENCE_START = /(?:^|[.!?:…\n])[\s"'«»“”‘’()[\]–—-]*$/u;
// What follows a word that stands beside a placeholder as one of two people.
const PAIRED = /^,?\s+(?:og|and|mot|mod|ja|against|med|with|&)\s+@/iu;

export interface KnownWords {
  /** Lowercased words that trusted text writes capitalised: accepted anywhere. */
  capitalised: Set<string>;
  /** Every lowercased word of trusted text: accepted at a sentence start. */
  any: Set<string>;
}

export function knownWords(texts: Iterable<string>): KnownWords {
  const known: KnownWords = { capitalised: new Set(), any: new Set() };
  for (const text of texts) {
    for (const match of text.matchAll(WORD)) {
      const key = match[0].toLowerCase();
      known.any.add(key);
      if (NAME_LIKE.test(match[0])) known.capitalised.add(key);
    }
  }
  return known;
}

/** Weekdays, months, countries and languages are capitalised without being anyone's name. */
export const CALENDAR_WORDS: readonly string[] = [
  'monday tuesday wednesday thursday friday saturday sunday',
  'january february march april may june july august september october november december',
  'christmas easter norway norwegian english skål',
  // Danish and Finnish write weekdays, months and holidays small; their countries are capitalised.
  'danmark norge sverige tyskland denmark danish finland finnish sweden',
  'suomi ruotsi norja tanska viro saksa kippis',
].flatMap((line) => line.split(' '));

/** The first name-like word the rule above does not accept, or undefined when there is none. */
export function inventedName(text: string, known: KnownWords): string | undefined {
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    if (!NAME_LIKE.test(word)) continue;
    if (text[match.index - 1] === '@') continue; // the placeholder itself, `@Spiller`
    const key = word.toLowerCase();
    if (known.capitalised.has(key) || CALENDAR_WORDS.includes(key)) continue;
    if (!SENTENCE_START.test(text.slice(0, match.index))) return word;
    const pairedWithPlaceholder = PAIRED.test(text.slice(match.index + word.length));
    if (pairedWithPlaceholder && !known.any.has(key)) return word;
  }
  return undefined;
}
