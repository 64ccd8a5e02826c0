// Honest money (issue #39 items 1 and 2): without a model nothing is sold; with one, what is bought is the model's
// and a payment starts only when the model is there; a delivery that fails says why; free entries that cannot come
// say why and the grant stays. Real server, real sockets, the wallet simulator and a local model (test-model.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { COLLECTION } from '@skal/shared/content/collection/index';
import { startTestModel, type TestModel } from '../src/test-model';
import { nextEvent, request, startTestServer, until, type TestServer } from './helpers';

const fast = { firstPollMs: 20, pollEveryMs: 20, leaseMs: 2_000 };
let servers: TestServer[] = [];
let models: TestModel[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await Promise.all(models.map((model) => model.close()));
  servers = [];
  models = [];
});

async function withModel(mode: TestModel['mode'] = 'write') {
  const model = await startTestModel(mode);
  models.push(model);
  const server = await startTestServer({
    paymentTiming: fast,
    wallet: 'simulator',
    ai: { baseUrl: model.url, model: 'test-model', moderation: false },
  });
  servers.push(server);
  return { model, server };
}

async function defaultInstall() {
  const server = await startTestServer({ paymentTiming: fast });
  servers.push(server);
  return server;
}

async function roomWithPhone(server: TestServer, name = 'fest') {
  const phone = await server.client();
  await request(phone, 'new room', name);
  await request(phone, 'chat message', { roomName: name, text: 'Alle som smiler klapper i hendene' });
  return phone;
}

function startPayment(server: TestServer, roomName = 'fest') {
  return fetch(`${server.url}/api/dopayment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ roomName, mobileNumber: '91234567' }),
  });
}

async function approve(redirectUrl: string) {
  const response = await fetch(`${redirectUrl}/approve`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  expect(response.status).toBe(303);
}

async function paymentStatus(server: TestServer, reference: string) {
  return (await (await fetch(`${server.url}/api/payments/${reference}`)).json()) as {
    state: string;
    failure?: string;
  };
}

async function roomEntries(server: TestServer, room = 'fest') {
  const [, entries, freeUsed] = (await (await fetch(`${server.url}/api/${room}`)).json()) as [
    unknown,
    { value: string }[],
    boolean,
  ];
  return { values: entries.map((entry) => entry.value), freeUsed };
}

describe('the default install (no model)', () => {
  it('sells nothing: app-config says no payments and no model, and a payment start is refused', async () => {
    const server = await defaultInstall();
    expect(server.wallet).toBe('off (no model configured: nothing is sold)');
    const config = (await (await fetch(`${server.url}/api/app-config`)).json()) as Record<string, unknown>;
    expect(config).toMatchObject({ payments: false, model: false });
    await roomWithPhone(server);
    const refused = await startPayment(server);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ code: 'unavailable' });
  });

  it('free entries that the collection cannot give say so, and the grant stays', async () => {
    const server = await defaultInstall();
    const phone = await roomWithPhone(server);
    // The room already has every entry of the collection: nothing is left for any style.
    const texts = COLLECTION.norsk.map((entry) => entry.text);
    for (let i = 0; i < texts.length; i += 100)
      await request(phone, 'import entries', { roomName: 'fest', texts: texts.slice(i, i + 100) });
    expect(await request(phone, 'free ai', 'fest', { style: 'spicy' })).toEqual({ ok: false, error: 'used_up' });
    const http = await fetch(`${server.url}/api/free-ai`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ roomName: 'fest' }),
    });
    expect(http.status).toBe(409);
    expect(await http.json()).toMatchObject({ code: 'used_up' });
    // Nothing was claimed: the room may ask again later (another style, after removing some entries).
    expect((await roomEntries(server)).freeUsed).toBe(false);
  });
});

describe('with a model', () => {
  it('sells entries the model wrote, never the collection', async () => {
    const { model, server } = await withModel();
    const phone = await roomWithPhone(server);
    const config = (await (await fetch(`${server.url}/api/app-config`)).json()) as Record<string, unknown>;
    expect(config).toMatchObject({ payments: true, model: true });
    const started = await startPayment(server);
    expect(started.status).toBe(200);
    const { redirectUrl } = (await started.json()) as { redirectUrl: string };
    const reference = /checkout\/([^/?]+)/u.exec(redirectUrl)?.[1] ?? '';
    const delivered = nextEvent(phone, 'numPrompts', (count) => count === 21, 20_000);
    await approve(redirectUrl);
    await delivered;
    await until(
      () => paymentStatus(server, reference),
      (status) => status.state === 'paid',
    );
    const { values } = await roomEntries(server);
    const bought = values.slice(1);
    expect(bought).toHaveLength(20);
    expect(bought.every((value) => model.written.includes(value))).toBe(true);
    const collection = new Set([...COLLECTION.norsk, ...COLLECTION.english].map((entry) => entry.text));
    expect(bought.some((value) => collection.has(value))).toBe(false);
  });

  it('with the model unreachable, a payment cannot start and the free entries are not claimed', async () => {
    const { model, server } = await withModel('down');
    const phone = await roomWithPhone(server);
    const refused = await startPayment(server);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ code: 'model_unavailable' });
    // No payment was made: nothing waits at the wallet, and the model was never asked to write.
    expect(model.completions).toBe(0);
    expect(await request(phone, 'free ai', 'fest')).toEqual({ ok: false, error: 'model_unavailable' });
    expect((await roomEntries(server)).freeUsed).toBe(false);

    // Back up: the same room buys and gets its free entries.
    model.mode = 'write';
    expect((await startPayment(server)).status).toBe(200);
    expect(await request(phone, 'free ai', 'fest')).toEqual({ ok: true });
  });

  it('a paid delivery that fails says what failed, and nothing is charged', async () => {
    const { model, server } = await withModel('repeat');
    const phone = await roomWithPhone(server);
    const started = await startPayment(server);
    const { redirectUrl } = (await started.json()) as { redirectUrl: string };
    const reference = /checkout\/([^/?]+)/u.exec(redirectUrl)?.[1] ?? '';
    const failed = nextEvent(phone, 'aiFailed', () => true, 20_000);
    await approve(redirectUrl);
    expect(await failed).toEqual([{ reason: 'too_few', free: false }]);
    const status = await until(
      () => paymentStatus(server, reference),
      (answer) => answer.state === 'failed',
    );
    expect(status.failure).toBe('too_few');
    expect(model.completions).toBeGreaterThan(1);
    expect((await roomEntries(server)).values).toHaveLength(1);
  });

  it('free entries that fail mid-writing say why to the room, and the grant stays for a later try', async () => {
    const { model, server } = await withModel('broken');
    const phone = await roomWithPhone(server);
    const failed = nextEvent(phone, 'aiFailed', () => true, 20_000);
    const stopped = nextEvent(phone, 'stopWaitingForPrompts', () => true, 20_000);
    expect(await request(phone, 'free ai', 'fest')).toEqual({ ok: true });
    expect(await failed).toEqual([{ reason: 'model_unavailable', free: true }]);
    await stopped;
    await until(
      async () => (await roomEntries(server)).freeUsed,
      (used) => !used,
    );
    model.mode = 'write';
    const arrived = nextEvent(phone, 'numPrompts', (count) => count === 4, 20_000);
    expect(await request(phone, 'free ai', 'fest')).toEqual({ ok: true });
    await arrived;
  });
});
