import { describe, expect, it } from 'vitest';
import { normaliseSecret } from './entry-secret';
import { entrySecretSchema } from './protocol';

describe('normaliseSecret', () => {
  it('normalises the text by the entry rules, keeps the kind, and reads a blank one or none as no secret', () => {
    expect(normaliseSecret({ kind: 'question', text: '  Hvem her?\u200b ' })).toEqual({
      ok: true,
      secret: { kind: 'question', text: 'Hvem her?' },
    });
    expect(normaliseSecret({ kind: 'answer', text: ' \n ' })).toEqual({ ok: true, secret: undefined });
    expect(normaliseSecret(undefined)).toEqual({ ok: true, secret: undefined });
  });

  it('refuses a text over 280 characters (emoji counted as one)', () => {
    expect(normaliseSecret({ kind: 'answer', text: '🍻'.repeat(280) }).ok).toBe(true);
    expect(normaliseSecret({ kind: 'answer', text: 'x'.repeat(281) })).toEqual({ ok: false, reason: 'too_long' });
  });

  it('has a wire schema that takes only the two kinds', () => {
    expect(entrySecretSchema.safeParse({ kind: 'answer', text: 'Ja' }).success).toBe(true);
    expect(entrySecretSchema.safeParse({ kind: 'hint', text: 'Ja' }).success).toBe(false);
    expect(entrySecretSchema.safeParse({ kind: 'answer' }).success).toBe(false);
  });
});
