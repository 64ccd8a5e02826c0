// Lasting rules in the deck file (docs/protocol.md "The deck file"): a rule's paragraph starts with a marker,
// and its end text, if any, follows on a line of its own after a second marker. Plain paragraphs stay plain
// entries, so a file from an older phone reads as before, and a person can write a rule by hand.
//
//   [Regel som varer] Alle må snakke dialekt.
//   [Når regelen slutter] Den som glemte det oftest, synger en strofe.
//
// Both languages' markers are read whatever the phone's language; the phone writes its own.
import type { Language } from './rules';
import type { LastingRule } from './lasting-rules';

export const RULE_MARKERS: Readonly<Record<Language, { rule: string; end: string }>> = {
  norsk: { rule: '[Regel som varer]', end: '[Når regelen slutter]' },
  english: { rule: '[Lasting rule]', end: '[When the rule ends]' },
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

export interface FileEntry {
  text: string;
  rule?: LastingRule;
}

/** One entry as its paragraph of the file. */
export function entryParagraph(entry: FileEntry, language: Language): string {
  if (!entry.rule) return entry.text;
  const markers = RULE_MARKERS[language];
  const end = entry.rule.end.trim();
  return `${markers.rule} ${entry.text}${end ? `\n${markers.end} ${end}` : ''}`;
}

/** A paragraph of an imported file as an entry: a lasting rule when it starts with a rule marker. */
export function readParagraph(paragraph: string): FileEntry {
  const start = RULE_START.exec(paragraph);
  if (!start) return { text: paragraph };
  const body = paragraph.slice(start[0].length);
  const endAt = END_LINE.exec(body);
  if (!endAt) return { text: body.trim(), rule: { end: '' } };
  return {
    text: body.slice(0, endAt.index).trim(),
    rule: { end: body.slice(endAt.index + endAt[0].length).trim() },
  };
}
