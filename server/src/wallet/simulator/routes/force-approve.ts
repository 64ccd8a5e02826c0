// POST {prefix}/epayment/v1/test/payments/:reference/approve: the test environment's "the person approved".
import type { FastifyInstance } from 'fastify';
import { notFound, problem, send, type SimulatedWallet } from '../simulated-wallet';

export function forceApproveRoute(app: FastifyInstance, prefix: string, wallet: SimulatedWallet): void {
  app.post<{ Params: { reference: string } }>(
    `${prefix}/epayment/v1/test/payments/:reference/approve`,
    async (request, reply) => {
      const denied = wallet.authProblem(request);
      if (denied) return send(reply, denied);
      const payment = wallet.decide(request.params.reference, 'approve');
      if (!payment) return send(reply, notFound());
      if (payment.state !== 'AUTHORIZED') return send(reply, problem(409, 'Conflict', `Payment is ${payment.state}`));
      return reply.send({});
    },
  );
}
