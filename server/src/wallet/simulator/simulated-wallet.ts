// The simulator's wallet behind its routes: tokens, merchant checks, idempotency, expiry, the
// person's decision and signed webhook events. The routes (routes/*.ts) only parse and answer.
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../clock';
import type { WalletState } from '../wallet';
import type { SimCredentials, SimPayment, SimulatorStore } from './simulator-store';
import type { WebhookDelivery } from './webhook-delivery';

/** A payment nobody acts on expires, as in the real wallet. */
const EXPIRES_AFTER_MS = 10 * 60_000;
export const TOKEN_LIFETIME_S = 3600;

/** An answer before it is sent: mutating calls remember it for their Idempotency-Key. */
export interface SimReply {
  status: number;
  body: unknown;
}

/** A problem+json answer as the real API shapes it. */
export function problem(status: number, title: string, detail?: string): SimReply {
  return {
    status,
    body: {
      type: 'https://developer.vippsmobilepay.com/docs/knowledge-base/errors',
      title,
      status,
      detail,
      traceId: crypto.randomUUID(),
    },
  };
}

export const notFound = () => problem(404, 'Not Found', 'No payment with this reference');

export function send(reply: FastifyReply, result: SimReply): FastifyReply {
  return reply
    .code(result.status)
    .type(result.status >= 400 ? 'application/problem+json' : 'application/json')
    .send(result.body);
}

export class SimulatedWallet {
  readonly credentials: SimCredentials;

  constructor(
    readonly store: SimulatorStore,
    readonly clock: Clock,
    private readonly webhooks: WebhookDelivery,
  ) {
    this.credentials = store.credentials();
  }

  /** An access token: its expiry, signed with the simulator's own key. */
  issueToken(expiresAt: number): string {
    const mac = crypto.createHmac('sha256', this.credentials.tokenKey).update(String(expiresAt)).digest('base64url');
    return `${expiresAt}.${mac}`;
  }

  /** The token and merchant headers every ePayment call must carry; null when they are right. */
  authProblem(request: FastifyRequest): SimReply | null {
    const auth = request.headers.authorization;
    if (!auth?.startsWith('Bearer ') || !this.tokenValid(auth.slice('Bearer '.length)))
      return problem(401, 'Unauthorized', 'Invalid or expired access token');
    if (request.headers['ocp-apim-subscription-key'] !== this.credentials.subscriptionKey)
      return problem(401, 'Unauthorized', 'Invalid subscription key');
    if (request.headers['merchant-serial-number'] !== this.credentials.msn)
      return problem(403, 'Forbidden', 'Unknown merchant serial number');
    return null;
  }

  /** A payment as it stands now: one left in CREATED too long has expired. */
  current(reference: string): SimPayment | null {
    const payment = this.store.payment(reference);
    if (payment?.state === 'CREATED' && this.clock.now().getTime() - payment.createdAt > EXPIRES_AFTER_MS) {
      payment.state = 'EXPIRED';
      this.store.updatePayment(payment);
      this.emit(payment, 'EXPIRED', payment.amount, null);
    }
    return payment;
  }

  /** Mutating calls: same Idempotency-Key and operation → the same answer, and no second effect. */
  idempotent(request: FastifyRequest, operation: string, work: () => SimReply): SimReply {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || key.length === 0 || key.length > 50)
      return problem(400, 'Bad Request', 'Idempotency-Key header (1–50 characters) is required');
    return this.store.atomically(() => {
      const replayed = this.store.replay(key, operation);
      if (replayed) return replayed;
      const result = work();
      if (result.status < 500) this.store.remember(key, operation, result.status, result.body);
      return result;
    });
  }

  /** The person's decision, from the checkout page or the test-only force-approve call. */
  decide(reference: string, decision: 'approve' | 'cancel'): SimPayment | null {
    return this.store.atomically(() => {
      const payment = this.current(reference);
      if (!payment || payment.state !== 'CREATED') return payment;
      const next: WalletState = decision === 'approve' ? 'AUTHORIZED' : 'ABORTED';
      payment.state = next;
      if (next === 'AUTHORIZED') payment.authorized = payment.amount;
      this.store.updatePayment(payment);
      this.emit(payment, next, payment.amount, null);
      return payment;
    });
  }

  /** Records the event and tells every webhook registered for it, signed as the real wallet signs. */
  emit(payment: SimPayment, name: string, amount: number, idempotencyKey: string | null): void {
    const event = {
      reference: payment.reference,
      pspReference: payment.pspReference,
      name,
      amount,
      success: true,
      idempotencyKey,
      timestamp: this.clock.now().toISOString(),
    };
    this.store.addEvent(event);
    for (const hook of this.store.webhooks()) {
      if (!hook.events.includes(`epayments.payment.${name.toLowerCase()}.v1`)) continue;
      const body = JSON.stringify({
        msn: this.credentials.msn,
        reference: event.reference,
        pspReference: event.pspReference,
        name: event.name,
        amount: { currency: payment.currency ?? 'NOK', value: amount },
        timestamp: event.timestamp,
        idempotencyKey,
        success: true,
      });
      this.webhooks.deliver(hook, body);
    }
  }

  private tokenValid(token: string): boolean {
    const [expires] = token.split('.');
    return (
      expires !== undefined &&
      Number(expires) > this.clock.now().getTime() &&
      this.issueToken(Number(expires)) === token
    );
  }
}

/** The ePayment view of a payment (GET and every modification answer with it). */
export function paymentView(payment: SimPayment) {
  return {
    reference: payment.reference,
    pspReference: payment.pspReference,
    state: payment.state,
    amount: { currency: payment.currency ?? 'NOK', value: payment.amount },
    aggregate: {
      authorizedAmount: { currency: payment.currency ?? 'NOK', value: payment.authorized },
      capturedAmount: { currency: payment.currency ?? 'NOK', value: payment.captured },
      cancelledAmount: { currency: payment.currency ?? 'NOK', value: payment.cancelled },
      refundedAmount: { currency: payment.currency ?? 'NOK', value: payment.refunded },
    },
    paymentMethod: { type: 'WALLET' },
    profile: {},
  };
}
