// GET {prefix}/checkout/:reference and its two form posts: the page the phone lands on instead of the
// wallet app, where the person approves or cancels and is sent back to the shop.
import type { FastifyInstance } from 'fastify';
import { checkoutPage } from '../checkout-page';
import type { SimulatedWallet } from '../simulated-wallet';

// Its forms post here and then send the browser back to the shop, wherever that is.
const CHECKOUT_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'none'";

export function checkoutRoutes(app: FastifyInstance, prefix: string, wallet: SimulatedWallet): void {
  app.get<{ Params: { reference: string } }>(`${prefix}/checkout/:reference`, async (request, reply) => {
    const payment = wallet.current(request.params.reference);
    const english = /^en\b/iu.test(request.headers['accept-language'] ?? '');
    return reply
      .header('content-security-policy', CHECKOUT_CSP)
      .code(payment ? 200 : 404)
      .type('text/html')
      .send(checkoutPage(payment, english, prefix));
  });

  app.post<{ Params: { reference: string; decision: string } }>(
    `${prefix}/checkout/:reference/:decision`,
    async (request, reply) => {
      const { decision } = request.params;
      if (decision !== 'approve' && decision !== 'cancel') return reply.code(404).send();
      const payment = wallet.decide(request.params.reference, decision);
      if (!payment) return reply.code(404).type('text/plain').send('No such payment');
      return reply.redirect(payment.returnUrl, 303);
    },
  );
}
