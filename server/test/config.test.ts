// The environment, variable by variable: its default, a good value, and a bad one refused with an error that names it.
import path from 'node:path';
import { defaultMarkets } from '../src/payments/markets-config';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ROOM_TTL_HOURS, DEVELOPMENT_SELLER, MAX_ENTRIES_PER_ROOM } from '@skal/shared';
import { benchPostgresAddPath, ConfigError, configFromEnv, type Env } from '../src/config';
import { DEFAULT_RATE_LIMITS } from '../src/rate-limit';

const read = (env: Env) => configFromEnv(env, '/repo');

/** The ConfigError message for this environment (fails when the environment is accepted). */
/** All four Vipps keys, with the public URL their payment return needs. */
const VIPPS_KEYS = {
  VIPPS_CLIENT_ID: 'id',
  VIPPS_CLIENT_SECRET: 'secret',
  VIPPS_SUBSCRIPTION_KEY: 'sub',
  VIPPS_MSN: '123',
  PUBLIC_URL: 'https://skal.example',
};

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
    const empty = { PORT: '', HOST: '', LOG_LEVEL: '', TRUST_PROXY: '', AI_BASE_URL: '', VIPPS_MSN: '', WALLET: '' };
    for (const env of [{}, empty]) {
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
        allowedOrigins: [],
        rateLimits: DEFAULT_RATE_LIMITS,
        maxConnections: 20_000,
        maxEntriesPerRoom: MAX_ENTRIES_PER_ROOM,
        removalsPerMinute: 20,
        wallet: 'simulator',
        vipps: undefined,
        markets: defaultMarkets(),
        aiConcurrency: 4,
        freeAiPerAddressDay: 20,
        freeAiClaimTimeoutMs: undefined,
        ai: undefined,
        ga4MeasurementId: undefined,
        seller: DEVELOPMENT_SELLER,
        marketSellers: {},
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

  it('TRUST_PROXY: a hop count or the proxies\' addresses and networks; never "trust everything"', () => {
    expect(read({ TRUST_PROXY: '1' }).trustProxy).toEqual({ hops: 1 });
    expect(read({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(read({ TRUST_PROXY: '10.0.0.0/8, ::1' }).trustProxy).toEqual({ networks: ['10.0.0.0/8', '::1'] });
    for (const bad of ['true', 'yes', '10.0.0.0/33'])
      expect(refusal({ TRUST_PROXY: bad })).toBe(
        `TRUST_PROXY must be a hop count (1) or a list of proxy addresses or CIDR networks (10.0.0.0/8,::1), got "${bad}"`,
      );
  });

  it('ALLOWED_ORIGINS: a comma-separated list of origins', () => {
    expect(read({ ALLOWED_ORIGINS: 'https://skal.example/, http://tv.local:8080' }).allowedOrigins).toEqual([
      'https://skal.example',
      'http://tv.local:8080',
    ]);
    for (const bad of ['skal.example', 'https://skal.example/path', 'null'])
      expect(refusal({ ALLOWED_ORIGINS: bad })).toBe(
        `ALLOWED_ORIGINS must be a comma-separated list of origins like https://skal.example, got "${bad}"`,
      );
  });

  it('AI_MODERATION: 1/true or 0/false', () => {
    const ai = { AI_BASE_URL: 'http://localhost:11434/v1', AI_MODEL: 'llama3' };
    expect(read({ ...ai, AI_MODERATION: '1' }).ai?.moderation).toBe(true);
    expect(read(ai).ai?.moderation).toBe(false);
    expect(refusal({ ...ai, AI_MODERATION: 'on' })).toBe('AI_MODERATION must be 1, true, 0 or false, got "on"');
  });

  it('RATE_LIMIT_SOCKET, RATE_LIMIT_ADDRESS, RATE_LIMIT_ROOMS, RATE_LIMIT_CONNECTIONS, RATE_LIMIT_REMOVALS, MAX_CONNECTIONS, MAX_ENTRIES_PER_ROOM, AI_CONCURRENCY, FREE_AI_PER_ADDRESS_DAY: whole numbers of at least 1', () => {
    const config = read({
      RATE_LIMIT_SOCKET: '5',
      RATE_LIMIT_ADDRESS: '60',
      RATE_LIMIT_ROOMS: '7',
      RATE_LIMIT_CONNECTIONS: '50',
      RATE_LIMIT_REMOVALS: '8',
      MAX_CONNECTIONS: '300',
      MAX_ENTRIES_PER_ROOM: '10',
      AI_CONCURRENCY: '2',
      FREE_AI_PER_ADDRESS_DAY: '3',
    });
    expect(config.rateLimits).toEqual({
      socketEvents: 5,
      addressEvents: 60,
      windowSeconds: 10,
      roomsPerHour: 7,
      connectionsPerAddress: 50,
    });
    expect(config).toMatchObject({
      removalsPerMinute: 8,
      maxConnections: 300,
      maxEntriesPerRoom: 10,
      aiConcurrency: 2,
      freeAiPerAddressDay: 3,
    });
    const names = [
      'RATE_LIMIT_SOCKET',
      'RATE_LIMIT_ADDRESS',
      'RATE_LIMIT_ROOMS',
      'RATE_LIMIT_CONNECTIONS',
      'RATE_LIMIT_REMOVALS',
      'MAX_CONNECTIONS',
      'MAX_ENTRIES_PER_ROOM',
      'AI_CONCURRENCY',
      'FREE_AI_PER_ADDRESS_DAY',
    ];
    for (const name of names)
      expect(refusal({ [name]: '0' })).toMatch(
        new RegExp(`^${name} must be a whole number from 1 to \\d+, got "0"$`, 'u'),
      );
  });

  it('VIPPS_*: all four keys or none, with PUBLIC_URL; the test environment unless VIPPS_BASE_URL says otherwise', () => {
    expect(read(VIPPS_KEYS).vipps).toEqual({
      baseUrl: 'https://apitest.vipps.no',
      clientId: 'id',
      clientSecret: 'secret',
      subscriptionKey: 'sub',
      msn: '123',
      webhookSecret: undefined,
    });
    expect(
      read({ ...VIPPS_KEYS, VIPPS_BASE_URL: 'https://api.vipps.no/', VIPPS_WEBHOOK_SECRET: 'hook' }).vipps,
    ).toMatchObject({ baseUrl: 'https://api.vipps.no', webhookSecret: 'hook' });
    expect(refusal({ VIPPS_CLIENT_ID: 'id', VIPPS_MSN: '123' })).toBe(
      'Vipps needs all of VIPPS_CLIENT_ID, VIPPS_CLIENT_SECRET, VIPPS_SUBSCRIPTION_KEY, VIPPS_MSN; missing VIPPS_CLIENT_SECRET, VIPPS_SUBSCRIPTION_KEY',
    );
    expect(refusal({ ...VIPPS_KEYS, VIPPS_BASE_URL: 'vipps' })).toBe(
      'VIPPS_BASE_URL must be an http(s) URL, got "vipps"',
    );
    // Real money: the way back from the wallet is never derived from a request.
    expect(refusal({ ...VIPPS_KEYS, PUBLIC_URL: undefined })).toBe(
      'PUBLIC_URL must be set when the Vipps keys are (the payment return URL)',
    );
  });

  it('WALLET (with NODE_ENV): vipps, simulator or off; unset, never the simulator in production', () => {
    expect(read({}).wallet).toBe('simulator');
    expect(read({ NODE_ENV: 'production' }).wallet).toBe('off');
    expect(read({ NODE_ENV: 'production', WALLET: 'simulator' }).wallet).toBe('simulator');
    expect(read(VIPPS_KEYS).wallet).toBe('vipps');
    expect(read({ ...VIPPS_KEYS, WALLET: 'off' }).wallet).toBe('off');
    expect(refusal({ WALLET: 'vipps' })).toBe(
      'WALLET=vipps needs VIPPS_CLIENT_ID, VIPPS_CLIENT_SECRET, VIPPS_SUBSCRIPTION_KEY, VIPPS_MSN',
    );
    expect(refusal({ WALLET: 'paypal' })).toBe('WALLET must be one of vipps, simulator, off, got "paypal"');
  });

  it('FREE_AI_CLAIM_TIMEOUT_MS: at least 100', () => {
    expect(read({ FREE_AI_CLAIM_TIMEOUT_MS: '300' }).freeAiClaimTimeoutMs).toBe(300);
    expect(refusal({ FREE_AI_CLAIM_TIMEOUT_MS: '99' })).toMatch(
      /^FREE_AI_CLAIM_TIMEOUT_MS must be a whole number from 100 /u,
    );
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

  it('SELLER_*: all four or none (the development seller, plainly marked); 9 digits and an e-mail address', () => {
    const seller = {
      SELLER_NAME: ' Festglede AS ',
      SELLER_ORG_NUMBER: '912 345 678',
      SELLER_ADDRESS: 'Storgata 1, 0155 Oslo',
      SELLER_EMAIL: 'kontakt@festglede.no',
    };
    expect(read(seller).seller).toEqual({
      name: 'Festglede AS',
      orgNumber: '912345678',
      address: 'Storgata 1, 0155 Oslo',
      email: 'kontakt@festglede.no',
    });
    expect(read({}).seller?.name).toMatch(/no seller configured/u);
    expect(refusal({ SELLER_NAME: 'Festglede AS' })).toBe(
      'The seller needs all of SELLER_NAME, SELLER_ORG_NUMBER, SELLER_ADDRESS, SELLER_EMAIL; missing SELLER_ORG_NUMBER, SELLER_ADDRESS, SELLER_EMAIL',
    );
    expect(refusal({ ...seller, SELLER_ORG_NUMBER: '12345' })).toBe(
      'SELLER_ORG_NUMBER must be the 9 digits of Enhetsregisteret, got "12345"',
    );
    expect(refusal({ ...seller, SELLER_EMAIL: 'kontakt' })).toBe(
      'SELLER_EMAIL must be an e-mail address, got "kontakt"',
    );
    expect(refusal({ ...seller, SELLER_ADDRESS: '  ' })).toBe(
      'SELLER_ADDRESS must be text that is not blank, got "  "',
    );
  });

  it("SELLER_DK_*, SELLER_FI_*: a market's own seller, all four or none (then the common one), checked at start-up", () => {
    const danish = {
      SELLER_DK_NAME: 'Skål ApS',
      SELLER_DK_ORG_NUMBER: '12 34 56 78',
      SELLER_DK_ADDRESS: 'Vesterbrogade 1, 1620 København V',
      SELLER_DK_EMAIL: 'hej@skal.dk',
    };
    const finnish = {
      SELLER_FI_NAME: 'Skål Oy',
      SELLER_FI_ORG_NUMBER: '1234567-8',
      SELLER_FI_ADDRESS: 'Mannerheimintie 1, 00100 Helsinki',
      SELLER_FI_EMAIL: 'moi@skal.fi',
    };
    expect(read({ ...danish, ...finnish }).marketSellers).toEqual({
      DK: {
        name: 'Skål ApS',
        orgNumber: '12345678',
        address: 'Vesterbrogade 1, 1620 København V',
        email: 'hej@skal.dk',
      },
      FI: {
        name: 'Skål Oy',
        orgNumber: '1234567-8',
        address: 'Mannerheimintie 1, 00100 Helsinki',
        email: 'moi@skal.fi',
      },
    });
    // A Norwegian seller selling in Denmark keeps its Norwegian organisation number.
    expect(read({ ...danish, SELLER_DK_ORG_NUMBER: '912345678' }).marketSellers?.DK?.orgNumber).toBe('912345678');
    expect(read({}).marketSellers).toEqual({});
    expect(refusal({ SELLER_DK_NAME: 'Skål ApS' })).toBe(
      'The Danish seller needs all of SELLER_DK_NAME, SELLER_DK_ORG_NUMBER, SELLER_DK_ADDRESS, SELLER_DK_EMAIL; missing SELLER_DK_ORG_NUMBER, SELLER_DK_ADDRESS, SELLER_DK_EMAIL',
    );
    expect(refusal({ ...danish, SELLER_DK_ORG_NUMBER: '1234' })).toBe(
      'SELLER_DK_ORG_NUMBER must be a CVR number (8 digits) or the 9 digits of Enhetsregisteret, got "1234"',
    );
    expect(refusal({ ...finnish, SELLER_FI_ORG_NUMBER: '12345678' })).toBe(
      'SELLER_FI_ORG_NUMBER must be a business ID (Y-tunnus, 1234567-8) or the 9 digits of Enhetsregisteret, got "12345678"',
    );
    expect(refusal({ ...finnish, SELLER_FI_EMAIL: 'moi' })).toBe(
      'SELLER_FI_EMAIL must be an e-mail address, got "moi"',
    );
    // One line, however many are wrong.
    expect(refusal({ ...danish, SELLER_DK_EMAIL: 'x', SELLER_FI_NAME: 'Skål Oy' })).not.toContain('\n');
  });

  it('names every wrong variable at once', () => {
    expect(refusal({ PORT: 'x', LOG_LEVEL: 'y' })).toMatch(/^PORT must .*; LOG_LEVEL must /u);
  });

  it('reads the bench-only PostgreSQL add path apart from the configuration: unset by default, a bad one refused', () => {
    expect(benchPostgresAddPath({})).toBeUndefined();
    expect(benchPostgresAddPath({ SKAL_BENCH_PG_ADD: '' })).toBeUndefined();
    expect(benchPostgresAddPath({ SKAL_BENCH_PG_ADD: 'statements' })).toBe('statements');
    expect(benchPostgresAddPath({ SKAL_BENCH_PG_ADD: 'function' })).toBe('function');
    expect(() => benchPostgresAddPath({ SKAL_BENCH_PG_ADD: 'cte' })).toThrow(
      new ConfigError('SKAL_BENCH_PG_ADD must be one of function, statements, got "cte"'),
    );
    expect(read({ SKAL_BENCH_PG_ADD: 'statements' })).toEqual(read({}));
  });
});

describe('markets (issue #40)', () => {
  it('the simulator plays every market with its own currency, price and VAT', () => {
    expect(read({}).markets).toEqual({
      NO: { currency: 'NOK', priceMinor: 2000, vatPercent: 25 },
      DK: { currency: 'DKK', priceMinor: 2000, vatPercent: 25 },
      FI: { currency: 'EUR', priceMinor: 250, vatPercent: 25.5 },
    });
    expect(read({ MARKET_FI_PRICE: '3.90', MARKET_FI_VAT: '24', MARKET_DK_CURRENCY: 'DKK' }).markets?.FI).toEqual({
      currency: 'EUR',
      priceMinor: 390,
      vatPercent: 24,
    });
  });

  it('the real wallet offers a market only with its merchant serial number; Norway has VIPPS_MSN', () => {
    expect(read(VIPPS_KEYS).markets).toEqual({
      NO: { currency: 'NOK', priceMinor: 2000, vatPercent: 25, msn: VIPPS_KEYS.VIPPS_MSN },
      DK: null,
      FI: null,
    });
    expect(read({ ...VIPPS_KEYS, MARKET_DK_MSN: '223344', MARKET_DK_PRICE: '25' }).markets?.DK).toEqual({
      currency: 'DKK',
      priceMinor: 2500,
      vatPercent: 25,
      msn: '223344',
    });
  });

  it('stops start-up with one line for a currency that is not the market’s, a price of 0, a missing serial number', () => {
    expect(refusal({ MARKET_DK_CURRENCY: 'NOK' })).toBe('MARKET_DK_CURRENCY must be DKK for Denmark, got "NOK"');
    expect(refusal({ MARKET_FI_CURRENCY: 'DKK' })).toBe('MARKET_FI_CURRENCY must be EUR for Finland, got "DKK"');
    expect(refusal({ MARKET_NO_PRICE: '0' })).toBe('MARKET_NO_PRICE must be more than 0, got "0"');
    expect(refusal({ MARKET_FI_PRICE: '0.00' })).toBe('MARKET_FI_PRICE must be more than 0, got "0.00"');
    expect(refusal({ MARKET_FI_PRICE: '2,50' })).toBe(
      'MARKET_FI_PRICE must be a price in EUR such as 20 or 2.50, got "2,50"',
    );
    expect(refusal({ ...VIPPS_KEYS, MARKET_FI_PRICE: '2.50' })).toBe(
      'MARKET_FI_MSN must be set to sell in Finland (its merchant serial number)',
    );
    expect(refusal({ MARKET_DK_VAT: '120' })).toBe('MARKET_DK_VAT must be a percentage from 0 to 99.99, got "120"');
    expect(refusal({ MARKET_DK_MSN: 'abc' })).toBe(
      'MARKET_DK_MSN must be a merchant serial number (digits), got "abc"',
    );
    for (const message of [refusal({ MARKET_DK_CURRENCY: 'NOK' }), refusal({ MARKET_NO_PRICE: '0' })])
      expect(message).not.toContain('\n');
  });
});
