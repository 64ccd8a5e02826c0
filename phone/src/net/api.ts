// The HTTP calls of the phone's first screens (docs/protocol.md): read a room. The payment and free-AI calls are in
// payment-api.ts, loaded with the parts that make them; the room shell's add is post-entry.ts.
import type { EntryDto, EntrySecret } from '@skal/shared';

export interface RoomSnapshot {
  entries: EntryDto[];
  /** Item 2 of the room response: true shows the paid drawer, anything else the free one. */
  paid: boolean;
}

export class HttpError extends Error {
  // Declared, not a parameter property: that would also emit a class field (bytes in the boot script and the app).
  declare readonly status: number;
  constructor(status: number) {
    super(`HTTP ${status}`);
    this.status = status;
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
    entries: entries.filter(isEntry).map((entry) => {
      const read: EntryDto = { id: entry.id, value: entry.value };
      if (isRule(entry.rule)) read.rule = { end: entry.rule.end };
      if (isSecret(entry.secret)) read.secret = { kind: entry.secret.kind, text: entry.secret.text };
      return read;
    }),
    paid: body[2] === true,
  };
}

function isEntry(value: unknown): value is EntryDto {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (typeof entry.id === 'string' || typeof entry.id === 'number') && typeof entry.value === 'string';
}

/** An entry's secret (docs/protocol.md): `{kind: 'question' | 'answer', text: string}`; anything else is none. */
function isSecret(value: unknown): value is EntrySecret {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, text } = value as { kind?: unknown; text?: unknown };
  return (kind === 'question' || kind === 'answer') && typeof text === 'string' && text.length > 0;
}

/** A lasting rule's field on an entry (docs/protocol.md): `{end: string}`. */
function isRule(value: unknown): value is { end: string } {
  return typeof value === 'object' && value !== null && typeof (value as { end?: unknown }).end === 'string';
}
