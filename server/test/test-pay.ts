// "TestPay": a payment provider of its own, as MobilePay or a card acquirer would be, for tests that
// show a provider plugs in through payments/provider.ts alone: its own states, its own webhook route
// and its own check (a shared token instead of Vipps' HMAC).
import type { PaymentProvider, PaymentRequest, ProviderPaymentState } from '../src/payments/provider';
import { PaymentProviderError } from '../src/payments/provider';

export const TEST_PAY_WEBHOOK = '/api/testpay/events';
export const TEST_PAY_TOKEN = 'testpay-token';

export interface TestPayment {
  request: PaymentRequest;
  state: ProviderPaymentState;
  captured: number;
}

export function testPay(): { provider: PaymentProvider; payments: Map<string, TestPayment>; closed: () => boolean } {
  const payments = new Map<string, TestPayment>();
  let closed = false;
  const find = (reference: string) => {
    const payment = payments.get(reference);
    if (!payment) throw new PaymentProviderError(404, 'unknown payment');
    return payment;
  };
  const provider: PaymentProvider = {
    description: 'TestPay',
    async createPayment(request) {
      payments.set(request.reference, { request, state: 'pending', captured: 0 });
      return { redirectUrl: `https://testpay.example/pay/${request.reference}` };
    },
    async paymentState(reference) {
      return find(reference).state;
    },
    async capture(reference, amountOre) {
      find(reference).captured += amountOre;
    },
    async cancel(reference) {
      find(reference).state = 'cancelled';
    },
    mount(app, notify) {
      app.post<{ Body: { payment?: unknown } }>(
        TEST_PAY_WEBHOOK,
        { config: { fromProvider: true } },
        async (request, reply) => {
          if (request.headers['x-testpay-token'] !== TEST_PAY_TOKEN) return reply.code(401).send({});
          if (typeof request.body?.payment !== 'string') return reply.code(400).send({});
          notify(request.body.payment);
          return reply.send({});
        },
      );
    },
    async close() {
      closed = true;
    },
  };
  return { provider, payments, closed: () => closed };
}
