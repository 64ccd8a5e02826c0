// An entry's secret (docs/product.md "Secrets"): a question to whisper or a quiz's answer, for the phone that reads
// the card alone. Its text follows the entry rules, as an entry's text does.
import { normaliseEntryText } from './entry-text';
import type { EntrySecret } from './protocol';

export type SecretResult = { ok: true; secret: EntrySecret | undefined } | { ok: false; reason: 'too_long' };

/**
 * A secret as sent (a deck file, an import, the model) by the entry rules: its text normalised; an empty or blank
 * text is no secret at all, and a text over 280 characters refuses the secret (and with it the entry, as a too
 * long end text does).
 */
export function normaliseSecret(raw: { kind: EntrySecret['kind']; text: string } | undefined): SecretResult {
  if (!raw) return { ok: true, secret: undefined };
  const text = normaliseEntryText(raw.text);
  if (!text.ok) return text.reason === 'empty' ? { ok: true, secret: undefined } : { ok: false, reason: text.reason };
  return { ok: true, secret: { kind: raw.kind, text: text.text } };
}
