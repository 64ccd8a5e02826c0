import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deckFileText, paragraphs } from './deck-file';
import { entryParagraph, readParagraph } from './rule-file';

describe('lasting rules in the deck file', () => {
  it('writes a rule with its end text under the phone’s markers, and reads it back in either language', () => {
    const rule = { text: 'Alle må snakke dialekt.', rule: { end: 'Den som glemte det oftest, synger en strofe.' } };
    const norsk = entryParagraph(rule, 'norsk');
    expect(norsk).toBe(
      '[Regel som varer] Alle må snakke dialekt.\n[Når regelen slutter] Den som glemte det oftest, synger en strofe.',
    );
    expect(readParagraph(norsk)).toEqual(rule);
    expect(readParagraph(entryParagraph(rule, 'english'))).toEqual(rule);
  });

  it('reads a rule without an end text, and plain paragraphs as plain entries', () => {
    expect(readParagraph('[lasting rule]   No pointing.')).toEqual({ text: 'No pointing.', rule: { end: '' } });
    expect(entryParagraph({ text: 'No pointing.', rule: { end: '' } }, 'english')).toBe('[Lasting rule] No pointing.');
    expect(readParagraph('Alle skåler.\nOg en linje til.')).toEqual({ text: 'Alle skåler.\nOg en linje til.' });
  });

  it('round-trips any entries through the whole file', () => {
    const text = fc.string({ minLength: 1, maxLength: 40 }).map((value) => value.replace(/\s+/gu, ' ').trim() || 'x');
    const entry = fc.record({
      text,
      rule: fc.option(fc.record({ end: fc.oneof(fc.constant(''), text) }), { nil: undefined }),
    });
    fc.assert(
      fc.property(
        fc.array(entry, { maxLength: 8 }),
        fc.constantFrom('norsk' as const, 'english' as const),
        (entries, language) => {
          const plain = entries.filter((item) => !/^\[/u.test(item.text));
          const file = deckFileText(plain.map((item) => entryParagraph(item, language)));
          const back = paragraphs(file).map(readParagraph);
          expect(back).toEqual(plain.map((item) => (item.rule ? item : { text: item.text })));
        },
      ),
    );
  });
});
