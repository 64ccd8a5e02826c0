// Vipps MobilePay ePayment over fetch: access token cache, idempotency keys, retries, problem+json.
import { MINIMUM_PAYER_AGE, PRICE_ORE } from '@skal/shared';
import { WalletError, type CreatePaymentInput, type Wallet, type WalletPayment } from './wallet';

export interface VippsConfig {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  subscriptionKey: string;
  msn: string;
  systemVersion: string;
  attempts?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/** Refresh the token this long before it runs out. */
const TOKEN_MARGIN_MS = 5 * 60_000;
const RETRY_STATUSES = new Set([429, 500, 502, 503, 504]);

export function vippsClient(config: VippsConfig): Wallet {
  const base = config.baseUrl.replace(/\/+$/u, '');
  const doFetch = config.fetch ?? fetch;
  const sleep = config.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = config.now ?? Date.now;
  const attempts = config.attempts ?? 4;
  let token: { value: string; expiresAt: number } | null = null;
  let tokenRequest: Promise<string> | null = null;

  const commonHeaders = {
    'Ocp-Apim-Subscription-Key': config.subscriptionKey,
    'Merchant-Serial-Number': config.msn,
    'Vipps-System-Name': 'skal',
    'Vipps-System-Version': config.systemVersion,
    'Vipps-System-Plugin-Name': 'skal-server',
    'Vipps-System-Plugin-Version': config.systemVersion,
  };

  /** The market's sales unit for one call: its serial number in place of the client's own. */
  const unit = (msn: string | undefined) => (msn ? { 'Merchant-Serial-Number': msn } : {});

  async function fetchToken(): Promise<string> {
    const response = await doFetch(`${base}/accesstoken/get`, {
      method: 'POST',
      headers: { client_id: config.clientId, client_secret: config.clientSecret, ...commonHeaders },
    });
    if (!response.ok) throw await walletError(response);
    const body = (await response.json()) as { access_token?: string; expires_in?: string | number };
    if (!body.access_token) throw new WalletError(response.status, 'access token missing in answer');
    const lifetimeMs = Number(body.expires_in ?? 3600) * 1000;
    token = { value: body.access_token, expiresAt: now() + lifetimeMs };
    return body.access_token;
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt - TOKEN_MARGIN_MS > now()) return token.value;
    tokenRequest ??= fetchToken().finally(() => {
      tokenRequest = null;
    });
    return tokenRequest;
  }

  /** One API call with retries; mutating calls carry the same Idempotency-Key on every try. */
  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    idempotencyKey?: string,
    msn?: string,
  ): Promise<T> {
    let lastError: RetryableError | null = null;
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      if (attempt > 0) await sleep(lastError?.retryAfterMs ?? backoff(attempt));
      let response: Response;
      try {
        response = await doFetch(`${base}${path}`, {
          method,
          headers: {
            ...commonHeaders,
            ...unit(msn),
            authorization: `Bearer ${await accessToken()}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          signal: AbortSignal.timeout(15_000),
        });
      } catch (error) {
        lastError = new RetryableError(0, `network: ${(error as Error).name}`);
        continue;
      }
      if (response.ok) {
        const text = await response.text();
        return (text ? JSON.parse(text) : {}) as T;
      }
      const error = await walletError(response);
      if (response.status === 401 && attempt === 0) {
        token = null; // the token may have been revoked early: fetch a new one once
        lastError = new RetryableError(401, error.title, error.detail, error.traceId, 0);
        continue;
      }
      if (!RETRY_STATUSES.has(response.status)) throw error;
      const retryAfter = Number(response.headers.get('retry-after'));
      lastError = new RetryableError(
        error.status,
        error.title,
        error.detail,
        error.traceId,
        Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : undefined,
      );
    }
    throw lastError ?? new WalletError(0, 'no attempt made');
  }

  return {
    description: `Vipps ePayment at ${new URL(base).host}`,
    async createPayment(input: CreatePaymentInput) {
      const currency = input.currency ?? 'NOK';
      const vat = input.vatPercent ?? 25;
      return call<{ redirectUrl: string; reference: string }>(
        'POST',
        '/epayment/v1/payments',
        {
          amount: { currency, value: input.amountOre },
          paymentMethod: { type: 'WALLET' },
          // Norwegian numbers only, and only in Norway: elsewhere the wallet's landing page takes the payer.
          ...(input.phoneNumber ? { customer: { phoneNumber: input.phoneNumber } } : {}),
          userFlow: 'WEB_REDIRECT',
          returnUrl: input.returnUrl,
          reference: input.reference,
          paymentDescription: input.description,
          // Skål is for adults: the wallet refuses payers under 18 (Vipps "minimum user age").
          minimumUserAge: MINIMUM_PAYER_AGE,
          receipt: {
            orderLines: input.receiptLines.map((line, i) => ({
              name: line.name,
              id: `line-${i + 1}`,
              totalAmount: line.totalOre,
              totalAmountExcludingTax: Math.round((line.totalOre * 100) / (100 + vat)),
              totalTaxAmount: line.totalOre - Math.round((line.totalOre * 100) / (100 + vat)),
              // The contract's taxPercentage is an integer; taxRate (in hundredths of a percent) carries 25.5 %.
              ...(Number.isInteger(vat) ? { taxPercentage: vat } : { taxRate: Math.round(vat * 100) }),
              unitInfo: {
                unitPrice: Math.round(line.totalOre / line.quantity),
                quantity: String(line.quantity),
                quantityUnit: 'PCS',
              },
            })),
            bottomLine: { currency },
          },
        },
        `create-${input.reference}`,
        input.msn,
      );
    },
    async getPayment(reference, market) {
      return call<WalletPayment>(
        'GET',
        `/epayment/v1/payments/${encodeURIComponent(reference)}`,
        undefined,
        undefined,
        market?.msn,
      );
    },
    async capture(reference, amountOre = PRICE_ORE, market) {
      await call(
        'POST',
        `/epayment/v1/payments/${encodeURIComponent(reference)}/capture`,
        {
          modificationAmount: { currency: market?.currency ?? 'NOK', value: amountOre },
        },
        `capture-${reference}`,
        market?.msn,
      );
    },
    async cancel(reference, market) {
      await call(
        'POST',
        `/epayment/v1/payments/${encodeURIComponent(reference)}/cancel`,
        {},
        `cancel-${reference}`,
        market?.msn,
      );
    },
    async registerWebhook(url, events) {
      return call<{ id: string; secret: string }>('POST', '/webhooks/v1/webhooks', { url, events });
    },
  };
}

class RetryableError extends WalletError {
  constructor(
    status: number,
    title: string,
    detail?: string,
    traceId?: string,
    readonly retryAfterMs?: number,
  ) {
    super(status, title, detail, traceId);
  }
}

async function walletError(response: Response): Promise<WalletError> {
  const problem = (await response.json().catch(() => ({}))) as { title?: string; detail?: string; traceId?: string };
  return new WalletError(response.status, problem.title ?? response.statusText, problem.detail, problem.traceId);
}

function backoff(attempt: number): number {
  const base = 250 * 2 ** (attempt - 1);
  return base + Math.random() * base;
}
