// The one place the payment provider is chosen, once, before the server listens: the real Vipps API
// when its keys are set, else the built-in simulator. A new provider is one line here.
import type { ServerConfig } from '../config';
import { simulatorProvider } from '../wallet/simulator/simulator-provider';
import { vippsFromSettings } from '../wallet/vipps-provider';
import type { PaymentProvider, ProviderContext } from './provider';

export function choosePaymentProvider(config: ServerConfig, context: ProviderContext): PaymentProvider {
  if (config.vipps) return vippsFromSettings(config.vipps, context);
  return simulatorProvider(context);
}
