// Bounds on the HTTP server itself: a slow or idle client cannot hold a connection (or this process's
// file descriptors) for long, and a flood of connections is cut off at a cap.
import type { Server, ServerOptions } from 'node:http';

/** How long a client may take; websockets, once upgraded, and long-polls' held answers are not affected. */
export interface HttpTimeouts {
  /** The request headers must arrive within this (slow-header attacks): else 408 and the connection closes. */
  headersMs: number;
  /** The whole request, headers and body, must arrive within this (slow bodies); at least `headersMs`. */
  requestMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveMs: number;
  /**
   * How often Node checks unfinished requests against `headersMs` and `requestMs`. Its default, 30 s, would let a
   * slow client hold a connection up to 40 s past its headers' limit; the check only looks at connections with a
   * request under way, so it is cheap.
   */
  checkEveryMs: number;
}

export const HTTP_TIMEOUTS: HttpTimeouts = {
  headersMs: 10_000,
  requestMs: 30_000,
  keepAliveMs: 10_000,
  checkEveryMs: 2_000,
};

/** Fastify's options for the timeouts (it creates the server with `http` and sets the other two on it). */
export function fastifyTimeouts(timeouts: HttpTimeouts): {
  requestTimeout: number;
  keepAliveTimeout: number;
  http: ServerOptions;
} {
  return {
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkEveryMs },
  };
}

export function applyServerLimits(server: Server, options: { maxConnections?: number | undefined }): void {
  // Connections over the cap are closed as they arrive; websockets and long-polls count, as they hold sockets.
  if (options.maxConnections !== undefined) server.maxConnections = options.maxConnections;
}
