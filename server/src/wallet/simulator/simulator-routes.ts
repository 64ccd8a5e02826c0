// The built-in wallet simulator: Vipps ePayment's HTTP contract (token, create, get, events, capture,
// cancel, refund, force-approve, webhooks with real signatures) plus a small checkout page.
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../../clock';
import { acceptFormBodies } from '../../http/request-handling';
import { signWebhook } from '../webhook-signature';
import type { WalletState } from '../wallet';
import { checkoutPage } from './checkout-page';
import type { SimPayment, SimulatorStore } from './simulator-store';

export const SIMULATOR_PREFIX = '/vipps-sim';
/** A payment nobody acts on expires, as in the real wallet. */
const EXPIRES_AFTER_MS = 10 * 60_000;
const TOKEN_LIFETIME_S = 3600;

const amountSchema = z.object({ currency: z.literal('NOK'), value: z.number().int().min(0).max(65_000_000) });
const referenceSchema = z.string().regex(/^[a-zA-Z0-9-]{8,50}$/u);
const createSchema = z
  .object({
    amount: amountSchema,
    paymentMethod: z.object({ type: z.enum(['WALLET', 'CARD']) }),
    reference: referenceSchema,
    userFlow: z.enum(['PUSH_MESSAGE', 'NATIVE_REDIRECT', 'WEB_REDIRECT', 'QR']),
    returnUrl: z.string().url().optional(),
    paymentDescription: z.string().min(3).max(100).optional(),
    customer: z.object({ phoneNumber: z.string().regex(/^\d{9,15}$/u) }).optional(),
    receipt: z.unknown().optional(),
  })
  .refine((body) => body.userFlow !== 'WEB_REDIRECT' || body.returnUrl, {
    message: 'returnUrl is required for WEB_REDIRECT',
  });
const modificationSchema = z.object({ modificationAmount: amountSchema });

type Reply = { status: number; body: unknown };

export function registerWalletSimulator(
  app: FastifyInstance,
  deps: {
    store: SimulatorStore;
    clock: Clock;
    log: FastifyInstance['log'];
    /**
     * Where browsers reach the checkout page. Mounted inside Skål, the phone reaches it where it
     * reaches Skål (the return URL's origin); standalone, at the address it was called on.
     */
    checkoutOrigin: 'return-url' | 'request';
  },
): void {
  const { store, clock } = deps;
  const credentials = store.credentials();

  const problem = (status: number, title: string, detail?: string): Reply => ({
    status,
    body: {
      type: 'https://developer.vippsmobilepay.com/docs/knowledge-base/errors',
      title,
      status,
      detail,
      traceId: crypto.randomUUID(),
    },
  });
  const send = (reply: FastifyReply, result: Reply) =>
    reply
      .code(result.status)
      .type(result.status >= 400 ? 'application/problem+json' : 'application/json')
      .send(result.body);

  const tokenFor = (expiresAt: number) => {
    const mac = crypto.createHmac('sha256', credentials.tokenKey).update(String(expiresAt)).digest('base64url');
    return `${expiresAt}.${mac}`;
  };
  const tokenValid = (token: string) => {
    const [expires] = token.split('.');
    return expires !== undefined && Number(expires) > clock.now().getTime() && tokenFor(Number(expires)) === token;
  };

  /** The merchant headers every ePayment call must carry; null when they are right. */
  const authProblem = (request: FastifyRequest): Reply | null => {
    const auth = request.headers.authorization;
    if (!auth?.startsWith('Bearer ') || !tokenValid(auth.slice('Bearer '.length)))
      return problem(401, 'Unauthorized', 'Invalid or expired access token');
    if (request.headers['ocp-apim-subscription-key'] !== credentials.subscriptionKey)
      return problem(401, 'Unauthorized', 'Invalid subscription key');
    if (request.headers['merchant-serial-number'] !== credentials.msn)
      return problem(403, 'Forbidden', 'Unknown merchant serial number');
    return null;
  };

  const view = (payment: SimPayment) => ({
    reference: payment.reference,
    pspReference: payment.pspReference,
    state: payment.state,
    amount: { currency: 'NOK', value: payment.amount },
    aggregate: {
      authorizedAmount: { currency: 'NOK', value: payment.authorized },
      capturedAmount: { currency: 'NOK', value: payment.captured },
      cancelledAmount: { currency: 'NOK', value: payment.cancelled },
      refundedAmount: { currency: 'NOK', value: payment.refunded },
    },
    paymentMethod: { type: 'WALLET' },
    profile: {},
  });

  /** Records the event and tells every registered webhook, signed as the real wallet signs. */
  const emit = (payment: SimPayment, name: string, amount: number, idempotencyKey: string | null) => {
    const event = {
      reference: payment.reference,
      pspReference: payment.pspReference,
      name,
      amount,
      success: true,
      idempotencyKey,
      timestamp: clock.now().toISOString(),
    };
    store.addEvent(event);
    for (const hook of store.webhooks()) {
      if (!hook.events.includes(`epayments.payment.${name.toLowerCase()}.v1`)) continue;
      const body = JSON.stringify({
        msn: credentials.msn,
        reference: event.reference,
        pspReference: event.pspReference,
        name: event.name,
        amount: { currency: 'NOK', value: amount },
        timestamp: event.timestamp,
        idempotencyKey,
        success: true,
      });
      void deliverWebhook(hook.url, hook.secret, body, deps.log);
    }
  };

  /** A payment as it stands now: one left in CREATED too long has expired. */
  const current = (reference: string): SimPayment | null => {
    const payment = store.payment(reference);
    if (payment?.state === 'CREATED' && clock.now().getTime() - payment.createdAt > EXPIRES_AFTER_MS) {
      payment.state = 'EXPIRED';
      store.updatePayment(payment);
      emit(payment, 'EXPIRED', payment.amount, null);
    }
    return payment;
  };

  /** Mutating calls: same Idempotency-Key and operation → the same answer, and no second effect. */
  const idempotent = (request: FastifyRequest, operation: string, work: () => Reply): Reply => {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || key.length === 0 || key.length > 50)
      return problem(400, 'Bad Request', 'Idempotency-Key header (1–50 characters) is required');
    return store.atomically(() => {
      const replayed = store.replay(key, operation);
      if (replayed) return replayed;
      const result = work();
      if (result.status < 500) store.remember(key, operation, result.status, result.body);
      return result;
    });
  };

  const prefix = SIMULATOR_PREFIX;

  app.post(`${prefix}/accesstoken/get`, async (request, reply) => {
    const h = request.headers;
    if (
      h.client_id !== credentials.clientId ||
      h.client_secret !== credentials.clientSecret ||
      h['ocp-apim-subscription-key'] !== credentials.subscriptionKey
    ) {
      return send(reply, problem(401, 'Unauthorized', 'Invalid client credentials'));
    }
    const expiresAt = clock.now().getTime() + TOKEN_LIFETIME_S * 1000;
    return reply.send({
      token_type: 'Bearer',
      expires_in: String(TOKEN_LIFETIME_S),
      ext_expires_in: String(TOKEN_LIFETIME_S),
      expires_on: String(Math.floor(expiresAt / 1000)),
      not_before: String(Math.floor(clock.now().getTime() / 1000)),
      resource: 'simulator',
      access_token: tokenFor(expiresAt),
    });
  });

  app.post(`${prefix}/epayment/v1/payments`, async (request, reply) => {
    const denied = authProblem(request);
    if (denied) return send(reply, denied);
    const parsed = createSchema.safeParse(request.body);
    if (!parsed.success)
      return send(
        reply,
        problem(
          400,
          'Bad Request',
          parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
        ),
      );
    const body = parsed.data;
    return send(
      reply,
      idempotent(request, `create:${body.reference}`, () => {
        const payment: SimPayment = {
          reference: body.reference,
          amount: body.amount.value,
          state: 'CREATED',
          description: body.paymentDescription ?? body.reference,
          returnUrl: body.returnUrl ?? '',
          pspReference: String(crypto.randomInt(1_000_000_000, 9_999_999_999)),
          authorized: 0,
          captured: 0,
          cancelled: 0,
          refunded: 0,
          createdAt: clock.now().getTime(),
        };
        if (!store.insertPayment(payment))
          return problem(409, 'Conflict', 'A payment with this reference already exists');
        emit(payment, 'CREATED', payment.amount, request.headers['idempotency-key'] as string);
        const origin =
          deps.checkoutOrigin === 'return-url' && body.returnUrl
            ? new URL(body.returnUrl).origin
            : `${request.protocol}://${request.host}`;
        return {
          status: 201,
          body: {
            redirectUrl: `${origin}${prefix}/checkout/${encodeURIComponent(payment.reference)}`,
            reference: payment.reference,
          },
        };
      }),
    );
  });

  app.get<{ Params: { reference: string } }>(`${prefix}/epayment/v1/payments/:reference`, async (request, reply) => {
    const denied = authProblem(request);
    if (denied) return send(reply, denied);
    const payment = current(request.params.reference);
    return payment
      ? reply.send(view(payment))
      : send(reply, problem(404, 'Not Found', 'No payment with this reference'));
  });

  app.get<{ Params: { reference: string } }>(
    `${prefix}/epayment/v1/payments/:reference/events`,
    async (request, reply) => {
      const denied = authProblem(request);
      if (denied) return send(reply, denied);
      if (!current(request.params.reference))
        return send(reply, problem(404, 'Not Found', 'No payment with this reference'));
      return reply.send(
        store
          .events(request.params.reference)
          .map((event) => ({ ...event, amount: { currency: 'NOK', value: event.amount } })),
      );
    },
  );

  const adjust = (
    operation: 'capture' | 'cancel' | 'refund',
    apply: (payment: SimPayment, amount: number) => Reply | null,
  ) =>
    app.post<{ Params: { reference: string } }>(
      `${prefix}/epayment/v1/payments/:reference/${operation}`,
      async (request, reply) => {
        const denied = authProblem(request);
        if (denied) return send(reply, denied);
        let amount = 0;
        if (operation !== 'cancel') {
          const parsed = modificationSchema.safeParse(request.body);
          if (!parsed.success) return send(reply, problem(400, 'Bad Request', 'modificationAmount is required'));
          amount = parsed.data.modificationAmount.value;
        }
        return send(
          reply,
          idempotent(request, `${operation}:${request.params.reference}`, () => {
            const payment = current(request.params.reference);
            if (!payment) return problem(404, 'Not Found', 'No payment with this reference');
            const refused = apply(payment, amount);
            if (refused) return refused;
            store.updatePayment(payment);
            return { status: 200, body: view(payment) };
          }),
        );
      },
    );

  adjust('capture', (payment, amount) => {
    if (payment.state !== 'AUTHORIZED')
      return problem(409, 'Conflict', `Cannot capture a payment in state ${payment.state}`);
    if (amount > payment.authorized - payment.captured - payment.cancelled)
      return problem(409, 'Conflict', 'Capture exceeds the reserved amount');
    payment.captured += amount;
    emit(payment, 'CAPTURED', amount, null);
    return null;
  });
  adjust('cancel', (payment) => {
    if (payment.state === 'CREATED') {
      payment.state = 'TERMINATED';
    } else if (payment.state === 'AUTHORIZED') {
      if (payment.captured > 0) return problem(409, 'Conflict', 'Captured money must be refunded, not cancelled');
      payment.cancelled = payment.authorized;
      payment.state = 'TERMINATED';
    } else {
      return problem(409, 'Conflict', `Cannot cancel a payment in state ${payment.state}`);
    }
    emit(payment, 'CANCELLED', payment.cancelled, null);
    emit(payment, 'TERMINATED', payment.amount, null);
    return null;
  });
  adjust('refund', (payment, amount) => {
    if (amount > payment.captured - payment.refunded)
      return problem(409, 'Conflict', 'Refund exceeds the captured amount');
    payment.refunded += amount;
    emit(payment, 'REFUNDED', amount, null);
    return null;
  });

  /** The user's decision, from the checkout page or the test-only force-approve call. */
  const decide = (reference: string, decision: 'approve' | 'cancel'): SimPayment | null => {
    return store.atomically(() => {
      const payment = current(reference);
      if (!payment || payment.state !== 'CREATED') return payment;
      const next: WalletState = decision === 'approve' ? 'AUTHORIZED' : 'ABORTED';
      payment.state = next;
      if (next === 'AUTHORIZED') payment.authorized = payment.amount;
      store.updatePayment(payment);
      emit(payment, next, payment.amount, null);
      return payment;
    });
  };

  app.post<{ Params: { reference: string } }>(
    `${prefix}/epayment/v1/test/payments/:reference/approve`,
    async (request, reply) => {
      const denied = authProblem(request);
      if (denied) return send(reply, denied);
      const payment = decide(request.params.reference, 'approve');
      if (!payment) return send(reply, problem(404, 'Not Found', 'No payment with this reference'));
      if (payment.state !== 'AUTHORIZED') return send(reply, problem(409, 'Conflict', `Payment is ${payment.state}`));
      return reply.send({});
    },
  );

  app.post(`${prefix}/webhooks/v1/webhooks`, async (request, reply) => {
    const denied = authProblem(request);
    if (denied) return send(reply, denied);
    const parsed = z.object({ url: z.string().url(), events: z.array(z.string()).min(1) }).safeParse(request.body);
    if (!parsed.success) return send(reply, problem(400, 'Bad Request', 'url and events are required'));
    const existing = store.webhooks().find((hook) => hook.url === parsed.data.url);
    if (existing) return reply.code(201).send({ id: existing.id, secret: existing.secret });
    const webhook = {
      id: crypto.randomUUID(),
      url: parsed.data.url,
      events: parsed.data.events,
      secret: crypto.randomBytes(24).toString('base64url'),
    };
    store.addWebhook(webhook);
    return reply.code(201).send({ id: webhook.id, secret: webhook.secret });
  });

  // The checkout page: the phone lands here instead of in the wallet app.
  app.get<{ Params: { reference: string } }>(`${prefix}/checkout/:reference`, async (request, reply) => {
    const payment = current(request.params.reference);
    const english = /^en\b/iu.test(request.headers['accept-language'] ?? '');
    // Its forms post here and then send the browser back to the shop, wherever that is.
    reply.header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'none'",
    );
    return reply
      .code(payment ? 200 : 404)
      .type('text/html')
      .send(checkoutPage(payment, english, prefix));
  });

  // The page's plain HTML forms post urlencoded bodies: only these routes accept them (an encapsulated
  // scope), so no API route can be reached by a cross-site form.
  void app.register(async (checkout) => {
    acceptFormBodies(checkout);
    checkout.post<{ Params: { reference: string; decision: string } }>(
      `${prefix}/checkout/:reference/:decision`,
      async (request, reply) => {
        const decision =
          request.params.decision === 'approve' ? 'approve' : request.params.decision === 'cancel' ? 'cancel' : null;
        if (!decision) return reply.code(404).send();
        const payment = decide(request.params.reference, decision);
        if (!payment) return reply.code(404).type('text/plain').send('No such payment');
        return reply.redirect(payment.returnUrl, 303);
      },
    );
  });
}

/** Delivers one webhook, retrying a few times like the real wallet (which retries for days). */
async function deliverWebhook(url: string, secret: string, body: string, log: FastifyInstance['log']): Promise<void> {
  const target = new URL(url);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt).unref());
    try {
      const headers = signWebhook({
        secret,
        host: target.host,
        pathAndQuery: `${target.pathname}${target.search}`,
        body,
        date: new Date(),
      });
      const response = await fetch(url, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      if (response.ok) return;
    } catch {
      // retried below
    }
  }
  log.warn({ url: target.origin + target.pathname }, 'wallet simulator gave up delivering a webhook');
}
