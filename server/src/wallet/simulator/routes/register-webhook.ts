// POST {prefix}/webhooks/v1/webhooks: registers a URL for events and returns the secret that signs them.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { problem, send, type SimulatedWallet } from '../simulated-wallet';

const registration = z.object({ url: z.string().url(), events: z.array(z.string()).min(1) });

export function registerWebhookRoute(app: FastifyInstance, prefix: string, wallet: SimulatedWallet): void {
  app.post(`${prefix}/webhooks/v1/webhooks`, async (request, reply) => {
    const denied = wallet.authProblem(request);
    if (denied) return send(reply, denied);
    const parsed = registration.safeParse(request.body);
    if (!parsed.success) return send(reply, problem(400, 'Bad Request', 'url and events are required'));
    // The same URL registered again keeps its secret, so a restarted merchant can verify old events.
    const existing = wallet.store.webhooks().find((hook) => hook.url === parsed.data.url);
    if (existing) return reply.code(201).send({ id: existing.id, secret: existing.secret });
    const webhook = {
      id: crypto.randomUUID(),
      url: parsed.data.url,
      events: parsed.data.events,
      secret: crypto.randomBytes(24).toString('base64url'),
    };
    wallet.store.addWebhook(webhook);
    return reply.code(201).send({ id: webhook.id, secret: webhook.secret });
  });
}
