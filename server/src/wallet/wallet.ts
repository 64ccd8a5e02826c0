// Vipps MobilePay ePayment's own terms, spoken by the real API and by our simulator alike. Only the
// Vipps provider (vipps-provider.ts) and the simulator use them; fulfilment sees payments/provider.ts.
import { PaymentProviderError, type PaymentRequest } from '../payments/provider';

export type WalletState = 'CREATED' | 'AUTHORIZED' | 'ABORTED' | 'EXPIRED' | 'TERMINATED';

export interface WalletAmount {
  currency: 'NOK' | 'DKK' | 'EUR';
  value: number;
}

/** The market's sales unit a call is for (issue #40): its serial number and currency; Norway's when left out. */
export interface WalletUnit {
  msn?: string | undefined;
  currency?: WalletAmount['currency'];
}

export type CreatePaymentInput = PaymentRequest;

export interface WalletPayment {
  reference: string;
  state: WalletState;
  aggregate: {
    authorizedAmount: WalletAmount;
    capturedAmount: WalletAmount;
    cancelledAmount: WalletAmount;
    refundedAmount: WalletAmount;
  };
}

export interface Wallet {
  createPayment(input: CreatePaymentInput): Promise<{ redirectUrl: string; reference: string }>;
  getPayment(reference: string, unit?: WalletUnit): Promise<WalletPayment>;
  capture(reference: string, amountOre: number, unit?: WalletUnit): Promise<void>;
  cancel(reference: string, unit?: WalletUnit): Promise<void>;
  registerWebhook(url: string, events: readonly string[]): Promise<{ id: string; secret: string }>;
  readonly description: string;
}

/** A wallet call that failed: the HTTP status (0 for network) and the problem+json details. */
export class WalletError extends PaymentProviderError {}

export const WEBHOOK_EVENTS = [
  'epayments.payment.created.v1',
  'epayments.payment.aborted.v1',
  'epayments.payment.expired.v1',
  'epayments.payment.cancelled.v1',
  'epayments.payment.captured.v1',
  'epayments.payment.refunded.v1',
  'epayments.payment.authorized.v1',
  'epayments.payment.terminated.v1',
] as const;
