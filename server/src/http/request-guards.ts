// What every HTTP request passes before its handler: the per-address limit and the same-origin rule.
// Both run after routing (onRequest) and look at the route the router matched, never at the raw URL,
// so `/%61pi/x` or an absolute-form target (`POST http://x/api/dopayment`) counts like `/api/x`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addressKey, clientAddress, type TrustProxy } from '../net/client-address';
import { fromAnotherSite, originAllowed } from '../net/origin';
import type { RateLimiter } from '../rate-limit';
import { sendProblem } from './problem';

/**
 * Every API route counts against the address limit and must come from our own pages, and so does any
 * request no route matched; except calls from a payment provider's servers (routes marked
 * `config: { fromProvider: true }`, see payments/provider.ts): signed, retried, and sent from few addresses.
 */
export function isGuarded(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route === undefined) return true;
  return route.startsWith('/api/') && !request.routeOptions.config.fromProvider;
}

/** The limit key of a request: its client address by the TRUST_PROXY rule, IPv6 by /64. */
export function requestAddressKey(request: FastifyRequest, trust: TrustProxy): string {
  return addressKey(clientAddress(request.raw.socket.remoteAddress ?? '', request.headers['x-forwarded-for'], trust));
}

export function registerRequestGuards(
  app: FastifyInstance,
  deps: { limiter: RateLimiter; trustProxy: TrustProxy; allowedOrigins: () => readonly string[] },
): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isGuarded(request)) return;
    // Another site's page (an <img> or a fetch a guest's browser makes for it) is refused before it is counted,
    // so it cannot use up the address a party shares.
    if (fromAnotherSite(request.headers, deps.allowedOrigins())) {
      return sendProblem(reply, 403, 'Requests from other sites are not accepted.');
    }
    // Reading needs no other guard; anything that changes state must come from one of our own pages.
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      if (!originAllowed(request.headers.origin, request.headers.host, deps.allowedOrigins())) {
        return sendProblem(reply, 403, 'Requests from other sites are not accepted.');
      }
    }
    if (!(await deps.limiter.allow({ address: requestAddressKey(request, deps.trustProxy) }))) {
      return sendProblem(reply, 429, 'Too many requests; try again shortly.', 'rate_limited');
    }
  });
}
