// Remembers the room and a running round in sessionStorage, so a reload or a slept phone resumes where it was.
import type { EntryDto } from '@skal/shared';
import type { RoundCard } from '@skal/shared/lasting-rules-view';

/** A card of the round: a room entry (a lasting rule when it has `rule`), or a rule's end card (`endOf`). */
export type Card = EntryDto & Pick<RoundCard, 'endOf' | 'offset'>;

export interface Round {
  /** The room's round this phone holds (one round per room): its id, and the lease it holds it under. */
  id: string;
  lease: number;
  /** End cards are items of the deck, saved with it, so Prev and a reload keep them where they were. */
  deck: Card[];
  position: number;
  /** Names at the table: the names each shown entry's placeholders got, by entry id, so Prev and a reload show them again. */
  names?: Record<string, string[]>;
}

export interface Session {
  room: string;
  round: Round | null;
}

const KEY = 'skal.session';

export function loadSession(storage: Storage | undefined = globalThis.sessionStorage): Session | null {
  try {
    return parseSession(storage.getItem(KEY));
  } catch {
    return null;
  }
}

export function saveSession(session: Session | null, storage: Storage | undefined = globalThis.sessionStorage): void {
  try {
    if (session) storage.setItem(KEY, JSON.stringify(session));
    else storage.removeItem(KEY);
  } catch {
    // Storage full or blocked: the round still plays, it just will not survive a reload.
  }
}

/**
 * Whether a session is kept, without reading its round: all the boot step asks (its inline script stays small).
 * The same answer as `loadSession() !== null`.
 */
export function hasSession(storage: Storage | undefined = globalThis.sessionStorage): boolean {
  try {
    return sessionRoom(storage.getItem(KEY)) !== null;
  } catch {
    return false;
  }
}

/** Accepts only a well-formed session; anything else (old format, hand-edited) starts fresh. */
export function parseSession(raw: string | null): Session | null {
  const stored = sessionRoom(raw);
  return stored && { room: stored.room, round: parseRound(stored.value.round) };
}

/** The stored session's room, if it is well-formed JSON with a room. */
function sessionRoom(raw: string | null): { room: string; value: { round?: unknown } } | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { room } = value as { room?: unknown };
  return typeof room === 'string' && room.length > 0 ? { room, value } : null;
}

function parseRound(value: unknown): Round | null {
  if (typeof value !== 'object' || value === null) return null;
  const { deck, position, id, lease } = value as { deck?: unknown; position?: unknown; id?: unknown; lease?: unknown };
  if (!Array.isArray(deck) || deck.length === 0 || typeof position !== 'number') return null;
  // A round from before rooms kept their rounds has no id: the room has no such round, so there is none to resume.
  if (typeof id !== 'string' || typeof lease !== 'number') return null;
  const entries = deck.filter(
    (entry): entry is Card =>
      typeof entry === 'object' &&
      entry !== null &&
      (typeof entry.id === 'string' || typeof entry.id === 'number') &&
      typeof entry.value === 'string',
  );
  if (entries.length !== deck.length) return null;
  const clamped = Math.min(Math.max(0, Math.floor(position)), entries.length - 1);
  const names = parseNames((value as { names?: unknown }).names);
  const round = { id, lease, deck: entries, position: clamped };
  return names ? { ...round, names } : round;
}

function parseNames(value: unknown): Record<string, string[]> | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const names: Record<string, string[]> = {};
  for (const [id, list] of Object.entries(value)) {
    if (Array.isArray(list) && list.every((name) => typeof name === 'string')) names[id] = list;
  }
  return names;
}
