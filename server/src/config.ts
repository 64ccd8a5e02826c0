// The server's configuration, and how main.ts reads it from the environment (PROTOCOL.md's table).
import path from 'node:path';
import { DEFAULT_ROOM_TTL_HOURS, GA4_MEASUREMENT_ID, MAX_ENTRIES_PER_ROOM } from '@skal/shared';
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
  /** Trust X-Forwarded-For from a load balancer in front of us. */
  trustProxy: boolean;
  rateLimits: RateLimits;
  maxEntriesPerRoom: number;
  /** The real wallet; unset → the built-in simulator. */
  vipps?: VippsSettings | undefined;
  /** An OpenAI-compatible model; unset → the built-in entry pack. */
  ai?: AiSettings | undefined;
  /** A Google Analytics 4 measurement ID; phones load GA4 only with it set and only after the player consents. */
  ga4MeasurementId?: string | undefined;
  /** Bearer token that /metrics requires; unset → no /metrics route. */
  metricsToken?: string | undefined;
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
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    rateLimits: {
      socketEvents: integer(env.RATE_LIMIT_SOCKET, DEFAULT_RATE_LIMITS.socketEvents, 'RATE_LIMIT_SOCKET', 1),
      addressEvents: integer(env.RATE_LIMIT_ADDRESS, DEFAULT_RATE_LIMITS.addressEvents, 'RATE_LIMIT_ADDRESS', 1),
      windowSeconds: DEFAULT_RATE_LIMITS.windowSeconds,
    },
    maxEntriesPerRoom: integer(env.MAX_ENTRIES_PER_ROOM, MAX_ENTRIES_PER_ROOM, 'MAX_ENTRIES_PER_ROOM', 1),
    vipps: vippsFromEnv(env),
    ai: aiFromEnv(env),
    ga4MeasurementId: ga4FromEnv(env.GA4_MEASUREMENT_ID),
    metricsToken: metricsTokenFromEnv(env.METRICS_TOKEN),
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

function ga4FromEnv(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (!GA4_MEASUREMENT_ID.test(raw))
    throw new ConfigError(`GA4_MEASUREMENT_ID must look like G-ABC123XYZ9, got "${raw}"`);
  return raw;
}

/** Long enough that guessing it is hopeless; `openssl rand -hex 32` makes one. */
const MIN_METRICS_TOKEN_LENGTH = 32;

function metricsTokenFromEnv(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (raw.length < MIN_METRICS_TOKEN_LENGTH || /\s/u.test(raw))
    throw new ConfigError(`METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters without spaces`);
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
