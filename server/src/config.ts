// The server's configuration, and how main.ts reads it from the environment (PROTOCOL.md's table).
import path from 'node:path';
import { DEFAULT_ROOM_TTL_HOURS, MAX_ENTRIES_PER_ROOM } from '@skal/shared';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './rate-limit';

export interface ServerConfig {
  /** 0 picks a free port. */
  port: number;
  host: string;
  /** Folder of the SQLite file. */
  dataDir: string;
  databaseUrl?: string | undefined;
  redisUrl?: string | undefined;
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
}

export class ConfigError extends Error {}

export function configFromEnv(env: Record<string, string | undefined>, repoRoot: string): ServerConfig {
  return {
    port: integer(env.PORT, 8080, 'PORT', 0, 65535),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || path.join(repoRoot, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
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
  };
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
