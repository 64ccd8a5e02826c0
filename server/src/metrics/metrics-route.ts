// GET /metrics for Prometheus, only with the configured bearer token (it tells outsiders how busy we are).
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { sendProblem } from '../http/problem';

/** Without a token /metrics answers 404: metrics are off, and never public. */
export function registerMetricsRoute(
  app: FastifyInstance,
  deps: { registry: Registry; token?: string | undefined },
): void {
  const expected = deps.token && crypto.createHash('sha256').update(`Bearer ${deps.token}`).digest();
  app.get('/metrics', async (request, reply) => {
    if (!expected) return sendProblem(reply, 404, 'Metrics are off; set METRICS_TOKEN to turn them on.');
    // Compared as hashes: equal lengths for timingSafeEqual, and no timing hint about the token.
    const given = crypto
      .createHash('sha256')
      .update(request.headers.authorization ?? '')
      .digest();
    if (!crypto.timingSafeEqual(given, expected)) {
      return sendProblem(reply.header('www-authenticate', 'Bearer'), 401, 'Metrics need the bearer token.');
    }
    return reply
      .header('content-type', deps.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await deps.registry.metrics());
  });
}
