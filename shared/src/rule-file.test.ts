import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deckFileText, paragraphs } from './deck-file';
import { normaliseEntryText } from './entry-text';
import {
  entryParagraph,
  readParagraph,
  roomFileEntries,
  RULE_MARKERS,
  SECRET_MARKERS,
  TABLE_MARKERS,
  TAG_WORDS,
} from './rule-file';
import { SLOT_TAGS } from './slots';

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

  it('escapes what looks like its shape: a plain entry that starts with a marker, a rule text that holds the end marker, secrets', () => {
    const tricky = [
      { text: '[Regel som varer] er bare tekst her' },
      { text: '[Lasting rule]' },
      {
        text: 'Linje én\n[Når regelen slutter] står midt i',
        rule: { end: 'Slutt\n[Hemmelig svar] ikke en hemmelighet' },
      },
      { text: 'Avsnitt\n\nmed tom linje\n   \nog en med mellomrom' },
      {
        text: '\\[Regel som varer] med skråstrek',
        secret: { kind: 'answer' as const, text: '[Secret question] nei\n\\' },
      },
      { text: 'Bare \\ en skråstrek \\[Regel som varer] midt i' },
      { text: 'Quiz', secret: { kind: 'question' as const, text: 'Første\n[Hemmelig svar] andre\n\nTredje' } },
    ];
    for (const language of ['norsk', 'english'] as const) {
      const file = deckFileText(tricky.map((entry) => entryParagraph(entry, language)));
      expect(paragraphs(file).map(readParagraph)).toEqual(tricky);
    }
    // What the file shows: a backslash before each line that would be read as its shape.
    expect(entryParagraph({ text: '[Regel som varer] x\n\ny' }, 'norsk')).toBe('\\[Regel som varer] x\n\\\ny');
    // A file by hand keeps a backslash that escapes nothing.
    expect(readParagraph('\\o/ Skål!\n\\ny linje')).toEqual({ text: '\\o/ Skål!\n\\ny linje' });
  });

  it('round-trips any entries exactly, markers, backslashes and blank lines inside their texts included', () => {
    const markers = [
      ...Object.values(RULE_MARKERS).flatMap((marker) => [marker.rule, marker.end]),
      ...Object.values(SECRET_MARKERS).flatMap((marker) => Object.values(marker)),
    ];
    const piece = fc.oneof(
      fc.constantFrom(
        ...markers,
        ...markers.map((marker) => marker.toUpperCase()),
        '\\',
        '\n',
        '\n\n',
        ' ',
        '  \n',
        '[',
        ']',
        ...Object.values(TABLE_MARKERS).flatMap((marker) => [marker.tags, marker.forfeit]),
        ...Object.values(TAG_WORDS).flatMap((words) => Object.values(words)),
        ', ',
      ),
      fc.string({ maxLength: 6 }),
    );
    /** A text as the server stores it (normalised), or none when the entry rules refuse it. */
    const stored = fc
      .array(piece, { minLength: 1, maxLength: 12 })
      .map((pieces) => normaliseEntryText(pieces.join('')))
      .filter((result) => result.ok)
      .map((result) => (result.ok ? result.text : ''));
    const entry = fc.record({
      text: stored,
      rule: fc.option(fc.record({ end: fc.oneof(fc.constant(''), stored) }), { nil: undefined }),
      secret: fc.option(fc.record({ kind: fc.constantFrom('question' as const, 'answer' as const), text: stored }), {
        nil: undefined,
      }),
      // Table tags as the store keeps them: slots (any number, none included), everyone only ever true, a forfeit.
      slots: fc.option(fc.array(fc.constantFrom(...SLOT_TAGS), { maxLength: 4 }), { nil: undefined }),
      everyone: fc.option(fc.constant(true as const), { nil: undefined }),
      forfeit: fc.option(stored, { nil: undefined }),
    });
    fc.assert(
      fc.property(
        fc.array(entry, { maxLength: 6 }),
        fc.constantFrom('norsk' as const, 'english' as const, 'dansk' as const, 'suomi' as const),
        (entries, language) => {
          const file = deckFileText(entries.map((item) => entryParagraph(item, language)));
          const back = paragraphs(file).map(readParagraph);
          const expected = entries.map((item) => ({
            text: item.text,
            ...(item.rule ? { rule: item.rule } : {}),
            ...(item.secret ? { secret: item.secret } : {}),
            ...(item.slots ? { slots: item.slots } : {}),
            ...(item.everyone ? { everyone: true } : {}),
            ...(item.forfeit ? { forfeit: item.forfeit } : {}),
          }));
          expect(back).toEqual(expected);
          // As the server would store it again: unchanged.
          for (const item of back) expect(normaliseEntryText(item.text)).toEqual({ ok: true, text: item.text });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('writes an entry’s table tags after its text and end, before its secret, and reads them in any language', () => {
    const entry = {
      text: '@spiller og @spiller skåler, og @spiller kysser den til venstre.',
      slots: ['drinks' as const, 'drinks' as const, 'flirts' as const],
    };
    const norsk = entryParagraph(entry, 'norsk');
    expect(norsk).toBe(
      '@spiller og @spiller skåler, og @spiller kysser den til venstre.\n[Ved bordet] drikker, drikker, flørter',
    );
    expect(readParagraph(norsk)).toEqual(entry);
    const everyone = {
      text: 'Alle som har vært i Sverige, drikker.',
      rule: { end: 'Ferdig.' },
      slots: [],
      everyone: true as const,
      forfeit: 'Fortell om turen på ti sekunder.',
      secret: { kind: 'answer' as const, text: 'Stockholm.' },
    };
    expect(entryParagraph(everyone, 'english')).toBe(
      '[Lasting rule] Alle som har vært i Sverige, drikker.\n[When the rule ends] Ferdig.\n[At the table] no names, everyone drinks\n[Instead of drinking] Fortell om turen på ti sekunder.\n[Secret answer] Stockholm.',
    );
    for (const language of ['norsk', 'english', 'dansk', 'suomi'] as const)
      expect(readParagraph(entryParagraph(everyone, language))).toEqual(everyone);
    expect(entryParagraph({ text: '@pelaaja juo', slots: ['drinks+flirts'] }, 'suomi')).toBe(
      '@pelaaja juo\n[Pöydässä] juo+flirttailee',
    );
    // By hand: any case and spacing, another language's words, everyone alone (the slots then read by the words).
    expect(readParagraph('@player skåler\n  [at the TABLE]  Drikker + Flørter ,everyone drinks ')).toEqual({
      text: '@player skåler',
      slots: ['drinks+flirts'],
      everyone: true,
    });
    expect(readParagraph('Alle skåler\n[Ved bordet] alle drikker')).toEqual({ text: 'Alle skåler', everyone: true });
    expect(readParagraph('Skål\n[I stedet for å drikke] Syng')).toEqual({ text: 'Skål', forfeit: 'Syng' });
  });

  it('keeps what merely looks like tags as text: files without tags, unknown words, escaped lines', () => {
    // An older file: no tags line, so no tags.
    expect(readParagraph('@spiller drikker to slurker.')).toEqual({ text: '@spiller drikker to slurker.' });
    // A tags line with a word that is no tag is text, as an older phone wrote it.
    expect(readParagraph('Hei\n[At the table] we sing')).toEqual({ text: 'Hei\n[At the table] we sing' });
    expect(readParagraph('Hei\n[At the table]')).toEqual({ text: 'Hei\n[At the table]' });
    // The first line is always the text.
    expect(readParagraph('[At the table] drinks')).toEqual({ text: '[At the table] drinks' });
    // An entry whose own text holds a tags or forfeit line is written escaped and comes back as text.
    const tricky = {
      text: 'Linje\n[At the table] drinks\n[Instead of drinking] sing',
      slots: [] as never[],
      forfeit: 'Ingen\n[Ved bordet] drikker',
    };
    const written = entryParagraph(tricky, 'norsk');
    expect(written).toBe(
      'Linje\n\\[At the table] drinks\n\\[Instead of drinking] sing\n[Ved bordet] ingen navn\n[I stedet for å drikke] Ingen\n\\[Ved bordet] drikker',
    );
    expect(readParagraph(written)).toEqual(tricky);
  });
});

describe('roomFileEntries', () => {
  it('reads a room answer’s entries as the file writes them, tags included, and leaves out what is no entry', () => {
    expect(roomFileEntries({})).toBeNull();
    expect(
      roomFileEntries([
        { name: 'fest' },
        [
          { id: 1, value: 'Skål' },
          { id: 2, value: '@spiller drikker', slots: ['drinks'], rule: { end: '' } },
          { id: '3', value: 'Alle', everyone: true, forfeit: 'Syng', secret: { kind: 'answer', text: 'Ja' } },
          { id: 4, value: 'Rart', slots: ['dances'], everyone: 'yes', secret: { kind: 'hint', text: 'x' } },
          { value: 'uten id' },
          'tekst',
        ],
        false,
      ]),
    ).toEqual([
      { text: 'Skål' },
      { text: '@spiller drikker', rule: { end: '' }, slots: ['drinks'] },
      { text: 'Alle', secret: { kind: 'answer', text: 'Ja' }, everyone: true, forfeit: 'Syng' },
      { text: 'Rart' },
    ]);
  });
});
