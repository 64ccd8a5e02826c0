// POST {prefix}/accesstoken/get: a bearer token for the merchant's client id, secret and subscription key.
import type { FastifyInstance } from 'fastify';
import { problem, send, TOKEN_LIFETIME_S, type SimulatedWallet } from '../simulated-wallet';

export function accessTokenRoute(app: FastifyInstance, prefix: string, wallet: SimulatedWallet): void {
  app.post(`${prefix}/accesstoken/get`, async (request, reply) => {
    const h = request.headers;
    const { credentials, clock } = wallet;
    if (
      h.client_id !== credentials.clientId ||
      h.client_secret !== credentials.clientSecret ||
      h['ocp-apim-subscription-key'] !== credentials.subscriptionKey
    ) {
      return send(reply, problem(401, 'Unauthorized', 'Invalid client credentials'));
    }
    const now = clock.now().getTime();
    const expiresAt = now + TOKEN_LIFETIME_S * 1000;
    return reply.send({
      token_type: 'Bearer',
      expires_in: String(TOKEN_LIFETIME_S),
      ext_expires_in: String(TOKEN_LIFETIME_S),
      expires_on: String(Math.floor(expiresAt / 1000)),
      not_before: String(Math.floor(now / 1000)),
      resource: 'simulator',
      access_token: wallet.issueToken(expiresAt),
    });
  });
}
