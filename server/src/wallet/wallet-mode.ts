// Which wallet this server takes payments with, decided once at start-up and said on the start-up line.
// The simulator approves anything anyone asks, so production never mounts it unless told to.
import type { FastifyInstance } from 'fastify';
import { sendProblem } from '../http/problem';

export const WALLET_MODES = ['vipps', 'simulator', 'off'] as const;
export type WalletMode = (typeof WALLET_MODES)[number];

/** Where Vipps takes real money (apitest.vipps.no is the test environment). */
const VIPPS_PRODUCTION = 'https://api.vipps.no';

/**
 * WALLET: `vipps` (needs the four keys), `simulator`, or `off`. Unset: `vipps` when keys are set, else `off`
 * with NODE_ENV=production and `simulator` in development.
 */
export function walletModeFromEnv(
  env: { WALLET?: string | undefined; NODE_ENV?: string | undefined },
  hasKeys: boolean,
): WalletMode {
  const raw = env.WALLET?.trim().toLowerCase();
  if (raw) {
    if (!(WALLET_MODES as readonly string[]).includes(raw)) {
      throw new Error(`WALLET must be one of ${WALLET_MODES.join(', ')}, got "${env.WALLET}"`);
    }
    if (raw === 'vipps' && !hasKeys)
      throw new Error('WALLET=vipps needs VIPPS_CLIENT_ID, VIPPS_CLIENT_SECRET, VIPPS_SUBSCRIPTION_KEY and VIPPS_MSN');
    return raw as WalletMode;
  }
  if (hasKeys) return 'vipps';
  return env.NODE_ENV === 'production' ? 'off' : 'simulator';
}

/**
 * The mode this server runs with, and why payments are off when they are. Real money is never taken for
 * entries no model wrote: the production Vipps API without a model turns paid entries off (free ones stay).
 */
export function decideWalletMode(options: {
  configured: WalletMode | undefined;
  vippsBaseUrl: string | undefined;
  hasModel: boolean;
}): { mode: WalletMode; description?: string } {
  const mode = options.configured ?? (options.vippsBaseUrl ? 'vipps' : 'simulator');
  if (mode === 'off') return { mode, description: 'off (paid entries are not available)' };
  if (mode === 'vipps' && !options.hasModel && options.vippsBaseUrl?.replace(/\/+$/u, '') === VIPPS_PRODUCTION) {
    return { mode: 'off', description: 'off (real Vipps keys but no AI model: paid entries would be built-in ones)' };
  }
  return { mode };
}

/** With payments off, starting or reading a payment answers 503 problem+json the drawer can show. */
export function refusePaymentsWhenOff(app: FastifyInstance, isOff: () => boolean): void {
  const paymentRoutes = new Set(['/api/dopayment', '/api/payments/:reference']);
  app.addHook('onRequest', async (request, reply) => {
    if (!isOff() || !paymentRoutes.has(request.routeOptions.url ?? '')) return;
    return sendProblem(reply, 503, 'Paid entries are not available on this server.', 'unavailable');
  });
}
