// Arbitrary payloads at every event and route: the server stays up and stores nothing invalid.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseEntryText, normaliseRoomName } from '@skal/shared';
import { fakeBuild, request, startTestServer, storedText, type Client, type TestServer } from './helpers';

const EVENTS = ['new room', 'join room', 'leave room', 'chat message', 'now showing', 'free ai', 'no such event'];

const roomish = fc.oneof(
  fc.constantFrom('fest', 'FEST ', ' blåbær', 'a'.repeat(18), 'a'.repeat(19), '', 'x!', 'ø'),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
);
const textish = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.constant('x'.repeat(281)),
);
const payload = fc.oneof(
  fc.anything(),
  roomish,
  fc.record({ roomName: roomish, text: fc.oneof(textish, fc.anything()) }),
  fc.record({
    roomName: roomish,
    text: fc.oneof(textish, fc.constant(null)),
    remaining: fc.oneof(fc.integer(), fc.double()),
  }),
  fc.record({ host: fc.anything() }),
);

let server: TestServer;
let phone: Client;
beforeAll(async () => {
  server = await startTestServer({ phoneDir: fakeBuild('phone'), hostDir: fakeBuild('host') });
  phone = await server.client();
  await request(phone, 'new room', 'fest');
});
afterAll(async () => {
  await server.close();
});

describe('hostile input', () => {
  it('survives arbitrary socket payloads and answers every ack with the contract shape', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...EVENTS), fc.array(payload, { maxLength: 3 }), async (event, args) => {
        if (event === 'no such event') {
          phone.emit(event as 'leave room', ...(args as [string]));
          return;
        }
        const reply = (await request(phone, event, ...args)) as { ok: boolean; error?: string };
        expect(typeof reply.ok).toBe('boolean');
        if (!reply.ok)
          expect(['invalid', 'not_found', 'not_member', 'taken', 'empty', 'too_long', 'room_full', 'used']).toContain(
            reply.error,
          );
      }),
      { numRuns: 400 },
    );
    expect(phone.connected).toBe(true);
  });

  it('survives arbitrary HTTP paths and bodies', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE'),
        fc.oneof(
          roomish.map((name) => `/api/${encodeURIComponent(name)}`),
          roomish.map((name) => `/api/${encodeURIComponent(name)}/entries`),
          fc.webPath().map((p) => `/api${p}`),
          fc.webPath(),
        ),
        fc.oneof(
          fc.json(),
          fc.string({ maxLength: 200 }),
          fc.string({ maxLength: 400 }).map((text) => JSON.stringify({ text })),
        ),
        async (method, route, body) => {
          const response = await fetch(`${server.url}${route}`, {
            method,
            headers: { 'content-type': 'application/json' },
            ...(method === 'GET' ? {} : { body }),
          });
          await response.arrayBuffer();
          expect(response.status).toBeLessThan(500);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('still answers /healthz and stored only valid rooms and entries', async () => {
    expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ ok: true });
    const stored = await storedText(server);
    expect(stored.rooms.length).toBeGreaterThan(0);
    for (const name of stored.rooms) expect(normaliseRoomName(name)).toEqual({ ok: true, name });
    for (const value of stored.entries) expect(normaliseEntryText(value)).toEqual({ ok: true, text: value });
  });
});
