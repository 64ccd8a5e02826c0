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

const ANY_MARKER = [
  ...Object.values(RULE_MARKERS).flatMap((markers) => [markers.rule, markers.end]),
  ...Object.values(SECRET_MARKERS).flatMap((markers) => Object.values(markers)),
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
}

/** One entry as its paragraph of the file. */
export function entryParagraph(entry: FileEntry, language: Language): string {
  const secretText = entry.secret?.text.trim();
  const secret =
    entry.secret && secretText ? `\n${SECRET_MARKERS[language][entry.secret.kind]} ${escapeField(secretText)}` : '';
  const text = escapeField(entry.text);
  if (!entry.rule) return `${text}${secret}`;
  const markers = RULE_MARKERS[language];
  const end = entry.rule.end.trim();
  return `${markers.rule} ${text}${end ? `\n${markers.end} ${escapeField(end)}` : ''}${secret}`;
}

/**
 * A paragraph of an imported file as an entry: a lasting rule when it starts with a rule marker, with a secret when a
 * line of it starts with a secret marker (the rest of the paragraph is the secret; an empty one is none).
 */
export function readParagraph(paragraph: string): FileEntry {
  const secretAt = SECRET_LINE.exec(paragraph);
  if (!secretAt) return readRule(paragraph);
  const entry = readRule(paragraph.slice(0, secretAt.index).trim());
  const text = unescapeField(paragraph.slice(secretAt.index + secretAt[0].length).trim());
  return text ? { ...entry, secret: { kind: secretAt[1] ? 'question' : 'answer', text } } : entry;
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
