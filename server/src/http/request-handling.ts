// How every request is received: JSON bodies (keeping the raw text for webhook signatures) and
// the security headers of every answer.
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

/** Throws on bytes that are not UTF-8; keeps a leading BOM as text, so JSON.parse refuses it like any stray byte. */
const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

export function acceptJsonKeepingRawBody(app: FastifyInstance): void {
  // Fastify reads text/plain bodies as strings by default; the API takes JSON only (415 for anything else).
  app.removeContentTypeParser('text/plain');
  // Keep the raw JSON text: webhook signatures are computed over the exact bytes. Bytes that are not UTF-8 are
  // refused rather than read as U+FFFD, so a body never means something else than what was sent.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    try {
      request.rawBody = STRICT_UTF8.decode(body as Buffer);
    } catch {
      return done(Object.assign(new Error('The body is not valid UTF-8.'), { statusCode: 400 }), undefined);
    }
    if (request.rawBody.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(request.rawBody));
    } catch {
      done(Object.assign(new Error('The body is not valid JSON.'), { statusCode: 400 }), undefined);
    }
  });
}

/** Plain HTML forms post urlencoded bodies: registered only in the wallet simulator's checkout scope. */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}

/** Where GA4 loads its script from and sends its measurements to: allowed only when analytics is configured. */
const GA4_SCRIPT = 'https://www.googletagmanager.com';
const GA4_HOSTS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

/**
 * `inlineScripts`: CSP hash sources of the built pages' inline scripts (see inline-scripts.ts); `analytics`: GA4
 * is configured, so the players who consent may load it.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { inlineScripts?: readonly string[]; analytics?: boolean } = {},
): Promise<void> {
  const ga4 = options.analytics ? GA4_HOSTS : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(options.inlineScripts ?? []), ...(options.analytics ? [GA4_SCRIPT] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...ga4],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...ga4],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // A LAN host speaks plain http; these two would break it.
    strictTransportSecurity: false,
    crossOriginOpenerPolicy: false,
  });
}
