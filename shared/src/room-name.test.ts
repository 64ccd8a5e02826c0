import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { filterRoomNameInput, normaliseRoomName, roomLink } from './room-name';

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
