// What a socket event spends of its socket's and its address's rate limits (rate-limit.ts): one point, or more for
// an event whose work grows with what it carries, so a flood of heavy events is refused as soon as a flood of
// light ones that keeps the server as busy (docs/security.md "Busy rooms and heavy events").
import { EVENTS, type ClientEventName } from '@skal/shared';
import { IMPORT_BYTES_PER_POINT, IMPORT_COMPARE_POINTS, importPrice } from '@skal/shared/import-plan';

// The import's price is shared with the phone, which paces its batches by it (shared/src/import-plan.ts).
export { IMPORT_BYTES_PER_POINT, IMPORT_COMPARE_POINTS };

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
  [EVENTS.importEntries]: (args) => importPrice(textsOf(args[0])),
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

/** The `texts` of an import's request, whatever they are (undefined when there is no request object). */
const textsOf = (request: unknown): unknown =>
  typeof request === 'object' && request !== null ? (request as { texts?: unknown }).texts : undefined;
