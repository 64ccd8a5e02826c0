// The HTTP calls of AI entries (docs/protocol.md): start a payment, ask for free AI, read a payment. Apart from
// api.ts so they load with the drawer and the payment screens, not with the first script.
import type { AiFailure, FreeAiRequest, PaymentRequest, PaymentStatusResponse } from '@skal/shared';
import { HttpError } from './api';
import { RefusedError } from '../components/payment-refusal';

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
  if (!response.ok) throw new RefusedError(response.status, await problemCode(response));
  const body = (await response.json().catch(() => ({}))) as { redirectUrl?: unknown };
  return typeof body.redirectUrl === 'string' ? body.redirectUrl : null;
}

/** The problem+json answer's `code`, if it has one. */
async function problemCode(response: Response): Promise<string | undefined> {
  const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
  return typeof body?.code === 'string' ? body.code : undefined;
}

/** Started; the free entries already used; or why they cannot come now (the grant stays for a later try). */
export type FreeAiOutcome = 'started' | 'used' | AiFailure;
const NOT_NOW: readonly string[] = ['model_unavailable', 'too_few', 'used_up', 'room_full'];

/** The outcome an error code stands for, or null when it is none of them (the caller throws). */
export function freeAiOutcome(code: string | undefined): FreeAiOutcome | null {
  if (code === 'used') return 'used';
  return code && NOT_NOW.includes(code) ? (code as AiFailure) : null;
}

/** Asks for the room's 3 free AI entries in a language. Refusals other than the outcomes above throw. */
export async function requestFreeAi(request: FreeAiRequest): Promise<FreeAiOutcome> {
  const response = await postJson('/api/free-ai', request);
  if (response.ok) return 'started';
  // A server before the codes answered a bare 409 for a used grant.
  const code = await problemCode(response);
  const outcome = freeAiOutcome(code) ?? (response.status === 409 ? 'used' : null);
  if (!outcome) throw new RefusedError(response.status, code);
  return outcome;
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
