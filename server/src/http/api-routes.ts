// The HTTP API of the wire contract that is not about payments: health and reading a room.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Seller } from '@skal/shared';
import type { RoomService } from '../rooms/room-service';
import { sendErrorCode } from './problem';
import { roomReadCost, sendRoomJson } from './room-response';

export function registerApiRoutes(
  app: FastifyInstance,
  deps: {
    rooms: RoomService;
    isReady: () => boolean;
    /** Storage (and Redis, when used) can be reached now. */
    isHealthy: () => Promise<boolean>;
    publicUrl: () => string;
    ga4MeasurementId?: string | undefined;
    /** The legal pages' and the receipt's facts of this deployment. */
    seller: Seller;
    roomTtlHours: number;
    /** A payment provider is mounted (false with payments off: WALLET=off, or real Vipps keys without a model). */
    payments: boolean;
    /** A model writes the AI entries (AI_* set); without one they come from Skål's collection, and phones say so. */
    model: boolean;
    /** Takes `events` more of the requesting address's limit for a costly read (room-response.ts). */
    chargeRead: (request: FastifyRequest, events: number) => Promise<void>;
  },
): void {
  app.get('/healthz', async (_request, reply) => {
    if (!deps.isReady() || !(await deps.isHealthy())) return reply.code(503).send({ ok: false });
    return { ok: true };
  });

  // What the host display needs to build the room link phones can open. The dash keeps it
  // apart from every room name (room names have no punctuation).
  app.get('/api/host-info', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ publicUrl: deps.publicUrl() }),
  );

  // What the phone needs to know of this deployment: whether it may offer analytics (only with consent), the
  // seller and room lifetime its legal pages and receipt state, and whether paid entries can be bought here
  // (so the paid drawer says so on opening rather than after a refused Pay), and whether a model writes the AI
  // entries (so the phone never calls Skål's collection AI).
  app.get('/api/app-config', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send({
      analytics: deps.ga4MeasurementId ? { measurementId: deps.ga4MeasurementId } : null,
      seller: deps.seller,
      roomTtlHours: deps.roomTtlHours,
      payments: deps.payments,
      model: deps.model,
    }),
  );

  app.get<{ Params: { roomName: string } }>('/api/:roomName', async (request, reply) => {
    const result = await deps.rooms.read(request.params.roomName);
    if (result.ok) {
      const body = JSON.stringify(result.response);
      await deps.chargeRead(request, roomReadCost(Buffer.byteLength(body)));
      return sendRoomJson(request, reply, body);
    }
    // The phone reads "not an empty object" as "the room exists", so a miss is exactly `{}`.
    if (result.error === 'not_found') return reply.code(404).header('cache-control', 'no-store').send({});
    return sendErrorCode(reply, result.error, 'The room name breaks the naming rules.');
  });
}
