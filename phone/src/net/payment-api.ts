// The HTTP calls of AI entries (docs/protocol.md): start a payment, ask for free AI, read a payment. Apart from
// api.ts so they load with the drawer and the payment screens, not with the first script.
import type { FreeAiRequest, PaymentRequest, PaymentStatusResponse } from '@skal/shared';
import { HttpError } from './api';

async function postJson(path: string, body: unknown): Promise<Response> {
  return fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
}

/**
 * Starts a payment; resolves to the wallet URL, or null when the answer had none. A non-OK status throws.
 * The `language` (the room's) makes the 20 entries and the wallet's payment text come in it.
 */
export async function startPayment(request: PaymentRequest): Promise<string | null> {
  const response = await postJson('/api/dopayment', request);
  if (!response.ok) throw new HttpError(response.status);
  const body = (await response.json().catch(() => ({}))) as { redirectUrl?: unknown };
  return typeof body.redirectUrl === 'string' ? body.redirectUrl : null;
}

export type FreeAiOutcome = 'started' | 'used';

/** Asks for the room's 3 free AI entries in a language; 409 means they were already used. Other failures throw. */
export async function requestFreeAi(request: FreeAiRequest): Promise<FreeAiOutcome> {
  const response = await postJson('/api/free-ai', request);
  if (response.status === 409) return 'used';
  if (!response.ok) throw new HttpError(response.status);
  return 'started';
}

/** The payment's state, or null when the server does not know the reference. */
export async function fetchPayment(reference: string): Promise<PaymentStatusResponse | null> {
  const response = await fetch(`/api/payments/${encodeURIComponent(reference)}`, {
    headers: { Accept: 'application/json' },
    cache: 'no-store',
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new HttpError(response.status);
  return (await response.json()) as PaymentStatusResponse;
}
