// createServer(config): the whole Skål server (HTTP API, static apps, Socket.IO) on one port.
import path from 'node:path';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyError } from 'fastify';
import helmet from '@fastify/helmet';
import { pino, type Logger } from 'pino';
import { EVENTS, MAX_HTTP_BODY_BYTES } from '@skal/shared';
import { systemClock, type Clock } from './clock';
import { ConfigError, type ServerConfig } from './config';
import { registerApiRoutes } from './http/api-routes';
import { sendProblem } from './http/problem';
import { registerStaticRoutes } from './http/static-routes';
import { lanAddress, publicUrlFor } from './net/lan-address';
import { createRateLimiter } from './rate-limit';
import { RoomService } from './rooms/room-service';
import { startTtlSweeper } from './rooms/ttl-sweeper';
import { attachSocketHandlers, createSocketServer } from './sockets/socket-server';
import { roomChannel } from './sockets/room-channel';
import { openSqliteStore } from './store/sqlite-store';
import type { Store } from './store/store';

export interface ServerDeps {
  clock?: Clock;
  logger?: Logger;
}

export interface RunningServer {
  /** Where this process listens, for local clients and tests (loopback when bound to all interfaces). */
  url: string;
  port: number;
  /** Where phones reach us: PUBLIC_URL, else the LAN address. */
  publicUrl: string;
  storage: string;
  /** One TTL pass now; for tests and operators. */
  sweepIdleRooms(): Promise<number>;
  /** Stop accepting, close sockets, finish writes, close storage. */
  close(): Promise<void>;
}

export async function createServer(config: ServerConfig, deps: ServerDeps = {}): Promise<RunningServer> {
  const clock = deps.clock ?? systemClock;
  const logger = deps.logger ?? pino({ level: config.logLevel });
  const store = openStore(config);

  const pending = new Set<Promise<unknown>>();
  const track = <T>(work: Promise<T>): Promise<T> => {
    pending.add(work);
    void work.finally(() => pending.delete(work)).catch(() => undefined);
    return work;
  };
  let ready = false;

  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: MAX_HTTP_BODY_BYTES,
    trustProxy: config.trustProxy,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });

  const io = createSocketServer(app.server);
  const rooms = new RoomService(
    store,
    clock,
    {
      count: (roomName, count) => io.to(roomChannel(roomName)).emit(EVENTS.numPrompts, count),
    },
    config.maxEntriesPerRoom,
  );
  const limiter = createRateLimiter(config.rateLimits);
  attachSocketHandlers({ io, rooms, limiter, log: app.log, trustProxy: config.trustProxy, track });

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    if (!(await limiter.allow({ address: request.ip })))
      return sendProblem(reply, 429, 'Too many requests; try again shortly.', 'rate_limited');
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error, url: request.url }, 'request failed');
    return sendProblem(reply, status, status === 500 ? 'Something went wrong on our side.' : error.message);
  });

  let publicUrl = config.publicUrl ?? '';
  registerApiRoutes(app, { rooms, isReady: () => ready, publicUrl: () => publicUrl });
  await registerStaticRoutes(app, { phoneDir: config.phoneDir, hostDir: config.hostDir });

  const sweeper = startTtlSweeper({
    store,
    clock,
    ttlHours: config.roomTtlHours,
    onSwept: (deleted) => app.log.info({ deleted }, 'idle rooms deleted'),
    onError: (error) => app.log.error({ err: error }, 'room sweep failed'),
  });

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const localHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  publicUrl = publicUrlFor({ publicUrl: config.publicUrl, port, lan: lanAddress() });
  ready = true;

  let closing: Promise<void> | null = null;
  return {
    url: `http://${localHost.includes(':') ? `[${localHost}]` : localHost}:${port}`,
    port,
    publicUrl,
    storage: store.description,
    sweepIdleRooms: () => sweeper.sweep(),
    close: () => {
      closing ??= (async () => {
        ready = false;
        sweeper.stop();
        io.local.disconnectSockets(true);
        io.engine.close();
        await app.close();
        await Promise.allSettled([...pending]);
        await store.close();
      })();
      return closing;
    },
  };
}

function openStore(config: ServerConfig): Store {
  if (config.databaseUrl)
    throw new ConfigError('DATABASE_URL (PostgreSQL storage) is not supported by this build yet.');
  if (config.redisUrl) throw new ConfigError('REDIS_URL (the Redis adapter) is not supported by this build yet.');
  return openSqliteStore(path.join(config.dataDir, 'skal.db'));
}
