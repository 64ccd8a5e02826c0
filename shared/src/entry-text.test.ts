import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { capLength, entryLength, normaliseEntryText } from './entry-text';

describe('normaliseEntryText', () => {
  it('trims and keeps newlines, dropping other control characters', () => {
    expect(normaliseEntryText('  Skål\r\nfor\tdeg\u0007 ')).toEqual({ ok: true, text: 'Skål\nfordeg' });
  });

  it('accepts 280 characters and rejects 281', () => {
    expect(normaliseEntryText('x'.repeat(280))).toEqual({ ok: true, text: 'x'.repeat(280) });
    expect(normaliseEntryText('x'.repeat(281))).toEqual({ ok: false, reason: 'too_long' });
    expect(normaliseEntryText('🍺'.repeat(280)).ok).toBe(true);
  });

  it('rejects blank text', () => {
    expect(normaliseEntryText(' \n\t ')).toEqual({ ok: false, reason: 'empty' });
  });

  it('always yields trimmed text of 1..280 code points without controls but newline', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (raw) => {
        const result = normaliseEntryText(raw);
        if (!result.ok) return;
        expect(result.text).toBe(result.text.trim());
        expect(entryLength(result.text)).toBeGreaterThan(0);
        expect(entryLength(result.text)).toBeLessThanOrEqual(280);
        expect(result.text).not.toMatch(/(?!\n)[\p{Cc}\p{Cf}]/u);
      }),
    );
  });
});

describe('entry text that means what it shows', () => {
  it('keeps emoji sequences whole: ZWJ families, flags, skin tones, keycaps, subdivision flags', () => {
    for (const emoji of ['👨‍👩‍👧', '🏳️‍🌈', '❤️‍🔥', '👍🏽', '1️⃣', '🏴󠁧󠁢󠁳󠁣󠁴󠁿', '🇳🇴']) {
      expect(normaliseEntryText(`Skål ${emoji}!`)).toEqual({ ok: true, text: `Skål ${emoji}!` });
    }
  });

  it('keeps the zero-width non-joiner Persian needs, one per run', () => {
    expect(normaliseEntryText('می\u200Cخواهم')).toEqual({ ok: true, text: 'می\u200Cخواهم' });
    expect(normaliseEntryText('a\u200D\u200D\u200Db')).toEqual({ ok: true, text: 'a\u200Db' });
  });

  it('strips bidi overrides and isolates, zero-width spaces and stray tag characters', () => {
    expect(normaliseEntryText('drikk \u202Eetaht\u202C nå\u2066!\u2069')).toEqual({
      ok: true,
      text: 'drikk etaht nå!',
    });
    expect(normaliseEntryText('hei\u200B\u{E0068}\u{E0069}')).toEqual({ ok: true, text: 'hei' });
  });

  it('caps stacked combining marks, keeping the letters', () => {
    const zalgo = `x${'\u0301\u0300\u0302\u0303\u0304\u0305\u0306'.repeat(20)}a`;
    expect(normaliseEntryText(zalgo)).toEqual({ ok: true, text: `x\u0301\u0300\u0302\u0303a` });
    expect(normaliseEntryText('Tiếng Việt')).toEqual({ ok: true, text: 'Tiếng Việt' });
  });

  it('counts text of only joiners and marks as empty', () => {
    expect(normaliseEntryText('\u200D\u0301 \u200C')).toEqual({ ok: false, reason: 'empty' });
  });

  it('counts text of only characters that show nothing as empty: fillers, blank Braille, selectors, CGJ', () => {
    for (const blank of ['\u3164', '\u115F', '\u1160', '\uFFA0', '\u2800', '\u034F', '\uFE0F', '\u{E0100}']) {
      expect(normaliseEntryText(` ${blank}${blank} `)).toEqual({ ok: false, reason: 'empty' });
    }
    expect(normaliseEntryText('\u3164\u200D\uFE0F \u2800\u034F\u0301')).toEqual({ ok: false, reason: 'empty' });
  });

  it('still keeps the selectors and joiners that emoji and Persian words are made of', () => {
    for (const text of ['\u2764\uFE0F', '👨\u200D👩\u200D👧', 'می\u200Cخواهم']) {
      expect(normaliseEntryText(text)).toEqual({ ok: true, text });
    }
  });

  it('composes a letter and its mark that a removed bidi control stood between', () => {
    expect(normaliseEntryText('a\u202E\u0301')).toEqual({ ok: true, text: '\u00E1' });
  });

  it('never yields bidi controls, unpaired surrogates, runs of joiners or more than 4 stacked marks', () => {
    const hostile = fc.constantFrom(
      '\u202E',
      '\u2067',
      '\u200D',
      '\u200C',
      '\uD800',
      '\u0301',
      '\u{E0041}',
      'a',
      '🏳️',
      '\n',
    );
    fc.assert(
      fc.property(
        fc.array(fc.oneof(hostile, fc.string({ unit: 'grapheme', maxLength: 4 })), { maxLength: 80 }),
        (parts) => {
          const result = normaliseEntryText(parts.join(''));
          if (!result.ok) return;
          expect(result.text).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200E\u200F\p{Cs}]|[\u200C\u200D]{2}|\p{M}{5}/u);
          expect(normaliseEntryText(result.text)).toEqual(result);
        },
      ),
    );
  });
});

describe('capLength', () => {
  it('cuts at characters as entryLength counts them, an emoji being one', () => {
    expect(capLength('x'.repeat(300), 280)).toBe('x'.repeat(280));
    expect(capLength(`${'x'.repeat(270)}${'🍺'.repeat(12)}`, 280)).toBe(`${'x'.repeat(270)}${'🍺'.repeat(10)}`);
    expect(capLength('Skål 🍻', 280)).toBe('Skål 🍻');
  });
});
