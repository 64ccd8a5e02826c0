// The payment provider interface: a provider of its own plugs in with its own webhook route, payments
// work from the moment the server listens, and a failed start-up closes the provider too.
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { request, startTestServer, tempDir, until, type TestServer, modelStandIn } from './helpers';
import { freePort } from './processes';
import { TEST_PAY_TOKEN, TEST_PAY_WEBHOOK, testPay } from './test-pay';

let servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
});

/** Polling never comes round in these tests: only a webhook can move a payment along. */
const webhooksOnly = { firstPollMs: 3_600_000, pollEveryMs: 3_600_000 };

/** Asks until accepted; gives up only near the test's own time-out (a loaded machine may take a while). */
const pay = (url: string) =>
  fetch(`${url}/api/dopayment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ roomName: 'fest', mobileNumber: '91234567', hasStarted: false }),
  });

const status = async (url: string, reference: string) =>
  ((await (await fetch(`${url}/api/payments/${reference}`)).json()) as { state: string }).state;

const entryCount = async (url: string) =>
  ((await (await fetch(`${url}/api/fest`)).json()) as [unknown, unknown[]])[1].length;

const testPayEvent = (url: string, payment: string, token = TEST_PAY_TOKEN) =>
  fetch(`${url}${TEST_PAY_WEBHOOK}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-testpay-token': token },
    body: JSON.stringify({ payment }),
  });

describe('a second payment provider', () => {
  it('is chosen through the interface and fulfils from its own webhook route', async () => {
    const testpay = testPay();
    const server = await startTestServer({ paymentTiming: webhooksOnly }, { paymentProvider: () => testpay.provider });
    servers.push(server);
    expect(server.wallet).toBe('TestPay');
    const phone = await server.client();
    await request(phone, 'new room', 'fest');
    await request(phone, 'chat message', { roomName: 'fest', text: 'Alle som smiler drikker én slurk' });

    const response = await pay(server.url);
    expect(response.status).toBe(200);
    const { redirectUrl } = (await response.json()) as { redirectUrl: string };
    const reference = redirectUrl.split('/').at(-1)!;
    expect(testpay.payments.get(reference)?.request.returnUrl).toBe(`${server.url}/betaling?reference=${reference}`);

    testpay.payments.get(reference)!.state = 'authorized';
    expect((await testPayEvent(server.url, reference, 'forged')).status).toBe(401);
    // Vipps is not the provider here, so its webhook route is not there either.
    expect((await fetch(`${server.url}/api/vipps/webhook`, { method: 'POST' })).status).toBe(404);
    expect(await status(server.url, reference)).toBe('pending');

    expect((await testPayEvent(server.url, reference)).status).toBe(200);
    await until(
      async () => testpay.payments.get(reference)!.captured,
      (captured) => captured === 2000,
    );
    expect(await status(server.url, reference)).toBe('paid');
    expect(await entryCount(server.url)).toBe(21);
  });

  it('keeps its webhook out of the per-address API limit', async () => {
    const testpay = testPay();
    const server = await startTestServer(
      { rateLimits: { socketEvents: 100, addressEvents: 2, windowSeconds: 600 } },
      { paymentProvider: () => testpay.provider },
    );
    servers.push(server);
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await fetch(`${server.url}/api/payments/skal-none`)).status);
    expect(statuses).toEqual([404, 404, 429]);
    for (let i = 0; i < 5; i += 1) expect((await testPayEvent(server.url, 'skal-none')).status).toBe(200);
  });

  it('is closed when start-up fails', async () => {
    const blocker = net.createServer();
    const port = await new Promise<number>((resolve) =>
      blocker.listen(0, '127.0.0.1', () => resolve((blocker.address() as net.AddressInfo).port)),
    );
    const testpay = testPay();
    try {
      await expect(startTestServer({ port }, { paymentProvider: () => testpay.provider })).rejects.toThrow(
        /EADDRINUSE/u,
      );
      expect(testpay.closed()).toBe(true);
    } finally {
      blocker.close();
    }
  });
});

describe('the built-in simulator', () => {
  it('sends its webhooks back in-process: a payment is fulfilled with polling out of the way', async () => {
    const server = await startTestServer({ paymentTiming: webhooksOnly }, { generator: modelStandIn() });
    servers.push(server);
    const phone = await server.client();
    await request(phone, 'new room', 'fest');
    const { redirectUrl } = (await (await pay(server.url)).json()) as { redirectUrl: string };
    const reference = redirectUrl.split('/').at(-1)!;
    const approved = await fetch(`${redirectUrl}/approve`, { method: 'POST', redirect: 'manual' });
    expect(approved.status).toBe(303);
    await until(
      () => entryCount(server.url),
      (count) => count === 20,
    );
    expect(await status(server.url, reference)).toBe('paid');
  });
});

describe('start-up', () => {
  it('takes payments from the first request it answers (no "starting up" window)', async () => {
    const dataDir = tempDir();
    const first = await startTestServer({ dataDir }, { generator: modelStandIn() });
    const phone = await first.client();
    await request(phone, 'new room', 'fest');
    await first.close();

    // Knock until the port answers while the server starts: its first answer is already a real one.
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const starting = startTestServer({ dataDir, port }, { generator: modelStandIn() });
    let firstAnswer: Response | null = null;
    while (!firstAnswer) {
      firstAnswer = await pay(url).catch(() => null);
      if (!firstAnswer) await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const server = await starting;
    servers.push(server);
    // Its first answer is a real one: no phone of this address is in the room yet, so the start is refused as a
    // non-member's (issue #39), never "starting up"; once a phone has joined, the same request pays.
    expect(firstAnswer.status).toBe(403);
    expect(await firstAnswer.json()).toMatchObject({ code: 'not_member' });
    const again = await server.client();
    expect(await request(again, 'join room', 'fest')).toMatchObject({ ok: true });
    const paid = await pay(url);
    expect(paid.status).toBe(200);
    const { redirectUrl } = (await paid.json()) as { redirectUrl: string };
    expect(redirectUrl).toMatch(/\/vipps-sim\/checkout\/skal-/u);
  });
});
