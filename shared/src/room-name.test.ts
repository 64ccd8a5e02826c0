import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { filterRoomNameInput, normaliseByRules, normaliseRoomName, readableRoomLink, roomLink } from './room-name';

describe('filterRoomNameInput', () => {
  it('drops ASCII punctuation and symbols while typing and caps at 18', () => {
    expect(filterRoomNameInput('hei!@#på deg?')).toBe('heipå deg');
    expect(filterRoomNameInput('a'.repeat(30))).toBe('a'.repeat(18));
    expect(filterRoomNameInput('')).toBe('');
    expect(filterRoomNameInput('Blåbær-fest_2')).toBe('Blåbærfest2');
  });

  it('counts emoji and letters of any script as one character', () => {
    expect(filterRoomNameInput('ææææææææææææææææææææ')).toHaveLength(18);
    expect(Array.from(filterRoomNameInput('🍺'.repeat(20)))).toHaveLength(18);
  });

  it('never keeps a forbidden character and never exceeds 18 code points', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (typed) => {
        const kept = filterRoomNameInput(typed);
        expect(Array.from(kept).length).toBeLessThanOrEqual(18);
        expect(kept).not.toMatch(/[!-/:-@[-`{-~\p{Cc}]/u);
      }),
    );
  });
});

describe('normaliseRoomName', () => {
  it('trims and lowercases, keeping æøå and inner spaces', () => {
    expect(normaliseRoomName('  Blåbær Fest ')).toEqual({ ok: true, name: 'blåbær fest' });
    expect(normaliseRoomName('ÆØÅ')).toEqual({ ok: true, name: 'æøå' });
  });

  it('rejects empty, too long and punctuated names', () => {
    expect(normaliseRoomName('   ')).toEqual({ ok: false, reason: 'empty' });
    expect(normaliseRoomName('a'.repeat(19))).toEqual({ ok: false, reason: 'too_long' });
    expect(normaliseRoomName('a'.repeat(18))).toEqual({ ok: true, name: 'a'.repeat(18) });
    expect(normaliseRoomName('fest!')).toEqual({ ok: false, reason: 'forbidden_character' });
    expect(normaliseRoomName('a\u0000b')).toEqual({ ok: false, reason: 'forbidden_character' });
  });

  it('accepts exactly what the typing filter keeps, once trimmed and non-empty', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (typed) => {
        const kept = filterRoomNameInput(typed);
        const result = normaliseRoomName(kept);
        if (kept.trim() === '') expect(result.ok).toBe(false);
        else expect(result.ok).toBe(true);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (raw) => {
        const first = normaliseRoomName(raw);
        if (first.ok) expect(normaliseRoomName(first.name)).toEqual(first);
      }),
    );
  });
});

describe('roomLink', () => {
  it('encodes the room into the query of the public URL', () => {
    expect(roomLink('http://192.168.1.20:8080/', 'blåbær fest')).toBe(
      'http://192.168.1.20:8080/?room=bl%C3%A5b%C3%A6r%20fest',
    );
  });
});

describe('readableRoomLink', () => {
  it('shows the room as people type it, whatever the room', () => {
    expect(readableRoomLink(roomLink('https://skal.example', 'blåbær fest 14'))).toBe(
      'https://skal.example/?room=blåbær fest 14',
    );
    expect(readableRoomLink('https://skal.example/?room=%E0%A4%A')).toBe('https://skal.example/?room=%E0%A4%A');
  });
});

describe('room names that mean what they show', () => {
  const invisible = ['\u200B', '\u3164', '\u034F', '\u2060', '\uFEFF', '\u00AD', '\u2800', '\uFE0F'];
  const spaces = ['\u00A0', '\u3000', '\u2002', '\u202F', '\u2028', '\t'];

  it('refuses text that is not well-formed (a lone surrogate)', () => {
    for (const raw of ['fest\uD800', '\uDC00fest', 'a\uD83Db']) {
      expect(normaliseRoomName(raw)).toEqual({ ok: false, reason: 'forbidden_character' });
      expect(filterRoomNameInput(raw)).not.toMatch(/\p{Cs}/u);
    }
  });

  it('folds invisible characters and other spaces into the plain name', () => {
    for (const mark of invisible) expect(normaliseRoomName(`fe${mark}st`)).toEqual({ ok: true, name: 'fest' });
    for (const space of spaces) {
      expect(normaliseRoomName(`blå${space}fest`)).toEqual({ ok: true, name: 'blå fest' });
      expect(normaliseRoomName(`${space}fest${space}`)).toEqual({ ok: true, name: 'fest' });
    }
    expect(normaliseRoomName('blå   fest')).toEqual({ ok: true, name: 'blå fest' });
    expect(normaliseRoomName('\u200B\u3164')).toEqual({ ok: false, reason: 'empty' });
  });

  it('types the same as it submits: the phone keeps the folded spelling', () => {
    expect(filterRoomNameInput('Fe\u200Bst\u00A0\u00A0kveld')).toBe('Fest kveld');
    // Punctuation dropped from between two spaces leaves one space, not two.
    expect(filterRoomNameInput('fest ! kveld')).toBe('fest kveld');
  });

  it('never yields an invisible character, a non-ASCII space, a double space or an unpaired surrogate', () => {
    const hostile = fc.constantFrom(...invisible, ...spaces, ' ', '\uD800', '\uDFFF', 'a', 'Å', '🍺', '\u0301');
    const name = fc.array(fc.oneof(hostile, fc.string({ unit: 'grapheme', maxLength: 3 })), { maxLength: 12 });
    fc.assert(
      fc.property(name, (parts) => {
        const raw = parts.join('');
        for (const text of [
          filterRoomNameInput(raw),
          ...[normaliseRoomName(raw)].flatMap((r) => (r.ok ? [r.name] : [])),
        ]) {
          expect(text).not.toMatch(/[\p{Default_Ignorable_Code_Point}\p{Cs}\u2800]|(?! )\p{White_Space}| {2}/u);
        }
        const result = normaliseRoomName(raw);
        if (result.ok) expect(normaliseRoomName(result.name)).toEqual(result);
      }),
    );
  });
});

describe('the plain-name short cut of normaliseRoomName', () => {
  // Letters the short cut takes, letters Unicode case folding would confuse with them (long s, Kelvin sign, dotted
  // I), a decomposed å, invisible and other spaces, punctuation.
  const alphabet = [
    'a',
    'Z',
    'q',
    '0',
    '9',
    ' ',
    'æ',
    'Ø',
    'å',
    'Å',
    'ſ',
    '\u212a',
    'İ',
    'a\u030a',
    '\u200b',
    '\u00a0',
    '\t',
    '-',
    'é',
  ];

  it('answers exactly as the rules do', () => {
    for (const name of [
      'fest',
      'Fest 12',
      'RØYK TEST 10',
      ' fest',
      'fest ',
      'a  b',
      'a'.repeat(18),
      'a'.repeat(19),
      '',
    ])
      expect(normaliseRoomName(name), name).toEqual(normaliseByRules(name));
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...alphabet), { maxLength: 22 }), (parts) => {
        const name = parts.join('');
        expect(normaliseRoomName(name)).toEqual(normaliseByRules(name));
      }),
      { numRuns: 20_000 },
    );
  });
});
