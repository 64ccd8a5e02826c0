import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MAX_PLAYERS_PER_ROOM,
  PLAYER_NAME_MAX_LENGTH,
  chooseNames,
  countPlaceholders,
  fillPieces,
  filledText,
  insertAt,
  markNames,
  namesStillFit,
  namesToChoose,
  nameUses,
  NOBODY,
  PLACEHOLDER,
} from './players';
import { hasPlayer, normalisePlayerName, playerKey } from './player-names';
import { entryPieces } from './entry-pieces';
import { capPlayerName } from './player-name-field';
import { seededRandom } from './random';

const name = fc.stringMatching(/^[A-ZÆØÅ][a-zæøå]{1,8}$/u);
const players = fc.uniqueArray(name, { maxLength: MAX_PLAYERS_PER_ROOM, selector: playerKey });
const seed = fc.integer();

describe('player names', () => {
  it('follow the entry text rules, one line, 1–20 characters', () => {
    expect(normalisePlayerName('  Kari\n Nordmann ')).toEqual({ ok: true, name: 'Kari Nordmann' });
    expect(normalisePlayerName(' \u200b ')).toEqual({ ok: false, reason: 'empty' });
    expect(normalisePlayerName('x'.repeat(20))).toEqual({ ok: true, name: 'x'.repeat(20) });
    expect(normalisePlayerName('x'.repeat(21))).toEqual({ ok: false, reason: 'too_long' });
    expect(normalisePlayerName('🍺'.repeat(20))).toEqual({ ok: true, name: '🍺'.repeat(20) });
  });

  it('are capped while typed at the 20 characters the rule counts, emoji as one and spaces made one', () => {
    expect(capPlayerName('x'.repeat(40))).toBe('x'.repeat(PLAYER_NAME_MAX_LENGTH));
    expect(capPlayerName('🍺'.repeat(25))).toBe('🍺'.repeat(20));
    expect(capPlayerName('Kari')).toBe('Kari');
    // What the rule drops or makes one does not count: white space runs, a zero-width space.
    expect(capPlayerName(`Kari   Anne\u200b Nordmann Hansen`)).toBe('Kari   Anne\u200b Nordmann H');
    expect(normalisePlayerName(capPlayerName(`Kari   Anne\u200b Nordmann Hansen`))).toEqual({
      ok: true,
      name: 'Kari Anne Nordmann H',
    });
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (typed) => {
        const kept = capPlayerName(typed);
        expect(typed.startsWith(kept)).toBe(true);
        expect(normalisePlayerName(kept)).not.toEqual({ ok: false, reason: 'too_long' });
        if (kept !== typed) expect(normalisePlayerName(typed)).toEqual({ ok: false, reason: 'too_long' });
      }),
    );
  });

  it('are never a placeholder word, in any case or width, which would make a filled entry read as unfilled', () => {
    for (const word of [
      '@spiller',
      '@Player',
      'NOEN',
      'Someone',
      ' noen ',
      '\uFF20\uFF53\uFF50\uFF49\uFF4C\uFF4C\uFF45\uFF52', // fullwidth ＠ｓｐｉｌｌｅｒ
      '\uFF2E\uFF4F\uFF45\uFF4E', // fullwidth Ｎｏｅｎ
      'some\u200Bone',
      '@PLAYER\uFE0F',
    ]) {
      expect(normalisePlayerName(word), JSON.stringify(word)).toEqual({ ok: false, reason: 'placeholder' });
    }
    for (const name of ['Noena', 'noen andre', '@spillerne', 'Someone Else', 'spiller', 'player']) {
      expect(normalisePlayerName(name).ok, name).toBe(true);
    }
    // Typed, a placeholder word is not cut (Add then says why it is refused).
    expect(capPlayerName('noen')).toBe('noen');
  });

  it('are the same player whatever their case', () => {
    expect(hasPlayer(['Kari'], 'KARI')).toBe(true);
    expect(hasPlayer(['Øystein'], 'øystein')).toBe(true);
    expect(hasPlayer(['Kari'], 'Karin')).toBe(false);
  });
});

describe('player names that look like something else', () => {
  it('are empty when they show nothing', () => {
    for (const blank of ['\u3164', '\u2800', '\uFFA0', '\u115F \u1160', '\u034F', '\uFE0F', ' \u200C ']) {
      expect(normalisePlayerName(blank)).toEqual({ ok: false, reason: 'empty' });
    }
  });

  it('are stored as they show: invisible characters dropped, emoji kept whole', () => {
    expect(normalisePlayerName('Kari\u034F')).toEqual({ ok: true, name: 'Kari' });
    expect(normalisePlayerName('Kari\u3164')).toEqual({ ok: true, name: 'Kari' });
    expect(normalisePlayerName('Kari \u2800 Ola')).toEqual({ ok: true, name: 'Kari Ola' });
    expect(normalisePlayerName('Kari\uFE0F')).toEqual({ ok: true, name: 'Kari' });
    for (const name of ['Kari \u2764\uFE0F', '👨\u200D👩\u200D👧', '🏳\uFE0F\u200D🌈', '1\uFE0F\u20E3', '🧑🏽\u200D💻']) {
      expect(normalisePlayerName(name)).toEqual({ ok: true, name });
    }
  });

  it('are the same player as the name they look like', () => {
    const lookalikes: [string, string][] = [
      ['Kari', 'Kari\u034F'],
      ['Kari', 'Kari\uFE0F'],
      ['Kari', 'Kari\u3164'],
      ['Kari', 'Kari\u2800'],
      ['Kari', 'Ka\u200Cri'],
      ['Kari', 'Ｋａｒｉ'],
      ['STRASSE', 'Straße'],
    ];
    for (const [name, lookalike] of lookalikes) {
      expect(playerKey(lookalike), lookalike).toBe(playerKey(name));
      expect(hasPlayer([name], lookalike), lookalike).toBe(true);
      // Also as a name is stored: normalised first, as the phone and the server do.
      const stored = normalisePlayerName(lookalike);
      expect(stored.ok && hasPlayer([name], stored.name), lookalike).toBe(true);
    }
    expect(hasPlayer(['Kari'], 'Karin')).toBe(false);
  });

  it('normalise to themselves', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom(
            'K',
            'a',
            ' ',
            'ß',
            '\u3164',
            '\u2800',
            '\u034F',
            '\uFE0F',
            '\u200D',
            '\u200C',
            '\u0301',
            '❤',
            '👨',
          ),
          {
            maxLength: 24,
          },
        ),
        (parts) => {
          const first = normalisePlayerName(parts.join(''));
          if (!first.ok) return;
          expect(normalisePlayerName(first.name)).toEqual(first);
        },
      ),
    );
  });
});

describe('placeholders', () => {
  it('are found in any case with punctuation around them, in both languages', () => {
    expect(countPlaceholders('@Spiller, skål med @player! (@SPILLER)')).toBe(3);
    expect(countPlaceholders('@spillerne og e@post og @players')).toBe(0);
    expect(countPlaceholders('Send det til ola@spiller.no eller kari.n@player.com')).toBe(0);
    expect(countPlaceholders('Skål,@spiller! Så:@player.')).toBe(2);
    expect(filledText('@Spiller, skål med @player!', ['Kari', 'Ola'], 'norsk')).toBe('Kari, skål med Ola!');
  });

  it('find @pelaaja (suomi) too, in any language, and not inside a longer word', () => {
    expect(countPlaceholders('@pelaaja ja @Pelaaja: kippis, @spiller!')).toBe(3);
    expect(countPlaceholders('@pelaajat ja ola@pelaaja.fi')).toBe(0);
    expect(filledText('Kivi, paperi, sakset: @pelaaja vastaan @player.', ['Aino', 'Eero'], 'suomi')).toBe(
      'Kivi, paperi, sakset: Aino vastaan Eero.',
    );
    expect(PLACEHOLDER.suomi).toBe('@pelaaja');
    expect(PLACEHOLDER.dansk).toBe('@spiller');
  });

  it('read nogen (dansk) and joku (suomi) without players', () => {
    expect(filledText('Skål for @spiller!', [], 'dansk')).toBe('Skål for nogen!');
    expect(filledText('Kippis, @pelaaja!', [], 'suomi')).toBe('Kippis, joku!');
    expect(NOBODY).toEqual({ norsk: 'noen', english: 'someone', dansk: 'nogen', suomi: 'joku' });
  });

  it('read noen / someone without players', () => {
    expect(filledText('@spiller skåler med @player', [], 'norsk')).toBe('noen skåler med noen');
    expect(filledText('@player toasts @spiller.', [], 'english')).toBe('someone toasts someone.');
  });

  it('fill back to the text with only the placeholders replaced', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.constantFrom('@spiller', '@Player', '@pelaaja'))),
        players,
        seed,
        (parts, list, s) => {
          const text = parts.join(' ');
          const names = chooseNames(countPlaceholders(text), list, undefined, seededRandom(s));
          const pieces = fillPieces(text, names, 'norsk');
          expect(pieces.filter((piece) => piece.player)).toHaveLength(countPlaceholders(text));
          const plain = pieces
            .filter((piece) => !piece.player)
            .map((piece) => piece.text)
            .join('');
          expect(plain).toBe(text.replace(/@(?:spiller|player|pelaaja)(?![\p{L}\p{M}\p{N}_])/giu, ''));
        },
      ),
    );
  });

  it('highlight names as names and the rest by the highlight words', () => {
    const pieces = entryPieces(fillPieces('@spiller skåler', ['Kari'], 'norsk'));
    expect(pieces[0]).toEqual({ text: 'Kari', style: 'player-name' });
    expect(pieces.map((piece) => piece.text).join('')).toBe('Kari skåler');
  });
});

describe('choosing names', () => {
  it('gives different names within an entry while there are enough players', () => {
    fc.assert(
      fc.property(
        players,
        fc.integer({ min: 0, max: 30 }),
        fc.option(name, { nil: undefined }),
        seed,
        (list, count, previous, s) => {
          const names = chooseNames(count, list, previous, seededRandom(s));
          expect(names).toHaveLength(list.length === 0 ? 0 : count);
          expect(names.every((chosen) => list.includes(chosen))).toBe(true);
          expect(new Set(names).size).toBe(Math.min(count, list.length));
          expect(namesStillFit(names, count, list)).toBe(true);
        },
      ),
    );
  });

  it('never starts with the previous first name when it can be avoided', () => {
    fc.assert(
      fc.property(players, fc.integer({ min: 1, max: 5 }), seed, (list, count, s) => {
        fc.pre(list.length >= 2);
        const previous = list[(s % list.length) >>> 0] ?? list[0];
        expect(chooseNames(count, list, previous, seededRandom(s))[0]).not.toBe(previous);
      }),
    );
  });

  it('keeps earlier names while they still fit, and not once a name has left', () => {
    expect(namesStillFit(['Kari', 'Ola'], 2, ['Kari', 'Ola', 'Per'])).toBe(true);
    expect(namesStillFit(['Kari', 'Ola'], 2, ['Kari', 'Per'])).toBe(false);
    expect(namesStillFit(['Kari', 'Kari'], 2, ['Kari'])).toBe(true);
    expect(namesStillFit(['Kari', 'Kari'], 2, ['Kari', 'Ola'])).toBe(false);
    expect(namesStillFit([], 2, [])).toBe(true);
    expect(namesStillFit(undefined, 0, [])).toBe(false);
  });

  it('uses every player about equally often over many entries', () => {
    const random = seededRandom(7);
    const seen = new Map<string, number>();
    let previous: string | undefined;
    for (let i = 0; i < 3000; i += 1) {
      const [first] = chooseNames(1, ['A', 'B', 'C'], previous, random);
      seen.set(first!, (seen.get(first!) ?? 0) + 1);
      expect(first).not.toBe(previous);
      previous = first;
    }
    for (const count of seen.values()) expect(count).toBeGreaterThan(800);
  });
});

describe('names on a display that gets filled text', () => {
  it('are marked as whole words, longest first', () => {
    expect(markNames('Kari Anne og Kari skåler, Karina ikke', ['Kari', 'Kari Anne'])).toEqual([
      { text: 'Kari Anne', player: true },
      { text: ' og ', player: false },
      { text: 'Kari', player: true },
      { text: ' skåler, Karina ikke', player: false },
    ]);
    expect(markNames('a.b (c)', ['a.b', '(c)'])).toEqual([
      { text: 'a.b', player: true },
      { text: ' ', player: false },
      { text: '(c)', player: true },
    ]);
  });
});

describe('inserting the placeholder', () => {
  it('puts it at the cursor with words kept apart, and the caret after it', () => {
    expect(insertAt('Skål med', 0, 0, '@spiller')).toEqual({ text: '@spiller Skål med', caret: 9 });
    expect(insertAt('', 0, 0, '@spiller')).toEqual({ text: '@spiller ', caret: 9 });
    // At the end of the text too: a word typed next stays apart from the placeholder.
    expect(insertAt('Skål med', 8, 8, '@spiller')).toEqual({ text: 'Skål med @spiller ', caret: 18 });
    expect(insertAt('Skål med ', 9, 9, '@spiller')).toEqual({ text: 'Skål med @spiller ', caret: 18 });
    // A space already there is kept, not doubled, and the caret goes after it.
    expect(insertAt('Skål  nå', 5, 5, '@player')).toEqual({ text: 'Skål @player nå', caret: 13 });
    expect(insertAt('ab', 1, 2, '@player')).toEqual({ text: 'a @player ', caret: 10 });
  });
});

describe('names along a round', () => {
  const deck = [
    { id: 1, value: '@spiller skåler med @spiller' },
    { id: 2, value: 'Alle drikker' },
    { id: 3, value: '@player velger' },
  ];

  it('are chosen once per entry and kept on the way back while they fit', () => {
    fc.assert(
      fc.property(players, seed, (list, s) => {
        const random = seededRandom(s);
        const names: Record<string, string[]> = {};
        for (const position of [0, 1, 2, 1, 0]) {
          const chosen = namesToChoose(deck, position, names, list, random);
          if (chosen) {
            // Only a first visit chooses; the way back (Prev) finds the names still fitting.
            expect(names[String(deck[position]!.id)]).toBeUndefined();
            names[String(deck[position]!.id)] = chosen;
          }
        }
        expect(names['2']).toBeUndefined();
        if (list.length >= 2) expect(names['3']![0]).not.toBe(names['1']![0]);
      }),
    );
  });

  it('choose again once a chosen name has been removed', () => {
    const names = { '1': ['Kari', 'Ola'] };
    expect(namesToChoose(deck, 0, names, ['Kari', 'Ola', 'Per'], seededRandom(1))).toBeNull();
    const again = namesToChoose(deck, 0, names, ['Kari', 'Per'], seededRandom(1));
    expect(again?.slice().sort()).toEqual(['Kari', 'Per']);
  });
});

describe('names dealt over a round', () => {
  it('spread the players evenly: nobody is named twice more than anyone else', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(name, { minLength: 2, maxLength: 8 }),
        fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 60 }),
        seed,
        (list, slots, s) => {
          const random = seededRandom(s);
          const names: Record<string, string[]> = {};
          const deck = slots.map((count, id) => ({ id, value: Array(count).fill('@spiller').join(' og ') }));
          deck.forEach((_, position) => {
            const chosen = namesToChoose(deck, position, names, list, random);
            if (chosen) names[String(position)] = chosen;
          });
          const uses = list.map((player) => nameUses(names).get(player) ?? 0);
          // Each card's names are different players, the least named first, so the spread stays within one.
          expect(Math.max(...uses) - Math.min(...uses)).toBeLessThanOrEqual(Math.max(...slots) > list.length ? 2 : 1);
        },
      ),
    );
  });

  it('keep the spread with more placeholders than players, when the first name must not repeat the last card’s', () => {
    // Found by the property above: two players, cards of 1–3 placeholders; swapping the first name to avoid the
    // previous card's first gave the most named player a second name on the card.
    const list = ['Aæ', 'Æå'];
    const deck = [1, 2, 3, 2, 3, 2, 3, 1].map((count, id) => ({
      id,
      value: Array(count).fill('@spiller').join(' og '),
    }));
    const names: Record<string, string[]> = {};
    const random = seededRandom(0);
    deck.forEach((_, position) => {
      const chosen = namesToChoose(deck, position, names, list, random);
      if (chosen) names[String(position)] = chosen;
    });
    const uses = list.map((player) => nameUses(names).get(player) ?? 0);
    expect(Math.max(...uses) - Math.min(...uses)).toBeLessThanOrEqual(2);
  });

  it("give an end card its rule's names, and keep them when the rule is shown again", () => {
    const deck = [
      { id: 1, value: '@spiller er dronning', rule: { end: '' } },
      { id: 2, value: 'Skål' },
      { id: 'end:1', value: '@spiller er dronning', endOf: 1, offset: 2 },
      { id: 'end:3', value: '@spiller og @spiller er ferdige', endOf: 3, offset: 4 },
    ];
    const names: Record<string, string[]> = { '1': ['Ingrid'] };
    const players = ['Ingrid', 'Ola', 'Kari', 'Per'];
    expect(namesToChoose(deck, 2, names, players, seededRandom(1))).toBeNull();
    expect(namesToChoose(deck, 0, names, players, seededRandom(2))).toBeNull();
    // An end text with more placeholders than its rule keeps the rule's names first.
    const more = namesToChoose(deck, 3, { '3': ['Ola'] }, players, seededRandom(3));
    expect(more?.[0]).toBe('Ola');
    expect(more).toHaveLength(2);
    expect(more?.[1]).not.toBe('Ola');
    expect(namesToChoose(deck, 0, { '1': ['Ingrid', 'Kari'] }, players, seededRandom(4))).toBeNull();
  });
});
