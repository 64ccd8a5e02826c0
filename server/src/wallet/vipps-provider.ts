// Vipps MobilePay ePayment as a payment provider: Vipps' states in our words, and its webhook
// route (POST /api/vipps/webhook) with the HMAC check Vipps documents. The real API and the
// built-in simulator both come through here; only the client they talk to differs.
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../clock';
import type { VippsSettings } from '../config';
import { sendProblem } from '../http/problem';
import type { PaymentProvider, ProviderContext, ProviderPaymentState } from '../payments/provider';
import { vippsClient } from './vipps-client';
import { verifyWebhook } from './webhook-signature';
import type { Wallet, WalletState } from './wallet';

export const VIPPS_WEBHOOK_PATH = '/api/vipps/webhook';

/** What a webhook was registered with: the secret that signs it and the URL whose host and path are signed. */
export interface VippsWebhook {
  secret: string;
  url: string;
}

const STATES: Record<WalletState, ProviderPaymentState> = {
  CREATED: 'pending',
  AUTHORIZED: 'authorized',
  ABORTED: 'aborted',
  EXPIRED: 'expired',
  TERMINATED: 'cancelled',
};

const webhookBody = z.object({ reference: z.string().min(1).max(50), name: z.string().optional() });

export function vippsProvider(options: {
  wallet: Wallet;
  /** Read on each webhook (PUBLIC_URL may be known only once we listen); null: not set up, polling only. */
  webhook: () => VippsWebhook | null;
  clock: Clock;
  description?: string;
}): PaymentProvider {
  const { wallet } = options;
  const refusals = refusalLog(options.clock);
  return {
    description: options.description ?? wallet.description,
    createPayment: (request) => wallet.createPayment(request),
    paymentState: async (reference, unit) => STATES[(await wallet.getPayment(reference, unit)).state],
    capture: (reference, amountOre, unit) => wallet.capture(reference, amountOre, unit),
    cancel: (reference, unit) => wallet.cancel(reference, unit),
    mount(app, notify) {
      app.post(VIPPS_WEBHOOK_PATH, { config: { fromProvider: true } }, async (request, reply) => {
        const target = options.webhook();
        if (!target) return sendProblem(reply, 503, 'Webhooks are not set up.');
        const url = new URL(target.url);
        const verified = verifyWebhook({
          secret: target.secret,
          host: url.host,
          pathAndQuery: `${url.pathname}${url.search}`,
          body: request.rawBody ?? '',
          headers: request.headers,
          now: options.clock.now(),
        });
        if (!verified.ok) {
          refusals.refused(request.log, verified.reason);
          return sendProblem(reply, 401, 'The webhook signature does not verify.');
        }
        const event = webhookBody.safeParse(request.body);
        if (!event.success) return sendProblem(reply, 400, 'Not a payment event.');
        // The event is only a hint: fulfilment asks the wallet itself, so duplicates and late or
        // out-of-order events change nothing.
        notify(event.data.reference);
        return reply.send({});
      });
    },
  };
}

/** How often refused webhooks are logged at most: the route is open to anyone and outside the address limit. */
export const REFUSAL_LOG_INTERVAL_MS = 60_000;

/**
 * Logs a refused webhook at most once per REFUSAL_LOG_INTERVAL_MS, saying how many more were refused since the
 * last line: anyone can post forged webhooks as fast as the network carries them, and a line each would fill
 * the disk with the log.
 */
function refusalLog(clock: Clock): { refused(log: FastifyBaseLogger, reason: string): void } {
  let loggedAt = -Infinity;
  let unlogged = 0;
  return {
    refused(log, reason) {
      const now = clock.now().getTime();
      if (now - loggedAt < REFUSAL_LOG_INTERVAL_MS) {
        unlogged += 1;
        return;
      }
      log.warn({ reason, refusedSinceLastLine: unlogged }, 'webhook refused');
      loggedAt = now;
      unlogged = 0;
    },
  };
}

/** The real Vipps API, from VIPPS_* settings; its webhook is `{PUBLIC_URL}/api/vipps/webhook`. */
export function vippsFromSettings(settings: VippsSettings, context: ProviderContext): PaymentProvider {
  const wallet = vippsClient({ ...settings, systemVersion: context.version });
  const { webhookSecret } = settings;
  if (!webhookSecret) context.log.warn('VIPPS_WEBHOOK_SECRET is not set: payments are learned by polling only');
  return vippsProvider({
    wallet,
    webhook: () =>
      webhookSecret ? { secret: webhookSecret, url: `${context.publicUrl()}${VIPPS_WEBHOOK_PATH}` } : null,
    clock: context.clock,
  });
}
