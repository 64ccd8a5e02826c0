// What the drawer tells a player whose payment the server refused before it reached the wallet.
import { HttpError } from '../net/api';

export type PaymentRefusalKey =
  'toast.paymentsOff' | 'toast.paymentsBusy' | 'toast.paymentOpen' | 'toast.somethingWrong';

/** 503: payments are off on this server; 429: too many payment starts; 409: this phone's address has enough open payments in the room. */
export function paymentRefusalKey(error: unknown): PaymentRefusalKey {
  if (!(error instanceof HttpError)) return 'toast.somethingWrong';
  if (error.status === 503) return 'toast.paymentsOff';
  if (error.status === 429) return 'toast.paymentsBusy';
  if (error.status === 409) return 'toast.paymentOpen';
  return 'toast.somethingWrong';
}
