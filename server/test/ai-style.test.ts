// The AI style end to end: free and paid requests carry it, the built-in pack follows it, the purchase names it.
import { afterEach, describe, expect, it } from 'vitest';
import { mentionsDrinking } from '@skal/shared';
import { request, startTestServer, until, type TestServer, modelStandIn } from './helpers';

let server: TestServer;
afterEach(async () => {
  await server.close();
});

const post = (path: string, body: unknown) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify(body),
  });

async function entries(room = 'fest'): Promise<string[]> {
  const body = (await (await fetch(`${server.url}/api/${room}`)).json()) as [unknown, { value: string }[]];
  return body[1].map((entry) => entry.value);
}

describe('the AI style', () => {
  it('gives alcohol-free free entries when asked, over HTTP and over the socket', async () => {
    server = await startTestServer();
    const phone = await server.client();
    await request(phone, 'new room', 'fest');
    await request(phone, 'new room', 'annen');
    const http = await post('/api/free-ai', {
      roomName: 'fest',
      language: 'english',
      style: 'mild',
      alcoholFree: true,
    });
    expect(http.status).toBe(202);
    expect(await request(phone, 'free ai', 'annen', { language: 'norsk', alcoholFree: true })).toEqual({ ok: true });
    await until(async () => (await entries('fest')).length === 3 && (await entries('annen')).length === 3);
    for (const entry of [...(await entries('fest')), ...(await entries('annen'))]) {
      expect(mentionsDrinking(entry), entry).toBe(false);
    }
  });

  it('refuses a style that does not exist', async () => {
    // A server that sells (a model), so the payment's body is what is refused.
    server = await startTestServer({}, { generator: modelStandIn() });
    const phone = await server.client();
    await request(phone, 'new room', 'fest');
    expect((await post('/api/free-ai', { roomName: 'fest', style: 'wild' })).status).toBe(400);
    expect((await post('/api/free-ai', { roomName: 'fest', alcoholFree: 'yes' })).status).toBe(400);
    expect(await request(phone, 'free ai', 'fest', { style: 'wild' })).toEqual({ ok: false, error: 'invalid' });
    const pay = await post('/api/dopayment', {
      roomName: 'fest',
      mobileNumber: '91234567',
      hasStarted: false,
      style: 'extreme',
    });
    expect(pay.status).toBe(400);
  });

  it('names the style in the purchase and delivers 20 entries that follow it', async () => {
    server = await startTestServer(
      { paymentTiming: { firstPollMs: 20, pollEveryMs: 20, leaseMs: 2_000 } },
      { generator: modelStandIn() },
    );
    const phone = await server.client();
    await request(phone, 'new room', 'fest');
    const response = await post('/api/dopayment', {
      roomName: 'fest',
      mobileNumber: '91234567',
      hasStarted: false,
      language: 'english',
      style: 'spicy',
      alcoholFree: true,
    });
    const { redirectUrl } = (await response.json()) as { redirectUrl: string };
    const checkout = await (await fetch(redirectUrl, { headers: { 'accept-language': 'en' } })).text();
    expect(checkout).toContain('Skål: 20 AI entries (Spicy, alcohol-free) for room fest');
    expect(checkout).toContain('You must be at least 18 years old to pay.');
    await fetch(`${redirectUrl}/approve`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    await until(async () => (await entries()).length === 20);
    for (const entry of await entries()) expect(mentionsDrinking(entry), entry).toBe(false);
  });
});
