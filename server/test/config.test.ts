// The environment, variable by variable: its default, a good value, and a bad one refused with an error that names it.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ROOM_TTL_HOURS, MAX_ENTRIES_PER_ROOM } from '@skal/shared';
import { ConfigError, configFromEnv, type Env } from '../src/config';
import { DEFAULT_RATE_LIMITS } from '../src/rate-limit';

const read = (env: Env) => configFromEnv(env, '/repo');

/** The ConfigError message for this environment (fails when the environment is accepted). */
function refusal(env: Env): string {
  try {
    read(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe('configuration from the environment', () => {
  it('has the documented defaults when nothing is set, and treats empty variables as unset', () => {
    for (const env of [{}, { PORT: '', HOST: '', LOG_LEVEL: '', TRUST_PROXY: '', AI_BASE_URL: '', VIPPS_MSN: '' }]) {
      expect(read(env)).toEqual({
        port: 8080,
        host: '0.0.0.0',
        dataDir: path.resolve('/repo/data'),
        databaseUrl: undefined,
        redisUrl: undefined,
        redisPrefix: undefined,
        publicUrl: undefined,
        roomTtlHours: DEFAULT_ROOM_TTL_HOURS,
        phoneDir: path.join('/repo', 'phone', 'dist'),
        hostDir: path.join('/repo', 'desktop', 'dist', 'host'),
        logLevel: 'info',
        trustProxy: false,
        rateLimits: DEFAULT_RATE_LIMITS,
        maxEntriesPerRoom: MAX_ENTRIES_PER_ROOM,
        vipps: undefined,
        ai: undefined,
        ga4MeasurementId: undefined,
        paymentTiming: {},
      });
    }
  });

  it('PORT: a whole number from 0 to 65535', () => {
    expect(read({ PORT: '0' }).port).toBe(0);
    expect(read({ PORT: '9000' }).port).toBe(9000);
    for (const bad of ['eighty', '-1', '65536', '80.5'])
      expect(refusal({ PORT: bad })).toBe(`PORT must be a whole number from 0 to 65535, got "${bad}"`);
  });

  it('HOST, DATA_DIR, PHONE_DIR, HOST_DIR: taken as given (DATA_DIR made absolute)', () => {
    const config = read({ HOST: '127.0.0.1', DATA_DIR: 'srv/skal', PHONE_DIR: '/p', HOST_DIR: '/h' });
    expect(config).toMatchObject({
      host: '127.0.0.1',
      dataDir: path.resolve('srv/skal'),
      phoneDir: '/p',
      hostDir: '/h',
    });
  });

  it('DATABASE_URL, REDIS_URL, REDIS_PREFIX: storage and fan-out when set', () => {
    const config = read({ DATABASE_URL: 'postgres://db/skal', REDIS_URL: 'redis://cache', REDIS_PREFIX: 'fest' });
    expect(config).toMatchObject({ databaseUrl: 'postgres://db/skal', redisUrl: 'redis://cache', redisPrefix: 'fest' });
  });

  it('PUBLIC_URL: an http(s) URL, trailing slashes dropped', () => {
    expect(read({ PUBLIC_URL: 'https://skal.example/' }).publicUrl).toBe('https://skal.example');
    for (const bad of ['skal.example', 'ftp://skal.example'])
      expect(refusal({ PUBLIC_URL: bad })).toBe(`PUBLIC_URL must be an http(s) URL, got "${bad}"`);
  });

  it('ROOM_TTL_HOURS: a positive number, fractions allowed', () => {
    expect(read({ ROOM_TTL_HOURS: '0.5' }).roomTtlHours).toBe(0.5);
    for (const bad of ['0', '-2', 'soon'])
      expect(refusal({ ROOM_TTL_HOURS: bad })).toBe(`ROOM_TTL_HOURS must be a positive number, got "${bad}"`);
  });

  it("LOG_LEVEL: one of pino's levels", () => {
    expect(read({ LOG_LEVEL: 'silent' }).logLevel).toBe('silent');
    expect(refusal({ LOG_LEVEL: 'loud' })).toMatch(/^LOG_LEVEL must be one of fatal, error, .*, got "loud"$/u);
  });

  it('TRUST_PROXY and AI_MODERATION: 1/true or 0/false', () => {
    expect(read({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(read({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(read({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(refusal({ TRUST_PROXY: 'yes' })).toBe('TRUST_PROXY must be 1, true, 0 or false, got "yes"');
    const ai = { AI_BASE_URL: 'http://localhost:11434/v1', AI_MODEL: 'llama3' };
    expect(read({ ...ai, AI_MODERATION: '1' }).ai?.moderation).toBe(true);
    expect(read(ai).ai?.moderation).toBe(false);
    expect(refusal({ ...ai, AI_MODERATION: 'on' })).toBe('AI_MODERATION must be 1, true, 0 or false, got "on"');
  });

  it('RATE_LIMIT_SOCKET, RATE_LIMIT_ADDRESS, MAX_ENTRIES_PER_ROOM: whole numbers of at least 1', () => {
    const config = read({ RATE_LIMIT_SOCKET: '5', RATE_LIMIT_ADDRESS: '60', MAX_ENTRIES_PER_ROOM: '10' });
    expect(config.rateLimits).toEqual({ socketEvents: 5, addressEvents: 60, windowSeconds: 10 });
    expect(config.maxEntriesPerRoom).toBe(10);
    for (const name of ['RATE_LIMIT_SOCKET', 'RATE_LIMIT_ADDRESS', 'MAX_ENTRIES_PER_ROOM'])
      expect(refusal({ [name]: '0' })).toMatch(
        new RegExp(`^${name} must be a whole number from 1 to \\d+, got "0"$`, 'u'),
      );
  });

  it('VIPPS_*: all four keys or none; the test environment unless VIPPS_BASE_URL says otherwise', () => {
    const keys = {
      VIPPS_CLIENT_ID: 'id',
      VIPPS_CLIENT_SECRET: 'secret',
      VIPPS_SUBSCRIPTION_KEY: 'sub',
      VIPPS_MSN: '123',
    };
    expect(read(keys).vipps).toEqual({
      baseUrl: 'https://apitest.vipps.no',
      clientId: 'id',
      clientSecret: 'secret',
      subscriptionKey: 'sub',
      msn: '123',
      webhookSecret: undefined,
    });
    expect(
      read({ ...keys, VIPPS_BASE_URL: 'https://api.vipps.no/', VIPPS_WEBHOOK_SECRET: 'hook' }).vipps,
    ).toMatchObject({ baseUrl: 'https://api.vipps.no', webhookSecret: 'hook' });
    expect(refusal({ VIPPS_CLIENT_ID: 'id', VIPPS_MSN: '123' })).toBe(
      'Vipps needs all of VIPPS_CLIENT_ID, VIPPS_CLIENT_SECRET, VIPPS_SUBSCRIPTION_KEY, VIPPS_MSN; missing VIPPS_CLIENT_SECRET, VIPPS_SUBSCRIPTION_KEY',
    );
    expect(refusal({ ...keys, VIPPS_BASE_URL: 'vipps' })).toBe('VIPPS_BASE_URL must be an http(s) URL, got "vipps"');
  });

  it('AI_BASE_URL, AI_API_KEY, AI_MODEL: a model API when the URL is set, which then needs a model', () => {
    expect(read({ AI_BASE_URL: 'https://api.openai.com/v1/', AI_MODEL: 'gpt', AI_API_KEY: 'k' }).ai).toEqual({
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'k',
      model: 'gpt',
      moderation: false,
    });
    expect(refusal({ AI_BASE_URL: 'http://localhost:11434/v1' })).toBe('AI_MODEL must be set when AI_BASE_URL is');
    expect(refusal({ AI_BASE_URL: 'localhost', AI_MODEL: 'x' })).toBe(
      'AI_BASE_URL must be an http(s) URL, got "localhost"',
    );
  });

  it('GA4_MEASUREMENT_ID: analytics only with a well-formed ID', () => {
    expect(read({ GA4_MEASUREMENT_ID: 'G-ABC123XYZ9' }).ga4MeasurementId).toBe('G-ABC123XYZ9');
    for (const bad of ['UA-1234-1', 'G-', 'g-abc123', 'G-ABC123"><script>'])
      expect(refusal({ GA4_MEASUREMENT_ID: bad }), bad).toBe(
        `GA4_MEASUREMENT_ID must be like G-ABC123XYZ9, got "${bad}"`,
      );
  });

  it('PAYMENT_POLL_MS (at least 10) and PAYMENT_LEASE_MS (at least 100): payment timing', () => {
    expect(read({ PAYMENT_POLL_MS: '50', PAYMENT_LEASE_MS: '500' }).paymentTiming).toEqual({
      firstPollMs: 50,
      pollEveryMs: 50,
      leaseMs: 500,
    });
    expect(refusal({ PAYMENT_POLL_MS: '5' })).toMatch(/^PAYMENT_POLL_MS must be a whole number from 10 /u);
    expect(refusal({ PAYMENT_LEASE_MS: '99' })).toMatch(/^PAYMENT_LEASE_MS must be a whole number from 100 /u);
  });

  it('names every wrong variable at once', () => {
    expect(refusal({ PORT: 'x', LOG_LEVEL: 'y' })).toMatch(/^PORT must .*; LOG_LEVEL must /u);
  });
});
