// Paid and free AI entries end to end against the built-in wallet simulator (over real HTTP).
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { GenerationError, type EntryGenerator } from '../src/ai/entry-generator';
import { manualClock, type Clock } from '../src/clock';
import { builtInPackGenerator } from '../src/ai/built-in-pack';
import { signWebhook } from '../src/wallet/webhook-signature';
import { SimulatorStore } from '../src/wallet/simulator/simulator-store';
import {
  nextEvent,
  recordEvents,
  request,
  startTestServer,
  storedText,
  tempDir,
  until,
  modelStandIn,
  type TestServer,
} from './helpers';

const fast = { firstPollMs: 20, pollEveryMs: 20, leaseMs: 2_000 };
let servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
});

async function start(options: { generator?: EntryGenerator; dataDir?: string; logs?: string[]; clock?: Clock } = {}) {
  const logger = options.logs
    ? pino(
        { level: 'debug' },
        new Writable({
          write(chunk, _encoding, done) {
            options.logs!.push(String(chunk));
            done();
          },
        }),
      )
    : undefined;
  const server = await startTestServer(
    { paymentTiming: fast, ...(options.dataDir ? { dataDir: options.dataDir } : {}) },
    {
      // Payments are sold only with a model: the stand-in unless the test brings its own generator.
      generator: options.generator ?? modelStandIn(),
      ...(logger ? { logger } : {}),
      ...(options.clock ? { clock: options.clock } : {}),
    },
  );
  servers.push(server);
  return server;
}

async function roomWithPhone(server: TestServer, name = 'fest') {
  const phone = await server.client();
  await request(phone, 'new room', name);
  await request(phone, 'chat message', { roomName: name, text: 'Alle som smiler drikker én slurk' });
  return phone;
}

async function pay(server: TestServer, roomName = 'fest') {
  const response = await fetch(`${server.url}/api/dopayment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ roomName, mobileNumber: '91234567', hasStarted: false }),
  });
  expect(response.status).toBe(200);
  const { redirectUrl } = (await response.json()) as { redirectUrl: string };
  const reference = /checkout\/([^/?]+)/u.exec(redirectUrl)?.[1] ?? '';
  return { redirectUrl, reference };
}

/** What a person does on the checkout page: press Godkjenn or Avbryt. */
async function decide(redirectUrl: string, decision: 'approve' | 'cancel') {
  const page = await fetch(redirectUrl);
  expect(await page.text()).toMatch(decision === 'approve' ? /Godkjenn/u : /Avbryt/u);
  // As the browser sends it: an HTML form post with an empty urlencoded body.
  const response = await fetch(`${redirectUrl}/${decision}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  expect(response.status).toBe(303);
  return response.headers.get('location') ?? '';
}

async function paymentStatus(server: TestServer, reference: string) {
  return ((await (await fetch(`${server.url}/api/payments/${reference}`)).json()) as { state: string }).state;
}

async function entryCount(server: TestServer, room = 'fest') {
  return ((await (await fetch(`${server.url}/api/${room}`)).json()) as [unknown, unknown[]])[1].length;
}

function simulatorEvents(server: TestServer, reference: string) {
  const store = new SimulatorStore(path.join(server.config.dataDir, 'wallet-simulator.db'));
  try {
    return {
      events: store.events(reference).map((event) => event.name),
      payment: store.payment(reference),
      hooks: store.webhooks(),
    };
  } finally {
    store.close();
  }
}

describe('paying for 20 entries', () => {
  it('adds 20 entries exactly once after approval, then captures once', async () => {
    const server = await start();
    const phone = await roomWithPhone(server);
    const seen = recordEvents(phone);
    const { redirectUrl, reference } = await pay(server);
    expect(await paymentStatus(server, reference)).toBe('pending');

    const back = await decide(redirectUrl, 'approve');
    expect(back).toBe(`${server.url}/betaling?reference=${reference}`);

    await until(
      () => paymentStatus(server, reference),
      (state) => state === 'paid',
    );
    await until(
      async () => simulatorEvents(server, reference).events,
      (names) => names.includes('CAPTURED'),
    );
    expect(await entryCount(server)).toBe(21);
    const names = seen.map((event) => event.name);
    expect(names).toContain('waitingForPrompts');
    expect(seen).toContainEqual({ name: 'numPrompts', args: [21] });
    expect(names.lastIndexOf('stopWaitingForPrompts')).toBeGreaterThan(names.indexOf('waitingForPrompts'));

    const wallet = simulatorEvents(server, reference);
    expect(wallet.events.filter((name) => name === 'CAPTURED')).toHaveLength(1);
    expect(wallet.payment).toMatchObject({ state: 'AUTHORIZED', captured: 2000, authorized: 2000 });
  });

  it('lands on the aborted state when the person cancels, with no entries and no capture', async () => {
    const server = await start();
    await roomWithPhone(server);
    const { redirectUrl, reference } = await pay(server);
    await decide(redirectUrl, 'cancel');
    await until(
      () => paymentStatus(server, reference),
      (state) => state === 'aborted',
    );
    expect(await entryCount(server)).toBe(1);
    expect(simulatorEvents(server, reference).payment).toMatchObject({ state: 'ABORTED', captured: 0 });
  });

  it('cancels the payment and tells the room when generation fails for good', async () => {
    const failing: EntryGenerator = {
      description: 'always refuses',
      generate: async () => {
        throw new GenerationError('model refused', false);
      },
    };
    const server = await start({ generator: failing });
    const phone = await roomWithPhone(server);
    const stopped = nextEvent(phone, 'stopWaitingForPrompts');
    const { redirectUrl, reference } = await pay(server);
    await decide(redirectUrl, 'approve');
    await stopped;
    await until(
      async () => simulatorEvents(server, reference).payment?.state,
      (state) => state === 'TERMINATED',
    );
    expect(await paymentStatus(server, reference)).toBe('failed');
    expect(await entryCount(server)).toBe(1);
    expect(simulatorEvents(server, reference).payment).toMatchObject({ captured: 0, cancelled: 2000 });
  });

  it('ends as aborted when nobody acts before the payment expires', async () => {
    const clock = manualClock(new Date());
    const server = await start({ clock });
    await roomWithPhone(server);
    const { reference } = await pay(server);
    clock.advance(11 * 60_000);
    await until(
      () => paymentStatus(server, reference),
      (state) => state === 'aborted',
    );
    expect(simulatorEvents(server, reference).payment?.state).toBe('EXPIRED');
    expect(await entryCount(server)).toBe(1);
  });

  it('refuses bad requests clearly', async () => {
    const server = await start();
    await roomWithPhone(server);
    const post = (body: unknown) =>
      fetch(`${server.url}/api/dopayment`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post({ roomName: 'fest', mobileNumber: '1234567', hasStarted: false })).status).toBe(400);
    // hasStarted is optional (the server does not use it) but must be a boolean when sent; language is one of ours.
    expect((await post({ roomName: 'fest', mobileNumber: '12345678', hasStarted: 'yes' })).status).toBe(400);
    expect((await post({ roomName: 'fest', mobileNumber: '12345678', language: 'svenska' })).status).toBe(400);
    expect((await post({ roomName: 'ingen', mobileNumber: '12345678', hasStarted: true })).status).toBe(404);
    expect((await fetch(`${server.url}/api/payments/skal-unknown`)).status).toBe(404);
  });
});

describe('wallet webhooks', () => {
  it('refuses bad signatures and stale dates with 401 and changes nothing', async () => {
    const server = await start();
    await roomWithPhone(server);
    const { reference } = await pay(server);
    const body = JSON.stringify({ reference, name: 'AUTHORIZED' });
    const { hooks } = simulatorEvents(server, reference);
    const hook = hooks[0]!;
    const target = new URL(hook.url);
    // Signed for the URL the simulator registered; sent where this server listens.
    const send = (headers: Record<string, string>) =>
      fetch(`${server.url}${target.pathname}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body,
      });

    const forged = signWebhook({
      secret: 'not-the-secret',
      host: target.host,
      pathAndQuery: target.pathname,
      body,
      date: new Date(),
    });
    expect((await send({ ...forged })).status).toBe(401);
    const stale = signWebhook({
      secret: hook.secret,
      host: target.host,
      pathAndQuery: target.pathname,
      body,
      date: new Date(Date.now() - 3_600_000),
    });
    expect((await send({ ...stale })).status).toBe(401);
    expect((await send({})).status).toBe(401);
    expect(await paymentStatus(server, reference)).toBe('pending');
  });

  it('fulfils once whatever the order and number of notifications', async () => {
    const server = await start();
    await roomWithPhone(server);
    const { redirectUrl, reference } = await pay(server);
    const { hooks } = simulatorEvents(server, reference);
    const hook = hooks[0]!;
    const target = new URL(hook.url);
    const notify = (name: string) => {
      const body = JSON.stringify({
        msn: '1',
        reference,
        pspReference: '1',
        name,
        amount: { currency: 'NOK', value: 2000 },
        timestamp: new Date().toISOString(),
        success: true,
      });
      const headers = signWebhook({
        secret: hook.secret,
        host: target.host,
        pathAndQuery: target.pathname,
        body,
        date: new Date(),
      });
      return fetch(`${server.url}${target.pathname}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body,
      });
    };

    // A late "captured" before anything happened, then the approval, then a storm of duplicates.
    expect((await notify('CAPTURED')).status).toBe(200);
    await decide(redirectUrl, 'approve');
    const storm = await Promise.all(Array.from({ length: 10 }, (_, i) => notify(i % 2 ? 'AUTHORIZED' : 'CREATED')));
    expect(storm.every((response) => response.status === 200)).toBe(true);

    await until(
      async () => simulatorEvents(server, reference).events,
      (names) => names.includes('CAPTURED'),
    );
    await Promise.all(Array.from({ length: 5 }, () => notify('AUTHORIZED')));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await entryCount(server)).toBe(21);
    expect(simulatorEvents(server, reference).events.filter((name) => name === 'CAPTURED')).toHaveLength(1);
  });
});

describe('free AI entries', () => {
  it('adds 3 entries once per room, then switches the drawer to paid', async () => {
    const server = await start();
    const phone = await roomWithPhone(server);
    const counted = new Promise<number>((resolve) => phone.on('numPrompts', (count) => count === 4 && resolve(count)));
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        i % 2
          ? request(phone, 'free ai', 'fest')
          : fetch(`${server.url}/api/free-ai`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ roomName: 'fest' }),
            }).then((response) => response.status),
      ),
    );
    const granted = results.filter((result) => result === 202 || (result as { ok?: boolean }).ok === true);
    expect(granted).toHaveLength(1);
    expect(results.filter((result) => result === 409 || (result as { error?: string }).error === 'used')).toHaveLength(
      5,
    );
    expect(await counted).toBe(4);
    const [, entries, paid] = (await (await fetch(`${server.url}/api/fest`)).json()) as [unknown, unknown[], boolean];
    expect(entries).toHaveLength(4);
    expect(paid).toBe(true);
  });

  it('answers 404 for a missing room and gives the grant back when generation fails', async () => {
    let calls = 0;
    const flaky: EntryGenerator = {
      description: 'fails once',
      generate: async (request) => {
        calls += 1;
        if (calls === 1) throw new GenerationError('down', false);
        return builtInPackGenerator().generate(request);
      },
    };
    const server = await start({ generator: flaky });
    const phone = await roomWithPhone(server);
    const post = () =>
      fetch(`${server.url}/api/free-ai`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"roomName":"fest"}',
      });
    expect(
      (
        await fetch(`${server.url}/api/free-ai`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"roomName":"ingen"}',
        })
      ).status,
    ).toBe(404);
    const stopped = nextEvent(phone, 'stopWaitingForPrompts');
    expect((await post()).status).toBe(202);
    await stopped;
    await until(
      async () => ((await (await fetch(`${server.url}/api/fest`)).json()) as [unknown, unknown, boolean])[2],
      (paid) => paid === false,
    );
    expect((await post()).status).toBe(202);
    await until(
      () => entryCount(server),
      (count) => count === 4,
    );
  });
});

describe('privacy', () => {
  it('writes the phone number nowhere: not the database, not DATA_DIR, not the logs', async () => {
    const logs: string[] = [];
    const dataDir = tempDir();
    const server = await start({ dataDir, logs });
    await roomWithPhone(server);
    const { redirectUrl, reference } = await pay(server);
    await decide(redirectUrl, 'approve');
    await until(
      async () => simulatorEvents(server, reference).events,
      (names) => names.includes('CAPTURED'),
    );
    const stored = await storedText(server);
    expect(stored.all).toContain(reference);
    expect(stored.all).not.toContain('91234567');
    await server.close();
    servers = [];

    const files = fs.readdirSync(dataDir, { recursive: true }).map((file) => path.join(dataDir, String(file)));
    expect(files.some((file) => file.endsWith('wallet-simulator.db'))).toBe(true);
    for (const file of files) {
      if (!fs.statSync(file).isFile()) continue;
      const bytes = fs.readFileSync(file);
      expect(bytes.includes('91234567'), file).toBe(false);
    }
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.join('\n')).not.toContain('91234567');
  });
});
