// What a socket event spends of its socket's and its address's rate limits (rate-limit.ts): one point, or more for
// an event whose work grows with what it carries, so a flood of heavy events is refused as soon as a flood of
// light ones that keeps the server as busy (docs/security.md "Busy rooms and heavy events").
import { EVENTS, type ClientEventName } from '@skal/shared';

/** One point more per this many bytes (UTF-8) of an import's texts. */
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
 * `import entries`: 1 + 3 for comparing with the room + one per KiB of texts, so one socket's 40 points a window
 * take 3 imports of 10 KB (14 points each), or 8 of one text (5 points), against 40 `chat message`. Measured with
 * bench/server/event-cost.mjs; the figures are in docs/security.md.
 */
export const EVENT_COSTS: Partial<Record<ClientEventName, (args: readonly unknown[]) => number>> = {
  [EVENTS.importEntries]: (args) => 1 + IMPORT_COMPARE_POINTS + Math.ceil(textBytes(args[0]) / IMPORT_BYTES_PER_POINT),
  // A round laid against the room's entries reads every one of them, as an import compares with them.
  [EVENTS.startRound]: () => 1 + IMPORT_COMPARE_POINTS,
  [EVENTS.takeOverRound]: () => 1 + IMPORT_COMPARE_POINTS,
  [EVENTS.roundMoved]: (args) => (refreshes(args[0]) ? 1 + IMPORT_COMPARE_POINTS : 1),
};

/** Whether a `round moved` asks for the round laid against the room again. */
const refreshes = (request: unknown): boolean =>
  typeof request === 'object' && request !== null && (request as { refresh?: unknown }).refresh === true;

/** The points `event` with these arguments costs: one unless EVENT_COSTS says more. */
export function eventCost(event: string, args: readonly unknown[]): number {
  const cost = Object.hasOwn(EVENT_COSTS, event) ? EVENT_COSTS[event as ClientEventName]?.(args) : undefined;
  return cost === undefined || !Number.isFinite(cost) ? 1 : Math.max(1, Math.ceil(cost));
}

/** The UTF-8 bytes of the strings in `request.texts` (anything else counts nothing). */
function textBytes(request: unknown): number {
  if (typeof request !== 'object' || request === null) return 0;
  const texts: unknown = (request as { texts?: unknown }).texts;
  if (!Array.isArray(texts)) return 0;
  let bytes = 0;
  for (const text of texts) if (typeof text === 'string') bytes += Buffer.byteLength(text);
  return bytes;
}
