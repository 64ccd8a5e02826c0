// POST {prefix}/epayment/v1/payments/:reference/{capture,cancel,refund}: money moves, each idempotent.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SimPayment } from '../simulator-store';
import { notFound, paymentView, problem, send, type SimReply, type SimulatedWallet } from '../simulated-wallet';
import { amountSchema } from './create-payment';

const modificationSchema = z.object({ modificationAmount: amountSchema });

/** Changes the payment (and emits its events), or returns why it may not. */
type Modification = (wallet: SimulatedWallet, payment: SimPayment, amount: number) => SimReply | null;

const capture: Modification = (wallet, payment, amount) => {
  if (payment.state !== 'AUTHORIZED')
    return problem(409, 'Conflict', `Cannot capture a payment in state ${payment.state}`);
  if (amount > payment.authorized - payment.captured - payment.cancelled)
    return problem(409, 'Conflict', 'Capture exceeds the reserved amount');
  payment.captured += amount;
  wallet.emit(payment, 'CAPTURED', amount, null);
  return null;
};

const cancel: Modification = (wallet, payment) => {
  if (payment.state === 'AUTHORIZED' && payment.captured > 0)
    return problem(409, 'Conflict', 'Captured money must be refunded, not cancelled');
  if (payment.state !== 'CREATED' && payment.state !== 'AUTHORIZED')
    return problem(409, 'Conflict', `Cannot cancel a payment in state ${payment.state}`);
  if (payment.state === 'AUTHORIZED') payment.cancelled = payment.authorized;
  payment.state = 'TERMINATED';
  wallet.emit(payment, 'CANCELLED', payment.cancelled, null);
  wallet.emit(payment, 'TERMINATED', payment.amount, null);
  return null;
};

const refund: Modification = (wallet, payment, amount) => {
  if (amount > payment.captured - payment.refunded)
    return problem(409, 'Conflict', 'Refund exceeds the captured amount');
  payment.refunded += amount;
  wallet.emit(payment, 'REFUNDED', amount, null);
  return null;
};

const MODIFICATIONS = { capture, cancel, refund };

export function modifyPaymentRoutes(app: FastifyInstance, prefix: string, wallet: SimulatedWallet): void {
  for (const [operation, modify] of Object.entries(MODIFICATIONS)) {
    app.post<{ Params: { reference: string } }>(
      `${prefix}/epayment/v1/payments/:reference/${operation}`,
      async (request, reply) => {
        const denied = wallet.authProblem(request);
        if (denied) return send(reply, denied);
        let amount = 0;
        if (operation !== 'cancel') {
          const parsed = modificationSchema.safeParse(request.body);
          if (!parsed.success) return send(reply, problem(400, 'Bad Request', 'modificationAmount is required'));
          amount = parsed.data.modificationAmount.value;
        }
        const { reference } = request.params;
        const result = wallet.idempotent(request, `${operation}:${reference}`, () => {
          const payment = wallet.current(reference);
          if (!payment) return notFound();
          const refused = modify(wallet, payment, amount);
          if (refused) return refused;
          wallet.store.updatePayment(payment);
          return { status: 200, body: paymentView(payment) };
        });
        return send(reply, result);
      },
    );
  }
}
