// HTTP routes for the AI options: pay (Vipps), payment status, free entries, and the wallet's webhook.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LANGUAGES, freeAiRequestSchema, paymentRequestSchema, type Language } from '@skal/shared';
import type { Clock } from '../clock';
import { sendErrorCode, sendProblem } from '../http/problem';
import { RoomService } from '../rooms/room-service';
import { verifyWebhook } from '../wallet/webhook-signature';
import { WalletError } from '../wallet/wallet';
import type { Fulfilment } from './fulfilment';

/** Where the wallet's webhooks come from: the secret and the URL they were registered for. */
export interface WebhookTarget {
  secret: string;
  url: string;
}

const languageField = { language: z.enum(LANGUAGES).optional() };
const payBody = paymentRequestSchema.extend(languageField);
const freeBody = freeAiRequestSchema.extend(languageField);
const webhookBody = z.object({ reference: z.string().min(1).max(50), name: z.string().optional() });

export function registerPaymentRoutes(
  app: FastifyInstance,
  deps: {
    rooms: RoomService;
    clock: Clock;
    fulfilment: () => Fulfilment;
    webhook: () => WebhookTarget | null;
    freeAi: (roomName: string, language: Language) => Promise<'started' | 'used' | 'not_found'>;
    /** Where the payer comes back to (payments/return-url.ts): never from Host or X-Forwarded-Host. */
    returnBase: (request: FastifyRequest) => string;
  },
): void {
  app.post('/api/dopayment', async (request, reply) => {
    const body = payBody.safeParse(request.body);
    if (!body.success) {
      return sendProblem(reply, 400, 'Send roomName, an 8-digit mobileNumber and hasStarted.', 'invalid');
    }
    const room = await deps.rooms.exists(body.data.roomName);
    if (!room.ok)
      return sendErrorCode(reply, room.error, room.error === 'not_found' ? 'No such room.' : 'Bad room name.');
    try {
      const { redirectUrl } = await deps.fulfilment().begin({
        roomName: room.name,
        mobileNumber: body.data.mobileNumber,
        language: body.data.language ?? 'norsk',
        returnBase: deps.returnBase(request),
      });
      return { redirectUrl };
    } catch (error) {
      if (!(error instanceof WalletError)) throw error;
      request.log.error(
        { status: error.status, title: error.title, detail: error.detail, traceId: error.traceId },
        'wallet refused the payment',
      );
      return sendProblem(reply, 502, 'The payment provider did not answer as expected. Try again.');
    }
  });

  app.get<{ Params: { reference: string } }>('/api/payments/:reference', async (request, reply) => {
    const status = await deps.fulfilment().status(request.params.reference);
    if (!status) return sendProblem(reply, 404, 'No payment with this reference.', 'not_found');
    return reply.header('cache-control', 'no-store').send(status);
  });

  app.post('/api/free-ai', async (request, reply) => {
    const body = freeBody.safeParse(request.body);
    if (!body.success) return sendProblem(reply, 400, 'Send roomName.', 'invalid');
    const name = RoomService.parseName(body.data.roomName);
    if (!name.ok) return sendErrorCode(reply, name.error, 'Bad room name.');
    const result = await deps.freeAi(name.name, body.data.language ?? 'norsk');
    if (result === 'not_found') return sendErrorCode(reply, 'not_found', 'No such room.');
    if (result === 'used') return sendErrorCode(reply, 'used', "This room's free entries are already used.");
    return reply.code(202).send({});
  });

  app.post('/api/vipps/webhook', async (request, reply) => {
    const target = deps.webhook();
    if (!target) return sendProblem(reply, 503, 'Webhooks are not set up.');
    const url = new URL(target.url);
    const verified = verifyWebhook({
      secret: target.secret,
      host: url.host,
      pathAndQuery: `${url.pathname}${url.search}`,
      body: request.rawBody ?? '',
      headers: request.headers,
      now: deps.clock.now(),
    });
    if (!verified.ok) {
      request.log.warn({ reason: verified.reason }, 'webhook refused');
      return sendProblem(reply, 401, 'The webhook signature does not verify.');
    }
    const event = webhookBody.safeParse(request.body);
    if (!event.success) return sendProblem(reply, 400, 'Not a payment event.');
    // The event is only a hint: the state machine asks the wallet itself, so duplicates and
    // late or out-of-order events change nothing.
    deps.fulfilment().notify(event.data.reference);
    return reply.send({});
  });
}
