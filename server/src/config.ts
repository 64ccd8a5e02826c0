// The server's configuration, and how it is read from the environment: one zod schema gives every variable its
// type, default and error (naming the variable). docs/configuration.md lists the same variables, with their
// defaults (server/test/config-doc.test.ts checks it).
import { readMarkets, type MarketsConfig } from './payments/markets-config';
import path from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_ROOM_TTL_HOURS,
  DEVELOPMENT_SELLER,
  EMAIL,
  GA4_MEASUREMENT_ID,
  MAX_ENTRIES_PER_ROOM,
  ORG_NUMBER,
  type Market,
  type Seller,
} from '@skal/shared';
import { parseTrustProxy, type TrustProxy } from './net/client-address';
import { parseAllowedOrigins } from './net/origin';
import { defaultWalletMode, WALLET_MODES, type WalletMode } from './wallet/wallet-mode';
import type { PaymentCaps } from './payments/admission';
import type { HttpTimeouts } from './http/server-limits';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './rate-limit';
import { DEFAULT_REMOVALS_PER_MINUTE } from './rooms/removal-budget';
import { POSTGRES_ADD_PATHS, type PostgresAddPath } from './store/postgres-add-entries';

export interface ServerConfig {
  /** 0 picks a free port. */
  port: number;
  host: string;
  /** Folder of the SQLite file. */
  dataDir: string;
  databaseUrl?: string | undefined;
  redisUrl?: string | undefined;
  /** Keeps one deployment's keys and streams apart from another's on a shared Redis. */
  redisPrefix?: string | undefined;
  /** Used for payment return URLs and QR codes; derived from the LAN address when unset. */
  publicUrl?: string | undefined;
  roomTtlHours: number;
  /** Built phone app and host display; missing builds get a clear 503 page. */
  phoneDir?: string | undefined;
  hostDir?: string | undefined;
  logLevel: string;
  /** Which proxies in front of us may tell us the client's address (X-Forwarded-For); false: none. */
  trustProxy: TrustProxy;
  /** Browser origins besides our own and PUBLIC_URL's that may open sockets and post (ALLOWED_ORIGINS). */
  allowedOrigins?: string[] | undefined;
  rateLimits: RateLimits;
  maxEntriesPerRoom: number;
  /** Entries a room may lose to removals per minute, whoever sends them (RATE_LIMIT_REMOVALS); unset → 20. */
  removalsPerMinute?: number | undefined;
  /** Open TCP connections this process accepts (MAX_CONNECTIONS); unset: no cap. */
  maxConnections?: number | undefined;
  /** WALLET: vipps, simulator or off; unset → vipps with keys, else the simulator (configFromEnv: off in production). */
  wallet?: WalletMode | undefined;
  /** The real wallet's keys; which wallet runs is `wallet` (see wallet/wallet-mode.ts). */
  vipps?: VippsSettings | undefined;
  /** Each market's serial number, price, currency and VAT (payments/markets-config.ts); unset → every market's defaults. */
  markets?: MarketsConfig | undefined;
  /** Model calls one process runs at once (AI_CONCURRENCY); unset → 4. */
  aiConcurrency?: number | undefined;
  /** Free AI grants one address may claim per day (FREE_AI_PER_ADDRESS_DAY); unset → 20. */
  freeAiPerAddressDay?: number | undefined;
  /** How long a claimed free grant may go undelivered before it is given back (FREE_AI_CLAIM_TIMEOUT_MS). */
  freeAiClaimTimeoutMs?: number | undefined;
  /** An OpenAI-compatible model; unset → the built-in entry pack. */
  ai?: AiSettings | undefined;
  /** A Google Analytics 4 measurement ID; phones load GA4 only with it set and only after the player consents. */
  ga4MeasurementId?: string | undefined;
  /** Who sells, for the legal pages and the receipt; unset → DEVELOPMENT_SELLER, which says none is configured. */
  seller?: Seller | undefined;
  /** Who sells in Denmark or Finland where it is not `seller` (SELLER_DK_*, SELLER_FI_*); a market left out: `seller`. */
  marketSellers?: Partial<Record<Market, Seller>> | undefined;
  /** Caps on payment starts (payments/admission.ts); unset → DEFAULT_PAYMENT_CAPS. */
  paymentCaps?: PaymentCaps | undefined;
  /** Bearer token that /metrics requires; unset → /metrics answers 404. */
  metricsToken?: string | undefined;
  /** Payment polling and lease timing (tests shorten them). */
  paymentTiming?: { firstPollMs?: number; pollEveryMs?: number; leaseMs?: number } | undefined;
  /** HTTP timeouts (http/server-limits.ts); unset → HTTP_TIMEOUTS (tests shorten them). */
  httpTimeouts?: Partial<HttpTimeouts> | undefined;
  /** Engine.io's ping interval and timeout; unset → its defaults, 25 s and 20 s (a test lengthens them). */
  socketPing?: { intervalMs: number; timeoutMs: number } | undefined;
}

export interface VippsSettings {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  subscriptionKey: string;
  msn: string;
  /** From registering `{PUBLIC_URL}/api/vipps/webhook` with the Webhooks API. */
  webhookSecret?: string | undefined;
}

export interface AiSettings {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  moderation: boolean;
}

/** The environment could not be read: the message names each variable that is wrong and why. */
export class ConfigError extends Error {}

export type Env = Record<string, string | undefined>;

// Building blocks: every variable arrives as a string or not at all, and an empty string counts as unset.
const unset = (raw: string | undefined): raw is undefined | '' => raw === undefined || raw === '';
/** What a parser returns for a value it refuses. */
const BAD = Symbol('bad');

/**
 * One variable: `fallback` when unset, else `parse(raw)`; a refused value is an error saying what the variable
 * `mustBe` and what it got (zod adds the variable's name as the issue's path).
 */
function variable<T, F>(fallback: F, mustBe: string, parse: (raw: string) => T | typeof BAD) {
  return z
    .string()
    .optional()
    .transform((raw, ctx): T | F => {
      if (unset(raw)) return fallback;
      const value = parse(raw);
      if (value !== BAD) return value;
      ctx.addIssue({ code: 'custom', message: `must be ${mustBe}, got "${raw}"` });
      return z.NEVER;
    });
}

/** Free text. */
const text = <F extends string | undefined>(fallback: F) => variable(fallback, 'text', (raw) => raw);

const wholeNumber = <F extends number | undefined>(fallback: F, min: number, max = Number.MAX_SAFE_INTEGER) =>
  variable(fallback, `a whole number from ${min} to ${max}`, (raw) => {
    const value = Number(raw);
    return Number.isInteger(value) && value >= min && value <= max ? value : BAD;
  });

/** Fractions allowed. */
const positiveNumber = (fallback: number) =>
  variable(fallback, 'a positive number', (raw) => {
    const value = Number(raw);
    return Number.isFinite(value) && value > 0 ? value : BAD;
  });

/** Without trailing slashes. */
const httpUrl = variable(undefined, 'an http(s) URL', (raw) =>
  URL.canParse(raw) && ['http:', 'https:'].includes(new URL(raw).protocol) ? raw.replace(/\/+$/u, '') : BAD,
);

/** A parser's null (not a valid value) as BAD. */
const orBad = <T>(value: T | null): T | typeof BAD => (value === null ? BAD : value);

/** On with `1` or `true`, off when unset or with `0` or `false`; anything else is a mistake worth saying. */
const flag = variable(false, '1, true, 0 or false', (raw) =>
  raw === '1' || raw === 'true' ? true : raw === '0' || raw === 'false' ? false : BAD,
);

/** Long enough that guessing it is hopeless; `openssl rand -hex 32` makes one. */
const MIN_METRICS_TOKEN_LENGTH = 32;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const VIPPS_KEYS = ['VIPPS_CLIENT_ID', 'VIPPS_CLIENT_SECRET', 'VIPPS_SUBSCRIPTION_KEY', 'VIPPS_MSN'] as const;
const SELLER_KEYS = ['SELLER_NAME', 'SELLER_ORG_NUMBER', 'SELLER_ADDRESS', 'SELLER_EMAIL'] as const;
/** A market's own seller (issue #40): all four or none; none → the common SELLER_*. Norway's is the common one. */
const MARKET_SELLER_KEYS = {
  DK: ['SELLER_DK_NAME', 'SELLER_DK_ORG_NUMBER', 'SELLER_DK_ADDRESS', 'SELLER_DK_EMAIL'],
  FI: ['SELLER_FI_NAME', 'SELLER_FI_ORG_NUMBER', 'SELLER_FI_ADDRESS', 'SELLER_FI_EMAIL'],
} as const;
const MARKET_SELLER_NAMES = { DK: 'The Danish seller', FI: 'The Finnish seller' } as const;

/** `who` needs all of `keys` or none: an issue names the missing ones when only some are set. Returns those set. */
function allOrNone<K extends string>(
  env: Partial<Record<K, unknown>>,
  keys: readonly K[],
  who: string,
  ctx: z.RefinementCtx,
): K[] {
  const given = keys.filter((key) => env[key] !== undefined);
  if (given.length > 0 && given.length < keys.length) {
    const missing = keys.filter((key) => env[key] === undefined).join(', ');
    ctx.addIssue({ code: 'custom', path: [], message: `${who} needs all of ${keys.join(', ')}; missing ${missing}` });
  }
  return given;
}

/** Text for the legal pages: trimmed, and never only blanks. */
const legalText = variable(undefined, 'text that is not blank', (raw) => raw.trim() || BAD);

const email = variable(undefined, 'an e-mail address', (raw) => (EMAIL.test(raw.trim()) ? raw.trim() : BAD));

/**
 * A seller's registration number: the 9 digits of Enhetsregisteret (a Norwegian seller, in any market), or in
 * Denmark the 8 digits of a CVR number, in Finland a business ID (Y-tunnus, 1234567-8). Spaces are dropped.
 */
const orgNumber = (mustBe: string, own?: RegExp) =>
  variable(undefined, mustBe, (raw) => {
    const compact = raw.replace(/\s/gu, '');
    return ORG_NUMBER.test(compact) || own?.test(compact) ? compact : BAD;
  });

/** Every variable the server reads, with its type and default. */
export const envSchema = z
  .object({
    PORT: wholeNumber(8080, 0, 65535),
    HOST: text('0.0.0.0'),
    DATA_DIR: text(undefined),
    DATABASE_URL: text(undefined),
    REDIS_URL: text(undefined),
    REDIS_PREFIX: text(undefined),
    PUBLIC_URL: httpUrl,
    ROOM_TTL_HOURS: positiveNumber(DEFAULT_ROOM_TTL_HOURS),
    PHONE_DIR: text(undefined),
    HOST_DIR: text(undefined),
    LOG_LEVEL: variable('info', `one of ${LOG_LEVELS.join(', ')}`, (raw) =>
      (LOG_LEVELS as readonly string[]).includes(raw) ? raw : BAD,
    ),
    TRUST_PROXY: variable<TrustProxy, TrustProxy>(
      false,
      'a hop count (1) or a list of proxy addresses or CIDR networks (10.0.0.0/8,::1)',
      (raw) => orBad(parseTrustProxy(raw)),
    ),
    ALLOWED_ORIGINS: variable<string[], string[]>(
      [],
      'a comma-separated list of origins like https://skal.example',
      (raw) => orBad(parseAllowedOrigins(raw)),
    ),
    RATE_LIMIT_SOCKET: wholeNumber(DEFAULT_RATE_LIMITS.socketEvents, 1),
    RATE_LIMIT_ADDRESS: wholeNumber(DEFAULT_RATE_LIMITS.addressEvents, 1),
    RATE_LIMIT_ROOMS: wholeNumber(DEFAULT_RATE_LIMITS.roomsPerHour, 1),
    RATE_LIMIT_CONNECTIONS: wholeNumber(DEFAULT_RATE_LIMITS.connectionsPerAddress, 1),
    RATE_LIMIT_REMOVALS: wholeNumber(DEFAULT_REMOVALS_PER_MINUTE, 1),
    MAX_CONNECTIONS: wholeNumber(20_000, 1),
    MAX_ENTRIES_PER_ROOM: wholeNumber(MAX_ENTRIES_PER_ROOM, 1),
    NODE_ENV: text(undefined),
    WALLET: variable(undefined, `one of ${WALLET_MODES.join(', ')}`, (raw) =>
      (WALLET_MODES as readonly string[]).includes(raw) ? (raw as WalletMode) : BAD,
    ),
    VIPPS_CLIENT_ID: text(undefined),
    VIPPS_CLIENT_SECRET: text(undefined),
    VIPPS_SUBSCRIPTION_KEY: text(undefined),
    VIPPS_MSN: text(undefined),
    VIPPS_BASE_URL: httpUrl,
    VIPPS_WEBHOOK_SECRET: text(undefined),
    // Each market's sales unit (payments/markets-config.ts reads and checks them: one line names a bad one).
    MARKET_NO_MSN: text(undefined),
    MARKET_NO_PRICE: text(undefined),
    MARKET_NO_CURRENCY: text(undefined),
    MARKET_NO_VAT: text(undefined),
    MARKET_DK_MSN: text(undefined),
    MARKET_DK_PRICE: text(undefined),
    MARKET_DK_CURRENCY: text(undefined),
    MARKET_DK_VAT: text(undefined),
    MARKET_FI_MSN: text(undefined),
    MARKET_FI_PRICE: text(undefined),
    MARKET_FI_CURRENCY: text(undefined),
    MARKET_FI_VAT: text(undefined),
    AI_BASE_URL: httpUrl,
    AI_API_KEY: text(undefined),
    AI_MODEL: text(undefined),
    AI_MODERATION: flag,
    AI_CONCURRENCY: wholeNumber(4, 1),
    FREE_AI_PER_ADDRESS_DAY: wholeNumber(20, 1),
    FREE_AI_CLAIM_TIMEOUT_MS: wholeNumber(undefined, 100),
    GA4_MEASUREMENT_ID: variable(undefined, 'like G-ABC123XYZ9', (raw) => (GA4_MEASUREMENT_ID.test(raw) ? raw : BAD)),
    METRICS_TOKEN: variable(undefined, `at least ${MIN_METRICS_TOKEN_LENGTH} characters without spaces`, (raw) =>
      raw.length >= MIN_METRICS_TOKEN_LENGTH && !/\s/u.test(raw) ? raw : BAD,
    ),
    PAYMENT_POLL_MS: wholeNumber(undefined, 10),
    PAYMENT_LEASE_MS: wholeNumber(undefined, 100),
    SELLER_NAME: legalText,
    SELLER_ORG_NUMBER: orgNumber('the 9 digits of Enhetsregisteret'),
    SELLER_ADDRESS: legalText,
    SELLER_EMAIL: email,
    SELLER_DK_NAME: legalText,
    SELLER_DK_ORG_NUMBER: orgNumber('a CVR number (8 digits) or the 9 digits of Enhetsregisteret', /^\d{8}$/u),
    SELLER_DK_ADDRESS: legalText,
    SELLER_DK_EMAIL: email,
    SELLER_FI_NAME: legalText,
    SELLER_FI_ORG_NUMBER: orgNumber(
      'a business ID (Y-tunnus, 1234567-8) or the 9 digits of Enhetsregisteret',
      /^\d{7}-\d$/u,
    ),
    SELLER_FI_ADDRESS: legalText,
    SELLER_FI_EMAIL: email,
  })
  .superRefine((env, ctx) => {
    const given = allOrNone(env, VIPPS_KEYS, 'Vipps', ctx);
    allOrNone(env, SELLER_KEYS, 'The seller', ctx);
    for (const market of ['DK', 'FI'] as const)
      allOrNone(env, MARKET_SELLER_KEYS[market], MARKET_SELLER_NAMES[market], ctx);
    if (env.WALLET === 'vipps' && given.length === 0) {
      ctx.addIssue({ code: 'custom', path: [], message: `WALLET=vipps needs ${VIPPS_KEYS.join(', ')}` });
    }
    // Real money: the payer's way back must be a URL the operator chose, not one derived from requests.
    if (given.length === VIPPS_KEYS.length && !env.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'must be set when the Vipps keys are (the payment return URL)',
      });
    }
    if (env.AI_BASE_URL && !env.AI_MODEL) {
      ctx.addIssue({ code: 'custom', path: ['AI_MODEL'], message: 'must be set when AI_BASE_URL is' });
    }
  });

export type ParsedEnv = z.infer<typeof envSchema>;

/**
 * Reads the environment (main.ts and the desktop app's main process pass theirs); throws ConfigError naming every
 * variable that is wrong.
 */
export function configFromEnv(env: Env, repoRoot: string): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => [...issue.path, issue.message].join(' ')).join('; '));
  }
  const vars = parsed.data;
  const vipps = vippsSettings(vars);
  const wallet = vars.WALLET ?? defaultWalletMode(vipps !== undefined, vars.NODE_ENV);
  let markets: MarketsConfig;
  try {
    markets = readMarkets(env, { realWallet: wallet === 'vipps', vippsMsn: vipps?.msn });
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  return {
    markets,
    port: vars.PORT,
    host: vars.HOST,
    dataDir: path.resolve(vars.DATA_DIR ?? path.join(repoRoot, 'data')),
    databaseUrl: vars.DATABASE_URL,
    redisUrl: vars.REDIS_URL,
    redisPrefix: vars.REDIS_PREFIX,
    publicUrl: vars.PUBLIC_URL,
    roomTtlHours: vars.ROOM_TTL_HOURS,
    phoneDir: vars.PHONE_DIR ?? path.join(repoRoot, 'phone', 'dist'),
    hostDir: vars.HOST_DIR ?? path.join(repoRoot, 'desktop', 'dist', 'host'),
    logLevel: vars.LOG_LEVEL,
    trustProxy: vars.TRUST_PROXY,
    allowedOrigins: vars.ALLOWED_ORIGINS,
    rateLimits: {
      socketEvents: vars.RATE_LIMIT_SOCKET,
      addressEvents: vars.RATE_LIMIT_ADDRESS,
      windowSeconds: DEFAULT_RATE_LIMITS.windowSeconds,
      roomsPerHour: vars.RATE_LIMIT_ROOMS,
      connectionsPerAddress: vars.RATE_LIMIT_CONNECTIONS,
    },
    maxConnections: vars.MAX_CONNECTIONS,
    maxEntriesPerRoom: vars.MAX_ENTRIES_PER_ROOM,
    removalsPerMinute: vars.RATE_LIMIT_REMOVALS,
    wallet,
    vipps,
    aiConcurrency: vars.AI_CONCURRENCY,
    freeAiPerAddressDay: vars.FREE_AI_PER_ADDRESS_DAY,
    freeAiClaimTimeoutMs: vars.FREE_AI_CLAIM_TIMEOUT_MS,
    ai: vars.AI_BASE_URL
      ? { baseUrl: vars.AI_BASE_URL, apiKey: vars.AI_API_KEY, model: vars.AI_MODEL!, moderation: vars.AI_MODERATION }
      : undefined,
    ga4MeasurementId: vars.GA4_MEASUREMENT_ID,
    seller: sellerSettings(vars),
    marketSellers: marketSellerSettings(vars),
    metricsToken: vars.METRICS_TOKEN,
    paymentTiming: {
      ...(vars.PAYMENT_POLL_MS !== undefined
        ? { firstPollMs: vars.PAYMENT_POLL_MS, pollEveryMs: vars.PAYMENT_POLL_MS }
        : {}),
      ...(vars.PAYMENT_LEASE_MS !== undefined ? { leaseMs: vars.PAYMENT_LEASE_MS } : {}),
    },
  };
}

/**
 * SKAL_BENCH_PG_ADD (function | statements): how the PostgreSQL store adds entries, so that bench:scale can
 * compare the one-call add with the old multi-statement one in one run (bench/README.md). Not part of the
 * configuration and not for operators: unset, the store uses the function.
 */
export function benchPostgresAddPath(env: Env): PostgresAddPath | undefined {
  const raw = env.SKAL_BENCH_PG_ADD;
  if (unset(raw)) return undefined;
  const chosen = POSTGRES_ADD_PATHS.find((each) => each === raw);
  if (!chosen) throw new ConfigError(`SKAL_BENCH_PG_ADD must be one of ${POSTGRES_ADD_PATHS.join(', ')}, got "${raw}"`);
  return chosen;
}

function vippsSettings(vars: ParsedEnv): VippsSettings | undefined {
  const { VIPPS_CLIENT_ID: clientId, VIPPS_CLIENT_SECRET: clientSecret, VIPPS_SUBSCRIPTION_KEY, VIPPS_MSN } = vars;
  // The schema has checked that the four come together.
  if (!clientId || !clientSecret || !VIPPS_SUBSCRIPTION_KEY || !VIPPS_MSN) return undefined;
  return {
    baseUrl: vars.VIPPS_BASE_URL ?? 'https://apitest.vipps.no',
    clientId,
    clientSecret,
    subscriptionKey: VIPPS_SUBSCRIPTION_KEY,
    msn: VIPPS_MSN,
    webhookSecret: vars.VIPPS_WEBHOOK_SECRET,
  };
}

function sellerSettings(vars: ParsedEnv): Seller {
  const { SELLER_NAME: name, SELLER_ORG_NUMBER: orgNumber, SELLER_ADDRESS: address, SELLER_EMAIL: email } = vars;
  // The schema has checked that the four come together; none set is a development server.
  if (!name || !orgNumber || !address || !email) return DEVELOPMENT_SELLER;
  return { name, orgNumber, address, email };
}

/** Denmark's and Finland's own sellers, where configured (the schema has checked that each comes whole). */
function marketSellerSettings(vars: ParsedEnv): Partial<Record<Market, Seller>> {
  const sellers: Partial<Record<Market, Seller>> = {};
  for (const market of ['DK', 'FI'] as const) {
    const [name, orgNumber, address, email] = MARKET_SELLER_KEYS[market].map((key) => vars[key]);
    if (name && orgNumber && address && email) sellers[market] = { name, orgNumber, address, email };
  }
  return sellers;
}
