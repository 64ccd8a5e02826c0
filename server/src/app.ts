// createServer(config): the whole Skål server (HTTP API, static apps, Socket.IO, wallet, AI) on one port.
import path from 'node:path';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyError, type FastifyInstance } from 'fastify';
import { pino, type Logger } from 'pino';
import { Redis } from 'ioredis';
import { DEVELOPMENT_SELLER, EVENTS, MAX_HTTP_BODY_BYTES, type Language, type StyleChoice } from '@skal/shared';
import { builtInPackGenerator } from './ai/built-in-pack';
import type { EntryGenerator } from './ai/entry-generator';
import { openAiGenerator } from './ai/openai-generator';
import { boundedGenerator, type BoundedGenerator } from './ai/bounded-generator';
import { DEFAULT_FREE_AI_PER_ADDRESS_DAY, freeAiQuota } from './ai/free-ai-quota';
import { systemClock, type Clock } from './clock';
import type { ServerConfig } from './config';
import { registerApiRoutes } from './http/api-routes';
import { acceptJsonKeepingRawBody, registerSecurityHeaders } from './http/request-handling';
import { registerRequestGuards, requestAddressKey } from './http/request-guards';
import { applyServerLimits, fastifyTimeouts, HTTP_TIMEOUTS } from './http/server-limits';
import { sendErrorCode, sendProblem } from './http/problem';
import { createFaultLog, type FaultLog } from './faults/fault-log';
import { guardStore, StorageUnavailable } from './faults/storage-guard';
import { storageName, waitForStorage } from './faults/wait-for-storage';
import { registerStaticRoutes } from './http/static-routes';
import { builtPageScriptHashes } from './http/inline-scripts';
import { healthCheck } from './metrics/health';
import { createMetrics, type ServerMetrics } from './metrics/metrics';
import { registerMetricsRoute } from './metrics/metrics-route';
import { observeSockets } from './metrics/socket-metrics';
import { lanAddress, publicUrlFor } from './net/lan-address';
import { fromAnotherSite, originAllowed } from './net/origin';
import { PaymentAdmission } from './payments/admission';
import { defaultMarkets, marketSellers, offeredMarkets } from './payments/markets-config';
import { choosePaymentProvider, type ProviderChoice } from './payments/choose-provider';
import { grantFreeEntries } from './payments/free-entries';
import { phoneJoinedFrom } from './sockets/member-addresses';
import { Fulfilment } from './payments/fulfilment';
import { registerPaymentRoutes } from './payments/payment-routes';
import type { PaymentProvider, ProviderContext } from './payments/provider';
import { createRateLimiter } from './rate-limit';
import { addressKey, clientAddress } from './net/client-address';
import { RoomService, type RoomEvents } from './rooms/room-service';
import { DeckService } from './rooms/deck-service';
import { DEFAULT_REMOVALS_PER_MINUTE, removalBudget } from './rooms/removal-budget';
import { PlayersService } from './rooms/players-service';
import { RoundService, type RoundAnnounce } from './rooms/round-service';
import { startTtlSweeper, type TtlSweeper } from './rooms/ttl-sweeper';
import { localAiWriting, redisAiWriting, trackAiWriting } from './sockets/ai-writing';
import { redisRoomsAdapter } from './sockets/redis-adapter';
import { RoomReadCache } from './rooms/room-read-cache';
import { closeSessionsAfterDrain } from './sockets/close-sessions';
import { countBroadcasts } from './sockets/count-broadcasts';
import { deckEvents } from './sockets/deck-events';
import { roomChannel } from './sockets/room-channel';
import { sendCountsOfRooms } from './sockets/counts-after-outage';
import { attachSocketHandlers, createSocketServer, type SkalServer } from './sockets/socket-server';
import type { PostgresAddPath } from './store/postgres-add-entries';
import { openPostgresStore } from './store/postgres-store';
import { openSqliteWorkerStore } from './store/sqlite-worker-store';
import type { Store } from './store/store';

const VERSION = '0.1.0';
/** How long a generation counts as running in Redis when its process died: the payment lease's default. */
const AI_WRITING_LEASE_MS = 120_000;
/** How long a graceful stop waits for the sockets' last answers to leave before it drops the rest. */
const SESSIONS_DRAIN_LIMIT_MS = 2000;
/** Model calls one process runs at once; more wait their turn. */
const DEFAULT_AI_CONCURRENCY = 4;

export interface ServerDeps {
  clock?: Clock;
  logger?: Logger;
  /** Replaces the generator chosen from config (tests inject failing or slow ones). */
  generator?: EntryGenerator;
  /** Replaces the provider chosen from config (tests bring a provider of their own). */
  paymentProvider?: (context: ProviderContext) => PaymentProvider;
  /** Told of every HTTP route as it is registered (the test that keeps docs/protocol.md complete). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
  /** How the PostgreSQL store adds entries; only bench:scale asks for `statements` (not an operator setting). */
  postgresAddPath?: PostgresAddPath;
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
  /** Every model call goes through it, so shutdown can abandon them all at once. */
  generator?: BoundedGenerator;
  provider?: PaymentProvider;
  fulfilment?: Fulfilment;
  sweeper?: TtlSweeper;
  metrics?: ServerMetrics;
  /** Work started by requests and events (socket handlers, free entries) that close waits for. */
  pending: Set<Promise<unknown>>;
  /** Resolves once every socket event received so far is answered (sockets/socket-server.ts). */
  eventsAnswered?: () => Promise<void>;
  faults?: FaultLog;
  /** Hears other processes' room changes (rooms/room-read-cache.ts). */
  roomChanges?: { close: () => void };
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
 * The teardown, written once: used when start-up fails half way and on close. Stop accepting first (no new
 * connections; readiness already fails), then answer every socket event received, then close the sockets once
 * those answers have left (an open WebSocket keeps the HTTP server open), then
 * payments and model calls (payment steps may still call the in-process simulator, so HTTP closes after),
 * then HTTP, then whatever work requests started, then what it wrote to.
 */
async function closeInOrder(opened: Opened, log: FastifyBaseLogger): Promise<void> {
  const closers: [string, () => unknown][] = [
    ['room sweeper', () => opened.sweeper?.stop()],
    // Node's close stops the listener at once (and drops idle keep-alive connections); Fastify's own close
    // below waits for the rest and takes the already stopped listener in its stride.
    ['new connections', () => opened.app?.server.listening && opened.app.server.close()],
    ['metrics', () => opened.metrics?.stop()],
    // Every event received before the stop is answered (ack or error) before its socket closes: a write made
    // while its phone heard nothing would be made again by the phone's retry, or called not added. Events that
    // arrive from here on are answered `unavailable` at once (isOpen is false).
    ['events in flight', () => opened.eventsAnswered?.()],
    [
      'sockets',
      // Close the connections without Socket.IO's "do not come back" (`disconnectSockets(true)` would strand
      // every phone): clients see a transport close and reconnect with their back-off to the next process or
      // the restarted one. Each after its answers have left (sockets/close-sessions.ts).
      () => opened.io && closeSessionsAfterDrain(opened.io, SESSIONS_DRAIN_LIMIT_MS),
    ],
    [
      'payments and model calls',
      () => {
        // Stopped first, so a generation that fails from here on is left claimed (a restart or another process
        // redoes it when the lease runs out) instead of cancelled; then every model call is abandoned, so nobody
        // waits for a slow model. A free grant whose call is abandoned goes back to its room.
        const stopped = opened.fulfilment?.stop();
        opened.generator?.abortAll();
        return stopped;
      },
    ],
    ['http', () => opened.app?.close()],
    ['work in flight', () => Promise.allSettled([...opened.pending])],
    ['socket adapter', () => opened.io?.of('/').adapter.close()],
    ['payment provider', () => opened.provider?.close?.()],
    ['storage', () => opened.store?.close()],
    ['room changes', () => opened.roomChanges?.close()],
    ['redis', () => opened.redis?.disconnect()],
    ['fault log', () => opened.faults?.stop()],
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
  // Outages are logged once and counted (faults/fault-log.ts); storage away fails as StorageUnavailable, answered
  // `unavailable` everywhere (faults/storage-guard.ts).
  const faults = (opened.faults = createFaultLog(logger));
  // Every change of a room goes through `roomReads.watch`, which drops the room's kept answer to `GET /api/{room}`.
  const roomReads = new RoomReadCache();
  const store = roomReads.watch(
    metrics.instrumentStore(
      guardStore(
        (opened.store = await openStore(config, metrics.groupCommit, deps.postgresAddPath, logger, () => !isOpen())),
        faults,
      ),
    ),
  );
  const redisPrefix = config.redisPrefix ?? 'skal';
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 }) : null;
  if (redis) {
    opened.redis = redis;
    await redis.connect();
    // Several processes: each tells the others which rooms changed, so none answers a read from an old answer.
    opened.roomChanges = roomReads.share(redis, redisPrefix, () => undefined);
  }
  // At most a few model calls at once; all abandoned on shutdown (see closeInOrder).
  const generator = (opened.generator = boundedGenerator(
    deps.generator ??
      (config.ai
        ? openAiGenerator({
            baseUrl: config.ai.baseUrl,
            apiKey: config.ai.apiKey,
            model: config.ai.model,
            moderation: config.ai.moderation,
            onDropped: (reason, count) => metrics.modelDropped(reason, count),
          })
        : builtInPackGenerator()),
    config.aiConcurrency ?? DEFAULT_AI_CONCURRENCY,
  ));

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
    // Client addresses come from net/client-address.ts, by the same rule as for sockets.
    trustProxy: false,
    forceCloseConnections: 'idle',
    ...fastifyTimeouts({ ...HTTP_TIMEOUTS, ...config.httpTimeouts }),
    return503OnClosing: true,
    // Errors the router answers before any route runs (a percent-encoding that is not UTF-8, a path parameter
    // over its 100 characters): problem+json too.
    frameworkErrors: (error, _request, reply) =>
      error.statusCode === 414
        ? sendProblem(reply, 414, 'The address is too long.')
        : sendProblem(reply, error.statusCode ?? 400, 'The address is not valid: its percent-encoding is broken.'),
  }));
  if (deps.onRoute) app.addHook('onRoute', (route) => deps.onRoute?.({ method: route.method, url: route.url }));

  applyServerLimits(app.server, { maxConnections: config.maxConnections });
  // JSON only: form bodies are accepted by the wallet simulator's checkout alone, so no cross-site form reaches the API.
  acceptJsonKeepingRawBody(app);

  // Browser pages may open sockets and post from our own origin, PUBLIC_URL's and ALLOWED_ORIGINS only.
  const allowedOrigins = [
    ...(config.publicUrl ? [new URL(config.publicUrl).origin] : []),
    ...(config.allowedOrigins ?? []),
  ];
  const limiter = metrics.instrumentLimiter(
    createRateLimiter(config.rateLimits, redis ? { client: redis, prefix: redisPrefix } : null),
  );
  const io = (opened.io = createSocketServer(
    app.server,
    {
      originAllowed: (headers) =>
        originAllowed(headers.origin, headers.host, allowedOrigins) && !fromAnotherSite(headers, allowedOrigins),
      addressOf: (request) =>
        addressKey(
          clientAddress(request.socket.remoteAddress ?? '', request.headers['x-forwarded-for'], config.trustProxy),
        ),
      allowAddress: (address) => limiter.allow({ address }),
      maxPerAddress: config.rateLimits.connectionsPerAddress,
    },
    config.socketPing,
  ));
  observeSockets(io, metrics);
  // Several processes: room broadcasts, presence counts and the TV mirror go through Redis streams.
  if (redis) {
    // One line when Redis goes, a count per interval while it stays away, one line when it is back.
    redis.on('error', (error: Error) => faults.failed('redis', error));
    io.adapter(redisRoomsAdapter(redis, redisPrefix));
  }
  const aiWriting = redis
    ? redisAiWriting(redis, redisPrefix, config.paymentTiming?.leaseMs ?? AI_WRITING_LEASE_MS, (error) =>
        logger.warn({ err: error }, 'AI writing state in redis failed'),
      )
    : localAiWriting();
  // Counts go out after the acks of the same turn (sockets/count-broadcasts.ts); a room's other broadcasts send
  // its waiting count first, so the room hears its events in order.
  const counts = countBroadcasts((roomName, count) => io.to(roomChannel(roomName)).emit(EVENTS.numPrompts, count));
  if (redis) {
    // While Redis was away, counts broadcast on other processes never reached this one's phones (nor this one's
    // theirs), and are not sent again: when it is back, each process tells its rooms their count now.
    let lost = false;
    redis.on('close', () => {
      lost = true;
    });
    redis.on('ready', () => {
      faults.ok('redis', true);
      if (!lost) return;
      lost = false;
      void sendCountsOfRooms(io, store, counts.count).catch((error: unknown) => {
        if (!(error instanceof StorageUnavailable)) logger.warn({ err: error }, 'sending counts after Redis failed');
      });
    });
  }
  const toRoom = (roomName: string) => {
    counts.flush(roomName);
    return io.to(roomChannel(roomName));
  };
  const events: RoomEvents = trackAiWriting(
    {
      count: counts.count,
      waiting: (roomName) => toRoom(roomName).emit(EVENTS.waitingForPrompts),
      stopWaiting: (roomName) => toRoom(roomName).emit(EVENTS.stopWaitingForPrompts),
      failed: (roomName, failure) => toRoom(roomName).emit(EVENTS.aiFailed, failure),
    },
    aiWriting,
  );
  const rooms = new RoomService(store, clock, events, {
    maxEntries: config.maxEntriesPerRoom,
    generator,
    onTouchFailed: (error) => app.log.warn({ err: error }, 'marking a joined room as used failed'),
  });
  const quota = freeAiQuota(
    config.freeAiPerAddressDay ?? DEFAULT_FREE_AI_PER_ADDRESS_DAY,
    redis ? { client: redis, prefix: redisPrefix } : null,
  );
  const freeAi = (roomName: string, language: Language, style: StyleChoice, addressKey: string) =>
    track(
      grantFreeEntries(
        { store, rooms, clock, log: app.log, track, quota, claimTimeoutMs: config.freeAiClaimTimeoutMs },
        roomName,
        language,
        style,
        addressKey,
      ),
    );
  const deck = new DeckService(store, clock, deckEvents(toRoom, events), config.maxEntriesPerRoom);
  const players = new PlayersService(store, clock);
  // The round service tells the room through the sockets, which are set up with it: the announcer is bound after.
  let announceRound: RoundAnnounce = () => undefined;
  const rounds = new RoundService(store, clock, (roomName, round) => announceRound(roomName, round));
  const attached = attachSocketHandlers({
    io,
    rooms,
    deck,
    players,
    rounds,
    removals: removalBudget(
      config.removalsPerMinute ?? DEFAULT_REMOVALS_PER_MINUTE,
      clock,
      redis ? { client: redis, prefix: redisPrefix } : null,
    ),
    limiter,
    log: app.log,
    trustProxy: config.trustProxy,
    track,
    freeAi,
    aiWriting,
    isOpen,
    countsAcrossProcesses: () => redis?.status === 'ready',
  });
  announceRound = attached.announceRound;
  opened.eventsAnswered = attached.answered;

  // Read once at start: rebuilding the phone app needs a restart (npm start rebuilds before it starts).
  await registerSecurityHeaders(app, {
    inlineScripts: builtPageScriptHashes([config.phoneDir, config.hostDir]),
    analytics: config.ga4MeasurementId !== undefined,
  });

  // The per-address limit and the same-origin rule, on the route the router matched (providers' webhooks exempt).
  registerRequestGuards(app, { limiter, trustProxy: config.trustProxy, allowedOrigins: () => allowedOrigins });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Storage away: every route answers 503 `unavailable` (the fault log counts it; no line per request).
    if (error instanceof StorageUnavailable) {
      return sendErrorCode(reply, 'unavailable', 'Storage cannot be reached just now; try again shortly.');
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error, url: request.url }, 'request failed');
    return sendProblem(reply, status, status === 500 ? 'Something went wrong on our side.' : error.message);
  });

  // Known once we listen (the port may be chosen then); only read while serving requests.
  let publicUrl = config.publicUrl ?? '';
  let listeningPort = config.port;
  const providerContext: ProviderContext = {
    app,
    clock,
    log: app.log,
    dataDir: config.dataDir,
    publicUrl: () => publicUrl,
    version: VERSION,
  };
  const injected = deps.paymentProvider?.(providerContext);
  const choice: ProviderChoice = injected
    ? { provider: injected, description: injected.description }
    : choosePaymentProvider(config, providerContext, Boolean(config.ai ?? deps.generator));
  const provider = choice.provider;
  if (provider) opened.provider = provider;
  // Payments off: no provider, no fulfilment, and the payment routes answer 503.
  const fulfilment = provider
    ? (opened.fulfilment = new Fulfilment({
        store,
        provider,
        rooms,
        clock,
        log: app.log,
        markets: config.markets,
        ...config.paymentTiming,
      }))
    : null;
  const admission = new PaymentAdmission({
    store,
    clock,
    caps: config.paymentCaps,
    redis: redis ? { client: redis, prefix: redisPrefix } : null,
  });

  registerApiRoutes(app, {
    rooms,
    roomReads,
    isReady: isOpen,
    health: healthCheck({ store, redis }),
    storageFailing: () => faults.failing('storage'),
    publicUrl: () => publicUrl,
    ga4MeasurementId: config.ga4MeasurementId,
    seller: config.seller ?? DEVELOPMENT_SELLER,
    sellers: marketSellers(config),
    roomTtlHours: config.roomTtlHours,
    payments: provider !== null,
    markets: offeredMarkets(config.markets ?? defaultMarkets(), provider !== null),
    model: Boolean(config.ai ?? deps.generator),
    chargeRead: (request, events) => limiter.charge(requestAddressKey(request, config.trustProxy), events),
  });
  registerPaymentRoutes(app, {
    rooms,
    fulfilment,
    admission,
    addressKey: (request) => requestAddressKey(request, config.trustProxy),
    phoneJoinedFrom: phoneJoinedFrom(io, () => redis?.status === 'ready'),
    freeAi,
    returnUrl: { publicUrl: config.publicUrl, lanUrl: () => publicUrl, port: () => listeningPort },
    markets: config.markets ?? defaultMarkets(),
  });
  if (provider && fulfilment) provider.mount(app, (reference) => fulfilment.notify(reference));
  registerMetricsRoute(app, { registry: metrics.registry, token: config.metricsToken });
  await registerStaticRoutes(app, { phoneDir: config.phoneDir, hostDir: config.hostDir });

  // Every route is in place: the provider may now call in (the simulator registers its webhook),
  // and payments a previous run left open are picked up, all before the first request arrives.
  await provider?.start?.();
  await fulfilment?.resume();
  const sweeper = (opened.sweeper = startTtlSweeper({
    store,
    clock,
    ttlHours: config.roomTtlHours,
    onSwept: (deleted, counts) => app.log.info({ deleted, ...counts }, 'idle rooms and old removed entries deleted'),
    onError: (error) => app.log.error({ err: error }, 'room sweep failed'),
  }));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  listeningPort = port;
  const localHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const url = `http://${localHost.includes(':') ? `[${localHost}]` : localHost}:${port}`;
  publicUrl = publicUrlFor({ publicUrl: config.publicUrl, port, lan: lanAddress() });

  return {
    url,
    port,
    publicUrl,
    storage: `${store.description}${redis ? ' + redis' : ''}`,
    wallet: choice.description,
    ai: generator.description,
    sweepIdleRooms: () => sweeper.sweep(),
  };
}

async function openStore(
  config: ServerConfig,
  onCommit: (calls: number) => void,
  postgresAddPath: PostgresAddPath | undefined,
  log: Logger,
  givingUp: () => boolean,
): Promise<Store> {
  const databaseUrl = config.databaseUrl;
  if (databaseUrl) {
    // PostgreSQL not up yet: wait for it with one line, then serve (faults/wait-for-storage.ts).
    return waitForStorage(() => openPostgresStore(databaseUrl, { addPath: postgresAddPath }), {
      what: storageName(databaseUrl),
      log,
      givingUp,
    });
  }
  return openSqliteWorkerStore(path.join(config.dataDir, 'skal.db'), { onCommit });
}
