// Each market's offer and seller reach the phone (issue #40): GET /api/app-config says what every market sells at,
// written from the configuration, and null where a market is not offered; GET /api/payments/{reference} carries the
// amount, currency and VAT a payment was taken with, for the receipt. Real server, the wallet simulator and a local
// model (test-model.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { DEVELOPMENT_SELLER } from '@skal/shared';
import type { ServerConfig } from '../src/config';
import { defaultMarkets } from '../src/payments/markets-config';
import { startTestModel, type TestModel } from '../src/test-model';
import { request, startTestServer, type TestServer } from './helpers';

let servers: TestServer[] = [];
let models: TestModel[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await Promise.all(models.map((model) => model.close()));
  servers = [];
  models = [];
});

async function withModel(overrides: Partial<ServerConfig> = {}) {
  const model = await startTestModel('write');
  models.push(model);
  const server = await startTestServer({
    wallet: 'simulator',
    ai: { baseUrl: model.url, model: 'test-model', moderation: false },
    ...overrides,
  });
  servers.push(server);
  return server;
}

const appConfig = async (server: TestServer) =>
  (await (await fetch(`${server.url}/api/app-config`)).json()) as Record<string, unknown>;

const DANISH_SELLER = {
  name: 'Skål ApS',
  orgNumber: '12345678',
  address: 'Vesterbrogade 1, 1620 København V',
  email: 'hej@skal.dk',
};

describe('GET /api/app-config per market', () => {
  it("tells each market's configured price, currency and VAT, and null for a market not offered", async () => {
    const markets = defaultMarkets();
    const server = await withModel({
      markets: { ...markets, DK: { currency: 'DKK', priceMinor: 2450, vatPercent: 25 }, FI: null },
    });
    const body = await appConfig(server);
    expect(body.markets).toEqual({
      NO: { priceMinor: 2000, currency: 'NOK', vatPercent: 25 },
      DK: { priceMinor: 2450, currency: 'DKK', vatPercent: 25 },
      FI: null,
    });
    // Phones from before markets still read the one flag.
    expect(body.payments).toBe(true);
  });

  it('offers no market with payments off, or without a model (nothing is sold)', async () => {
    const off = await withModel({ wallet: 'off' });
    expect((await appConfig(off)).markets).toEqual({ NO: null, DK: null, FI: null });
    const noModel = await startTestServer({ wallet: 'simulator' });
    servers.push(noModel);
    expect((await appConfig(noModel)).markets).toEqual({ NO: null, DK: null, FI: null });
  });

  it("tells each market's seller: its own where configured, else the common one", async () => {
    const server = await withModel({ marketSellers: { DK: DANISH_SELLER } });
    const body = await appConfig(server);
    expect(body.sellers).toEqual({ NO: DEVELOPMENT_SELLER, DK: DANISH_SELLER, FI: DEVELOPMENT_SELLER });
    expect(body.seller).toEqual(DEVELOPMENT_SELLER);
  });
});

describe('GET /api/payments/{reference} for the receipt', () => {
  it('carries the market, amount, currency and VAT the payment was taken with', async () => {
    const server = await withModel({
      markets: { ...defaultMarkets(), DK: { currency: 'DKK', priceMinor: 2450, vatPercent: 25 } },
    });
    const phone = await server.client();
    await request(phone, 'new room', 'fest');
    await request(phone, 'chat message', { roomName: 'fest', text: 'Alle som smiler klapper i hendene' });
    const started = await fetch(`${server.url}/api/dopayment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ roomName: 'fest', payerLanguage: 'dansk', hasStarted: false }),
    });
    expect(started.status).toBe(200);
    const { redirectUrl } = (await started.json()) as { redirectUrl: string };
    const reference = /checkout\/([^/?]+)/u.exec(redirectUrl)?.[1] ?? '';
    const status = (await (await fetch(`${server.url}/api/payments/${reference}`)).json()) as Record<string, unknown>;
    expect(status).toMatchObject({ market: 'DK', amountMinor: 2450, currency: 'DKK', vatPercent: 25 });
  });
});
