// Which wallet this server takes payments with (WALLET), decided once at start-up and said on the start-up
// line. The simulator approves anything anyone asks, so production never mounts it unless told to.

export const WALLET_MODES = ['vipps', 'simulator', 'off'] as const;
export type WalletMode = (typeof WALLET_MODES)[number];

/** Where Vipps takes real money (apitest.vipps.no is the test environment). */
const VIPPS_PRODUCTION = 'https://api.vipps.no';

/**
 * WALLET unset: `vipps` when the keys are set, else `off` with NODE_ENV=production and `simulator` in
 * development. (An explicit `vipps` without keys is refused by the config.)
 */
export function defaultWalletMode(hasKeys: boolean, nodeEnv: string | undefined): WalletMode {
  if (hasKeys) return 'vipps';
  return nodeEnv === 'production' ? 'off' : 'simulator';
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
