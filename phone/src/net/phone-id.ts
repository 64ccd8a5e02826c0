// This phone's own id: random, kept in localStorage, sent with every join. The room knows the phone that holds its
// round by it, so a reload, ← and back, or a new socket after a restart is still the same phone. Never shown.

const KEY = 'skal.phone';
/** Ids the server takes: 16–64 of [A-Za-z0-9_-] (protocol.ts `phoneIdSchema`). */
const VALID = /^[\w-]{16,64}$/u;

let cached: string | null = null;

/**
 * 128 random bits as hex: crypto.getRandomValues works on a plain-http LAN page too (randomUUID does not). Also an
 * add's id (protocol.ts `addIdSchema`: the same form).
 */
export function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function phoneId(storage: Storage | undefined = globalThis.localStorage): string {
  if (cached) return cached;
  let id: string | null = null;
  try {
    id = storage.getItem(KEY);
    if (!id || !VALID.test(id)) {
      id = newId();
      storage.setItem(KEY, id);
    }
  } catch {
    // Storage blocked: the id lives as long as the page; a reload is then a new phone.
    id ??= newId();
  }
  cached = id;
  return id;
}

/** For tests: forget the id read, so the next call reads storage again. */
export function forgetPhoneId(): void {
  cached = null;
}
