import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeBuild, request, startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ phoneDir: fakeBuild('phone'), hostDir: fakeBuild('host') });
  const phone = await server.client();
  await request(phone, 'new room', 'fest');
  await request(phone, 'chat message', { roomName: 'fest', text: 'første' });
});
afterAll(async () => {
  await server.close();
});

describe('health and rooms', () => {
  it('answers /healthz with ok', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('tells the host display the public URL phones use', async () => {
    const response = await fetch(`${server.url}/api/host-info`);
    expect(await response.json()).toEqual({ publicUrl: server.publicUrl });
    expect(server.publicUrl).toMatch(/^http:\/\/[^/]+:\d+$/u);
  });

  it('answers a missing room with 404 and exactly {}', async () => {
    const response = await fetch(`${server.url}/api/ingen`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('{}');
  });

  it('answers a room with the positional [room, entries, paid] list, the players trailing as item 3 and the room’s language as item 4', async () => {
    const body = (await (await fetch(`${server.url}/api/FEST`)).json()) as unknown[];
    expect(body).toHaveLength(5);
    expect(body[3]).toEqual([]);
    expect(body[4]).toBe('norsk');
    expect(body[0]).toMatchObject({ name: 'fest' });
    expect(body[1]).toEqual([{ id: expect.any(Number), value: 'første' }]);
    expect(body[2]).toBe(false);
  });

  it('answers a name that breaks the rules with 400 problem+json', async () => {
    // '%ff%fe': percent-encoding that is not UTF-8 is refused by the router itself, and still as problem+json.
    for (const name of ['fest%21', 'a'.repeat(19), '%20%20', '%ff%fe', '%e0%a4%a']) {
      const response = await fetch(`${server.url}/api/${name}`);
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toContain('application/problem+json');
      expect(await response.json()).toMatchObject({ title: expect.any(String), detail: expect.any(String) });
    }
  });

  it('answers unknown API routes and bad bodies with problem+json', async () => {
    const missing = await fetch(`${server.url}/api/a/b/c`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('application/problem+json');

    const badJson = await fetch(`${server.url}/api/fest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"roomName":',
    });
    expect([400, 404]).toContain(badJson.status);
    expect(badJson.headers.get('content-type')).toContain('application/problem+json');
  });
});

describe('static apps', () => {
  it('serves the phone app at / and its routes, with a 404 status for unknown routes', async () => {
    for (const route of [
      '/',
      '/betaling?reference=abc',
      '/payment-aborted',
      '/terms-of-sale',
      '/privacy-policy',
      '/terms-of-service',
    ]) {
      const response = await fetch(`${server.url}${route}`);
      expect(response.status, route).toBe(200);
      expect(await response.text()).toContain('<title>phone</title>');
    }
    const unknown = await fetch(`${server.url}/no/such/page`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<title>phone</title>');
  });

  it('never falls back to the app for API, socket, health or files', async () => {
    expect((await fetch(`${server.url}/assets/missing.js`)).status).toBe(404);
    expect(await (await fetch(`${server.url}/api/x/y`)).text()).not.toContain('<title>');
    expect((await fetch(`${server.url}/healthz/x`)).status).toBe(404);
  });

  it('serves hashed assets as immutable and pages as no-cache', async () => {
    const asset = await fetch(`${server.url}/assets/app-1234.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${server.url}/`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the host display at /host', async () => {
    for (const route of ['/host', '/host/', '/host?room=fest']) {
      const response = await fetch(`${server.url}${route}`);
      expect(response.status, route).toBe(200);
      expect(await response.text()).toContain('<title>host</title>');
    }
    expect((await fetch(`${server.url}/host/assets/app-1234.js`)).status).toBe(200);
  });

  it('sends security headers', async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
  });

  it("allows exactly the built pages' inline scripts, by hash", async () => {
    const csp = (await fetch(`${server.url}/`)).headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    const hash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
    expect(scriptSrc).toContain(hash('window.page = "phone";'));
    expect(scriptSrc).toContain(hash('window.page = "host";'));
    expect(scriptSrc).not.toContain('unsafe-inline');
  });
});

describe('analytics', () => {
  const scriptSrc = (csp: string | null) =>
    (csp ?? '').split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';

  it('tells phones there is none, and the CSP allows no analytics host, unless GA4 is configured', async () => {
    expect(await (await fetch(`${server.url}/api/app-config`)).json()).toMatchObject({ analytics: null });
    const csp = (await fetch(`${server.url}/`)).headers.get('content-security-policy');
    expect(csp).not.toMatch(/google/u);
  });

  it('with a GA4 measurement ID, hands it to phones and lets the CSP load GA4 for those who consent', async () => {
    const configured = await startTestServer({ phoneDir: fakeBuild('phone'), ga4MeasurementId: 'G-TEST1234' });
    try {
      const response = await fetch(`${configured.url}/api/app-config`);
      expect(await response.json()).toMatchObject({ analytics: { measurementId: 'G-TEST1234' } });
      const csp = (await fetch(`${configured.url}/`)).headers.get('content-security-policy');
      expect(scriptSrc(csp)).toContain('https://www.googletagmanager.com');
      expect(csp).toContain('connect-src');
      expect(csp).toMatch(/connect-src[^;]*https:\/\/\*\.google-analytics\.com/u);
    } finally {
      await configured.close();
    }
  });
});

describe('without builds', () => {
  it('says clearly that the app is not built', async () => {
    const bare = await startTestServer();
    try {
      const response = await fetch(`${bare.url}/`);
      expect(response.status).toBe(503);
      expect(await response.text()).toMatch(/npm run build/u);
    } finally {
      await bare.close();
    }
  });
});
