// The server's unauthenticated service routes as an attacker meets them: the wallet's webhook, which is open to
// anyone and outside the address limit, on a real server (port 0, raw HTTP).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { manualClock } from '../src/clock';
import { REFUSAL_LOG_INTERVAL_MS } from '../src/wallet/vipps-provider';
import { startTestServer, type TestServer } from './helpers';
import { rawRequest } from './raw-http';

const clock = manualClock(new Date());
const logLines: Record<string, unknown>[] = [];
let server: TestServer;

beforeAll(async () => {
  const logger = pino(
    { level: 'warn' },
    { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  server = await startTestServer({}, { clock, logger });
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
