// How often an open payment is polled: quickly while the payer is likely in the wallet app, then less and
// less, and not at all once the wallet has expired it. Webhooks stay the fast path.

/** A payment the payer has not acted on expires at the wallet after this long (Vipps and our simulator). */
export const WALLET_EXPIRY_MS = 10 * 60_000;
/** The longest wait between two polls of one payment. */
export const MAX_POLL_DELAY_MS = 30_000;

/** The wait before polling a payment `ageMs` old again: `baseMs` in its first minute, doubling every minute after. */
export function pollDelay(baseMs: number, ageMs: number): number {
  const minutes = Math.max(0, Math.floor(ageMs / 60_000));
  return Math.min(baseMs * 2 ** Math.min(minutes, 20), Math.max(baseMs, MAX_POLL_DELAY_MS));
}
