// The wallet client against the simulator over HTTP, with failures injected in front of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { vippsClient } from '../src/wallet/vipps-client';
import { WalletError } from '../src/wallet/wallet';
import { SimulatorStore } from '../src/wallet/simulator/simulator-store';
import { modelStandIn, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let credentials: ReturnType<SimulatorStore['credentials']>;
beforeAll(async () => {
  // With a model, so payments (and the simulator they are taken with) are on.
  server = await startTestServer({}, { generator: modelStandIn() });
  const store = new SimulatorStore(path.join(server.config.dataDir, 'wallet-simulator.db'));
  credentials = store.credentials();
  store.close();
});
afterAll(async () => {
  await server.close();
});

/** Wraps fetch: records every call and lets a test answer some of them itself. */
function recordingFetch(intercept?: (url: string, call: number) => Response | null) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  const wrapped: typeof fetch = async (input, init) => {
    const url = String(input);
    calls.push({ url, headers: { ...(init?.headers as Record<string, string>) } });
    const injected = intercept?.(url, calls.length);
    return injected ?? fetch(input, init);
  };
  return { calls, fetch: wrapped };
}

const clientWith = (fetchImpl: typeof fetch) =>
  vippsClient({
    baseUrl: `${server.url}/vipps-sim`,
    clientId: credentials.clientId,
    clientSecret: credentials.clientSecret,
    subscriptionKey: credentials.subscriptionKey,
    msn: credentials.msn,
    systemVersion: '1.0.0',
    fetch: fetchImpl,
    sleep: async () => undefined,
  });

const create = (client: ReturnType<typeof clientWith>, reference: string) =>
  client.createPayment({
    reference,
    amountOre: 2000,
    phoneNumber: '4791234567',
    returnUrl: `${server.url}/betaling?reference=${reference}`,
    description: 'Skål: 20 AI-tekster',
    receiptLines: [{ name: '20 AI-tekster', quantity: 1, totalOre: 2000 }],
  });

describe('Vipps ePayment client', () => {
  it('fetches one token and reuses it, with the system headers on every call', async () => {
    const recorder = recordingFetch();
    const client = clientWith(recorder.fetch);
    await create(client, 'skal-client-0001');
    await client.getPayment('skal-client-0001');
    expect(recorder.calls.filter((call) => call.url.endsWith('/accesstoken/get'))).toHaveLength(1);
    const api = recorder.calls.filter((call) => call.url.includes('/epayment/'));
    for (const call of api) {
      expect(call.headers['Merchant-Serial-Number']).toBe(credentials.msn);
      expect(call.headers['Vipps-System-Name']).toBe('skal');
      expect(call.headers.authorization).toMatch(/^Bearer /u);
    }
    expect(api[0]!.headers['Idempotency-Key']).toBe('create-skal-client-0001');
  });

  it('retries 429 and 5xx with the same idempotency key and creates one payment', async () => {
    const recorder = recordingFetch((url, call) =>
      url.endsWith('/epayment/v1/payments') && call <= 3
        ? new Response(JSON.stringify({ title: 'Too Many Requests', status: 429 }), { status: call === 2 ? 429 : 503 })
        : null,
    );
    const client = clientWith(recorder.fetch);
    const created = await create(client, 'skal-client-0002');
    expect(created.redirectUrl).toContain('/vipps-sim/checkout/skal-client-0002');
    const creates = recorder.calls.filter((call) => call.url.endsWith('/epayment/v1/payments'));
    expect(creates.length).toBeGreaterThanOrEqual(2);
    expect(new Set(creates.map((call) => call.headers['Idempotency-Key']))).toEqual(
      new Set(['create-skal-client-0002']),
    );
    // The same create again (a retry after a lost answer) is answered from the wallet's memory.
    expect(await create(client, 'skal-client-0002')).toEqual(created);
  });

  it('maps problem+json errors and does not retry a 4xx', async () => {
    const recorder = recordingFetch();
    const client = clientWith(recorder.fetch);
    const error = await client.capture('skal-client-none', 2000).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WalletError);
    expect((error as WalletError).status).toBe(404);
    expect((error as WalletError).traceId).toEqual(expect.any(String));
    expect(recorder.calls.filter((call) => call.url.endsWith('/capture'))).toHaveLength(1);
  });

  it('refuses capture before approval and refetches the token after a 401', async () => {
    let rejectOnce = true;
    const recorder = recordingFetch((url) => {
      if (url.includes('/epayment/') && rejectOnce) {
        rejectOnce = false;
        return new Response(JSON.stringify({ title: 'Unauthorized', status: 401 }), { status: 401 });
      }
      return null;
    });
    const client = clientWith(recorder.fetch);
    await create(client, 'skal-client-0003');
    expect(recorder.calls.filter((call) => call.url.endsWith('/accesstoken/get'))).toHaveLength(2);
    await expect(client.capture('skal-client-0003', 2000)).rejects.toMatchObject({ status: 409 });
  });

  it("asks the wallet for a payer of at least 18, which the simulator's checkout page shows", async () => {
    const created = await create(clientWith(fetch), 'skal-client-0018');
    const page = await (await fetch(created.redirectUrl)).text();
    expect(page).toContain('Du må være minst 18 år for å betale.');
  });
});
