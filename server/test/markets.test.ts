// Payments per market (issue #40): the paying phone's language picks the market; Denmark pays in DKK and Finland in
// EUR, with no number asked or sent; each is fulfilled exactly once (20 entries, one capture of its own amount in its
// own currency) through the wallet simulator, which plays every market; a market not offered is refused.
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SimulatorStore } from '../src/wallet/simulator/simulator-store';
import { defaultMarkets } from '../src/payments/markets-config';
import { modelStandIn, request, startTestServer, until, type TestServer } from './helpers';

const fast = { firstPollMs: 20, pollEveryMs: 20, leaseMs: 2_000 };
let servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
});

async function start(markets = defaultMarkets()) {
  const server = await startTestServer({ paymentTiming: fast, markets }, { generator: modelStandIn() });
  servers.push(server);
  const phone = await server.client();
  await request(phone, 'new room', 'fest');
  await request(phone, 'chat message', { roomName: 'fest', text: 'Alle som smiler klapper' });
  return server;
}

const pay = (server: TestServer, body: Record<string, unknown>) =>
  fetch(`${server.url}/api/dopayment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ roomName: 'fest', ...body }),
  });

function wallet(server: TestServer, reference: string) {
  const store = new SimulatorStore(path.join(server.config.dataDir, 'wallet-simulator.db'));
  try {
    return { payment: store.payment(reference), events: store.events(reference).map((event) => event.name) };
  } finally {
    store.close();
  }
}

const entries = async (server: TestServer) =>
  ((await (await fetch(`${server.url}/api/fest`)).json()) as [unknown, unknown[]])[1].length;

describe('a purchase in each market', () => {
  for (const [payerLanguage, currency, amount, shown] of [
    ['dansk', 'DKK', 2000, '20,00 DKK'],
    ['suomi', 'EUR', 250, '2,50 €'],
    ['norsk', 'NOK', 2000, '20,00 kr'],
  ] as const) {
    it(`${payerLanguage}: ${shown}, fulfilled exactly once with one capture in ${currency}`, async () => {
      const server = await start();
      const response = await pay(server, {
        payerLanguage,
        ...(currency === 'NOK' ? { mobileNumber: '91234567' } : {}),
      });
      expect(response.status).toBe(200);
      const { redirectUrl } = (await response.json()) as { redirectUrl: string };
      const reference = /checkout\/([^/?]+)/u.exec(redirectUrl)?.[1] ?? '';
      expect(await (await fetch(redirectUrl)).text()).toContain(shown);
      await fetch(`${redirectUrl}/approve`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
      });
      await until(
        async () => wallet(server, reference).events,
        (names) => names.includes('CAPTURED'),
      );
      // A few more looks (polls) change nothing: one capture, 20 entries.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const seen = wallet(server, reference);
      expect(seen.events.filter((name) => name === 'CAPTURED')).toHaveLength(1);
      expect(seen.payment).toMatchObject({ currency, amount, captured: amount });
      expect(await entries(server)).toBe(21);
    });
  }

  it('asks for a number in Norway only, and refuses a market this server does not sell in', async () => {
    const server = await start({ ...defaultMarkets(), FI: null });
    expect((await pay(server, { payerLanguage: 'norsk' })).status).toBe(400);
    expect((await pay(server, { payerLanguage: 'english' })).status).toBe(400);
    const finland = await pay(server, { payerLanguage: 'suomi' });
    expect(finland.status).toBe(503);
    expect(await finland.json()).toMatchObject({ code: 'unavailable', detail: expect.stringMatching(/Finland/u) });
    // A number sent from Denmark is not passed on: the wallet's own page takes the payer.
    expect((await pay(server, { payerLanguage: 'dansk', mobileNumber: '91234567' })).status).toBe(200);
  });
});
