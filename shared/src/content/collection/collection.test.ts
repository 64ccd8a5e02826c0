// The content check for Skål's collection (docs/product.md "Skål's collection"), both languages: every entry
// follows the entry rules, every tag is true to the text, the sips stay within the style, nothing is unsafe or
// open-ended, no two entries are near duplicates, each language is itself, highlight words keep their sense,
// and the depth targets hold.
import { describe, it, expect } from 'vitest';
import { mentionsDrinking } from '../../ai-style';
import { normaliseEntryText } from '../../entry-text';
import { highlightSegments } from '../../highlight';
import { FORFEIT_MAX_LENGTH, SLOT_TAGS, slotDrinks, slotFlirts } from '../../slots';
import { HIGHLIGHT_WORDS } from '../highlight-words';
import { DANSK_COLLECTION } from './dansk';
import { ENGLISH_COLLECTION } from './english';
import { NORSK_COLLECTION } from './norsk';
import { ENTRY_KINDS, type CollectionEntry } from './types';

type Language = 'norsk' | 'english' | 'dansk';

const COLLECTIONS: readonly { language: Language; entries: readonly CollectionEntry[] }[] = [
  { language: 'norsk', entries: NORSK_COLLECTION },
  { language: 'english', entries: ENGLISH_COLLECTION },
  { language: 'dansk', entries: DANSK_COLLECTION },
];

// Depth (docs/product.md, "Skål's collection"): per language.
const MIN_ENTRIES = 400;
const MIN_PER_STYLE = 100;
const MIN_ALCOHOL_FREE = 150;
const MIN_PLAYERS_SHARE = 0.3;
const MIN_LASTING_RULES = 30;
const MIN_PER_KIND = 15;

const MAX_SIPS = { mild: 1, classic: 2, spicy: 3 } as const;

const PLACEHOLDER = /@(?:spiller|player)\b/iu;

/** Short label of an entry for failure messages. */
const label = (entry: CollectionEntry): string => `[${entry.kind}/${entry.style}] ${entry.text}`;

/** The entry's text, its end card, its secret and its forfeit, for checks that hold for all of them. */
const allText = (entry: CollectionEntry): string =>
  [entry.text, entry.end, entry.secret?.text, entry.forfeit].filter((part) => part !== undefined).join('\n');

// Secrets (docs/product.md "Secrets"): a paranoia card never prints the question to whisper, a quiz card never its
// answer. A question printed in quotes («Hvem her …?», 'Who here…?'), an answer after «Svar:» / "Answer:" or in
// parentheses at the end.
const QUOTED_QUESTION = /[«"'‘“][^«»"'‘’“”]*\?[»"'’”]/u;
const PRINTED_ANSWER = /(?<![\p{L}])(?:svar(?:et)?|answer)\s*:|\([^()]*\)\s*$/iu;
// A guess about the people at the table has no answer to keep: it names a player or the room.
const ABOUT_THE_TABLE = /@(?:spiller|player)\b|(?<![\p{L}])(?:her|here|i rommet|in (?:this|the) room)(?![\p{L}])/iu;

// Numbers as the entries write them before a sip: «2 slurker», «to slurker», "2 sips", "two sips", «en slurk».
const NUMBER_WORDS: Readonly<Record<string, number>> = {
  en: 1,
  ett: 1,
  én: 1,
  ei: 1,
  to: 2,
  tre: 3,
  fire: 4,
  fem: 5,
  seks: 6,
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  // dansk (en, to, tre … as in norsk)
  et: 1,
};
const NUMBER = `(\\d+|${Object.keys(NUMBER_WORDS).join('|')})`;
// "2 sips", «2 slurker», and the short forms «drikker du 2», "drink 2" that leave the noun out.
const SIP_COUNT = new RegExp(
  `(?<![\\p{L}\\d])${NUMBER}\\s+(?:små\\s+|small\\s+|more\\s+)?(?:slurk\\p{L}*|tår|sips?)(?![\\p{L}])|(?:drikk\\p{L}*|drik|drink\\p{L}*)(?:\\s+(?:du|dere|de|I|hen|you|they))?(?:\\s+selv)?\\s+(\\d+)(?![\\p{L}\\d])`,
  'giu',
);

/** The biggest number of sips any one instruction in the text asks for (0 when none is counted). */
function maxSips(text: string): number {
  let max = 0;
  for (const match of text.matchAll(SIP_COUNT)) {
    const raw = (match[1] ?? match[2] ?? '').toLowerCase();
    const value = /^\d+$/u.test(raw) ? Number(raw) : (NUMBER_WORDS[raw] ?? 0);
    max = Math.max(max, value);
  }
  return max;
}

// Drinking a lot or fast: never in the collection.
const HEAVY_DRINKING =
  /(?<![\p{L}])(?:chug\p{L}*|bunnis|bunne|bunner|bunn|shots?|shotte\p{L}*|drikk(?:er)? opp|tøm(?:mer)? glasset|down (?:your|the|a) drink|finish (?:your|the|a) drink|empty (?:your|the) glass|in one go|på én gang|bund(?:e|er|ede)?|ad bunden|i én slurk)(?![\p{L}])/iu;

// Other people's private messages or photos, or acting from someone's phone: never.
const EXPOSING =
  /siste (?:melding|bilde|foto|sms|snap)|(?:melding|bilde)\w* (?:du sendte|du fikk)|kamerarull|bildegalleri|legg(?:er)? ut (?:et|en|noe)|poster? (?:fra|på)|last (?:message|text|photo|picture|snap)|latest (?:message|text|photo|picture)|camera roll|photo gallery|post (?:something|a|an) (?:from|on)|from (?:their|your|someone's) phone|read (?:out )?(?:your|their) (?:messages|texts|dms)|les(?:er)? opp (?:meldingene|meldinger)|(?:seneste|sidste) (?:besked|billede|foto|sms|snap)|kamerarulle|billedgalleri|læs(?:er)? (?:dine|sine|deres) beskeder/iu;

// An ongoing rule belongs to a lasting rule with an end; other entries are over when the next one shows.
const OPEN_ENDED =
  /resten av (?:kvelden|spillet|runden|festen)|hele kvelden|til denne teksten|rest of the (?:game|night|evening|round|party)|all (?:game|night) long|until (?:this|the same) (?:entry|card)|resten af (?:aftenen|natten|spillet|runden|festen)|hele (?:aftenen|natten)/iu;
const RULE_OPENING = /^(?:ny\s+)?regel\s*:|^(?:new\s+)?rule\s*:/iu;

// Who is at the table (docs/product.md): a slot whose sentence flirts, kisses, dances close or holds hands is a
// flirting slot. The words are the highlight map's romance and sex groups in any inflection (kyss, kysser, kysset,
// flørter, kissed), Norwegian compounds ending in a kiss or a date (slengkyss, drømmedate), and the close dances
// and hand-holding the map has no word for. Left out on purpose: a hug (klem, hug) between friends is not
// flirting, «frekk» / "naughty" is cheeky, not romantic, and in Norwegian «love» is to promise.
// Hugs in every language (klem, hug, kram, halaus) and cheekiness (fræk, tuhma) are left out too; «kys» and other
// short stems are matched whole (never the start of «kyst»), the Danish list below inflects them.
const HUGS_AND_CHEEK = ['klem', 'hug', 'frekk', 'naughty', 'kram', 'fræk', 'halaa', 'halaus', 'tuhma', 'kys', 'pusu'];
const NOT_FLIRTING: Readonly<Record<Language, ReadonlySet<string>>> = {
  norsk: new Set([...HUGS_AND_CHEEK, 'love']),
  english: new Set(HUGS_AND_CHEEK),
  // In Danish too «love» is to promise.
  dansk: new Set([...HUGS_AND_CHEEK, 'love']),
};
const CLOSE_DANCES_AND_HANDS = [
  'klinedans\\p{L}*',
  'sakte ?dans\\p{L}*',
  'tett ?dans\\p{L}*',
  'dans\\p{L}* tett',
  'slow[- ]?danc\\p{L}*',
  'hold\\p{L}* (?:hverandre i )?(?:hender|hånd\\p{L}*|hands)',
  'hånd i hånd',
  'hand in hand',
];
const NORWEGIAN_COMPOUNDS = ['\\p{L}+kyss\\p{L}*', '(?:første|drømme|blind)-?date\\p{L}*', '\\p{L}+-crush\\p{L}*'];
// Danish spells the romance words its own way (kys, kæreste, kærlighed, nøgen) and dances close as «tæt»; «kys»
// is matched whole or inflected, never as the start of «kyst».
const DANISH_WORDS = [
  'kys',
  'kyss\\p{L}*',
  '\\p{L}+kys',
  'kæreste\\p{L}*',
  'kærlighed\\p{L}*',
  'flirt\\p{L}*',
  'nøgen',
  'nøgne',
  'undertøj\\p{L}*',
  'forfør\\p{L}*',
  'elskede',
  'forlove\\p{L}*',
  '(?:første|drømme|blind)-?date\\p{L}*',
  'tæt ?dans\\p{L}*',
  'dans\\p{L}* tæt',
  'slowdans\\p{L}*',
  'hold\\p{L}* (?:hinanden i )?hånd\\p{L}*',
  'i ske',
];
function flirtingPattern(language: Language): RegExp {
  const stems = Object.entries(HIGHLIGHT_WORDS)
    .filter(([word, style]) => (style === 'entry-pink' || style === 'entry-red') && !NOT_FLIRTING[language].has(word))
    .map(([word]) => `${word}\\p{L}*`);
  const extra = language === 'norsk' ? NORWEGIAN_COMPOUNDS : language === 'dansk' ? DANISH_WORDS : [];
  return new RegExp(`(?<![\\p{L}])(?:${[...stems, ...extra, ...CLOSE_DANCES_AND_HANDS].join('|')})(?![\\p{L}])`, 'iu');
}
const FLIRTING: Readonly<Record<Language, RegExp>> = {
  norsk: flirtingPattern('norsk'),
  english: flirtingPattern('english'),
  dansk: flirtingPattern('dansk'),
};

/** Each placeholder's sentence, in order: the words that say what that slot does. */
function slotSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/u)
    .flatMap((sentence) => Array.from(sentence.matchAll(/@(?:spiller|player)\b/giu), () => sentence));
}

// A lasting rule that charges sips for a slip says how many at most, in all, while it lasts: «…, maks 3 i alt»,
// "…, 3 at most in total". Written without the noun, so the style's sip count (one instruction) stays the slip's.
const SIP_CAP: Readonly<Record<Language, RegExp>> = {
  norsk: /(?<![\p{L}])maks ([1-3]) (?:ekstra )?i alt(?![\p{L}])/iu,
  english: /(?<![\p{L}\d])([1-3]) at most in total(?![\p{L}])/iu,
  dansk: /(?<![\p{L}])højst ([1-3]|en|én) (?:ekstra )?i alt(?![\p{L}])/iu,
};

interface LanguageRule {
  pattern: RegExp;
  why: string;
}

// The Norwegian a review found wrong or translated (issue 26), and the English twins.
const WORDING_RULES: Readonly<Record<Language, readonly LanguageRule[]>> = {
  norsk: [
    { pattern: /at de kjente\b/iu, why: '«at de kjente» (kjenner)' },
    { pattern: /(?:^|[.!?]\s+)Sist som\b/u, why: '«Sist som…» (Den siste som…)' },
    { pattern: /siste som står\b/iu, why: '«Den siste som står» (…som reiser seg)' },
    { pattern: /ekte kompliment/iu, why: '«ekte kompliment» (oppriktig)' },
    { pattern: /navnet til\b/iu, why: '«navnet til» (navnet på)' },
    {
      pattern: /(?<![\p{L}])er mest sannsynlig til å/iu,
      why: '«mest sannsynlig til å» (Hvem kommer mest sannsynlig til å)',
    },
    { pattern: /ingen må drikke/iu, why: '«ingen må drikke» (ingen trenger å drikke)' },
    { pattern: /ingen trenger å drikke\b(?!.*\bslurk)/iu, why: 'says nobody needs to drink, yet the entry is counted' },
    {
      // «Alle som har gjort X, drikker»: the main verb after the clause takes a comma.
      pattern: /\bAlle som \p{L}+[^,.!?:;]*\s(?:drikker|tar en slurk|skåler|deler ut)\b/u,
      why: 'a missing comma in «Alle som …, drikker»',
    },
    {
      // One person is never «de»/«dem»: «Den som …, forteller hva de …».
      pattern: /(?:^|[.!?:]\s+)Den (?:siste )?som\b[^.!?]*\s(?:de|dem)\s(?!andre\b|to\b|tre\b|fleste\b)/u,
      why: 'singular «de/dem» for one person (rephrase, or «hen» sparingly)',
    },
    { pattern: /fyller år|fyller \d+/iu, why: '«fyller år» reads as a drinking word to the alcohol check; rephrase' },
  ],
  english: [
    { pattern: /who has drinks\b/iu, why: '"who has drinks" (reads as "has drinks"; "who has, drink…")' },
    {
      pattern: /the most (?:hands out|picks|drinks)\b/iu,
      why: '"the most hands out / picks" (the one with the most votes)',
    },
    { pattern: /going on a picnic/iu, why: 'the "going on a picnic" wording' },
    { pattern: /last (?:one|person) standing/iu, why: '"last one standing" (the last to stand up)' },
  ],
  dansk: [
    { pattern: /mest sandsynlig til at/iu, why: '«mest sandsynlig til at» (anglicism: «mest tilbøjelig til at»)' },
    {
      // «Alle der har prøvet det, drikker»: the main verb after the clause takes a comma.
      pattern: /\bAlle (?:der|som) \p{L}+[^,.!?:;]*\s(?:drikker|tager en slurk|skåler|deler ud)\b/u,
      why: 'a missing comma in «Alle der …, drikker»',
    },
    {
      pattern: /(?:^|[.!?:]\s+)Den (?:sidste )?(?:der|som)\b[^.!?]*\s(?:de|dem)\s(?!andre\b|to\b|tre\b|fleste\b)/u,
      why: 'singular «de/dem» for one person (rephrase, or «vedkommende»)',
    },
    { pattern: /\bslurker\b|\bslurken\b(?= til)/iu, why: 'Norwegian plural «slurker» (Danish: «slurke»)' },
    { pattern: /\b(?:tag|tager) et slurk\b/iu, why: '«et slurk» (en slurk)' },
  ],
};

// Words that show each language is itself: a Norwegian entry with these is (partly) English, and vice versa.
const FOREIGN_WORDS: Readonly<Record<Language, RegExp>> = {
  norsk:
    /(?<![\p{L}@])(?:the|and|you|your|who|with|this|that|are|has|have|what|when|everyone|drinks?\s+\d|sips?)(?![\p{L}])|@player\b/iu,
  english:
    /(?<![\p{L}@])(?:og|ikke|jeg|som|har|det|på|til|med|hvem|drikker|slurk\p{L}*|alle|eller|heller)(?![\p{L}])|@spiller\b|[æøå]/iu,
  // English words, and Norwegian words Danish spells otherwise (aldrig, nogen, hvad, dig, mig, sig, meget, aften).
  dansk:
    /(?<![\p{L}@])(?:the|you|your|who|with|this|that|are|what|when|everyone|sips?|aldri|noen|hva|deg|meg|seg|mye|kveld|jente|gutt|slurker|nei|takk|venn|spørsmål|høyre|gjør|ikkje)(?![\p{L}])|@player\b/iu,
};

// A highlight word must mean what its highlight says. Where a word has another sense, a rule tells them apart.
interface SenseRule {
  word: RegExp;
  /** The sense the highlight means shows in this context (around the word)… */
  right?: RegExp;
  /** …or the other sense shows in it. */
  wrong?: RegExp;
  why: string;
}
const SENSE_RULES: Readonly<Record<Language, readonly SenseRule[]>> = {
  norsk: [
    {
      // Direction only: «til venstre», «mot høyre», «venstre hånd»; not the party or anything else.
      word: /(?<![\p{L}])(?:venstre|høyre)(?![\p{L}])/giu,
      right:
        /(?:til|på|mot|fra|med|den|sin|din|deres)\s+(?:venstre|høyre)|(?:venstre|høyre)\s+(?:hånd|side|fot|arm|øre|øye)/iu,
      why: 'venstre/høyre highlighted as a direction but used in another sense',
    },
    {
      // «heller» is "rather" in «vil du heller»; «heller ikke» is "neither".
      word: /(?<![\p{L}])heller(?![\p{L}])/giu,
      right: /heller(?!\s+ikke)/iu,
      why: '«heller ikke» highlighted as the would-you-rather «heller»',
    },
    {
      // «stem» (vote) as the imperative, not the noun «stemmen» (voice) — whole word only.
      word: /(?<![\p{L}])stem(?![\p{L}])/giu,
      right: /stem(?:\s+(?:på|over|for|nå))/iu,
      why: '«stem» highlighted as voting but used otherwise',
    },
  ],
  dansk: [
    {
      // Direction only, not the party Venstre.
      word: /(?<![\p{L}])(?:venstre|højre)(?![\p{L}])/giu,
      right:
        /(?:til|på|mod|fra|med|den|sin|din|deres)\s+(?:venstre|højre)|(?:venstre|højre)\s+(?:hånd|side|fod|arm|øre|øje|ben)/iu,
      why: 'venstre/højre highlighted as a direction but used in another sense',
    },
    {
      // «hellere» is the would-you-rather word; «heller ikke» is "neither".
      word: /(?<![\p{L}])heller(?![\p{L}])/giu,
      right: /heller(?!\s+ikke)/iu,
      why: '«heller ikke» is not the would-you-rather «hellere»',
    },
    {
      word: /(?<![\p{L}])stem(?![\p{L}])/giu,
      right: /stem(?:\s+(?:på|om|for|nu))/iu,
      why: '«stem» highlighted as voting but used otherwise',
    },
  ],
  english: [
    {
      word: /(?<![\p{L}])(?:left|right)(?![\p{L}])/giu,
      right:
        /(?:to|on|at)\s+(?:the\s+|your\s+|their\s+|his\s+|her\s+|my\s+)?(?:left|right)|(?:your|their|his|her|my)\s+(?:left|right)(?![\s-]+(?:now|away|answer|to))|(?:left|right)[\s-]+(?:hand(?:ed)?|half|side|foot|arm|ear|eye|neighbou?r)|(?:turn|pass|go|move|look)\s+(?:left|right)/iu,
      why: 'left/right highlighted as a direction but meaning "remaining"/"correct"',
    },
    {
      // "points" as a score is not pointing at someone.
      word: /(?<![\p{L}])point(?:s|ing)?(?![\p{L}])/giu,
      wrong:
        /(?<![\p{L}])(?:\d+|a|an|one|two|three|no|bonus|extra|minus|the|most|more|of|your|their)\s+points?(?![\p{L}])|points?\s+(?:for|each|to\s+the)/iu,
      why: '"point(s)" highlighted as pointing but meaning a score',
    },
    {
      word: /(?<![\p{L}])lie(?![\p{L}])/giu,
      right: /lie(?!\s+(?:down|on|in|back|flat))/iu,
      why: '"lie" highlighted as a lie (truth) but meaning to lie down',
    },
    {
      // «spy» is Norwegian for puke and highlighted so; in English it is a spy.
      word: /(?<![\p{L}])spy(?![\p{L}])/giu,
      wrong: /spy/iu,
      why: '"spy" is highlighted as puke (the Norwegian word); say "secret agent"',
    },
  ],
};

/** Each place a rule's word stands in a sense the highlight does not mean. */
function wrongSenses(text: string, rules: readonly SenseRule[]): string[] {
  const found: string[] = [];
  for (const rule of rules) {
    for (const match of text.matchAll(rule.word)) {
      const from = Math.max(0, match.index - 30);
      const around = text.slice(from, match.index + match[0].length + 30);
      const wrong = rule.wrong ? rule.wrong.test(around) : !(rule.right?.test(around) ?? true);
      if (wrong) found.push(`${rule.why}: …${around}…`);
    }
  }
  return found;
}

// Near duplicates. Words are stemmed crudely (first five letters) and placeholders made one word; words that
// appear in many entries (the templates: «Alle som har», "Everyone who has", «drikker 1 slurk») carry no
// meaning for this and are dropped. Two entries whose remaining words overlap this much say the same thing.
const STEM_LENGTH = 5;
const TEMPLATE_SHARE = 0.025;
const MAX_SIMILARITY = 0.6; // tuned: real restatements score 0.6 and up, templated entries below 0.58
const MIN_CONTENT_WORDS = 2;
// Containment (the smaller entry's words all in the bigger one) counts only with this many words shared.
const MIN_SHARED_FOR_CONTAINMENT = 4;
const MIN_SHARED = 3;

function words(text: string): string[] {
  const plain = text.toLowerCase().replace(/@(?:spiller|player)\b/giu, ' ');
  return (plain.match(/[\p{L}\d]+/gu) ?? []).map((word) => word.slice(0, STEM_LENGTH));
}

interface DuplicatePair {
  similarity: number;
  a: CollectionEntry;
  b: CollectionEntry;
}

/** Every pair over the threshold, most similar first. */
function nearDuplicates(entries: readonly CollectionEntry[], threshold: number): DuplicatePair[] {
  const stems = entries.map((entry) => new Set(words(entry.text)));
  const frequency = new Map<string, number>();
  for (const set of stems) for (const stem of set) frequency.set(stem, (frequency.get(stem) ?? 0) + 1);
  const limit = Math.max(3, entries.length * TEMPLATE_SHARE);
  const content = stems.map((set) => new Set([...set].filter((stem) => (frequency.get(stem) ?? 0) <= limit)));
  const pairs: DuplicatePair[] = [];
  for (let i = 0; i < entries.length; i += 1) {
    for (let j = i + 1; j < entries.length; j += 1) {
      const a = content[i]!;
      const b = content[j]!;
      if (Math.min(a.size, b.size) < MIN_CONTENT_WORDS) continue;
      let shared = 0;
      for (const stem of a) if (b.has(stem)) shared += 1;
      // The overlap measured against the smaller entry, so one entry restating another with more words
      // (a name added, a longer consequence) still counts.
      const containment = shared >= MIN_SHARED_FOR_CONTAINMENT ? shared / Math.min(a.size, b.size) : 0;
      const jaccard = shared / (a.size + b.size - shared);
      // Two short entries sharing a word or two ("pays … a compliment") are not the same entry unless they share
      // all their content words.
      if (shared < MIN_SHARED && jaccard < 1) continue;
      const score = Math.max(jaccard, containment * 0.85);
      if (score >= threshold) pairs.push({ similarity: score, a: entries[i]!, b: entries[j]! });
    }
  }
  return pairs.sort((x, y) => y.similarity - x.similarity);
}

describe.each(COLLECTIONS)('the $language collection', ({ language, entries }) => {
  it('follows the entry rules: 1 to 280 characters, already in the form the server stores', () => {
    const bad: string[] = [];
    for (const entry of entries) {
      for (const text of [entry.text, entry.end, entry.secret?.text, entry.forfeit].filter(
        (part) => part !== undefined,
      )) {
        const result = normaliseEntryText(text);
        if (!result.ok) bad.push(`${result.reason}: ${label(entry)}`);
        else if (result.text !== text) bad.push(`not normalised: ${label(entry)}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('keeps every paranoia question in a secret, and no paranoia card prints one', () => {
    const paranoia = entries.filter((entry) => entry.kind === 'paranoia');
    expect(paranoia.length).toBeGreaterThanOrEqual(15);
    expect(paranoia.filter((entry) => entry.secret?.kind !== 'question').map(label), 'no question secret').toEqual([]);
    expect(paranoia.filter((entry) => QUOTED_QUESTION.test(entry.text)).map(label), 'prints a question').toEqual([]);
    // The secret is the question itself.
    expect(paranoia.filter((entry) => !entry.secret?.text.endsWith('?')).map(label)).toEqual([]);
  });

  it('keeps every quiz answer in a secret, and no quiz card prints one', () => {
    const quiz = entries.filter((entry) => entry.kind === 'trivia');
    const withoutAnswer = quiz.filter((entry) => entry.secret?.kind !== 'answer');
    expect(withoutAnswer.filter((entry) => !ABOUT_THE_TABLE.test(entry.text)).map(label), 'no answer secret').toEqual(
      [],
    );
    expect(quiz.filter((entry) => PRINTED_ANSWER.test(entry.text)).map(label), 'prints its answer').toEqual([]);
    expect(
      quiz.filter((entry) => entry.secret && entry.text.includes(entry.secret.text.replace(/\.$/u, ''))).map(label),
    ).toEqual([]);
    // Most of them are questions of fact.
    expect(quiz.length - withoutAnswer.length).toBeGreaterThanOrEqual(15);
  });

  it('gives secrets only to paranoia and quiz entries, and never a name to fill in (the phone fills the card only)', () => {
    const bad = entries.filter(
      (entry) =>
        entry.secret !== undefined &&
        (!['paranoia', 'trivia'].includes(entry.kind) || PLACEHOLDER.test(entry.secret.text)),
    );
    expect(bad.map(label)).toEqual([]);
  });

  it('has only known kinds and styles', () => {
    const bad = entries.filter(
      (entry) => !ENTRY_KINDS.includes(entry.kind) || !['mild', 'classic', 'spicy'].includes(entry.style),
    );
    expect(bad.map(label)).toEqual([]);
  });

  it('tags alcohol truly: alcohol-free entries never drink or sip, the others do', () => {
    const freeButDrinks = entries.filter((entry) => !entry.alcohol && mentionsDrinking(allText(entry)));
    const taggedButDry = entries.filter((entry) => entry.alcohol && !mentionsDrinking(allText(entry)));
    expect(freeButDrinks.map(label), 'alcohol: false but the text drinks').toEqual([]);
    expect(taggedButDry.map(label), 'alcohol: true but nobody drinks').toEqual([]);
  });

  it('tags players truly: the placeholder is there exactly when the entry names players', () => {
    const bad = entries.filter((entry) => PLACEHOLDER.test(allText(entry)) !== entry.players);
    expect(bad.map((entry) => `players: ${entry.players}: ${label(entry)}`)).toEqual([]);
  });

  it('tags a slot for every placeholder, in order: players ⇔ slots, one per @spiller / @player', () => {
    const bad = entries.filter((entry) => {
      const placeholders = (entry.text.match(/@(?:spiller|player)\b/giu) ?? []).length;
      if (!entry.players) return entry.slots !== undefined;
      return entry.slots?.length !== placeholders || entry.slots.some((tag) => !SLOT_TAGS.includes(tag));
    });
    expect(bad.map((entry) => `slots ${JSON.stringify(entry.slots)}: ${label(entry)}`)).toEqual([]);
  });

  it('says who drinks: an alcohol entry has a drinking slot or is for everyone, an alcohol-free one neither', () => {
    const drinks = (entry: CollectionEntry): boolean =>
      entry.everyone === true || (entry.slots ?? []).some((tag) => slotDrinks(tag));
    const wetWithoutDrinker = entries.filter((entry) => entry.alcohol && !drinks(entry));
    const dryWithDrinker = entries.filter((entry) => !entry.alcohol && drinks(entry));
    expect(wetWithoutDrinker.map(label), 'alcohol, but no drinking slot and not for everyone').toEqual([]);
    expect(dryWithDrinker.map(label), 'alcohol-free, but a drinking slot or for everyone').toEqual([]);
  });

  it('tags a slot as flirting when its sentence flirts, kisses, dances close or holds hands', () => {
    const bad: string[] = [];
    for (const entry of entries) {
      slotSentences(entry.text).forEach((sentence, slot) => {
        const tag = entry.slots?.[slot];
        if (FLIRTING[language].test(sentence) && (tag === undefined || !slotFlirts(tag))) {
          bad.push(`slot ${slot + 1} is ${tag ?? 'untagged'} in «${sentence}»: ${label(entry)}`);
        }
      });
    }
    expect(bad).toEqual([]);
  });

  it('gives a forfeit only to an everyone-drinks entry: short, in place of drinking, never a drink itself', () => {
    const withForfeit = entries.filter((entry) => entry.forfeit !== undefined);
    const bad = withForfeit.filter(
      (entry) =>
        entry.everyone !== true ||
        entry.forfeit!.length > FORFEIT_MAX_LENGTH ||
        mentionsDrinking(entry.forfeit!) ||
        PLACEHOLDER.test(entry.forfeit!) ||
        HEAVY_DRINKING.test(entry.forfeit!),
    );
    expect(bad.map((entry) => `forfeit «${entry.forfeit}»: ${label(entry)}`)).toEqual([]);
    // Enough of them that the cards where a generic forfeit reads oddly (waterfalls, buying a paranoia question,
    // a toast, a lasting rule's slips) have their own.
    expect(withForfeit.length).toBeGreaterThanOrEqual(40);
  });

  it('caps every lasting rule that charges sips for a slip: at most 3 in all while it lasts', () => {
    const rules = entries.filter((entry) => entry.kind === 'lasting-rule' && mentionsDrinking(entry.text));
    const uncapped = rules.filter((entry) => !SIP_CAP[language].test(entry.text));
    expect(uncapped.map(label)).toEqual([]);
    expect(rules.length).toBeGreaterThanOrEqual(10);
  });

  it('names at most two players in an entry (it is drawn for rooms with two players too)', () => {
    // With two players a third placeholder repeats a name, and "@player and @player … tell @player" breaks.
    const bad = entries.filter((entry) => (allText(entry).match(/@(?:spiller|player)\b/giu) ?? []).length > 2);
    expect(bad.map(label)).toEqual([]);
  });

  it('gives an end card to every lasting rule and to nothing else', () => {
    const bad = entries.filter((entry) => (entry.kind === 'lasting-rule') !== (entry.end !== undefined));
    expect(bad.map(label)).toEqual([]);
  });

  it('keeps the sips within the style: mild at most 1, classic 2, spicy 3', () => {
    const bad: string[] = [];
    for (const entry of entries) {
      const sips = maxSips(allText(entry));
      if (sips > MAX_SIPS[entry.style]) bad.push(`${sips} sips: ${label(entry)}`);
      if (entry.style === 'mild' && /(?<![\p{L}])(?:slurker|slurke|sips)(?![\p{L}])/iu.test(allText(entry))) {
        bad.push(`sips in the plural in a mild entry: ${label(entry)}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('never makes a waterfall mild (it is open-ended drinking)', () => {
    const bad = entries.filter((entry) => entry.kind === 'waterfall' && entry.style === 'mild');
    expect(bad.map(label)).toEqual([]);
  });

  it('is safe: no drinking a lot or fast, nothing that exposes private messages or photos', () => {
    const heavy = entries.filter((entry) => HEAVY_DRINKING.test(allText(entry)));
    const exposing = entries.filter((entry) => EXPOSING.test(allText(entry)));
    expect(heavy.map(label), 'drinking a lot or fast').toEqual([]);
    expect(exposing.map(label), 'exposes messages or photos').toEqual([]);
  });

  it('keeps ongoing rules to lasting rules: other entries end by themselves', () => {
    const bad = entries.filter(
      (entry) => entry.kind !== 'lasting-rule' && (OPEN_ENDED.test(entry.text) || RULE_OPENING.test(entry.text)),
    );
    expect(bad.map(label)).toEqual([]);
  });

  it('avoids the wording problems a review found', () => {
    const bad: string[] = [];
    for (const entry of entries) {
      for (const rule of WORDING_RULES[language]) {
        if (rule.pattern.test(allText(entry))) bad.push(`${rule.why}: ${label(entry)}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('is written in its own language', () => {
    const bad = entries.filter((entry) => FOREIGN_WORDS[language].test(allText(entry)));
    expect(bad.map(label)).toEqual([]);
  });

  it('highlights words only in the sense their highlight means', () => {
    const bad: string[] = [];
    for (const entry of entries) {
      for (const found of wrongSenses(allText(entry), SENSE_RULES[language])) bad.push(`${found} in ${label(entry)}`);
    }
    expect(bad).toEqual([]);
  });

  it('has no near duplicates, within or across kinds', () => {
    const pairs = nearDuplicates(entries, MAX_SIMILARITY).map(
      ({ similarity, a, b }) => `${similarity.toFixed(2)}\n  ${label(a)}\n  ${label(b)}`,
    );
    expect(pairs).toEqual([]);
  });

  it('is deep enough: entries, styles, alcohol-free, players, lasting rules and kinds', () => {
    const count = (keep: (entry: CollectionEntry) => boolean): number => entries.filter(keep).length;
    expect(entries.length).toBeGreaterThanOrEqual(MIN_ENTRIES);
    for (const style of ['mild', 'classic', 'spicy'] as const) {
      expect(
        count((entry) => entry.style === style),
        style,
      ).toBeGreaterThanOrEqual(MIN_PER_STYLE);
    }
    expect(count((entry) => !entry.alcohol)).toBeGreaterThanOrEqual(MIN_ALCOHOL_FREE);
    expect(count((entry) => entry.players) / entries.length).toBeGreaterThanOrEqual(MIN_PLAYERS_SHARE);
    expect(count((entry) => entry.kind === 'lasting-rule')).toBeGreaterThanOrEqual(MIN_LASTING_RULES);
    const short = ENTRY_KINDS.filter((kind) => count((entry) => entry.kind === kind) < MIN_PER_KIND);
    expect(short, 'kinds with fewer than 15 entries').toEqual([]);
  });
});

// A card that pairs two players romantically (two flirting slots: a kiss, a close dance, a date in a story, a
// love poem) offers a way out on the card itself, so nobody has to say no out loud against the text. Checked for the
// Danish collection, whose words this pattern knows.
const CONSENT_OUT =
  /ja fra (?:jer )?begge|begge (?:har lyst|siger ja|vil)|har lyst|ellers|kan sige nej|nej tak|i stedet|high five|frivillig/iu;

describe('the dansk collection at the table', () => {
  it('offers a way out on every card that pairs two players romantically', () => {
    const paired = DANSK_COLLECTION.filter(
      (entry) => (entry.slots ?? []).filter((slot) => slotFlirts(slot)).length >= 2,
    );
    expect(paired.length).toBeGreaterThanOrEqual(3);
    expect(paired.filter((entry) => !CONSENT_OUT.test(entry.text)).map(label)).toEqual([]);
  });
});

describe('the content check itself', () => {
  it('counts sips the way the entries write them', () => {
    expect(maxSips('Alle som har, drikker 2 slurker.')).toBe(2);
    expect(maxSips('Den som taper, tar en slurk.')).toBe(1);
    expect(maxSips('Bommet du, drikker du 2 selv.')).toBe(2);
    expect(maxSips('Everyone who has, drink three sips.')).toBe(3);
    expect(maxSips('Loser drinks 2.')).toBe(2);
    expect(maxSips('Skål!')).toBe(0);
    expect(maxSips('Alle der har, drikker 2 slurke.')).toBe(2);
    expect(maxSips('Taberen tager tre tår.')).toBe(3);
    expect(maxSips('Den der taber, tager en slurk.')).toBe(1);
    expect(maxSips('Svarer du forkert, drikker du 2.')).toBe(2);
  });

  it('finds a near duplicate, also one restated with a name, and lets templated entries pass', () => {
    const entry = (text: string): CollectionEntry => ({
      kind: 'never-have-i-ever',
      style: 'classic',
      alcohol: true,
      players: PLACEHOLDER.test(text),
      text,
    });
    const templated = [
      'Kategori: bilmerker. Den som står fast, drikker 1 slurk.',
      'Kategori: frukt. Den som står fast, drikker 1 slurk.',
      'Kategori: land i Afrika. Den som står fast, drikker 1 slurk.',
      'Kategori: norske artister. Den som står fast, drikker 1 slurk.',
      'Alle gir den til venstre et kompliment og en high five.',
      'Den siste som peker på verten, gir verten et kompliment.',
    ];
    const filler = Array.from({ length: 40 }, (_, index) =>
      entry(`Den som står fast, drikker 1 slurk. Runde ${index}.`),
    );
    const entries = [
      ...filler,
      ...templated.map(entry),
      entry('Jeg har aldri sovnet på en fest i en sofa. Alle som har, drikker 1 slurk.'),
      entry('@spiller, har du sovnet på en fest i en sofa? Da drikker du 1 slurk.'),
    ];
    const pairs = nearDuplicates(entries, MAX_SIMILARITY).map(({ a, b }) => [a.text, b.text]);
    expect(pairs).toEqual([
      [
        'Jeg har aldri sovnet på en fest i en sofa. Alle som har, drikker 1 slurk.',
        '@spiller, har du sovnet på en fest i en sofa? Da drikker du 1 slurk.',
      ],
    ]);
  });

  it('tells a highlight word used in the wrong sense', () => {
    expect(wrongSenses('Gi mobilen til den som sitter til venstre.', SENSE_RULES.norsk)).toEqual([]);
    expect(wrongSenses('Det var Høyre som vant.', SENSE_RULES.norsk)).toHaveLength(1);
    expect(wrongSenses('Jeg vil heller ikke.', SENSE_RULES.norsk)).toHaveLength(1);
    expect(wrongSenses('Pass the phone to your left.', SENSE_RULES.english)).toEqual([]);
    expect(wrongSenses('Whoever has the most sips left wins.', SENSE_RULES.english)).toHaveLength(1);
    expect(wrongSenses('The right answer wins 2 points.', SENSE_RULES.english)).toHaveLength(2);
    expect(wrongSenses('Everyone points at the tallest person.', SENSE_RULES.english)).toEqual([]);
  });

  it('finds the flirting words in any inflection, and leaves hugs and cheek alone', () => {
    for (const text of ['Kyss @spiller på kinnet.', 'Hvem kysser best?', 'Hvor mange har du kysset?', 'Hun flørter.']) {
      expect(FLIRTING.norsk.test(text), text).toBe(true);
    }
    for (const text of ['Gi den til høyre et slengkyss.', 'Beskriv din drømmedate.', 'Ta en klinedans med meg.']) {
      expect(FLIRTING.norsk.test(text), text).toBe(true);
    }
    expect(FLIRTING.norsk.test('De holder hender når de snakker.')).toBe(true);
    for (const text of ['Kiss my hand.', 'They kissed.', 'A flirty text.', 'Slow-dance for 30 seconds.']) {
      expect(FLIRTING.english.test(text), text).toBe(true);
    }
    expect(FLIRTING.english.test('They hold hands while talking.')).toBe(true);
    for (const text of [
      'Gi alle en klem.',
      'Still et frekt spørsmål.',
      'Vinneren lover å invitere.',
      'Oppdater meg!',
    ]) {
      expect(FLIRTING.norsk.test(text), text).toBe(false);
    }
    for (const text of ['Give everyone a hug.', 'An update on the candidate.', 'Hands up!']) {
      expect(FLIRTING.english.test(text), text).toBe(false);
    }
    for (const text of ['Giv @spiller et kys på kinden.', 'Hvem her ville du helst kysse?', 'Send et luftkys.']) {
      expect(FLIRTING.dansk.test(text), text).toBe(true);
    }
    for (const text of ['De danser tæt.', 'Din første kæreste.', 'En drømmedate i Tivoli.']) {
      expect(FLIRTING.dansk.test(text), text).toBe(true);
    }
    for (const text of ['En tur langs kysten.', 'Den med flest fingre lover at bage.', 'Giv alle et knus.']) {
      expect(FLIRTING.dansk.test(text), text).toBe(false);
    }
  });

  it("reads each slot's own sentence", () => {
    expect(slotSentences('@spiller: sannhet eller konsekvens? Konsekvens: dans tett med @spiller.')).toEqual([
      '@spiller: sannhet eller konsekvens?',
      'Konsekvens: dans tett med @spiller.',
    ]);
    expect(slotSentences('@player and @player duel. Go!')).toEqual([
      '@player and @player duel.',
      '@player and @player duel.',
    ]);
  });

  it('finds a lasting rule’s cap', () => {
    expect(SIP_CAP.norsk.test('Den som glemmer det, drikker 1 slurk, maks 3 i alt.')).toBe(true);
    expect(SIP_CAP.norsk.test('Når den ene drikker, tar den andre også en slurk, maks 3 ekstra i alt.')).toBe(true);
    expect(SIP_CAP.norsk.test('Den som glemmer det, drikker 1 slurk.')).toBe(false);
    expect(SIP_CAP.english.test('Forget, and drink 1 sip, 3 at most in total.')).toBe(true);
    expect(SIP_CAP.english.test('Forget, and drink 1 sip.')).toBe(false);
    expect(SIP_CAP.english.test('Forget, and drink 1 sip, 9 at most in total.')).toBe(false);
    expect(SIP_CAP.dansk.test('Den der glemmer det, drikker en slurk, højst 3 i alt.')).toBe(true);
    expect(SIP_CAP.dansk.test('Den der glemmer det, tager en slurk, men højst én i alt.')).toBe(true);
    expect(SIP_CAP.dansk.test('Den der glemmer det, drikker en slurk.')).toBe(false);
  });

  it('keeps inherently ambiguous words off the highlight list', () => {
    // «stemme» is a voice as often as a vote; «stemmer» is also "is correct". Entries say «stem» for a vote.
    for (const word of ['stemme', 'stemmer']) expect(Object.hasOwn(HIGHLIGHT_WORDS, word), word).toBe(false);
    // The vote word still highlights.
    expect(highlightSegments('Stem på tre!').some((segment) => segment.style === 'entry-purple')).toBe(true);
  });
});
