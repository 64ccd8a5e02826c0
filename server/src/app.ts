// createServer(config): the whole Skål server (HTTP API, static apps, Socket.IO, wallet, AI) on one port.
import path from 'node:path';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyError } from 'fastify';
import { pino, type Logger } from 'pino';
import { Redis } from 'ioredis';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { EVENTS, MAX_HTTP_BODY_BYTES } from '@skal/shared';
import { builtInPackGenerator } from './ai/built-in-pack';
import type { EntryGenerator } from './ai/entry-generator';
import { openAiGenerator } from './ai/openai-generator';
import { boundedGenerator } from './ai/bounded-generator';
import { DEFAULT_FREE_AI_PER_ADDRESS_DAY, freeAiQuota, limitFreeAiRequests } from './ai/free-ai-quota';
import { systemClock, type Clock } from './clock';
import type { ServerConfig } from './config';
import { registerApiRoutes } from './http/api-routes';
import { acceptJsonKeepingRawBody, registerSecurityHeaders } from './http/request-handling';
import { registerRequestGuards, requestAddressKey } from './http/request-guards';
import { applyServerLimits, FASTIFY_TIMEOUTS } from './http/server-limits';
import { sendProblem } from './http/problem';
import { registerStaticRoutes } from './http/static-routes';
import { builtPageScriptHashes } from './http/inline-scripts';
import { lanAddress, publicUrlFor } from './net/lan-address';
import { originAllowed } from './net/origin';
import { Fulfilment, grantFreeAi } from './payments/fulfilment';
import { registerPaymentRoutes, type WebhookTarget } from './payments/payment-routes';
import { returnBaseFor } from './payments/return-url';
import { admitPaymentStarts, PaymentAdmission } from './payments/admission';
import { createRateLimiter } from './rate-limit';
import { RoomService, type RoomEvents } from './rooms/room-service';
import { startTtlSweeper } from './rooms/ttl-sweeper';
import { roomChannel } from './sockets/room-channel';
import { attachSocketHandlers, createSocketServer } from './sockets/socket-server';
import { openPostgresStore } from './store/postgres-store';
import { openSqliteStore } from './store/sqlite-store';
import type { Store } from './store/store';
import { chooseWallet } from './wallet/choose-wallet';
import { decideWalletMode, refusePaymentsWhenOff } from './wallet/wallet-mode';
import { registerWalletSimulator } from './wallet/simulator/simulator-routes';
import { SimulatorStore } from './wallet/simulator/simulator-store';

const VERSION = '0.1.0';
/** Model calls one process runs at once; more wait their turn. */
const DEFAULT_AI_CONCURRENCY = 4;

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
  const store = await openStore(config);
  const redisPrefix = config.redisPrefix ?? 'skal';
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 }) : null;
  if (redis) await redis.connect();
  const walletMode = decideWalletMode({
    configured: config.wallet,
    vippsBaseUrl: config.vipps?.baseUrl,
    hasModel: Boolean(config.ai ?? deps.generator),
  });
  const simulatorStore =
    walletMode.mode === 'simulator' ? new SimulatorStore(path.join(config.dataDir, 'wallet-simulator.db')) : null;
  // At most a few model calls at once; all abandoned on shutdown (see close()).
  const generator = boundedGenerator(
    deps.generator ??
      (config.ai
        ? openAiGenerator({
            baseUrl: config.ai.baseUrl,
            apiKey: config.ai.apiKey,
            model: config.ai.model,
            moderation: config.ai.moderation,
          })
        : builtInPackGenerator()),
    config.aiConcurrency ?? DEFAULT_AI_CONCURRENCY,
  );

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
    // Client addresses come from net/client-address.ts, by the same rule as for sockets.
    trustProxy: false,
    forceCloseConnections: 'idle',
    ...FASTIFY_TIMEOUTS,
    return503OnClosing: true,
  });

  applyServerLimits(app.server, { maxConnections: config.maxConnections });
  acceptJsonKeepingRawBody(app);

  // Browser pages may open sockets from our own origin, PUBLIC_URL's and ALLOWED_ORIGINS only.
  const allowedOrigins = [
    ...(config.publicUrl ? [new URL(config.publicUrl).origin] : []),
    ...(config.allowedOrigins ?? []),
  ];
  const io = createSocketServer(app.server, (origin, host) => originAllowed(origin, host, allowedOrigins));
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
  const limiter = createRateLimiter(config.rateLimits, redis ? { client: redis, prefix: redisPrefix } : null);
  const freeAi = (roomName: string, language: 'norsk' | 'english') =>
    track(
      grantFreeAi(
        {
          store,
          generator,
          events,
          clock,
          log: app.log,
          maxEntriesPerRoom: config.maxEntriesPerRoom,
          track,
          claimTimeoutMs: config.freeAiClaimTimeoutMs,
        },
        roomName,
        language,
      ),
    );
  const allowFreeAi = freeAiQuota(
    config.freeAiPerAddressDay ?? DEFAULT_FREE_AI_PER_ADDRESS_DAY,
    redis ? { client: redis, prefix: redisPrefix } : null,
  );
  attachSocketHandlers({ io, rooms, limiter, log: app.log, trustProxy: config.trustProxy, track, freeAi, allowFreeAi });

  // Read once at start: rebuilding the phone app needs a restart (npm start rebuilds before it starts).
  await registerSecurityHeaders(app, {
    inlineScripts: builtPageScriptHashes([config.phoneDir, config.hostDir]),
    analytics: config.ga4MeasurementId !== undefined,
  });

  registerRequestGuards(app, { limiter, trustProxy: config.trustProxy, allowedOrigins: () => allowedOrigins });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error, url: request.url }, 'request failed');
    return sendProblem(reply, status, status === 500 ? 'Something went wrong on our side.' : error.message);
  });

  let publicUrl = config.publicUrl ?? '';
  let listeningPort = config.port;
  let fulfilment: Fulfilment | null = null;
  let webhook: WebhookTarget | null = null;
  const requireFulfilment = () => {
    if (!fulfilment) throw Object.assign(new Error('Payments are starting up.'), { statusCode: 503 });
    return fulfilment;
  };

  registerApiRoutes(app, {
    rooms,
    isReady: () => ready,
    publicUrl: () => publicUrl,
    ga4MeasurementId: config.ga4MeasurementId,
  });
  refusePaymentsWhenOff(app, () => walletMode.mode === 'off');
  const admission = new PaymentAdmission({
    store,
    clock,
    caps: config.paymentCaps,
    redis: redis ? { client: redis, prefix: redisPrefix } : null,
  });
  admitPaymentStarts(app, admission, (request) => requestAddressKey(request, config.trustProxy));
  limitFreeAiRequests(app, allowFreeAi, (request) => requestAddressKey(request, config.trustProxy));
  registerPaymentRoutes(app, {
    rooms,
    clock,
    fulfilment: requireFulfilment,
    webhook: () => webhook,
    freeAi,
    returnBase: (request) =>
      returnBaseFor({
        publicUrl: config.publicUrl,
        lanUrl: publicUrl,
        port: listeningPort,
        requestHost: request.headers.host,
      }),
  });
  if (simulatorStore)
    registerWalletSimulator(app, { store: simulatorStore, clock, log: app.log, checkoutOrigin: 'return-url' });
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
    await app.close().catch(() => undefined);
    await store.close();
    simulatorStore?.close();
    redis?.disconnect();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  listeningPort = port;
  const localHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const url = `http://${localHost.includes(':') ? `[${localHost}]` : localHost}:${port}`;
  publicUrl = publicUrlFor({ publicUrl: config.publicUrl, port, lan: lanAddress() });

  const chosen =
    walletMode.mode === 'off'
      ? null
      : await chooseWallet({
          vipps: walletMode.mode === 'vipps' ? config.vipps : undefined,
          simulator: simulatorStore,
          localUrl: url,
          publicUrl,
          version: VERSION,
          log: app.log,
        });
  webhook = chosen?.webhook ?? null;
  fulfilment =
    chosen &&
    new Fulfilment({
      store,
      wallet: chosen.wallet,
      generator,
      events,
      clock,
      log: app.log,
      maxEntriesPerRoom: config.maxEntriesPerRoom,
      ...config.paymentTiming,
    });
  await fulfilment?.resume();
  ready = true;

  let closing: Promise<void> | null = null;
  return {
    url,
    port,
    publicUrl,
    storage: `${store.description}${redis ? ' + redis' : ''}`,
    wallet: chosen?.description ?? walletMode.description ?? 'off',
    ai: generator.description,
    sweepIdleRooms: () => sweeper.sweep(),
    close: () => {
      closing ??= (async () => {
        // Stop accepting first: no new requests or sockets, and a load balancer sees /healthz fail.
        ready = false;
        sweeper.stop();
        const httpClosed = app.close();
        io.local.disconnectSockets(true);
        io.engine.close();
        // Then abandon running model calls: a paid one stays claimed for a restart (or another process) to
        // redo, a free one gives its room's grant back. Nobody waits for a slow model.
        const fulfilmentStopped = fulfilment?.stop();
        generator.abortAll();
        await fulfilmentStopped;
        await httpClosed;
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

async function openStore(config: ServerConfig): Promise<Store> {
  if (config.databaseUrl) return openPostgresStore(config.databaseUrl);
  return openSqliteStore(path.join(config.dataDir, 'skal.db'));
}
