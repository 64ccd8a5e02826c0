// The HTTP calls of the phone (docs/protocol.md): read a room, start a payment, ask for free AI, read a payment.
import type { EntryDto, FreeAiRequest, PaymentRequest, PaymentStatusResponse } from '@skal/shared';

export interface RoomSnapshot {
  entries: EntryDto[];
  /** Item 2 of the room response: true shows the paid drawer, anything else the free one. */
  paid: boolean;
}

export class HttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

/** The room, or null when it does not exist (404 or an empty object). Network failures throw. */
export async function fetchRoom(roomName: string): Promise<RoomSnapshot | null> {
  const response = await fetch(`/api/${encodeURIComponent(roomName)}`, {
    headers: { Accept: 'application/json' },
    // Revalidated every time: an unchanged room comes back as a bodiless 304 (the server's ETag).
    cache: 'no-cache',
  });
  if (response.status === 404 || response.status === 400) return null;
  if (!response.ok) throw new HttpError(response.status);
  return readRoomResponse(await response.json());
}

/** Reads the positional room response `[room, entries, paid]`; `{}` means the room does not exist. */
export function readRoomResponse(body: unknown): RoomSnapshot | null {
  if (!Array.isArray(body)) return null;
  const entries = Array.isArray(body[1]) ? (body[1] as unknown[]) : [];
  return {
    entries: entries
      .filter(isEntry)
      .map((entry) =>
        isRule(entry.rule)
          ? { id: entry.id, value: entry.value, rule: { end: entry.rule.end } }
          : { id: entry.id, value: entry.value },
      ),
    paid: body[2] === true,
  };
}

function isEntry(value: unknown): value is EntryDto {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (typeof entry.id === 'string' || typeof entry.id === 'number') && typeof entry.value === 'string';
}

/** A lasting rule's field on an entry (docs/protocol.md): `{end: string}`. */
function isRule(value: unknown): value is { end: string } {
  return typeof value === 'object' && value !== null && typeof (value as { end?: unknown }).end === 'string';
}

async function postJson(path: string, body: unknown): Promise<Response> {
  return fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
}

/**
 * Starts a payment; resolves to the wallet URL, or null when the answer had none. A non-OK status throws.
 * The `language` makes the 20 entries and the wallet's payment text come in the phone's language.
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
