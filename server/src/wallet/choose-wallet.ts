// Picks the wallet once at start-up: the real Vipps API when keys are set, else the built-in
// simulator, which this same server mounts and which the same client reaches over HTTP.
import type { FastifyBaseLogger } from 'fastify';
import type { VippsSettings } from '../config';
import type { WebhookTarget } from '../payments/payment-routes';
import { SIMULATOR_PREFIX } from './simulator/simulator-routes';
import type { SimulatorStore } from './simulator/simulator-store';
import { vippsClient } from './vipps-client';
import { WEBHOOK_EVENTS, type Wallet } from './wallet';

export async function chooseWallet(options: {
  vipps: VippsSettings | undefined;
  simulator: SimulatorStore | null;
  /** This process on loopback, where the mounted simulator answers. */
  localUrl: string;
  publicUrl: string;
  version: string;
  log: FastifyBaseLogger;
}): Promise<{ wallet: Wallet; webhook: WebhookTarget | null; description: string }> {
  if (options.vipps) {
    const wallet = vippsClient({ ...options.vipps, systemVersion: options.version });
    const url = `${options.publicUrl}/api/vipps/webhook`;
    const webhook = options.vipps.webhookSecret ? { secret: options.vipps.webhookSecret, url } : null;
    if (!webhook) options.log.warn('VIPPS_WEBHOOK_SECRET is not set: payments are learned by polling only');
    return { wallet, webhook, description: wallet.description };
  }
  if (!options.simulator) throw new Error('no wallet: neither Vipps keys nor the simulator');
  const credentials = options.simulator.credentials();
  const wallet = vippsClient({
    baseUrl: `${options.localUrl}${SIMULATOR_PREFIX}`,
    clientId: credentials.clientId,
    clientSecret: credentials.clientSecret,
    subscriptionKey: credentials.subscriptionKey,
    msn: credentials.msn,
    systemVersion: options.version,
  });
  // Registered like a merchant registers with the real Webhooks API; the secret signs every event.
  const url = `${options.localUrl}/api/vipps/webhook`;
  const { secret } = await wallet.registerWebhook(url, WEBHOOK_EVENTS);
  return { wallet, webhook: { secret, url }, description: 'simulator (payments are simulated)' };
}
