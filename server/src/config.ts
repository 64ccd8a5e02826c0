// The server's configuration, and how main.ts reads it from the environment (PROTOCOL.md's table).
import path from 'node:path';
import { DEFAULT_ROOM_TTL_HOURS, GA4_MEASUREMENT_ID, MAX_ENTRIES_PER_ROOM } from '@skal/shared';
import { parseTrustProxy, type TrustProxy } from './net/client-address';
import { parseAllowedOrigins } from './net/origin';
import { walletModeFromEnv, type WalletMode } from './wallet/wallet-mode';
import type { PaymentCaps } from './payments/admission';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './rate-limit';

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
  /** Open TCP connections this process accepts (MAX_CONNECTIONS); unset: no cap. */
  maxConnections?: number | undefined;
  /** WALLET: vipps, simulator or off; unset → vipps with keys, else the simulator (configFromEnv: off in production). */
  wallet?: WalletMode | undefined;
  /** The real wallet; unset → the built-in simulator. */
  vipps?: VippsSettings | undefined;
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
  /** Caps on payment starts (payments/admission.ts); unset → DEFAULT_PAYMENT_CAPS. */
  paymentCaps?: PaymentCaps | undefined;
  /** Payment polling and lease timing (tests shorten them). */
  paymentTiming?: { firstPollMs?: number; pollEveryMs?: number; leaseMs?: number } | undefined;
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

export class ConfigError extends Error {}

export function configFromEnv(env: Record<string, string | undefined>, repoRoot: string): ServerConfig {
  return {
    port: integer(env.PORT, 8080, 'PORT', 0, 65535),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || path.join(repoRoot, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || undefined,
    publicUrl: url(env.PUBLIC_URL, 'PUBLIC_URL'),
    roomTtlHours: number(env.ROOM_TTL_HOURS, DEFAULT_ROOM_TTL_HOURS, 'ROOM_TTL_HOURS'),
    phoneDir: env.PHONE_DIR || path.join(repoRoot, 'phone', 'dist'),
    hostDir: env.HOST_DIR || path.join(repoRoot, 'desktop', 'dist', 'host'),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: asConfig(() => parseTrustProxy(env.TRUST_PROXY)),
    allowedOrigins: asConfig(() => parseAllowedOrigins(env.ALLOWED_ORIGINS)),
    rateLimits: {
      socketEvents: integer(env.RATE_LIMIT_SOCKET, DEFAULT_RATE_LIMITS.socketEvents, 'RATE_LIMIT_SOCKET', 1),
      addressEvents: integer(env.RATE_LIMIT_ADDRESS, DEFAULT_RATE_LIMITS.addressEvents, 'RATE_LIMIT_ADDRESS', 1),
      windowSeconds: DEFAULT_RATE_LIMITS.windowSeconds,
      roomsPerHour: integer(env.RATE_LIMIT_ROOMS, DEFAULT_RATE_LIMITS.roomsPerHour, 'RATE_LIMIT_ROOMS', 1),
    },
    maxConnections: integer(env.MAX_CONNECTIONS, 20_000, 'MAX_CONNECTIONS', 1),
    maxEntriesPerRoom: integer(env.MAX_ENTRIES_PER_ROOM, MAX_ENTRIES_PER_ROOM, 'MAX_ENTRIES_PER_ROOM', 1),
    vipps: vippsFromEnv(env),
    wallet: asConfig(() =>
      walletModeFromEnv(
        env,
        VIPPS_KEYS.some((key) => env[key]),
      ),
    ),
    ai: aiFromEnv(env),
    freeAiClaimTimeoutMs: env.FREE_AI_CLAIM_TIMEOUT_MS
      ? integer(env.FREE_AI_CLAIM_TIMEOUT_MS, 0, 'FREE_AI_CLAIM_TIMEOUT_MS', 100)
      : undefined,
    aiConcurrency: integer(env.AI_CONCURRENCY, 4, 'AI_CONCURRENCY', 1),
    freeAiPerAddressDay: integer(env.FREE_AI_PER_ADDRESS_DAY, 20, 'FREE_AI_PER_ADDRESS_DAY', 1),
    ga4MeasurementId: ga4FromEnv(env.GA4_MEASUREMENT_ID),
    paymentTiming: {
      ...(env.PAYMENT_POLL_MS
        ? {
            firstPollMs: integer(env.PAYMENT_POLL_MS, 0, 'PAYMENT_POLL_MS', 10),
            pollEveryMs: integer(env.PAYMENT_POLL_MS, 0, 'PAYMENT_POLL_MS', 10),
          }
        : {}),
      ...(env.PAYMENT_LEASE_MS ? { leaseMs: integer(env.PAYMENT_LEASE_MS, 0, 'PAYMENT_LEASE_MS', 100) } : {}),
    },
  };
}

const VIPPS_KEYS = ['VIPPS_CLIENT_ID', 'VIPPS_CLIENT_SECRET', 'VIPPS_SUBSCRIPTION_KEY', 'VIPPS_MSN'] as const;

function vippsFromEnv(env: Record<string, string | undefined>): VippsSettings | undefined {
  const given = VIPPS_KEYS.filter((key) => env[key]);
  if (given.length === 0) return undefined;
  if (given.length < VIPPS_KEYS.length) {
    const missing = VIPPS_KEYS.filter((key) => !env[key]).join(', ');
    throw new ConfigError(`Vipps needs all of ${VIPPS_KEYS.join(', ')}; missing ${missing}`);
  }
  // Real money: the payer's way back must be a URL the operator chose, not one derived from requests.
  if (!env.PUBLIC_URL) throw new ConfigError('PUBLIC_URL must be set when Vipps keys are set (the payment return URL)');
  return {
    baseUrl: url(env.VIPPS_BASE_URL, 'VIPPS_BASE_URL') ?? 'https://apitest.vipps.no',
    clientId: env.VIPPS_CLIENT_ID!,
    clientSecret: env.VIPPS_CLIENT_SECRET!,
    subscriptionKey: env.VIPPS_SUBSCRIPTION_KEY!,
    msn: env.VIPPS_MSN!,
    webhookSecret: env.VIPPS_WEBHOOK_SECRET || undefined,
  };
}

function aiFromEnv(env: Record<string, string | undefined>): AiSettings | undefined {
  const baseUrl = url(env.AI_BASE_URL, 'AI_BASE_URL');
  if (!baseUrl) return undefined;
  if (!env.AI_MODEL) throw new ConfigError('AI_BASE_URL is set but AI_MODEL is not');
  return { baseUrl, apiKey: env.AI_API_KEY || undefined, model: env.AI_MODEL, moderation: env.AI_MODERATION === '1' };
}

/** A parser's message as a ConfigError, which main.ts prints as one line. */
function asConfig<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    throw new ConfigError(error instanceof Error ? error.message : String(error));
  }
}

function ga4FromEnv(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (!GA4_MEASUREMENT_ID.test(raw))
    throw new ConfigError(`GA4_MEASUREMENT_ID must look like G-ABC123XYZ9, got "${raw}"`);
  return raw;
}

function number(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new ConfigError(`${name} must be a positive number, got "${raw}"`);
  return value;
}

function integer(
  raw: string | undefined,
  fallback: number,
  name: string,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function url(raw: string | undefined, name: string): string | undefined {
  if (!raw) return undefined;
  try {
    const parsed = new URL(raw);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('protocol');
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`);
  }
  return raw.replace(/\/+$/u, '');
}
