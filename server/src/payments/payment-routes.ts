// HTTP routes for the AI options (docs/protocol.md): pay, payment status and free entries. Each
// provider mounts its own webhook route (see provider.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  freeAiRequestSchema,
  paymentRequestSchema,
  styleChoiceOf,
  PAID_AI_ENTRIES,
  asksForNumber,
  marketForLanguage,
  type AiFailure,
  type Market,
  type Language,
  type StyleChoice,
} from '@skal/shared';
import { sendErrorCode, sendProblem } from '../http/problem';
import { RoomService } from '../rooms/room-service';
import type { FreeAiResult } from './free-entries';
import type { Fulfilment } from './fulfilment';
import { PaymentProviderError } from './provider';
import type { PaymentAdmission } from './admission';
import type { MarketsConfig } from './markets-config';
import { paymentReturnUrl, type ReturnUrlSettings } from './return-url';
import type { PhoneJoinedFrom } from '../sockets/member-addresses';

/** What a request from an address with no phone in the room is told (`403`, `not_member`). */
const NOT_MEMBER_DETAIL = 'Join the room on this phone first: only a phone at the table may do this.';

const MARKET_NAMES: Record<Market, string> = { NO: 'Norway', DK: 'Denmark', FI: 'Finland' };

/** What a refused request says when entries cannot come now (the phone says it in the player's language). */
const AI_FAILURE_DETAIL: Record<AiFailure, string> = {
  model_unavailable: 'The model that writes the entries is not answering now. Nothing was claimed or charged.',
  too_few: 'The model wrote too few usable entries. Nothing was claimed or charged.',
  used_up: "Skål's collection has too few entries left for this style. Try another style.",
  room_full: 'The room is full.',
};

export function registerPaymentRoutes(
  app: FastifyInstance,
  deps: {
    rooms: RoomService;
    /** Null when payments are off on this server (WALLET=off, see choose-provider.ts): 503 problem+json. */
    fulfilment: Fulfilment | null;
    /** Who may start a payment now (open payments per room and in all, starts per address). */
    admission: PaymentAdmission;
    /** The client address key of a request (net/client-address.ts), for the per-address caps. */
    addressKey: (request: FastifyRequest) => string;
    /**
     * Whether a phone from this address has joined the room (sockets/member-addresses.ts): a request that carries
     * only the room's name speaks for a member only then.
     */
    phoneJoinedFrom: PhoneJoinedFrom;
    freeAi: (roomName: string, language: Language, style: StyleChoice, addressKey: string) => Promise<FreeAiResult>;
    returnUrl: ReturnUrlSettings;
    /** The markets this server sells in (payments/markets-config.ts). */
    markets: MarketsConfig;
  },
): void {
  const paymentsOff = (reply: FastifyReply) =>
    sendProblem(reply, 503, 'Paid entries are not available on this server.', 'unavailable');

  app.post('/api/dopayment', async (request, reply) => {
    const { fulfilment } = deps;
    if (!fulfilment) return paymentsOff(reply);
    const body = paymentRequestSchema.safeParse(request.body);
    if (!body.success) {
      return sendProblem(reply, 400, 'Send roomName and an 8-digit mobileNumber.', 'invalid');
    }
    // The market follows the paying phone's language (issue #40); one this server does not sell in is refused.
    const market = marketForLanguage(body.data.payerLanguage ?? body.data.language);
    if (!deps.markets[market])
      return sendProblem(reply, 503, `Paid entries are not available in ${MARKET_NAMES[market]} here.`, 'unavailable');
    if (asksForNumber(market) && !body.data.mobileNumber)
      return sendProblem(reply, 400, 'Send roomName and an 8-digit mobileNumber.', 'invalid');
    const room = await deps.rooms.exists(body.data.roomName);
    if (!room.ok)
      return sendErrorCode(reply, room.error, room.error === 'not_found' ? 'No such room.' : 'Bad room name.');
    const addressKey = deps.addressKey(request);
    // Someone who never joined the room starts nothing in its name, so cannot use up its purchases or the caps.
    if (!(await deps.phoneJoinedFrom(room.name, addressKey)))
      return sendErrorCode(reply, 'not_member', NOT_MEMBER_DETAIL);
    const language = body.data.language ?? room.language;
    const style = styleChoiceOf(body.data);
    // Nobody pays for entries that cannot come: the model is asked first (a short request, its yes kept a while).
    const notReady = await deps.rooms.aiReady(room.name, { language, count: PAID_AI_ENTRIES, style });
    if (notReady) return sendErrorCode(reply, notReady, AI_FAILURE_DETAIL[notReady]);
    try {
      // Admitted before the provider hears of it: a refused start costs no payment request and no stored row.
      const started = await deps.admission.admit(room.name, addressKey, () =>
        fulfilment.begin({
          roomName: room.name,
          // Norway only: elsewhere the wallet's own page takes the payer, and no number is sent.
          mobileNumber: asksForNumber(market) ? body.data.mobileNumber : undefined,
          market,
          // The phone sends the room's language; without one, the room's own.
          language,
          style,
          returnUrl: (reference) => paymentReturnUrl(request, deps.returnUrl, reference),
        }),
      );
      if (!started.ok)
        return sendProblem(reply, started.status, started.detail, started.status === 429 ? 'rate_limited' : undefined);
      return { redirectUrl: started.value.redirectUrl };
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
    // With payments off no reference is known here: the buyer's page says so, as for any unknown reference.
    if (!deps.fulfilment) return sendProblem(reply, 404, 'No payment with this reference.', 'not_found');
    const status = await deps.fulfilment.status(request.params.reference);
    if (!status) return sendProblem(reply, 404, 'No payment with this reference.', 'not_found');
    return reply.header('cache-control', 'no-store').send(status);
  });

  app.post('/api/free-ai', async (request, reply) => {
    const body = freeAiRequestSchema.safeParse(request.body);
    if (!body.success) return sendProblem(reply, 400, 'Send roomName.', 'invalid');
    const name = RoomService.parseName(body.data.roomName);
    if (!name.ok) return sendErrorCode(reply, name.error, 'Bad room name.');
    const addressKey = deps.addressKey(request);
    // Only a phone at the table claims the room's one grant: over HTTP, a phone from this address joined to the room.
    if (!(await deps.phoneJoinedFrom(name.name, addressKey))) {
      const room = await deps.rooms.exists(name.name);
      return room.ok
        ? sendErrorCode(reply, 'not_member', NOT_MEMBER_DETAIL)
        : sendErrorCode(reply, 'not_found', 'No such room.');
    }
    const result = await deps.freeAi(
      name.name,
      await deps.rooms.languageFor(name.name, body.data.language),
      styleChoiceOf(body.data),
      addressKey,
    );
    if (result === 'rate_limited')
      return sendErrorCode(reply, 'rate_limited', 'This network has used its free AI entries for today.');
    if (result === 'not_found') return sendErrorCode(reply, 'not_found', 'No such room.');
    if (result === 'used') return sendErrorCode(reply, 'used', "This room's free entries are already used.");
    if (result !== 'started') return sendErrorCode(reply, result, AI_FAILURE_DETAIL[result]);
    return reply.code(202).send({});
  });
}
