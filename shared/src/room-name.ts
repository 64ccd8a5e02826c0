// Room ID rules, shared by the phone (typing filter, submit) and the server (every name it receives).
// A room name is also a Socket.IO channel and a database key, so two names that look the same must
// be the same string: invisible characters go, every kind of space becomes one plain space.
import { ROOM_NAME_MAX_LENGTH } from './rules';

// ASCII punctuation and symbols: !"#$%&'()*+,-./:;<=>?@[\]^_`{|}~
const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/gu;
// C0/C1 controls and other invisible format characters (line breaks, zero-width, bidi marks).
const CONTROL = /[\p{Cc}\p{Cf}]/gu;
// Characters that render as nothing (U+200B, U+2060, U+034F, the Hangul fillers, variation selectors…)
// plus the blank Braille pattern, which renders as an empty cell.
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\u2800]/gu;
// Every space and line separator that is not the ASCII space (NBSP, U+3000, U+2028…), tabs and newlines included.
const OTHER_SPACE = /(?! )\p{White_Space}/gu;
// Half of a surrogate pair on its own: not text, and stored it would silently become U+FFFD.
const LONE_SURROGATE = /\p{Cs}/u;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'gu');
// The same classes as tests (no `g`: a global regex's test() would carry its lastIndex from one name to the next).
const HAS_PUNCTUATION = new RegExp(ASCII_PUNCTUATION.source, 'u');
const HAS_CONTROL = new RegExp(CONTROL.source, 'u');

function codePoints(text: string): string[] {
  return Array.from(text);
}

/** Invisible characters removed, every space made one ASCII space: the one spelling of what the name shows. */
function foldInvisible(text: string): string {
  return text.replace(INVISIBLE, '').replace(OTHER_SPACE, ' ').replace(/ {2,}/gu, ' ');
}

/**
 * What the ID input keeps while the user types: invisible characters, punctuation, symbols and controls
 * dropped, runs of spaces made one, capped at 18 code points. Empty is allowed while typing.
 */
export function filterRoomNameInput(typed: string): string {
  const cleaned = foldInvisible(typed.replace(LONE_SURROGATES, ''))
    .replace(ASCII_PUNCTUATION, '')
    .replace(CONTROL, '')
    // What was dropped may have stood between two spaces.
    .replace(/ {2,}/gu, ' ');
  return codePoints(cleaned).slice(0, ROOM_NAME_MAX_LENGTH).join('');
}

export type RoomNameResult =
  { ok: true; name: string } | { ok: false; reason: 'empty' | 'too_long' | 'forbidden_character' };

/**
 * Letters a–z and æøå in either case, digits, single spaces inside: a name every rule below leaves as it is but for
 * lowercasing. It is most names, and answering them without the Unicode classes spares a phone's first moments
 * (a scanned link's name is read before anything else; the classes' first use takes a slow phone tens of ms).
 */
const PLAIN_NAME = /^[a-zA-Z0-9æøåÆØÅ]+(?: [a-zA-Z0-9æøåÆØÅ]+)*$/u;

/**
 * Normalise a submitted name (NFC, invisible characters removed, spaces folded and trimmed, lowercase)
 * and check every rule of the contract. Text that is not well-formed UTF-16 is refused.
 */
export function normaliseRoomName(raw: string): RoomNameResult {
  // The usual name: its only change is its case (see PLAIN_NAME).
  if (raw.length <= ROOM_NAME_MAX_LENGTH && PLAIN_NAME.test(raw)) return { ok: true, name: raw.toLowerCase() };
  return normaliseByRules(raw);
}

/** normaliseRoomName by its rules alone, for every name (exported for the test that the short cut agrees). */
export function normaliseByRules(raw: string): RoomNameResult {
  if (LONE_SURROGATE.test(raw)) return { ok: false, reason: 'forbidden_character' };
  const name = foldInvisible(raw.normalize('NFC')).trim().toLowerCase().normalize('NFC');
  if (name.length === 0) return { ok: false, reason: 'empty' };
  if (codePoints(name).length > ROOM_NAME_MAX_LENGTH) return { ok: false, reason: 'too_long' };
  if (HAS_PUNCTUATION.test(name) || HAS_CONTROL.test(name)) {
    return { ok: false, reason: 'forbidden_character' };
  }
  return { ok: true, name };
}

/** The room link that QR codes encode and that joins the room directly. */
export function roomLink(publicUrl: string, roomName: string): string {
  return `${publicUrl.replace(/\/+$/u, '')}/?room=${encodeURIComponent(roomName)}`;
}

/**
 * A room link for people to read and type, on the phone and the TV: `?room=kul rein 14`, not `?room=kul%20rein%2014`
 * (QR codes and share sheets keep the link itself). Room IDs hold no punctuation, so decoding changes nothing else.
 */
export function readableRoomLink(link: string): string {
  try {
    return decodeURI(link);
  } catch {
    return link;
  }
}
