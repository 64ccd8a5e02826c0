// createServer(config): the whole Skål server (HTTP API, static apps, Socket.IO, wallet, AI) on one port.
import path from 'node:path';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyError, type FastifyRequest } from 'fastify';
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
import { createMetrics } from './metrics/metrics';
import { registerMetricsRoute } from './metrics/metrics-route';
import { observeSockets } from './metrics/socket-metrics';
import { lanAddress, publicUrlFor } from './net/lan-address';
import { Fulfilment, grantFreeAi } from './payments/fulfilment';
import { registerPaymentRoutes, type WebhookTarget } from './payments/payment-routes';
import { createRateLimiter } from './rate-limit';
import { RoomService, type RoomEvents } from './rooms/room-service';
import { startTtlSweeper } from './rooms/ttl-sweeper';
import { roomChannel } from './sockets/room-channel';
import { attachSocketHandlers, createSocketServer } from './sockets/socket-server';
import { openPostgresStore } from './store/postgres-store';
import { openSqliteWorkerStore } from './store/sqlite-worker-store';
import type { Store } from './store/store';
import { chooseWallet } from './wallet/choose-wallet';
import { registerWalletSimulator } from './wallet/simulator/simulator-routes';
import { SimulatorStore } from './wallet/simulator/simulator-store';

const VERSION = '0.1.0';

export interface ServerDeps {
  clock?: Clock;
  logger?: Logger;
  /** Replaces the generator chosen from config (tests inject failing or slow ones). */
  generator?: EntryGenerator;
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

export async function createServer(config: ServerConfig, deps: ServerDeps = {}): Promise<RunningServer> {
  const clock = deps.clock ?? systemClock;
  const logger = deps.logger ?? pino({ level: config.logLevel });
  const metrics = createMetrics();
  const store = metrics.instrumentStore(await openStore(config, metrics.groupCommit));
  const redisPrefix = config.redisPrefix ?? 'skal';
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 }) : null;
  if (redis) await redis.connect();
  const simulatorStore = config.vipps ? null : new SimulatorStore(path.join(config.dataDir, 'wallet-simulator.db'));
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

  acceptJsonKeepingRawBody(app);
  acceptFormBodies(app);

  const io = createSocketServer(app.server);
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
  const events: RoomEvents = {
    count: (roomName, count) => io.to(roomChannel(roomName)).emit(EVENTS.numPrompts, count),
    waiting: (roomName) => io.to(roomChannel(roomName)).emit(EVENTS.waitingForPrompts),
    stopWaiting: (roomName) => io.to(roomChannel(roomName)).emit(EVENTS.stopWaitingForPrompts),
  };
  const rooms = new RoomService(store, clock, events, config.maxEntriesPerRoom);
  const limiter = metrics.instrumentLimiter(
    createRateLimiter(config.rateLimits, redis ? { client: redis, prefix: redisPrefix } : null),
  );
  const freeAi = (roomName: string, language: 'norsk' | 'english') =>
    track(
      grantFreeAi(
        { store, generator, events, clock, log: app.log, maxEntriesPerRoom: config.maxEntriesPerRoom },
        roomName,
        language,
      ),
    );
  attachSocketHandlers({ io, rooms, limiter, log: app.log, trustProxy: config.trustProxy, track, freeAi });

  // Read once at start: rebuilding the phone app needs a restart (npm start rebuilds before it starts).
  await registerSecurityHeaders(app, {
    inlineScripts: builtPageScriptHashes([config.phoneDir, config.hostDir]),
    analytics: config.ga4MeasurementId !== undefined,
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/vipps/')) return;
    if (!(await limiter.allow({ address: request.ip }))) {
      return sendProblem(reply, 429, 'Too many requests; try again shortly.', 'rate_limited');
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error, url: request.url }, 'request failed');
    return sendProblem(reply, status, status === 500 ? 'Something went wrong on our side.' : error.message);
  });

  let publicUrl = config.publicUrl ?? '';
  let fulfilment: Fulfilment | null = null;
  let webhook: WebhookTarget | null = null;
  const requireFulfilment = () => {
    if (!fulfilment) throw Object.assign(new Error('Payments are starting up.'), { statusCode: 503 });
    return fulfilment;
  };

  registerApiRoutes(app, {
    rooms,
    isReady: () => ready,
    isHealthy: healthCheck({ store, redis }),
    publicUrl: () => publicUrl,
    ga4MeasurementId: config.ga4MeasurementId,
  });
  registerPaymentRoutes(app, {
    rooms,
    clock,
    fulfilment: requireFulfilment,
    webhook: () => webhook,
    freeAi,
    returnBase: (request) => config.publicUrl ?? requestOrigin(request),
  });
  if (simulatorStore)
    registerWalletSimulator(app, { store: simulatorStore, clock, log: app.log, checkoutOrigin: 'return-url' });
  registerMetricsRoute(app, { registry: metrics.registry, token: config.metricsToken });
  await registerStaticRoutes(app, { phoneDir: config.phoneDir, hostDir: config.hostDir });

  const sweeper = startTtlSweeper({
    store,
    clock,
    ttlHours: config.roomTtlHours,
    onSwept: (deleted) => app.log.info({ deleted }, 'idle rooms deleted'),
    onError: (error) => app.log.error({ err: error }, 'room sweep failed'),
  });

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // Port taken or not allowed: give back what we opened, so a caller may try another port.
    sweeper.stop();
    metrics.stop();
    await app.close().catch(() => undefined);
    await store.close();
    simulatorStore?.close();
    redis?.disconnect();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const localHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const url = `http://${localHost.includes(':') ? `[${localHost}]` : localHost}:${port}`;
  publicUrl = publicUrlFor({ publicUrl: config.publicUrl, port, lan: lanAddress() });

  const chosen = await chooseWallet({
    vipps: config.vipps,
    simulator: simulatorStore,
    localUrl: url,
    publicUrl,
    version: VERSION,
    log: app.log,
  });
  const wallet = chosen.wallet;
  webhook = chosen.webhook;
  fulfilment = new Fulfilment({
    store,
    wallet,
    generator,
    events,
    clock,
    log: app.log,
    maxEntriesPerRoom: config.maxEntriesPerRoom,
    ...config.paymentTiming,
  });
  await fulfilment.resume();
  ready = true;

  let closing: Promise<void> | null = null;
  return {
    url,
    port,
    publicUrl,
    storage: `${store.description}${redis ? ' + redis' : ''}`,
    wallet: chosen.description,
    ai: generator.description,
    sweepIdleRooms: () => sweeper.sweep(),
    close: () => {
      closing ??= (async () => {
        ready = false;
        sweeper.stop();
        metrics.stop();
        io.local.disconnectSockets(true);
        io.engine.close();
        await fulfilment?.stop();
        await app.close();
        await Promise.allSettled([...pending]);
        await io.of('/').adapter.close();
        await store.close();
        simulatorStore?.close();
        redis?.disconnect();
      })();
      return closing;
    },
  };
}

async function openStore(config: ServerConfig, onCommit: (calls: number) => void): Promise<Store> {
  if (config.databaseUrl) return openPostgresStore(config.databaseUrl);
  return openSqliteWorkerStore(path.join(config.dataDir, 'skal.db'), { onCommit });
}

/** The origin the phone used, so the wallet sends it back to the very tab it left. */
function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
