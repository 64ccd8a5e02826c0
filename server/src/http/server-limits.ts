// Bounds on the HTTP server itself: a slow or idle client cannot hold a connection (or this process's
// file descriptors) for long, and a flood of connections is cut off at a cap.
import type { Server } from 'node:http';

/** Fastify's own options for the same bounds. */
export const FASTIFY_TIMEOUTS = {
  /** The whole request, headers and body, must arrive within this (long-polling answers are not affected). */
  requestTimeout: 30_000,
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeout: 10_000,
};

/** The request headers must arrive within this (slow-header attacks). */
const HEADERS_TIMEOUT_MS = 10_000;

export function applyServerLimits(server: Server, options: { maxConnections?: number | undefined }): void {
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  // Connections over the cap are closed as they arrive; websockets and long-polls count, as they hold sockets.
  if (options.maxConnections !== undefined) server.maxConnections = options.maxConnections;
}
