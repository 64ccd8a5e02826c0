// What a socket event spends of its socket's and its address's rate limits (rate-limit.ts): one point, or more for
// an event whose work grows with what it carries, so a flood of heavy events is refused as soon as a flood of
// light ones that keeps the server as busy (docs/security.md "Busy rooms and heavy events").
import { EVENTS, MAX_SOCKET_MESSAGE_BYTES, type ClientEventName } from '@skal/shared';

/** One point more per this many bytes (UTF-8) of an import's items. */
export const IMPORT_BYTES_PER_POINT = 1024;

/**
 * Points every import costs beyond its one and its texts' for comparing them with the room's entries (it reads
 * every one, up to the room limit): a one-text import into a room of 1,800 entries cost the server about 4 times a
 * `chat message`'s CPU, as much as a 10 KB import into a room of 1,000.
 */
export const IMPORT_COMPARE_POINTS = 3;

/**
 * An event's cost beyond the default one point, from its raw arguments (the ack aside), before they are validated:
 * a malformed event costs what its shape suggests and is then refused as `invalid`. A heavy event gets its entry
 * here, e.g. `[EVENTS.x]: () => 5` for a fixed cost; the result is rounded up and at least one.
 *
 * `import entries`: 1 + 3 for comparing with the room + one per KiB of its items whatever their shape (a text, or a
 * rule or an entry with a secret sent as an object, which the server parses and normalises as it does a text), so one
 * socket's 40 points a window take 3 imports of 10 KB (14 points each), or 8 of one text (5 points), against 40
 * `chat message`. `add from collection`: a fixed price taken before the work, served or refused (see
 * COLLECTION_DRAW_POINTS). Measured with bench/server/event-cost.mjs and bench/flood/run.mjs; the figures are in
 * docs/security.md and docs/performance.md.
 */
export const EVENT_COSTS: Partial<Record<ClientEventName, (args: readonly unknown[]) => number>> = {
  [EVENTS.importEntries]: (args) => 1 + IMPORT_COMPARE_POINTS + Math.ceil(itemBytes(args[0]) / IMPORT_BYTES_PER_POINT),
  // A draw prepares the collection's candidates and reads every live entry of the room whether it adds 20 or none (a
  // full room, a used-up choice), so a refused draw costs what a served one does, taken before the work.
  [EVENTS.addFromCollection]: () => 1 + COLLECTION_DRAW_POINTS,
  // A round laid against the room's entries reads every one of them, as an import compares with them.
  [EVENTS.startRound]: () => 1 + IMPORT_COMPARE_POINTS,
  [EVENTS.takeOverRound]: () => 1 + IMPORT_COMPARE_POINTS,
  [EVENTS.roundMoved]: (args) => (refreshes(args[0]) ? 1 + IMPORT_COMPARE_POINTS : 1),
};

/**
 * Points every `add from collection` costs beyond its one, served or refused: a draw into a room of 1,000 entries
 * cost the server about as much as a one-text import into it (reading the room's entries, the candidates), and one
 * that adds 20 about five `chat message`s more (bench/flood/run.mjs, docs/performance.md "Flooding each event").
 */
export const COLLECTION_DRAW_POINTS = 7;

/** Whether a `round moved` asks for the round laid against the room again. */
const refreshes = (request: unknown): boolean =>
  typeof request === 'object' && request !== null && (request as { refresh?: unknown }).refresh === true;

/** The points `event` with these arguments costs: one unless EVENT_COSTS says more. */
export function eventCost(event: string, args: readonly unknown[]): number {
  const cost = Object.hasOwn(EVENT_COSTS, event) ? EVENT_COSTS[event as ClientEventName]?.(args) : undefined;
  return cost === undefined || !Number.isFinite(cost) ? 1 : Math.max(1, Math.ceil(cost));
}

/**
 * The UTF-8 bytes of `request.texts` whatever its shape: a string item by its text, any other item (a rule, an entry
 * with a secret, or something the contract refuses) by its JSON, and a `texts` that is no list by its JSON too. The
 * message it came in was JSON under the socket's size limit, so serialising it again is bounded.
 */
export function itemBytes(request: unknown): number {
  if (typeof request !== 'object' || request === null) return 0;
  const texts: unknown = (request as { texts?: unknown }).texts;
  if (texts === undefined) return 0;
  if (!Array.isArray(texts)) return jsonBytes(texts);
  let bytes = 0;
  for (const item of texts) bytes += typeof item === 'string' ? Buffer.byteLength(item) : jsonBytes(item);
  return bytes;
}

function jsonBytes(value: unknown): number {
  try {
    return Buffer.byteLength(JSON.stringify(value) ?? '');
  } catch {
    // Not JSON (a socket message may carry binary attachments): priced as the largest message.
    return MAX_SOCKET_MESSAGE_BYTES;
  }
}
