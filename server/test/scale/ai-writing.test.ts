// Two processes on one PostgreSQL + Redis: a phone joining one learns that the other is writing AI entries.
import { afterEach, describe, expect, it } from 'vitest';
import { heldGenerator, names } from '../held-generator';
import { nextEvent, recordEvents, request, settle, startTestServer, type TestServer } from '../helpers';

let server: TestServer | null = null;
let other: TestServer | null = null;
afterEach(async () => {
  await other?.close();
  await server?.close();
  server = other = null;
});

describe('AI writing state across processes (Redis)', () => {
  it('a phone joining another process learns that entries are being written', async () => {
    const model = heldGenerator();
    server = await startTestServer({}, { generator: model.generator });
    other = await startTestServer({
      databaseUrl: server.config.databaseUrl,
      redisUrl: server.config.redisUrl,
      redisPrefix: server.config.redisPrefix,
    });
    const asker = await server.client();
    expect(await request(asker, 'new room', 'tvers')).toEqual({ ok: true, count: 0 });
    const started = nextEvent(asker, 'waitingForPrompts');
    expect(await request(asker, 'free ai', 'tvers')).toEqual({ ok: true });
    await started;

    const elsewhere = await other.client();
    const seen = recordEvents(elsewhere);
    expect(await request(elsewhere, 'join room', 'tvers', {})).toEqual({ ok: true, count: 0 });
    await settle(elsewhere);
    expect(names(seen)).toEqual(['numPrompts', 'players', 'roomLanguage', 'waitingForPrompts']);
    const stopped = nextEvent(elsewhere, 'stopWaitingForPrompts');
    model.release();
    await stopped;
  });
});
