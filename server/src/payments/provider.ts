// What fulfilment needs from a payment provider (Vipps, the built-in simulator, later MobilePay or
// cards): create, look up, capture and cancel a payment, in states of our own; and the routes the
// provider serves on our port (its webhook, checked its own way). A new provider is one module that
// implements this, plus one line in choose-provider.ts.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Clock } from '../clock';

/**
 * A payment as the provider sees it, in neutral words. Each provider maps its own states here:
 * `pending` until the person decides; `cancelled` when the provider ended it (after a cancel call
 * or on its own), as opposed to `aborted` by the person or `expired` by time.
 */
export const PROVIDER_PAYMENT_STATES = ['pending', 'authorized', 'aborted', 'expired', 'cancelled'] as const;
export type ProviderPaymentState = (typeof PROVIDER_PAYMENT_STATES)[number];

export interface PaymentRequest {
  reference: string;
  /** The amount in minor units (øre, cent) of `currency`. */
  amountOre: number;
  /** The market's currency (issue #40); NOK when left out. */
  currency?: 'NOK' | 'DKK' | 'EUR';
  /** The market's merchant serial number; the provider's own when left out. */
  msn?: string | undefined;
  /** The VAT in percent the receipt lines carry; 25 when left out. */
  vatPercent?: number;
  /**
   * Country prefix + number; passed through to pre-fill the app, never stored or logged. Norway only: outside it no
   * number is asked or sent (the wallet's own page takes the payer).
   */
  phoneNumber?: string | undefined;
  /** Where the browser comes back to, whatever the outcome (see return-url.ts). */
  returnUrl: string;
  description: string;
  /** Order lines shown to the payer: the durable record of what was bought and consented to. */
  receiptLines: { name: string; quantity: number; totalOre: number }[];
}

/** A market's sales unit (issue #40): its merchant serial number (the provider's own when left out) and currency. */
export interface PaymentUnit {
  msn?: string | undefined;
  currency?: 'NOK' | 'DKK' | 'EUR';
}

export interface PaymentProvider {
  /** For the start-up line, e.g. `Vipps ePayment at api.vipps.no`. */
  readonly description: string;
  /** Creates the payment and returns where to send the browser. */
  createPayment(request: PaymentRequest): Promise<{ redirectUrl: string }>;
  /** `unit`: the market's sales unit the payment was made with (its serial number, its currency). */
  paymentState(reference: string, unit?: PaymentUnit): Promise<ProviderPaymentState>;
  /** Takes the reserved money; the same call twice takes it once. */
  capture(reference: string, amountOre: number, unit?: PaymentUnit): Promise<void>;
  /** Releases the reservation (or ends a payment nobody finished). */
  cancel(reference: string, unit?: PaymentUnit): Promise<void>;
  /**
   * Mounts the routes the provider serves on our port, before `listen`: its webhook (verified its
   * own way; a verified event calls `notify`, which only means "look again") and anything else it
   * needs, such as the simulator's wallet and checkout page. Mark webhook routes with
   * `config: { fromProvider: true }`: a provider sends many from few addresses, so the per-address
   * API limit does not apply to them.
   */
  mount(app: FastifyInstance, notify: (reference: string) => void): void;
  /** Runs once every route is mounted, still before `listen` (the simulator registers its webhook here). */
  start?(): Promise<void>;
  /** Runs after the HTTP server has closed and fulfilment has stopped. */
  close?(): Promise<void>;
}

/** What every provider factory may use (its own settings come from the config, separately). */
export interface ProviderContext {
  /** The server the provider mounts on (the simulator is also reached through it, in-process). */
  app: FastifyInstance;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Where a provider keeps files of its own. */
  dataDir: string;
  /** Where phones reach us: known once the server listens, so read it only while serving. */
  publicUrl: () => string;
  /** Our version, for the provider's system headers. */
  version: string;
}

/** A provider call that failed: the HTTP status (0 for the network) and what the provider said. */
export class PaymentProviderError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail?: string,
    readonly traceId?: string,
  ) {
    super(`payment provider ${status}: ${title}${detail ? ` (${detail})` : ''}`);
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Calls from a payment provider's servers (webhooks): exempt from the per-address API limit. */
    fromProvider?: boolean;
  }
}
