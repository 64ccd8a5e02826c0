// HTTP routes for the AI options (docs/protocol.md): pay, payment status and free entries. Each
// provider mounts its own webhook route (see provider.ts).
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE, freeAiRequestSchema, paymentRequestSchema, type Language } from '@skal/shared';
import { sendErrorCode, sendProblem } from '../http/problem';
import { RoomService } from '../rooms/room-service';
import type { FreeAiResult } from './free-entries';
import type { Fulfilment } from './fulfilment';
import { PaymentProviderError } from './provider';
import { paymentReturnUrl } from './return-url';

export function registerPaymentRoutes(
  app: FastifyInstance,
  deps: {
    rooms: RoomService;
    fulfilment: Fulfilment;
    freeAi: (roomName: string, language: Language) => Promise<FreeAiResult>;
    /** PUBLIC_URL, if set. */
    publicUrl: string | undefined;
  },
): void {
  app.post('/api/dopayment', async (request, reply) => {
    const body = paymentRequestSchema.safeParse(request.body);
    if (!body.success) {
      return sendProblem(reply, 400, 'Send roomName and an 8-digit mobileNumber.', 'invalid');
    }
    const room = await deps.rooms.exists(body.data.roomName);
    if (!room.ok)
      return sendErrorCode(reply, room.error, room.error === 'not_found' ? 'No such room.' : 'Bad room name.');
    try {
      const { redirectUrl } = await deps.fulfilment.begin({
        roomName: room.name,
        mobileNumber: body.data.mobileNumber,
        language: body.data.language ?? DEFAULT_LANGUAGE,
        returnUrl: (reference) => paymentReturnUrl(request, deps.publicUrl, reference),
      });
      return { redirectUrl };
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      request.log.error(
        { status: error.status, title: error.title, detail: error.detail, traceId: error.traceId },
        'the payment provider refused the payment',
      );
      return sendProblem(reply, 502, 'The payment provider did not answer as expected. Try again.');
    }
  });

  app.get<{ Params: { reference: string } }>('/api/payments/:reference', async (request, reply) => {
    const status = await deps.fulfilment.status(request.params.reference);
    if (!status) return sendProblem(reply, 404, 'No payment with this reference.', 'not_found');
    return reply.header('cache-control', 'no-store').send(status);
  });

  app.post('/api/free-ai', async (request, reply) => {
    const body = freeAiRequestSchema.safeParse(request.body);
    if (!body.success) return sendProblem(reply, 400, 'Send roomName.', 'invalid');
    const name = RoomService.parseName(body.data.roomName);
    if (!name.ok) return sendErrorCode(reply, name.error, 'Bad room name.');
    const result = await deps.freeAi(name.name, body.data.language ?? DEFAULT_LANGUAGE);
    if (result === 'not_found') return sendErrorCode(reply, 'not_found', 'No such room.');
    if (result === 'used') return sendErrorCode(reply, 'used', "This room's free entries are already used.");
    return reply.code(202).send({});
  });
}
