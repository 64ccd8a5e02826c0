// The one place the payment provider is chosen, once, before the server listens, by the wallet mode
// (WALLET, wallet/wallet-mode.ts): the real Vipps API, the built-in simulator, or none at all (payments
// off: the payment routes answer 503). A new provider is one line here.
import type { ServerConfig } from '../config';
import { decideWalletMode } from '../wallet/wallet-mode';
import { simulatorProvider } from '../wallet/simulator/simulator-provider';
import { vippsFromSettings } from '../wallet/vipps-provider';
import type { PaymentProvider, ProviderContext } from './provider';

/** The provider, or null with payments off; `description` is what the start-up line says either way. */
export type ProviderChoice =
  { provider: PaymentProvider; description: string } | { provider: null; description: string };

export function choosePaymentProvider(
  config: ServerConfig,
  context: ProviderContext,
  /** Whether a model writes the paid entries (not the built-in pack). */
  hasModel: boolean,
): ProviderChoice {
  const decided = decideWalletMode({ configured: config.wallet, vippsBaseUrl: config.vipps?.baseUrl, hasModel });
  if (decided.mode === 'off') return { provider: null, description: decided.description ?? 'off' };
  if (decided.mode === 'simulator') {
    const provider = simulatorProvider(context);
    return { provider, description: provider.description };
  }
  // Never the simulator as a fallback for missing keys.
  if (!config.vipps) throw new Error('WALLET=vipps needs the Vipps keys');
  const provider = vippsFromSettings(config.vipps, context);
  return { provider, description: provider.description };
}
