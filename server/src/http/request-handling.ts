// How every request is received: JSON bodies (keeping the raw text for webhook signatures) and
// the security headers of every answer.
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

export function acceptJsonKeepingRawBody(app: FastifyInstance): void {
  // Keep the raw JSON text: webhook signatures are computed over the exact bytes.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = String(body);
    if (request.rawBody.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(request.rawBody));
    } catch {
      done(Object.assign(new Error('The body is not valid JSON.'), { statusCode: 400 }), undefined);
    }
  });
}

/** Plain HTML forms (the wallet simulator's checkout page) post urlencoded bodies. */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}

/** `inlineScripts`: CSP hash sources of the built pages' inline scripts (see inline-scripts.ts). */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  inlineScripts: readonly string[] = [],
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScripts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
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
