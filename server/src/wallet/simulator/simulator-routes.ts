// The built-in wallet simulator: Vipps ePayment's HTTP contract (token, create, get, events, capture,
// cancel, refund, force-approve, webhooks with real signatures) plus a small checkout page, one
// route module each under routes/; the wallet behind them is simulated-wallet.ts.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import { accessTokenRoute } from './routes/access-token';
import { checkoutRoutes } from './routes/checkout';
import { createPaymentRoute, type CheckoutOrigin } from './routes/create-payment';
import { forceApproveRoute } from './routes/force-approve';
import { modifyPaymentRoutes } from './routes/modify-payment';
import { readPaymentRoutes } from './routes/read-payment';
import { registerWebhookRoute } from './routes/register-webhook';
import { SimulatedWallet } from './simulated-wallet';
import type { SimulatorStore } from './simulator-store';
import { webhookDelivery, type WebhookDelivery } from './webhook-delivery';

export const SIMULATOR_PREFIX = '/vipps-sim';

/** Mounts the simulator on `app`; the returned delivery is stopped when the receiving server closes. */
export function registerWalletSimulator(
  app: FastifyInstance,
  deps: {
    store: SimulatorStore;
    clock: Clock;
    log: FastifyBaseLogger;
    checkoutOrigin: CheckoutOrigin;
    /** How webhooks reach the merchant: global fetch unless given. */
    fetch?: typeof fetch;
  },
): { webhooks: WebhookDelivery } {
  const webhooks = webhookDelivery({ log: deps.log, ...(deps.fetch ? { fetch: deps.fetch } : {}) });
  const wallet = new SimulatedWallet(deps.store, deps.clock, webhooks);
  const prefix = SIMULATOR_PREFIX;
  accessTokenRoute(app, prefix, wallet);
  createPaymentRoute(app, prefix, wallet, deps.checkoutOrigin);
  readPaymentRoutes(app, prefix, wallet);
  modifyPaymentRoutes(app, prefix, wallet);
  forceApproveRoute(app, prefix, wallet);
  registerWebhookRoute(app, prefix, wallet);
  checkoutRoutes(app, prefix, wallet);
  return { webhooks };
}
