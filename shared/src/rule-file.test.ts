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

  it('writes Danish and Finnish markers, and reads every language’s whatever the phone shows', () => {
    const rule = { text: 'Alle taler fynsk.', rule: { end: 'Stem om den bedste accent.' } };
    expect(entryParagraph(rule, 'dansk')).toBe(
      '[Regel der varer] Alle taler fynsk.\n[Når reglen slutter] Stem om den bedste accent.',
    );
    expect(readParagraph(entryParagraph(rule, 'dansk'))).toEqual(rule);
    expect(entryParagraph(rule, 'suomi')).toBe(
      '[Pysyvä sääntö] Alle taler fynsk.\n[Kun sääntö päättyy] Stem om den bedste accent.',
    );
    expect(readParagraph(entryParagraph(rule, 'suomi'))).toEqual(rule);
    const quiz = {
      text: 'Visa: montako järveä Suomessa on?',
      secret: { kind: 'answer' as const, text: 'Noin 188 000.' },
    };
    expect(entryParagraph(quiz, 'suomi')).toBe('Visa: montako järveä Suomessa on?\n[Salainen vastaus] Noin 188 000.');
    expect(readParagraph(entryParagraph(quiz, 'suomi'))).toEqual(quiz);
    expect(readParagraph(entryParagraph(quiz, 'dansk'))).toEqual(quiz);
    expect(entryParagraph({ text: 'Hvisk', secret: { kind: 'question', text: 'Hvem?' } }, 'dansk')).toBe(
      'Hvisk\n[Hemmeligt spørgsmål] Hvem?',
    );
  });

  it('reads a rule without an end text, and plain paragraphs as plain entries', () => {
    expect(readParagraph('[lasting rule]   No pointing.')).toEqual({ text: 'No pointing.', rule: { end: '' } });
    expect(entryParagraph({ text: 'No pointing.', rule: { end: '' } }, 'english')).toBe('[Lasting rule] No pointing.');
    expect(readParagraph('Alle skåler.\nOg en linje til.')).toEqual({ text: 'Alle skåler.\nOg en linje til.' });
  });

  it('writes a secret on the last line under its marker, and reads it back in either language', () => {
    const quiz = {
      text: 'Quiz: Hvor høy er Galdhøpiggen? Den som er lengst unna, tar en slurk.',
      secret: { kind: 'answer' as const, text: '2469 meter.' },
    };
    const norsk = entryParagraph(quiz, 'norsk');
    expect(norsk).toBe(
      'Quiz: Hvor høy er Galdhøpiggen? Den som er lengst unna, tar en slurk.\n[Hemmelig svar] 2469 meter.',
    );
    expect(readParagraph(norsk)).toEqual(quiz);
    expect(entryParagraph(quiz, 'english')).toBe(
      'Quiz: Hvor høy er Galdhøpiggen? Den som er lengst unna, tar en slurk.\n[Secret answer] 2469 meter.',
    );
    expect(readParagraph(entryParagraph(quiz, 'english'))).toEqual(quiz);
    const ruled = {
      text: 'Alle må svare med et spørsmål.',
      rule: { end: 'Den som glemte det, synger.' },
      secret: { kind: 'question' as const, text: 'Hvem her glemmer det først?' },
    };
    expect(entryParagraph(ruled, 'norsk')).toBe(
      '[Regel som varer] Alle må svare med et spørsmål.\n[Når regelen slutter] Den som glemte det, synger.\n[Hemmelig spørsmål] Hvem her glemmer det først?',
    );
    expect(readParagraph(entryParagraph(ruled, 'norsk'))).toEqual(ruled);
    // By hand: any case, spaces around the marker; an empty secret is none; a marker mid-line is text.
    expect(readParagraph('Paranoia!\n  [secret QUESTION]   Hvem her?')).toEqual({
      text: 'Paranoia!',
      secret: { kind: 'question', text: 'Hvem her?' },
    });
    expect(readParagraph('Quiz!\n[Hemmelig svar]   ')).toEqual({ text: 'Quiz!' });
    expect(readParagraph('Svaret står i [Hemmelig svar] her.')).toEqual({ text: 'Svaret står i [Hemmelig svar] her.' });
  });

  it('round-trips any entries through the whole file', () => {
    const text = fc.string({ minLength: 1, maxLength: 40 }).map((value) => value.replace(/\s+/gu, ' ').trim() || 'x');
    const entry = fc.record({
      text,
      rule: fc.option(fc.record({ end: fc.oneof(fc.constant(''), text) }), { nil: undefined }),
      secret: fc.option(fc.record({ kind: fc.constantFrom('question' as const, 'answer' as const), text }), {
        nil: undefined,
      }),
    });
    fc.assert(
      fc.property(
        fc.array(entry, { maxLength: 8 }),
        fc.constantFrom('norsk' as const, 'english' as const),
        (entries, language) => {
          const plain = entries.filter((item) => !/^\[/u.test(item.text));
          const file = deckFileText(plain.map((item) => entryParagraph(item, language)));
          const back = paragraphs(file).map(readParagraph);
          expect(back).toEqual(
            plain.map((item) => ({
              text: item.text,
              ...(item.rule ? { rule: item.rule } : {}),
              ...(item.secret ? { secret: item.secret } : {}),
            })),
          );
        },
      ),
    );
  });
});
