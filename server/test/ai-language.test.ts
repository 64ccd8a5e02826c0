// AI entries come in the language the phone asks in: the 3 free ones (over HTTP and over the socket) and the 20 paid
// ones, from the built-in pack, with the wallet's payment text in the same language; norsk when none is given.
import { afterEach, describe, expect, it } from 'vitest';
import { COLLECTION } from '@skal/shared/content/collection/index';
import { request, startTestServer, type TestServer, modelStandIn } from './helpers';

const fast = { firstPollMs: 20, pollEveryMs: 20, leaseMs: 2_000 };
const SEED = 'Alle som smiler drikker én slurk';
let servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
});

async function serverWithRoom(room: string) {
  const server = await startTestServer({ paymentTiming: fast }, { generator: modelStandIn() });
  servers.push(server);
  const phone = await server.client();
  await request(phone, 'new room', room);
  await request(phone, 'chat message', { roomName: room, text: SEED });
  return { server, phone };
}

function post(server: TestServer, path: string, body: unknown) {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify(body),
  });
}

/** The room's entries other than the seed, once there are `count` of them. */
async function aiEntries(server: TestServer, room: string, count: number): Promise<string[]> {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const [, entries] = (await (await fetch(`${server.url}/api/${room}`)).json()) as [unknown, { value: string }[]];
    const written = entries.map((entry) => entry.value).filter((value) => value !== SEED);
    if (written.length >= count) return written;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the room never had ${count} AI entries`);
}

// Without a model, the entries come from Skål's collection.
const inPack = (language: 'norsk' | 'english') => (value: string) =>
  COLLECTION[language].some((entry) => entry.text === value);

describe('AI entries in the phone’s language', () => {
  it('writes the 3 free entries in English when POST /api/free-ai asks in English', async () => {
    const { server } = await serverWithRoom('party');
    expect((await post(server, '/api/free-ai', { roomName: 'party', language: 'english' })).status).toBe(202);
    const entries = await aiEntries(server, 'party', 3);
    expect(entries).toHaveLength(3);
    expect(entries.every(inPack('english'))).toBe(true);
  });

  it('writes the 3 free entries in English when the `free ai` event asks in English', async () => {
    const { server, phone } = await serverWithRoom('party');
    expect(await request(phone, 'free ai', 'party', { language: 'english' })).toEqual({ ok: true });
    const entries = await aiEntries(server, 'party', 3);
    expect(entries).toHaveLength(3);
    expect(entries.every(inPack('english'))).toBe(true);
  });

  it('writes Norwegian entries when no language is given', async () => {
    const { server, phone } = await serverWithRoom('fest');
    expect(await request(phone, 'free ai', 'fest')).toEqual({ ok: true });
    expect((await aiEntries(server, 'fest', 3)).every(inPack('norsk'))).toBe(true);
  });

  it('refuses a language the contract does not list', async () => {
    const { server, phone } = await serverWithRoom('fest');
    expect(await request(phone, 'free ai', 'fest', { language: 'svenska' })).toEqual({ ok: false, error: 'invalid' });
    expect((await post(server, '/api/free-ai', { roomName: 'fest', language: 'svenska' })).status).toBe(400);
  });

  it('writes the 20 paid entries and the wallet’s payment text in English when the payment asks in English', async () => {
    const { server } = await serverWithRoom('party');
    expect((await post(server, '/api/free-ai', { roomName: 'party', language: 'english' })).status).toBe(202);
    await aiEntries(server, 'party', 3);

    const paid = await post(server, '/api/dopayment', {
      roomName: 'party',
      mobileNumber: '91234567',
      hasStarted: true,
      language: 'english',
    });
    expect(paid.status).toBe(200);
    const { redirectUrl } = (await paid.json()) as { redirectUrl: string };
    // The simulator's checkout page shows the payment description the wallet got.
    const checkout = await (await fetch(redirectUrl)).text();
    expect(checkout).toContain('Skål: 20 AI entries (Classic) for room party');
    const approved = await fetch(`${redirectUrl}/approve`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(approved.status).toBe(303);

    const entries = await aiEntries(server, 'party', 23);
    expect(entries).toHaveLength(23);
    expect(entries.every(inPack('english'))).toBe(true);
  });

  it('keeps the wallet’s payment text Norwegian when the payment names no language', async () => {
    const { server } = await serverWithRoom('fest');
    const paid = await post(server, '/api/dopayment', { roomName: 'fest', mobileNumber: '91234567' });
    expect(paid.status).toBe(200);
    const { redirectUrl } = (await paid.json()) as { redirectUrl: string };
    expect(await (await fetch(redirectUrl)).text()).toContain('Skål: 20 AI-tekster (Klassisk) til rommet fest');
  });
});
