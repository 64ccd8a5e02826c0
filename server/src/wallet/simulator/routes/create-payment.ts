// POST {prefix}/epayment/v1/payments: creates a payment (idempotently) and points the browser at the checkout page.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SimPayment } from '../simulator-store';
import { problem, send, type SimulatedWallet } from '../simulated-wallet';

// Every market's currency: the simulator plays Norway, Denmark and Finland (issue #40).
export const amountSchema = z.object({
  currency: z.enum(['NOK', 'DKK', 'EUR']),
  value: z.number().int().min(0).max(65_000_000),
});
const createSchema = z
  .object({
    amount: amountSchema,
    paymentMethod: z.object({ type: z.enum(['WALLET', 'CARD']) }),
    reference: z.string().regex(/^[a-zA-Z0-9-]{8,50}$/u),
    userFlow: z.enum(['PUSH_MESSAGE', 'NATIVE_REDIRECT', 'WEB_REDIRECT', 'QR']),
    returnUrl: z.string().url().optional(),
    paymentDescription: z.string().min(3).max(100).optional(),
    customer: z.object({ phoneNumber: z.string().regex(/^\d{9,15}$/u) }).optional(),
    receipt: z.unknown().optional(),
    minimumUserAge: z.number().int().min(0).max(99).optional(),
  })
  .refine((body) => body.userFlow !== 'WEB_REDIRECT' || body.returnUrl, {
    message: 'returnUrl is required for WEB_REDIRECT',
  });

/**
 * Where browsers reach the checkout page. Mounted inside Skål, the phone reaches it where it
 * reaches Skål (the return URL's origin); standalone, at the address it was called on.
 */
export type CheckoutOrigin = 'return-url' | 'request';

export function createPaymentRoute(
  app: FastifyInstance,
  prefix: string,
  wallet: SimulatedWallet,
  checkoutOrigin: CheckoutOrigin,
): void {
  app.post(`${prefix}/epayment/v1/payments`, async (request, reply) => {
    const denied = wallet.authProblem(request);
    if (denied) return send(reply, denied);
    const parsed = createSchema.safeParse(request.body);
    if (!parsed.success) {
      const detail = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
      return send(reply, problem(400, 'Bad Request', detail));
    }
    const body = parsed.data;
    const origin =
      checkoutOrigin === 'return-url' && body.returnUrl
        ? new URL(body.returnUrl).origin
        : `${request.protocol}://${request.host}`;
    const created = wallet.idempotent(request, `create:${body.reference}`, () => {
      const payment: SimPayment = {
        reference: body.reference,
        amount: body.amount.value,
        currency: body.amount.currency,
        state: 'CREATED',
        description: body.paymentDescription ?? body.reference,
        returnUrl: body.returnUrl ?? '',
        pspReference: String(crypto.randomInt(1_000_000_000, 9_999_999_999)),
        authorized: 0,
        captured: 0,
        cancelled: 0,
        refunded: 0,
        createdAt: wallet.clock.now().getTime(),
        minimumUserAge: body.minimumUserAge ?? null,
      };
      if (!wallet.store.insertPayment(payment))
        return problem(409, 'Conflict', 'A payment with this reference already exists');
      wallet.emit(payment, 'CREATED', payment.amount, request.headers['idempotency-key'] as string);
      const redirectUrl = `${origin}${prefix}/checkout/${encodeURIComponent(payment.reference)}`;
      return { status: 201, body: { redirectUrl, reference: payment.reference } };
    });
    return send(reply, created);
  });
}
