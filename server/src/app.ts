// createServer(config): the whole Skål server (HTTP API, static apps, Socket.IO, wallet, AI) on one port.
import path from 'node:path';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyError, type FastifyInstance } from 'fastify';
import { pino, type Logger } from 'pino';
import { Redis } from 'ioredis';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { EVENTS, MAX_HTTP_BODY_BYTES } from '@skal/shared';
import { builtInPackGenerator } from './ai/built-in-pack';
import type { EntryGenerator } from './ai/entry-generator';
import { openAiGenerator } from './ai/openai-generator';
import { systemClock, type Clock } from './clock';
import type { ServerConfig } from './config';
import { registerApiRoutes } from './http/api-routes';
import { acceptFormBodies, acceptJsonKeepingRawBody, registerSecurityHeaders } from './http/request-handling';
import { sendProblem } from './http/problem';
import { registerStaticRoutes } from './http/static-routes';
import { builtPageScriptHashes } from './http/inline-scripts';
import { healthCheck } from './metrics/health';
import { createMetrics, type ServerMetrics } from './metrics/metrics';
import { registerMetricsRoute } from './metrics/metrics-route';
import { observeSockets } from './metrics/socket-metrics';
import { lanAddress, publicUrlFor } from './net/lan-address';
import { choosePaymentProvider } from './payments/choose-provider';
import { grantFreeEntries } from './payments/free-entries';
import { Fulfilment } from './payments/fulfilment';
import { registerPaymentRoutes } from './payments/payment-routes';
import type { PaymentProvider, ProviderContext } from './payments/provider';
import { createRateLimiter } from './rate-limit';
import { RoomService, type RoomEvents } from './rooms/room-service';
import { PlayersService } from './rooms/players-service';
import { startTtlSweeper, type TtlSweeper } from './rooms/ttl-sweeper';
import { localAiWriting, redisAiWriting, trackAiWriting } from './sockets/ai-writing';
import { roomChannel } from './sockets/room-channel';
import { attachSocketHandlers, createSocketServer, type SkalServer } from './sockets/socket-server';
import { openPostgresStore } from './store/postgres-store';
import { openSqliteWorkerStore } from './store/sqlite-worker-store';
import type { Store } from './store/store';

const VERSION = '0.1.0';
/** How long a generation counts as running in Redis when its process died: the payment lease's default. */
const AI_WRITING_LEASE_MS = 120_000;

export interface ServerDeps {
  clock?: Clock;
  logger?: Logger;
  /** Replaces the generator chosen from config (tests inject failing or slow ones). */
  generator?: EntryGenerator;
  /** Replaces the provider chosen from config (tests bring a provider of their own). */
  paymentProvider?: (context: ProviderContext) => PaymentProvider;
  /** Told of every HTTP route as it is registered (the test that keeps docs/protocol.md complete). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
}

export interface RunningServer {
  /** Where this process listens, for local clients and tests (loopback when bound to all interfaces). */
  url: string;
  port: number;
  /** Where phones reach us: PUBLIC_URL, else the LAN address. */
  publicUrl: string;
  storage: string;
  wallet: string;
  ai: string;
  /** One TTL pass now; for tests and operators. */
  sweepIdleRooms(): Promise<number>;
  /** Stop accepting, close sockets, finish writes, close storage. */
  close(): Promise<void>;
}

/** Everything createServer opens, each set as soon as it is open, so one list can close what there is. */
interface Opened {
  store?: Store;
  redis?: Redis;
  app?: FastifyInstance;
  io?: SkalServer;
  provider?: PaymentProvider;
  fulfilment?: Fulfilment;
  sweeper?: TtlSweeper;
  metrics?: ServerMetrics;
  /** Work started by requests and events (socket handlers, free entries) that close waits for. */
  pending: Set<Promise<unknown>>;
}

export async function createServer(config: ServerConfig, deps: ServerDeps = {}): Promise<RunningServer> {
  const logger = deps.logger ?? pino({ level: config.logLevel });
  const opened: Opened = { pending: new Set() };
  let closing: Promise<void> | null = null;
  const close = () => (closing ??= closeInOrder(opened, logger));
  try {
    const started = await start(config, deps, logger, opened, () => closing === null);
    return { ...started, close };
  } catch (error) {
    // Port taken or not allowed, storage or wallet unreachable: give back what we opened, so a
    // caller may try another port.
    await close().catch(() => undefined);
    throw error;
  }
}

/**
 * The teardown, written once: used when start-up fails half way and on close. Sockets go first (an
 * open WebSocket keeps the HTTP server open), then payments (their steps may still call the
 * in-process simulator), then HTTP, then whatever work requests started, then what it wrote to.
 */
async function closeInOrder(opened: Opened, log: FastifyBaseLogger): Promise<void> {
  const closers: [string, () => unknown][] = [
    ['room sweeper', () => opened.sweeper?.stop()],
    ['metrics', () => opened.metrics?.stop()],
    [
      'sockets',
      // Close the connections without Socket.IO's "do not come back" (`disconnectSockets(true)` would strand
      // every phone): clients see a transport close and reconnect with their back-off to the next process or
      // the restarted one.
      () => opened.io?.engine.close(),
    ],
    ['payments', () => opened.fulfilment?.stop()],
    ['http', () => opened.app?.close()],
    ['work in flight', () => Promise.allSettled([...opened.pending])],
    ['socket adapter', () => opened.io?.of('/').adapter.close()],
    ['payment provider', () => opened.provider?.close?.()],
    ['storage', () => opened.store?.close()],
    ['redis', () => opened.redis?.disconnect()],
  ];
  let firstError: unknown = null;
  for (const [what, closer] of closers) {
    try {
      await closer();
    } catch (error) {
      log.warn({ err: error }, `closing ${what} failed`);
      firstError ??= error;
    }
  }
  if (firstError) throw firstError;
}

async function start(
  config: ServerConfig,
  deps: ServerDeps,
  logger: Logger,
  opened: Opened,
  isOpen: () => boolean,
): Promise<Omit<RunningServer, 'close'>> {
  const clock = deps.clock ?? systemClock;
  const metrics = (opened.metrics = createMetrics());
  const store = metrics.instrumentStore((opened.store = await openStore(config, metrics.groupCommit)));
  const redisPrefix = config.redisPrefix ?? 'skal';
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 }) : null;
  if (redis) {
    opened.redis = redis;
    await redis.connect();
  }
  const generator =
    deps.generator ??
    (config.ai
      ? openAiGenerator({
          baseUrl: config.ai.baseUrl,
          apiKey: config.ai.apiKey,
          model: config.ai.model,
          moderation: config.ai.moderation,
        })
      : builtInPackGenerator());

  const pending = opened.pending;
  const track = <T>(work: Promise<T>): Promise<T> => {
    pending.add(work);
    void work.finally(() => pending.delete(work)).catch(() => undefined);
    return work;
  };

  const app = (opened.app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: MAX_HTTP_BODY_BYTES,
    trustProxy: config.trustProxy,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  }));
  if (deps.onRoute) app.addHook('onRoute', (route) => deps.onRoute?.({ method: route.method, url: route.url }));

  acceptJsonKeepingRawBody(app);
  acceptFormBodies(app);

  const io = (opened.io = createSocketServer(app.server));
  observeSockets(io, metrics);
  // Several processes: room broadcasts, presence counts and the TV mirror go through Redis streams.
  if (redis) {
    redis.on('error', (error: Error) => logger.warn({ err: error }, 'redis connection problem'));
    io.adapter(
      createAdapter(redis, {
        streamName: `${redisPrefix}:socket.io`,
        channelPrefix: `${redisPrefix}:socket.io`,
        blockTimeInMs: 2000,
      }),
    );
  }
  const aiWriting = redis
    ? redisAiWriting(redis, redisPrefix, config.paymentTiming?.leaseMs ?? AI_WRITING_LEASE_MS, (error) =>
        logger.warn({ err: error }, 'AI writing state in redis failed'),
      )
    : localAiWriting();
  const events: RoomEvents = trackAiWriting(
    {
      count: (roomName, count) => io.to(roomChannel(roomName)).emit(EVENTS.numPrompts, count),
      waiting: (roomName) => io.to(roomChannel(roomName)).emit(EVENTS.waitingForPrompts),
      stopWaiting: (roomName) => io.to(roomChannel(roomName)).emit(EVENTS.stopWaitingForPrompts),
    },
    aiWriting,
  );
  const rooms = new RoomService(store, clock, events, { maxEntries: config.maxEntriesPerRoom, generator });
  const limiter = metrics.instrumentLimiter(
    createRateLimiter(config.rateLimits, redis ? { client: redis, prefix: redisPrefix } : null),
  );
  const freeAi = (roomName: string, language: 'norsk' | 'english') =>
    track(grantFreeEntries({ store, rooms, log: app.log, track }, roomName, language));
  const players = new PlayersService(store, clock);
  attachSocketHandlers({
    io,
    rooms,
    players,
    limiter,
    log: app.log,
    trustProxy: config.trustProxy,
    track,
    freeAi,
    aiWriting,
  });

  // Read once at start: rebuilding the phone app needs a restart (npm start rebuilds before it starts).
  await registerSecurityHeaders(app, {
    inlineScripts: builtPageScriptHashes([config.phoneDir, config.hostDir]),
    analytics: config.ga4MeasurementId !== undefined,
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/') || request.routeOptions.config.fromProvider) return;
    if (!(await limiter.allow({ address: request.ip }))) {
      return sendProblem(reply, 429, 'Too many requests; try again shortly.', 'rate_limited');
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error, url: request.url }, 'request failed');
    return sendProblem(reply, status, status === 500 ? 'Something went wrong on our side.' : error.message);
  });

  // Known once we listen (the port may be chosen then); only read while serving requests.
  let publicUrl = config.publicUrl ?? '';
  const providerContext: ProviderContext = {
    app,
    clock,
    log: app.log,
    dataDir: config.dataDir,
    publicUrl: () => publicUrl,
    version: VERSION,
  };
  const provider = (opened.provider = deps.paymentProvider
    ? deps.paymentProvider(providerContext)
    : choosePaymentProvider(config, providerContext));
  const fulfilment = (opened.fulfilment = new Fulfilment({
    store,
    provider,
    rooms,
    clock,
    log: app.log,
    ...config.paymentTiming,
  }));

  registerApiRoutes(app, {
    rooms,
    isReady: isOpen,
    isHealthy: healthCheck({ store, redis }),
    publicUrl: () => publicUrl,
    ga4MeasurementId: config.ga4MeasurementId,
  });
  registerPaymentRoutes(app, { rooms, fulfilment, freeAi, publicUrl: config.publicUrl });
  provider.mount(app, (reference) => fulfilment.notify(reference));
  registerMetricsRoute(app, { registry: metrics.registry, token: config.metricsToken });
  await registerStaticRoutes(app, { phoneDir: config.phoneDir, hostDir: config.hostDir });

  // Every route is in place: the provider may now call in (the simulator registers its webhook),
  // and payments a previous run left open are picked up, all before the first request arrives.
  await provider.start?.();
  await fulfilment.resume();
  const sweeper = (opened.sweeper = startTtlSweeper({
    store,
    clock,
    ttlHours: config.roomTtlHours,
    onSwept: (deleted) => app.log.info({ deleted }, 'idle rooms deleted'),
    onError: (error) => app.log.error({ err: error }, 'room sweep failed'),
  }));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const localHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const url = `http://${localHost.includes(':') ? `[${localHost}]` : localHost}:${port}`;
  publicUrl = publicUrlFor({ publicUrl: config.publicUrl, port, lan: lanAddress() });

  return {
    url,
    port,
    publicUrl,
    storage: `${store.description}${redis ? ' + redis' : ''}`,
    wallet: provider.description,
    ai: generator.description,
    sweepIdleRooms: () => sweeper.sweep(),
  };
}

async function openStore(config: ServerConfig, onCommit: (calls: number) => void): Promise<Store> {
  if (config.databaseUrl) return openPostgresStore(config.databaseUrl);
  return openSqliteWorkerStore(path.join(config.dataDir, 'skal.db'), { onCommit });
}
