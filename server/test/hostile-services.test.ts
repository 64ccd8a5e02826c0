// The server's unauthenticated service routes as an attacker meets them: the wallet's webhook, which is open to
// anyone and outside the address limit, and request bodies of odd bytes, on a real server (port 0, raw HTTP).
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { manualClock } from '../src/clock';
import { REFUSAL_LOG_INTERVAL_MS } from '../src/wallet/vipps-provider';
import { startTestServer, type TestServer, modelStandIn } from './helpers';
import { rawRequest } from './raw-http';

const clock = manualClock(new Date());
const logLines: Record<string, unknown>[] = [];
let server: TestServer;

beforeAll(async () => {
  const logger = pino(
    { level: 'warn' },
    { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  // With a model, so payments (and the wallet's webhook route) are on.
  server = await startTestServer({}, { clock, logger, generator: modelStandIn() });
});
afterAll(async () => {
  await server.close();
});

const forgedWebhook = (reference: string) =>
  rawRequest(server.url, {
    method: 'POST',
    target: '/api/vipps/webhook',
    headers: {
      'content-type': 'application/json',
      'x-ms-date': clock.now().toUTCString(),
      'x-ms-content-sha256': 'bm90IHRoZSBoYXNo',
      authorization: 'HMAC-SHA256 SignedHeaders=x-ms-date;host;x-ms-content-sha256&Signature=Zm9yZ2Vk',
    },
    body: JSON.stringify({ reference, name: 'AUTHORIZED' }),
  });

describe('forged wallet webhooks', () => {
  it('are refused, and logged at most once a minute with the count of the rest, so a flood cannot fill the disk', async () => {
    const refusedLines = () => logLines.filter((line) => line.msg === 'webhook refused');
    for (let i = 0; i < 40; i++) {
      const response = await forgedWebhook(`skal-forged-${i}`);
      expect(response.status, `forgery ${i + 1}`).toBe(401);
    }
    expect(refusedLines()).toHaveLength(1);
    expect(refusedLines()[0]).toMatchObject({ reason: 'content hash mismatch', refusedSinceLastLine: 0 });

    clock.advance(REFUSAL_LOG_INTERVAL_MS);
    expect((await forgedWebhook('skal-forged-late')).status).toBe(401);
    expect(refusedLines()).toHaveLength(2);
    expect(refusedLines()[1]).toMatchObject({ refusedSinceLastLine: 39 });
  });
});

/** POSTs `body` byte for byte (fetch and rawRequest send text, which is always UTF-8). */
function postBytes(path: string, body: Buffer): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${server.url}${path}`,
      { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': body.length } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describe('JSON bodies that are not UTF-8', () => {
  const cases: [string, Buffer][] = [
    ['a stray byte', Buffer.from('{"roomName":"\xff"}', 'latin1')],
    [
      'an overlong encoding',
      Buffer.concat([Buffer.from('{"roomName":"'), Buffer.from([0xc0, 0xae]), Buffer.from('"}')]),
    ],
    [
      'an encoded surrogate',
      Buffer.concat([Buffer.from('{"roomName":"'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"}')]),
    ],
    [
      'a cut-off sequence',
      Buffer.concat([Buffer.from('{"roomName":"fest'), Buffer.from([0xe2, 0x82]), Buffer.from('"}')]),
    ],
  ];
  for (const [what, body] of cases) {
    it(`are refused with a 400 that says so: ${what}`, async () => {
      for (const path of ['/api/free-ai', '/api/dopayment']) {
        const response = await postBytes(path, body);
        expect(response.status, path).toBe(400);
        expect(JSON.parse(response.body), path).toMatchObject({ detail: 'The body is not valid UTF-8.' });
      }
    });
  }

  it('still takes UTF-8 text, NUL escapes included, to the rules of the field', async () => {
    const free = await postBytes('/api/free-ai', Buffer.from(JSON.stringify({ roomName: 'fæst\u0000' })));
    expect(free.status).toBe(400);
    expect(JSON.parse(free.body)).toMatchObject({ detail: 'Bad room name.' });
    const unknown = await postBytes('/api/free-ai', Buffer.from(JSON.stringify({ roomName: 'ingen slik fæst' })));
    expect(unknown.status).toBe(404);
  });
});
