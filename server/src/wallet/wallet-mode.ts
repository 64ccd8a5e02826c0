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
 * The mode this server runs with, and why payments are off when they are. Nothing is sold without a model
 * (issue #39): the paid entries would be Skål's collection, which every room gets for free, so without one
 * payments are off in every wallet mode, the simulator's too (the free entries stay, from the collection).
 */
export function decideWalletMode(options: {
  configured: WalletMode | undefined;
  vippsBaseUrl: string | undefined;
  hasModel: boolean;
}): { mode: WalletMode; description?: string } {
  const mode = options.configured ?? (options.vippsBaseUrl ? 'vipps' : 'simulator');
  if (mode === 'off') return { mode, description: 'off (paid entries are not available)' };
  if (!options.hasModel) {
    const real = mode === 'vipps' && options.vippsBaseUrl?.replace(/\/+$/u, '') === VIPPS_PRODUCTION;
    return {
      mode: 'off',
      description: `off (no model configured: nothing is sold${real ? ', though the real Vipps keys are set' : ''})`,
    };
  }
  return { mode };
}
