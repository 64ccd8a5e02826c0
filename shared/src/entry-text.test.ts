import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { entryLength, normaliseEntryText } from './entry-text';

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
