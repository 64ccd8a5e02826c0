// The wallet interface (Vipps MobilePay ePayment), spoken by the real API and by our simulator alike.

export type WalletState = 'CREATED' | 'AUTHORIZED' | 'ABORTED' | 'EXPIRED' | 'TERMINATED';

export interface WalletAmount {
  currency: 'NOK';
  value: number;
}

export interface CreatePaymentInput {
  reference: string;
  amountOre: number;
  /** 47 + 8 digits; passed through to pre-fill the app, never stored or logged. */
  phoneNumber: string;
  returnUrl: string;
  description: string;
  /** Order lines shown in the app: the durable record of what was bought and consented to. */
  receiptLines: { name: string; quantity: number; totalOre: number }[];
}

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
  getPayment(reference: string): Promise<WalletPayment>;
  capture(reference: string, amountOre: number): Promise<void>;
  cancel(reference: string): Promise<void>;
  registerWebhook(url: string, events: readonly string[]): Promise<{ id: string; secret: string }>;
  readonly description: string;
}

/** A wallet call that failed: the HTTP status (0 for network) and the problem+json details. */
export class WalletError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail?: string,
    readonly traceId?: string,
  ) {
    super(`wallet ${status}: ${title}${detail ? ` (${detail})` : ''}`);
  }
}

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
