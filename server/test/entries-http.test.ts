// `POST /api/{roomName}/entries`: `chat message` over HTTP for a phone whose app has not loaded yet. The same rules,
// effects and cost as the socket event (docs/protocol.md), and the request guards of every API post.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../src/clock';
import {
  entriesOf,
  nextEvent,
  onPostgres,
  recordEvents,
  request,
  startTestServer,
  storedText,
  type TestServer,
} from './helpers';
import { rawRequest } from './raw-http';

const HOUR = 3_600_000;

/** Posts `body` (JSON unless a string) to the room's entries, as the phone's boot script does. */
function addOverHttp(
  server: { url: string },
  room: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${server.url}/api/${encodeURIComponent(room)}/entries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A refusal's problem+json body, after checking its status and content type. */
async function problemOf(response: Response, status: number): Promise<{ code?: string; status: number }> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  return (await response.json()) as { code?: string; status: number };
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  const phone = await server.client();
  await request(phone, 'new room', 'fest');
  await request(phone, 'chat message', { roomName: 'fest', text: 'første' });
});
afterAll(async () => {
  await server.close();
});

describe('POST /api/{roomName}/entries', () => {
  it('adds the entry, answers the count, lists it and tells the room the new count', async () => {
    const member = await server.client();
    await request(member, 'join room', 'fest');
    const counted = nextEvent(member, 'numPrompts');

    const response = await addOverHttp(server, 'FEST', { text: '  Skål for  @spiller ' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ ok: true, count: 2 });

    expect(await counted).toEqual([2]);
    // Normalised by the same entry rules as a socket add (trimmed), in the order added.
    expect((await entriesOf(server, 'fest')).map((entry) => entry.value)).toEqual(['første', 'Skål for  @spiller']);
  });

  it('refuses a missing room with not_found and creates nothing', async () => {
    expect((await problemOf(await addOverHttp(server, 'ingen', { text: 'hei' }), 404)).code).toBe('not_found');
    expect((await storedText(server)).rooms).not.toContain('ingen');
    expect((await fetch(`${server.url}/api/ingen`)).status).toBe(404);
  });

  it('refuses an empty or too long entry, and adds nothing', async () => {
    const before = await entriesOf(server, 'fest');
    expect((await problemOf(await addOverHttp(server, 'fest', { text: ' \n ' }), 400)).code).toBe('empty');
    expect((await problemOf(await addOverHttp(server, 'fest', { text: 'x'.repeat(281) }), 400)).code).toBe('too_long');
    expect(await entriesOf(server, 'fest')).toEqual(before);
    // 280 is allowed.
    expect((await addOverHttp(server, 'fest', { text: 'y'.repeat(280) })).status).toBe(200);
  });

  it('refuses a bad room name and a malformed body as invalid', async () => {
    const before = await entriesOf(server, 'fest');
    expect((await problemOf(await addOverHttp(server, 'fest!', { text: 'hei' }), 400)).code).toBe('invalid');
    for (const body of [
      {},
      { text: 5 },
      { text: null },
      { text: ['hei'] },
      { text: 'hei', rule: {} },
      { text: 'hei', roomName: 'fest' },
      { text: 'hei', id: 'short' },
      { text: 'hei', id: 'not/an/id/at/all/not/an/id' },
      ['hei'],
      'null',
      '"hei"',
      '',
      { text: 'x'.repeat(4001) },
    ]) {
      const response = await addOverHttp(server, 'fest', body);
      expect((await problemOf(response, 400)).code, JSON.stringify(body)).toBe('invalid');
    }
    // Not JSON, or not UTF-8: refused by the body parser before the route, with the same code.
    expect((await problemOf(await addOverHttp(server, 'fest', '{"text":'), 400)).code).toBe('invalid');
    const latin1 = await fetch(`${server.url}/api/fest/entries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.from('{"text":"sk\xe5l"}', 'latin1'),
    });
    expect(await problemOf(latin1, 400)).toMatchObject({ code: 'invalid', detail: 'The body is not valid UTF-8.' });
    expect(await entriesOf(server, 'fest')).toEqual(before);
  });

  it('takes JSON only (415 for text/plain and forms) and at most 16 KiB', async () => {
    const before = await entriesOf(server, 'fest');
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await addOverHttp(server, 'fest', { text: 'hei' }, { 'content-type': type });
      await problemOf(response, 415);
    }
    await problemOf(await addOverHttp(server, 'fest', { text: 'hei', pad: 'x'.repeat(17 * 1024) }), 413);
    expect(await entriesOf(server, 'fest')).toEqual(before);
  });

  it("refuses another site's page (403) and adds nothing", async () => {
    const before = await entriesOf(server, 'fest');
    const body = JSON.stringify({ text: 'fra en annen side' });
    const foreign: Record<string, string>[] = [
      { origin: 'http://evil.example' },
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors', origin: 'http://evil.example' },
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'empty' },
    ];
    for (const headers of foreign) {
      const response = await rawRequest(server.url, {
        method: 'POST',
        target: '/api/fest/entries',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      });
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
    expect(await entriesOf(server, 'fest')).toEqual(before);
    // The app's own page (same origin, by address) is accepted.
    const own = await rawRequest(server.url, {
      method: 'POST',
      target: '/api/fest/entries',
      headers: {
        'content-type': 'application/json',
        origin: server.url,
        'sec-fetch-site': 'same-origin',
        'sec-fetch-mode': 'cors',
      },
      body,
    });
    expect(own.status).toBe(200);
  });

  it('stores an add with an id once: its retry (over HTTP or the socket) is answered as the first, with the count', async () => {
    const phone = await server.client();
    await request(phone, 'new room', 'igjen');
    const id = 'retry-0123456789abcdef';
    const first = await addOverHttp(server, 'igjen', { text: 'Skål for verten', id });
    expect(await first.json()).toEqual({ ok: true, count: 1 });
    const retried = await addOverHttp(server, 'igjen', { text: 'Skål for verten', id });
    expect(retried.status).toBe(200);
    expect(await retried.json()).toEqual({ ok: true, count: 1 });
    // The phone's app, having taken over from the room shell, retries the same add over its socket.
    expect(await request(phone, 'chat message', { roomName: 'igjen', text: 'Skål for verten', id })).toEqual({
      ok: true,
      count: 1,
    });
    // Another add of the same text is another entry.
    expect(await (await addOverHttp(server, 'igjen', { text: 'Skål for verten' })).json()).toEqual({
      ok: true,
      count: 2,
    });
    expect((await entriesOf(server, 'igjen')).map((entry) => entry.value)).toEqual([
      'Skål for verten',
      'Skål for verten',
    ]);
  });

  it('adds to a room named like another API path', async () => {
    const phone = await server.client();
    for (const room of ['payments', 'vipps']) {
      await request(phone, 'new room', room);
      expect(await (await addOverHttp(server, room, { text: 'hei' })).json()).toEqual({ ok: true, count: 1 });
    }
  });
});

describe('limits and lifetime', () => {
  it('an address past its budget gets 429 rate_limited and nothing is added', async () => {
    // The socket's handshake and `new room` take 2 of the address's 6 events.
    const limited = await startTestServer({ rateLimits: { socketEvents: 100, addressEvents: 6, windowSeconds: 60 } });
    try {
      const phone = await limited.client();
      await request(phone, 'new room', 'grense');
      const answers: number[] = [];
      for (let i = 0; i < 6; i++) answers.push((await addOverHttp(limited, 'grense', { text: `nr ${i}` })).status);
      expect(answers).toEqual([200, 200, 200, 200, 429, 429]);
      const refused = await addOverHttp(limited, 'grense', { text: 'en til' });
      expect((await problemOf(refused, 429)).code).toBe('rate_limited');
      // Socket adds from the same address share the budget: the socket has events left, the address has not.
      expect(await request(phone, 'chat message', { roomName: 'grense', text: 'via socket' })).toEqual({
        ok: false,
        error: 'rate_limited',
      });
      const stored = (await storedText(limited)).entries;
      expect(stored.filter((text) => text.startsWith('nr '))).toEqual(['nr 0', 'nr 1', 'nr 2', 'nr 3']);
      expect(stored).not.toContain('en til');
      expect(stored).not.toContain('via socket');
    } finally {
      await limited.close();
    }
  });

  it('a socket add and an HTTP add each take one event of the same budget', async () => {
    const limited = await startTestServer({ rateLimits: { socketEvents: 100, addressEvents: 5, windowSeconds: 60 } });
    try {
      const phone = await limited.client();
      await request(phone, 'new room', 'delt');
      // Handshake + `new room`: 2 of 5. Then a socket add, an HTTP add, a socket add: 5 of 5.
      expect(await request(phone, 'chat message', { roomName: 'delt', text: 'a' })).toMatchObject({ ok: true });
      expect((await addOverHttp(limited, 'delt', { text: 'b' })).status).toBe(200);
      expect(await request(phone, 'chat message', { roomName: 'delt', text: 'c' })).toMatchObject({ ok: true });
      expect((await addOverHttp(limited, 'delt', { text: 'd' })).status).toBe(429);
      expect(await request(phone, 'chat message', { roomName: 'delt', text: 'e' })).toMatchObject({
        error: 'rate_limited',
      });
      expect((await storedText(limited)).entries.sort()).toEqual(['a', 'b', 'c']);
    } finally {
      await limited.close();
    }
  });

  it("renews the room's lifetime like a socket add", async () => {
    const clock = manualClock();
    const timed = await startTestServer({ roomTtlHours: 48 }, { clock });
    try {
      const phone = await timed.client();
      await request(phone, 'new room', 'lenge');
      phone.disconnect();
      clock.advance(47 * HOUR);
      expect((await addOverHttp(timed, 'lenge', { text: 'fortsatt her' })).status).toBe(200);
      clock.advance(47 * HOUR);
      expect(await timed.sweepIdleRooms()).toBe(0);
      clock.advance(2 * HOUR);
      expect(await timed.sweepIdleRooms()).toBe(1);
    } finally {
      await timed.close();
    }
  });
});

describe.runIf(onPostgres)('across processes', () => {
  it('a phone on another process hears numPrompts after an HTTP add', async () => {
    const two = await startTestServer({
      dataDir: server.config.dataDir,
      databaseUrl: server.config.databaseUrl,
      redisUrl: server.config.redisUrl,
      redisPrefix: server.config.redisPrefix,
    });
    try {
      const phone = await two.client();
      // The join's presence count, asked of both processes, is done before anything else happens.
      const present = nextEvent(phone, 'presence');
      const joined = await request(phone, 'join room', 'fest');
      await present;
      const seen = recordEvents(phone);
      const counted = nextEvent(phone, 'numPrompts');
      const answer = (await (await addOverHttp(server, 'fest', { text: 'fra en annen prosess' })).json()) as {
        count: number;
      };
      expect(answer.count).toBe((joined.count as number) + 1);
      expect(await counted).toEqual([answer.count]);
      // A round trip on this connection that asks no other process (a `leave room`, as `settle` sends, counts the
      // room's phones across processes, and closing this process mid-count drops that Redis command).
      await request(phone, 'removed entries', 'fest');
      expect(seen.filter((event) => event.name === 'numPrompts')).toEqual([
        { name: 'numPrompts', args: [answer.count] },
      ]);
    } finally {
      await two.close();
    }
  });
});
