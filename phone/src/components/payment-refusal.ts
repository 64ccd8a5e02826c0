// What the drawer tells a player whose payment the server refused before it reached the wallet.
import { HttpError } from '../net/api';

export type PaymentRefusalKey =
  | 'aiDrawer.paymentsOff'
  | 'aiDrawer.paymentsBusy'
  | 'aiDrawer.paymentOpen'
  | 'aiDrawer.payModelDown'
  | 'aiDrawer.notMember'
  | 'toast.somethingWrong';

/** A refusal with its problem+json code (`model_unavailable`: the model is not there, so no payment started). */
export class RefusedError extends HttpError {
  declare readonly code: string | undefined;
  constructor(status: number, code: string | undefined) {
    super(status);
    this.code = code;
  }
}

/** 403 `not_member`: no phone of this address is joined to the room now. */
export const isNotMember = (error: unknown): boolean => error instanceof HttpError && error.status === 403;

/**
 * 503 `model_unavailable`: the model cannot write now; other 503s: payments are off on this server; 429: too many
 * payment starts; 409: this phone's address has enough open payments in
 * the room; 403 `not_member`: this phone's address has no phone joined to the room (it dropped out, or moved
 * from Wi-Fi to mobile data), so it is told to join again.
 */
export function paymentRefusalKey(error: unknown): PaymentRefusalKey {
  if (!(error instanceof HttpError)) return 'toast.somethingWrong';
  if (isNotMember(error)) return 'aiDrawer.notMember';
  if (error instanceof RefusedError && error.code === 'model_unavailable') return 'aiDrawer.payModelDown';
  if (error.status === 503) return 'aiDrawer.paymentsOff';
  if (error.status === 429) return 'aiDrawer.paymentsBusy';
  if (error.status === 409) return 'aiDrawer.paymentOpen';
  return 'toast.somethingWrong';
}
