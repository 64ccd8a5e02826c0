// GET {prefix}/epayment/v1/payments/:reference and its /events: a payment as it stands, and its history.
import type { FastifyInstance } from 'fastify';
import { notFound, paymentView, send, type SimulatedWallet } from '../simulated-wallet';

type ByReference = { Params: { reference: string } };

export function readPaymentRoutes(app: FastifyInstance, prefix: string, wallet: SimulatedWallet): void {
  app.get<ByReference>(`${prefix}/epayment/v1/payments/:reference`, async (request, reply) => {
    const denied = wallet.authProblem(request);
    if (denied) return send(reply, denied);
    const payment = wallet.current(request.params.reference);
    return payment ? reply.send(paymentView(payment)) : send(reply, notFound());
  });

  app.get<ByReference>(`${prefix}/epayment/v1/payments/:reference/events`, async (request, reply) => {
    const denied = wallet.authProblem(request);
    if (denied) return send(reply, denied);
    if (!wallet.current(request.params.reference)) return send(reply, notFound());
    const events = wallet.store.events(request.params.reference);
    return reply.send(events.map((event) => ({ ...event, amount: { currency: 'NOK', value: event.amount } })));
  });
}
