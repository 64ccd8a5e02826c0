// Room ID rules, shared by the phone (typing filter, submit) and the server (every name it receives).
import { ROOM_NAME_MAX_LENGTH } from './rules';

// ASCII punctuation and symbols: !"#$%&'()*+,-./:;<=>?@[\]^_`{|}~
const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/gu;
// C0/C1 controls and other invisible format characters (line breaks, zero-width, bidi marks).
const CONTROL = /[\p{Cc}\p{Cf}]/gu;

function codePoints(text: string): string[] {
  return Array.from(text);
}

/**
 * What the ID input keeps while the user types: punctuation, symbols and controls dropped,
 * capped at 18 code points. Empty is allowed while typing.
 */
export function filterRoomNameInput(typed: string): string {
  const cleaned = typed.replace(ASCII_PUNCTUATION, '').replace(CONTROL, '');
  return codePoints(cleaned).slice(0, ROOM_NAME_MAX_LENGTH).join('');
}

export type RoomNameResult =
  { ok: true; name: string } | { ok: false; reason: 'empty' | 'too_long' | 'forbidden_character' };

/** Normalise a submitted name (trim, lowercase, NFC) and check every rule of the contract. */
export function normaliseRoomName(raw: string): RoomNameResult {
  const name = raw.normalize('NFC').trim().toLowerCase();
  if (name.length === 0) return { ok: false, reason: 'empty' };
  if (codePoints(name).length > ROOM_NAME_MAX_LENGTH) return { ok: false, reason: 'too_long' };
  if (new RegExp(ASCII_PUNCTUATION.source, 'u').test(name) || new RegExp(CONTROL.source, 'u').test(name)) {
    return { ok: false, reason: 'forbidden_character' };
  }
  return { ok: true, name };
}

/** The room link that QR codes encode and that joins the room directly. */
export function roomLink(publicUrl: string, roomName: string): string {
  return `${publicUrl.replace(/\/+$/u, '')}/?room=${encodeURIComponent(roomName)}`;
}
