// Whether two entries say the same thing: the model's answer against the room's entries and each other, and
// the collection against itself. Exact repeats are caught elsewhere (by a case- and space-folded key); this
// catches the rest: other punctuation, a placeholder for a pronoun, a word or two changed.
//
// The measure is the Dice coefficient of the two texts' character trigrams, after folding case, width,
// punctuation, digits and placeholders away. Trigrams see through small edits and inflections
// ("drikker 2 slurker" against "drikk en slurk") and stay low for entries that share only a template:
// "Alle med briller drikker 1 slurk." and "Alle med skjegg drikker 1 slurk." share most words, but a long
// enough entry's distinct part outweighs them.

/** At or above this similarity of the whole texts two entries are near duplicates… */
export const NEAR_DUPLICATE_THRESHOLD = 0.85;
/** …and at or above this similarity of what is left without the words every entry uses. */
export const CONTENT_THRESHOLD = 0.75;

// The words of the game's templates in both languages ("Alle som har …, drikker 1 slurk", "Never have I ever …"):
// two entries that share only these say different things.
const TEMPLATE_WORDS = new Set(
  [
    'alle som har hadde noen gang aldri jeg du deg din ditt dine seg sin sitt sine den det de en et ei og i på til med for av er var',
    'drikk drikker drikke slurk slurker skål skåler del deler ut gi gir p som mest sannsynlig hvem hva vil heller',
    'everyone who has have had ever never i you your the their they them a an and in on to with for of is was it that',
    'drink drinks sip sips cheers give gives hand out p most likely would rather what whoever anyone',
  ].flatMap((line) => line.split(' ')),
);

const PLACEHOLDERS = /@(?:spiller|player|pelaaja)\b/giu;

/** The text as compared: lowercased, width-folded, placeholders as one word, letters and single spaces only. */
export function comparableText(text: string): string {
  return text
    .normalize('NFKC')
    .toLocaleLowerCase('nb')
    .replace(PLACEHOLDERS, ' p ')
    .replace(/[^\p{L}\p{M}]+/gu, ' ')
    .trim();
}

/** The text's character trigrams, words padded so their starts and ends count. */
export function trigrams(text: string): Set<string> {
  return gramsOf(comparableText(text));
}

/** The trigrams of the text without its template words. */
export function contentTrigrams(text: string): Set<string> {
  return gramsOf(
    comparableText(text)
      .split(' ')
      .filter((word) => !TEMPLATE_WORDS.has(word))
      .join(' '),
  );
}

function gramsOf(comparable: string): Set<string> {
  const grams = new Set<string>();
  const padded = ` ${comparable} `;
  for (let i = 0; i + 3 <= padded.length; i += 1) grams.add(padded.slice(i, i + 3));
  return grams;
}

/** Dice coefficient of two trigram sets: 1 for the same text, 0 for nothing in common. */
export function similarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const gram of small) if (large.has(gram)) shared += 1;
  return (2 * shared) / (a.size + b.size);
}

/**
 * A set of texts to test new ones against: `nearest` tells which text a new one nearly repeats, `add` takes
 * a new one in. Trigram sets are computed once per text.
 */
export class NearDuplicateIndex {
  private readonly entries: Fingerprint[] = [];

  constructor(texts: Iterable<string> = []) {
    for (const text of texts) this.add(text);
  }

  add(text: string): void {
    this.entries.push(fingerprint(text));
  }

  /** The first text this one nearly repeats, or undefined. */
  nearest(text: string): string | undefined {
    const print = fingerprint(text);
    return this.entries.find((entry) => alike(print, entry))?.text;
  }
}

interface Fingerprint {
  text: string;
  whole: Set<string>;
  content: Set<string>;
}

function fingerprint(text: string): Fingerprint {
  return { text, whole: trigrams(text), content: contentTrigrams(text) };
}

/** Fewer trigrams than this beside the template (a word or two) say too little to compare on their own. */
const CONTENT_MIN_GRAMS = 6;

function alike(a: Fingerprint, b: Fingerprint): boolean {
  if (similarity(a.whole, b.whole) >= NEAR_DUPLICATE_THRESHOLD) return true;
  if (a.content.size < CONTENT_MIN_GRAMS || b.content.size < CONTENT_MIN_GRAMS) return false;
  return similarity(a.content, b.content) >= CONTENT_THRESHOLD;
}

/** True when the two texts are near duplicates. */
export function nearDuplicates(a: string, b: string): boolean {
  return alike(fingerprint(a), fingerprint(b));
}
