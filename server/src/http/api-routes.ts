// The HTTP API of the wire contract that is not about payments: health, reading a room and adding one entry.
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import {
  addEntryRequestSchema,
  ENTRY_MAX_LENGTH,
  EVENTS,
  type AddEntryResponse,
  type ErrorCode,
  type Market,
  type MarketOffer,
  type Seller,
} from '@skal/shared';
import { StorageUnavailable } from '../faults/storage-guard';
import type { Health } from '../metrics/health';
import { RoomService } from '../rooms/room-service';
import { eventCost } from '../sockets/event-costs';
import { sendErrorCode } from './problem';
import type { RoomReadCache } from '../rooms/room-read-cache';
import { roomAnswer, roomReadCost, sendRoomJson } from './room-response';

export function registerApiRoutes(
  app: FastifyInstance,
  deps: {
    rooms: RoomService;
    /** Large rooms' answers, kept until the room changes. */
    roomReads: RoomReadCache;
    isReady: () => boolean;
    /** Whether storage failed and has not answered since (fault-log.ts): no kept answer is served then. */
    storageFailing: () => boolean;
    /** Whether storage, and Redis when used, can be reached now (metrics/health.ts). */
    health: () => Promise<Health>;
    publicUrl: () => string;
    ga4MeasurementId?: string | undefined;
    /** The legal pages' and the receipt's facts of this deployment. */
    seller: Seller;
    /** Each market's seller (its own, else `seller`), for its language's legal pages and its receipts. */
    sellers: Readonly<Record<Market, Seller>>;
    /** What each market sells at; null where it is not offered (no sales unit, or payments off). */
    markets: Readonly<Record<Market, MarketOffer | null>>;
    roomTtlHours: number;
    /** A payment provider is mounted (false with payments off: WALLET=off, or real Vipps keys without a model). */
    payments: boolean;
    /** A model writes the AI entries (AI_* set); without one they come from Skål's collection, and phones say so. */
    model: boolean;
    /**
     * Takes `events` more of the requesting address's limit, beyond the one every request takes (request-guards.ts):
     * for a costly read (room-response.ts), or an add that costs what its socket event does (event-costs.ts).
     */
    chargeRead: (request: FastifyRequest, events: number) => Promise<void>;
  },
): void {
  // Readiness, for a load balancer: ready while this process can serve adds. Storage away (or a stop under way) is
  // not ready, 503. Redis away is degraded, still 200: every process serves adds without it, so a balancer that
  // took them all out at once would take the whole deployment down (docs/deployment.md "Health checks").
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!deps.isReady()) return reply.code(503).send({ ok: false, stopping: true });
    const health = await deps.health();
    if (!health.storage) return reply.code(503).send({ ok: false, unavailable: ['storage'] });
    if (health.redis === false) return { ok: true, degraded: ['redis'] };
    return { ok: true };
  });

  // Liveness, for an orchestrator's restart rule: the process runs and its event loop answers. Never asks storage
  // or Redis, so an outage of either never gets every process restarted at once; a stopping process is still alive.
  app.get('/livez', async (_request, reply) => reply.header('cache-control', 'no-store').send({ ok: true }));

  // What the host display needs to build the room link phones can open. The dash keeps it
  // apart from every room name (room names have no punctuation).
  app.get('/api/host-info', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ publicUrl: deps.publicUrl() }),
  );

  // What the phone needs to know of this deployment: whether it may offer analytics (only with consent), the
  // seller and room lifetime its legal pages and receipt state, and whether paid entries can be bought here
  // (so the paid drawer says so on opening rather than after a refused Pay), and whether a model writes the AI
  // entries (so the phone never calls Skål's collection AI). Per market (issue #40): its price, currency and VAT, or
  // null where it is not offered (the drawer says so up front), and its seller; `seller` and `payments` stay for
  // phones from before markets.
  app.get('/api/app-config', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send({
      analytics: deps.ga4MeasurementId ? { measurementId: deps.ga4MeasurementId } : null,
      seller: deps.seller,
      sellers: deps.sellers,
      roomTtlHours: deps.roomTtlHours,
      payments: deps.payments,
      markets: deps.markets,
      model: deps.model,
    }),
  );

  app.get<{ Params: { roomName: string } }>('/api/:roomName', async (request, reply) => {
    const parsed = RoomService.parseName(request.params.roomName);
    if (!parsed.ok) return sendErrorCode(reply, parsed.error, 'The room name breaks the naming rules.');
    const build = async () => {
      const result = await deps.rooms.read(parsed.name);
      return result.ok ? roomAnswer(result.response) : null;
    };
    // While storage is away every read asks it (and answers 503 `unavailable`, as every route does): a kept answer
    // would tell a phone the room is fine while nothing can be added to it.
    const read = deps.storageFailing()
      ? { answer: await build(), built: true }
      : await deps.roomReads.answer(parsed.name, build);
    // The phone reads "not an empty object" as "the room exists", so a miss is exactly `{}`.
    if (!read.answer) return reply.code(404).header('cache-control', 'no-store').send({});
    const sentBytes = await sendRoomJson(request, reply, read.answer);
    // Priced by what it cost: built now, by its bytes; kept from an earlier read, by what it sent (room-response.ts).
    await deps.chargeRead(request, roomReadCost({ built: read.built, bytes: read.answer.bytes, sentBytes }));
    return reply;
  });

  // `chat message` over HTTP, for a phone whose app has not loaded yet (no Socket.IO client): the same entry rules,
  // store write, lifetime renewal and `numPrompts` to the room (rooms.addEntry), and the same cost of the address's
  // events. The request guards already took one (and answer 429 past the limit, before anything is added).
  app.post<{ Params: { roomName: string } }>(
    '/api/:roomName/entries',
    {
      // A body that is not JSON, or not UTF-8, is `invalid` too, so the boot script reads one field for every refusal;
      // any other error (413, 415, a failure) goes on to the server's handler.
      errorHandler: (error: FastifyError, _request, reply) => {
        if (error.statusCode !== 400) throw error;
        return sendErrorCode(reply, 'invalid', error.message);
      },
    },
    async (request, reply) => {
      const body = addEntryRequestSchema.safeParse(request.body);
      if (!body.success) {
        return sendErrorCode(reply, 'invalid', 'Send {"text": string} (and an optional "id") and nothing else.');
      }
      const message = { roomName: request.params.roomName, text: body.data.text };
      await deps.chargeRead(request, eventCost(EVENTS.chatMessage, [message]) - 1);
      let added: Awaited<ReturnType<RoomService['addEntry']>>;
      try {
        added = await deps.rooms.addEntry(message.roomName, message.text, undefined, body.data.id);
      } catch (error) {
        // Storage away is counted in the fault log (faults/fault-log.ts), not logged once per add.
        if (!(error instanceof StorageUnavailable))
          request.log.error({ err: error }, 'adding an entry over HTTP failed');
        return sendErrorCode(reply, 'unavailable', 'The entry could not be saved; try again.');
      }
      if (!added.ok) return sendErrorCode(reply, added.error, ADD_REFUSED[added.error] ?? 'The entry was not added.');
      const answer: AddEntryResponse = { ok: true, count: added.count };
      return reply.header('cache-control', 'no-store').send(answer);
    },
  );
}

/** The problem `detail` of each refusal an add can get. */
const ADD_REFUSED: Partial<Record<ErrorCode, string>> = {
  invalid: 'The room name breaks the naming rules.',
  empty: 'The entry is empty.',
  too_long: `The entry is over ${ENTRY_MAX_LENGTH} characters.`,
  not_found: 'No such room.',
  room_full: 'The room has reached its entry limit.',
};
