// The built-in simulator as the payment provider: the simulator mounted on this server, and the same
// Vipps provider and client as production talking to it through a fetch answered in-process
// (app.inject). No socket and no port are involved, so payments work before the server listens.
import path from 'node:path';
import { injectFetch } from '../../http/inject-fetch';
import type { PaymentProvider, ProviderContext } from '../../payments/provider';
import { vippsClient } from '../vipps-client';
import { VIPPS_WEBHOOK_PATH, vippsProvider, type VippsWebhook } from '../vipps-provider';
import { WEBHOOK_EVENTS } from '../wallet';
import { registerWalletSimulator, SIMULATOR_PREFIX } from './simulator-routes';
import { SimulatorStore } from './simulator-store';
import type { WebhookDelivery } from './webhook-delivery';

/**
 * The origin the client and the simulator's webhooks use in-process: never resolved (.invalid is
 * reserved for that), it only names the host the webhook signature covers.
 */
export const IN_PROCESS_ORIGIN = 'http://skal.invalid';
const WEBHOOK_URL = `${IN_PROCESS_ORIGIN}${VIPPS_WEBHOOK_PATH}`;

export function simulatorProvider(context: ProviderContext): PaymentProvider {
  const store = new SimulatorStore(path.join(context.dataDir, 'wallet-simulator.db'));
  const inProcess = injectFetch(context.app);
  const credentials = store.credentials();
  const wallet = vippsClient({
    baseUrl: `${IN_PROCESS_ORIGIN}${SIMULATOR_PREFIX}`,
    clientId: credentials.clientId,
    clientSecret: credentials.clientSecret,
    subscriptionKey: credentials.subscriptionKey,
    msn: credentials.msn,
    systemVersion: context.version,
    fetch: inProcess,
  });
  let webhook: VippsWebhook | null = null;
  let deliveries: WebhookDelivery | null = null;
  const vipps = vippsProvider({
    wallet,
    webhook: () => webhook,
    clock: context.clock,
    description: 'simulator (payments are simulated)',
  });
  return {
    ...vipps,
    mount(app, notify) {
      const simulator = registerWalletSimulator(app, {
        store,
        clock: context.clock,
        log: context.log,
        checkoutOrigin: 'return-url',
        fetch: inProcess,
      });
      deliveries = simulator.webhooks;
      vipps.mount(app, notify);
    },
    // Registered like a merchant registers with the real Webhooks API; the secret signs every event.
    async start() {
      const { secret } = await wallet.registerWebhook(WEBHOOK_URL, WEBHOOK_EVENTS);
      webhook = { secret, url: WEBHOOK_URL };
    },
    async close() {
      deliveries?.stop();
      store.close();
    },
  };
}
