// /metrics: Prometheus text behind a bearer token, and the counts move with what the server does.
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv } from '../src/config';
import { request, startTestServer, type TestServer, modelStandIn } from './helpers';

const TOKEN = 'metrics-token-for-tests-0123456789abcdef';
let running: TestServer[] = [];
afterEach(async () => {
  await Promise.all(running.map((server) => server.close()));
  running = [];
});

async function scrape(server: TestServer, authorization?: string): Promise<Response> {
  return fetch(`${server.url}/metrics`, { headers: authorization ? { authorization } : {} });
}

/** The value of one sample line, e.g. `skal_entries_added_total{source="player"}`. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((each) => each.startsWith(`${series} `));
  if (!line) throw new Error(`no ${series} in\n${text}`);
  return Number(line.slice(series.length + 1));
}

describe('/metrics', () => {
  it('answers 401 without the bearer token or with a wrong one', async () => {
    const server = await startTestServer({ metricsToken: TOKEN });
    running.push(server);
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`]) {
      const response = await scrape(server, authorization);
      expect(response.status).toBe(401);
      expect(await response.text()).not.toContain('skal_');
    }
  });

  it('takes METRICS_TOKEN from the environment only when it is long enough to be a secret', () => {
    expect(configFromEnv({ METRICS_TOKEN: TOKEN }, '/repo').metricsToken).toBe(TOKEN);
    expect(configFromEnv({}, '/repo').metricsToken).toBeUndefined();
    for (const weak of ['secret', `${TOKEN.slice(0, 20)} ${TOKEN.slice(20)}`]) {
      expect(() => configFromEnv({ METRICS_TOKEN: weak }, '/repo')).toThrow(ConfigError);
      expect(() => configFromEnv({ METRICS_TOKEN: weak }, '/repo')).toThrow(/METRICS_TOKEN must be at least 32/u);
    }
  });

  it('is not served at all without METRICS_TOKEN', async () => {
    const server = await startTestServer();
    running.push(server);
    expect((await scrape(server, `Bearer ${TOKEN}`)).status).toBe(404);
  });

  it('counts connections, rooms, adds, acks, commits, payment steps and rate-limit refusals', async () => {
    const server = await startTestServer(
      { metricsToken: TOKEN, rateLimits: { socketEvents: 6, addressEvents: 100_000, windowSeconds: 60 } },
      { generator: modelStandIn() },
    );
    running.push(server);
    const read = async () => {
      const response = await scrape(server, `Bearer ${TOKEN}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/u);
      return response.text();
    };
    const before = await read();
    expect(sample(before, 'skal_connections')).toBe(0);
    expect(sample(before, 'skal_payment_steps_total{state="captured"}')).toBe(0);

    const phone = await server.client();
    await request(phone, 'new room', 'fest');
    for (let i = 0; i < 3; i += 1) await request(phone, 'chat message', { roomName: 'fest', text: `nr ${i}` });
    const refused: unknown[] = [];
    for (let i = 0; i < 3; i += 1) refused.push(await request(phone, 'chat message', { roomName: 'fest', text: 'x' }));
    expect(refused.filter((reply) => (reply as { error?: string }).error === 'rate_limited').length).toBe(1);

    const payment = await fetch(`${server.url}/api/dopayment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ roomName: 'fest', mobileNumber: '98765432', hasStarted: true }),
    });
    expect(payment.status).toBe(200);

    const after = await read();
    expect(sample(after, 'skal_payment_steps_total{state="created"}')).toBe(1);
    expect(sample(after, 'skal_connections')).toBe(1);
    expect(sample(after, 'skal_rooms')).toBe(1);
    expect(sample(after, 'skal_entries_added_total{source="player"}')).toBe(5);
    expect(sample(after, 'skal_ack_latency_seconds_count{event="chat message"}')).toBe(6);
    expect(sample(after, 'skal_ack_latency_seconds_count{event="new room"}')).toBe(1);
    expect(sample(after, 'skal_rate_limit_refusals_total')).toBe(1);
    expect(sample(after, 'skal_event_loop_delay_seconds_count')).toBeGreaterThanOrEqual(0);
    if (!server.config.databaseUrl) {
      // Room + 5 adds, each durable through a group commit before its ack.
      expect(sample(after, 'skal_sqlite_committed_writes_total')).toBeGreaterThanOrEqual(6);
      expect(sample(after, 'skal_sqlite_group_commits_total')).toBeGreaterThanOrEqual(1);
    }
  });
});
