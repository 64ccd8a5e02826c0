// Lasting rules and secrets in the deck file (docs/protocol.md "The deck file"): a rule's paragraph starts with a
// marker, and its end text, if any, follows on a line of its own after a second marker; an entry's secret comes last,
// on a line of its own after its marker. Plain paragraphs stay plain entries, so a file from an older phone reads as
// before, and a person can write a rule or a secret by hand.
//
//   [Regel som varer] Alle må snakke dialekt.
//   [Når regelen slutter] Den som glemte det oftest, synger en strofe.
//
//   Quiz: Hvor høy er Galdhøpiggen? Den som er lengst unna, tar en slurk.
//   [Hemmelig svar] 2469 meter.
//
// Who is at the table (docs/product.md): an entry's table tags come after its text and end text, before its secret:
// a line with the slots' tags in order (and whether everyone drinks), and a line with its own forfeit.
//
//   @spiller og @spiller skåler, og @spiller kysser den til venstre.
//   [Ved bordet] drikker, drikker, flørter
//
//   Alle som har vært i Sverige, drikker.
//   [Ved bordet] alle drikker
//   [I stedet for å drikke] Fortell om turen på ti sekunder.
//
// A tags line that does not read as tags (an unknown word) stays text, so an older file reads as before.
//
// Every language's markers are read whatever the phone's language; the phone writes its own.
//
// Escaping, so every entry comes back exactly as it went: a line of an entry's text, end text or secret that a reader
// would take for the file's shape (one that starts with a marker, or a blank line, which would end the paragraph) is
// written with a backslash before it (`\[Regel som varer] …`, a blank line as `\`), and so is one that already
// starts with backslashes before such a thing; a reader takes one backslash off such a line. Any other line, a
// backslash elsewhere included, is read as it stands.
import type { Language } from './rules';
import type { LastingRule } from './lasting-rules';
import type { EntrySecret, SecretKind } from './protocol';
// Types only, and nothing of the first script's modules: the phone loads this file on a tap, and a dependency on the
// first script (or slots.ts as a chunk of its own) would make the load preload the page's inlined stylesheet and fail,
// or lengthen the first script's list of chunks past its budget (phone/e2e/budget.spec.ts).
import type { SlotTag } from './slots';

/** slots.ts SLOT_TAGS, repeated for the reason above. */
export const SLOT_TAG_LIST: readonly SlotTag[] = ['plain', 'drinks', 'flirts', 'drinks+flirts'];

export const RULE_MARKERS: Readonly<Record<Language, { rule: string; end: string }>> = {
  norsk: { rule: '[Regel som varer]', end: '[Når regelen slutter]' },
  english: { rule: '[Lasting rule]', end: '[When the rule ends]' },
  dansk: { rule: '[Regel der varer]', end: '[Når reglen slutter]' },
  suomi: { rule: '[Pysyvä sääntö]', end: '[Kun sääntö päättyy]' },
};

/** The line that starts an entry's secret, by its kind. */
export const SECRET_MARKERS: Readonly<Record<Language, Record<SecretKind, string>>> = {
  norsk: { question: '[Hemmelig spørsmål]', answer: '[Hemmelig svar]' },
  english: { question: '[Secret question]', answer: '[Secret answer]' },
  dansk: { question: '[Hemmeligt spørgsmål]', answer: '[Hemmeligt svar]' },
  suomi: { question: '[Salainen kysymys]', answer: '[Salainen vastaus]' },
};

/** The lines of an entry's table tags: its slots' tags, and its own forfeit for a not-drinking player. */
export const TABLE_MARKERS: Readonly<Record<Language, { tags: string; forfeit: string }>> = {
  norsk: { tags: '[Ved bordet]', forfeit: '[I stedet for å drikke]' },
  english: { tags: '[At the table]', forfeit: '[Instead of drinking]' },
  dansk: { tags: '[Ved bordet]', forfeit: '[I stedet for at drikke]' },
  suomi: { tags: '[Pöydässä]', forfeit: '[Juomisen sijaan]' },
};

/** The words of a tags line: one per slot, then `everyone` when players beyond the named ones drink. */
export const TAG_WORDS: Readonly<Record<Language, Record<SlotTag | 'everyone' | 'none', string>>> = {
  norsk: {
    plain: 'vanlig',
    drinks: 'drikker',
    flirts: 'flørter',
    'drinks+flirts': 'drikker+flørter',
    everyone: 'alle drikker',
    none: 'ingen navn',
  },
  english: {
    plain: 'plain',
    drinks: 'drinks',
    flirts: 'flirts',
    'drinks+flirts': 'drinks+flirts',
    everyone: 'everyone drinks',
    none: 'no names',
  },
  dansk: {
    plain: 'almindelig',
    drinks: 'drikker',
    flirts: 'flirter',
    'drinks+flirts': 'drikker+flirter',
    everyone: 'alle drikker',
    none: 'ingen navne',
  },
  suomi: {
    plain: 'tavallinen',
    drinks: 'juo',
    flirts: 'flirttailee',
    'drinks+flirts': 'juo+flirttailee',
    everyone: 'kaikki juovat',
    none: 'ei nimiä',
  },
};

/** A tag word as read, whatever the language: lower case, spaces folded, none around `+`. */
const foldWord = (word: string) =>
  word
    .normalize('NFC')
    .toLocaleLowerCase('nb')
    .replace(/\s*\+\s*/gu, '+')
    .replace(/\s+/gu, ' ')
    .trim();
const WORD_TAGS = new Map<string, SlotTag | 'everyone' | 'none'>(
  Object.values(TAG_WORDS).flatMap((words) =>
    (Object.entries(words) as [SlotTag | 'everyone' | 'none', string][]).map(([tag, word]) => [foldWord(word), tag]),
  ),
);
for (const tag of SLOT_TAG_LIST) WORD_TAGS.set(tag, tag);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
const RULE_START = new RegExp(
  `^(?:${Object.values(RULE_MARKERS)
    .map((marker) => escape(marker.rule))
    .join('|')})[^\\S\\n]*`,
  'iu',
);
const END_LINE = new RegExp(
  `\\n[^\\S\\n]*(?:${Object.values(RULE_MARKERS)
    .map((marker) => escape(marker.end))
    .join('|')})[^\\S\\n]*`,
  'iu',
);

const secretLine = (kind: SecretKind) =>
  `\\n[^\\S\\n]*(?:${Object.values(SECRET_MARKERS)
    .map((markers) => escape(markers[kind]))
    .join('|')})[^\\S\\n]*`;
const SECRET_LINE = new RegExp(`(${secretLine('question')})|(${secretLine('answer')})`, 'iu');

const markerLine = (markers: readonly string[]) => `\\n[^\\S\\n]*(?:${markers.map(escape).join('|')})[^\\S\\n]*`;
/** The forfeit's line: the rest of the paragraph before the secret is the forfeit. */
const FORFEIT_LINE = new RegExp(markerLine(Object.values(TABLE_MARKERS).map((markers) => markers.forfeit)), 'iu');
/** The tags line: the last line before the forfeit (or the secret), never the paragraph's first. */
const TAGS_LINE = new RegExp(
  `${markerLine(Object.values(TABLE_MARKERS).map((markers) => markers.tags))}([^\\n]*)$`,
  'iu',
);

const ANY_MARKER = [
  ...Object.values(RULE_MARKERS).flatMap((markers) => [markers.rule, markers.end]),
  ...Object.values(SECRET_MARKERS).flatMap((markers) => Object.values(markers)),
  ...Object.values(TABLE_MARKERS).flatMap((markers) => [markers.tags, markers.forfeit]),
]
  .map(escape)
  .join('|');
/** A line a reader would take for the file's shape, after any backslashes: a marker, or nothing (a blank line). */
const SHAPE_LINE = new RegExp(`^([^\\S\\n]*)(\\\\*(?:${ANY_MARKER}|[^\\S\\n]*$))`, 'iu');
/** The same line as written: one more backslash before it. */
const ESCAPED_LINE = new RegExp(`^([^\\S\\n]*)\\\\(\\\\*(?:${ANY_MARKER}|[^\\S\\n]*$))`, 'iu');

/** A text of an entry as the file writes it (see "Escaping" above). */
export function escapeField(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(SHAPE_LINE, '$1\\$2'))
    .join('\n');
}

/** A text of the file as the entry's: one backslash off each escaped line. */
export function unescapeField(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(ESCAPED_LINE, '$1$2'))
    .join('\n');
}

export interface FileEntry {
  text: string;
  rule?: LastingRule;
  secret?: EntrySecret;
  /** Table tags (slots.ts): one per placeholder, in order; absent for an entry read by its words. */
  slots?: SlotTag[];
  /** Players beyond the named ones drink (only ever true). */
  everyone?: true;
  /** What a not-drinking player does instead on an everyone-drinks card. */
  forfeit?: string;
}

/**
 * The entry's tags line (without its marker), or '' when it has no slots and not everyone drinks: a word per slot,
 * `none` for an entry with no slots, then `everyone` when players beyond the named ones drink (alone when the
 * entry's slots are read by its words).
 */
function tagsText(entry: FileEntry, language: Language): string {
  if (!entry.slots && !entry.everyone) return '';
  const words = TAG_WORDS[language];
  const items = entry.slots?.map((tag) => words[tag]) ?? [];
  if (entry.slots?.length === 0) items.push(words.none);
  if (entry.everyone) items.push(words.everyone);
  return items.join(', ');
}

/** A tags line's text as tags, or null when it does not read as one (it is then text). */
function readTags(line: string): Pick<FileEntry, 'slots' | 'everyone'> | null {
  const tags = line.split(',').map((word) => WORD_TAGS.get(foldWord(word)));
  const everyone = tags.length > 1 && tags.at(-1) === 'everyone';
  if (tags.length === 1 && tags[0] === 'everyone') return { everyone: true };
  const slotTags = everyone ? tags.slice(0, -1) : tags;
  const tail = everyone ? { everyone: true as const } : {};
  if (slotTags.length === 1 && slotTags[0] === 'none') return { slots: [], ...tail };
  if (!slotTags.every((tag): tag is SlotTag => tag !== undefined && (SLOT_TAG_LIST as readonly string[]).includes(tag)))
    return null;
  return { slots: slotTags, ...tail };
}

/** One entry as its paragraph of the file. */
export function entryParagraph(entry: FileEntry, language: Language): string {
  const secretText = entry.secret?.text.trim();
  const secret =
    entry.secret && secretText ? `\n${SECRET_MARKERS[language][entry.secret.kind]} ${escapeField(secretText)}` : '';
  const tags = tagsText(entry, language);
  const forfeit = entry.forfeit?.trim();
  const table =
    (tags ? `\n${TABLE_MARKERS[language].tags} ${tags}` : '') +
    (forfeit ? `\n${TABLE_MARKERS[language].forfeit} ${escapeField(forfeit)}` : '');
  const text = escapeField(entry.text);
  if (!entry.rule) return `${text}${table}${secret}`;
  const markers = RULE_MARKERS[language];
  const end = entry.rule.end.trim();
  return `${markers.rule} ${text}${end ? `\n${markers.end} ${escapeField(end)}` : ''}${table}${secret}`;
}

/**
 * A paragraph of an imported file as an entry: a lasting rule when it starts with a rule marker, with a secret when a
 * line of it starts with a secret marker (the rest of the paragraph is the secret; an empty one is none), and table
 * tags from the lines before the secret: a forfeit after its marker (the rest up to the secret), and a tags line just
 * before it that reads as tags.
 */
export function readParagraph(paragraph: string): FileEntry {
  const secretAt = SECRET_LINE.exec(paragraph);
  const before = secretAt ? paragraph.slice(0, secretAt.index).trim() : paragraph;
  const entry = readTable(before);
  if (!secretAt) return entry;
  const text = unescapeField(paragraph.slice(secretAt.index + secretAt[0].length).trim());
  return text ? { ...entry, secret: { kind: secretAt[1] ? 'question' : 'answer', text } } : entry;
}

function readTable(paragraph: string): FileEntry {
  const forfeitAt = FORFEIT_LINE.exec(paragraph);
  let rest = forfeitAt ? paragraph.slice(0, forfeitAt.index).trim() : paragraph;
  const forfeit = forfeitAt ? unescapeField(paragraph.slice(forfeitAt.index + forfeitAt[0].length).trim()) : '';
  const tagsAt = TAGS_LINE.exec(rest);
  const tags = tagsAt ? readTags(tagsAt[1] ?? '') : null;
  if (tagsAt && tags) rest = rest.slice(0, tagsAt.index).trim();
  return { ...readRule(rest), ...tags, ...(forfeit ? { forfeit } : {}) };
}
function readRule(paragraph: string): FileEntry {
  const start = RULE_START.exec(paragraph);
  if (!start) return { text: unescapeField(paragraph) };
  const body = paragraph.slice(start[0].length);
  const endAt = END_LINE.exec(body);
  if (!endAt) return { text: unescapeField(body.trim()), rule: { end: '' } };
  return {
    text: unescapeField(body.slice(0, endAt.index).trim()),
    rule: { end: unescapeField(body.slice(endAt.index + endAt[0].length).trim()) },
  };
}

/**
 * An entry's table tags as a room's entry (`GET /api/{room}`, any shape) has them, by their shape only: known slot
 * tags, `everyone` only when true, a forfeit that is text. The server checked them against the text when it kept them.
 */
export function entryTags(raw: {
  slots?: unknown;
  everyone?: unknown;
  forfeit?: unknown;
}): Pick<FileEntry, 'slots' | 'everyone' | 'forfeit'> {
  const { slots, everyone, forfeit } = raw;
  return {
    ...(Array.isArray(slots) && slots.every((tag) => (SLOT_TAG_LIST as readonly unknown[]).includes(tag))
      ? { slots: slots as SlotTag[] }
      : {}),
    ...(everyone === true ? { everyone: true as const } : {}),
    ...(typeof forfeit === 'string' && forfeit.trim() ? { forfeit } : {}),
  };
}

/**
 * The entries of a room as `GET /api/{room}` answers it (any shape: what is not an entry is left out), as the file
 * writes them: text, lasting rule, secret and table tags; null when the answer is no room.
 */
export function roomFileEntries(body: unknown): FileEntry[] | null {
  if (!Array.isArray(body)) return null;
  const items: unknown[] = Array.isArray(body[1]) ? body[1] : [];
  return items.flatMap((item): FileEntry[] => {
    if (typeof item !== 'object' || item === null) return [];
    const { id, value, rule, secret } = item as Record<string, unknown>;
    if ((typeof id !== 'string' && typeof id !== 'number') || typeof value !== 'string') return [];
    const end = (rule as { end?: unknown } | null | undefined)?.end;
    const { kind, text } = (secret ?? {}) as { kind?: unknown; text?: unknown };
    return [
      {
        text: value,
        ...(typeof end === 'string' ? { rule: { end } } : {}),
        ...((kind === 'question' || kind === 'answer') && typeof text === 'string' && text
          ? { secret: { kind, text } }
          : {}),
        ...entryTags(item as Record<string, unknown>),
      },
    ];
  });
}
