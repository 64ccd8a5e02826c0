// A phone that joins while AI entries are being written for its room is told so right after the join answer;
// on PostgreSQL + Redis the state lives in Redis (scale/ai-writing.test.ts checks it across processes).
import { afterEach, describe, expect, it } from 'vitest';
import { localAiWriting } from '../src/sockets/ai-writing';
import { heldGenerator, names } from './held-generator';
import { nextEvent, recordEvents, request, settle, startTestServer, type TestServer } from './helpers';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

describe('AI writing state on join', () => {
  it('sends waitingForPrompts after the join answer while entries are being written, and not after', async () => {
    const model = heldGenerator();
    server = await startTestServer({}, { generator: model.generator });
    const asker = await server.client();
    expect(await request(asker, 'new room', 'skriving')).toEqual({ ok: true, count: 0 });
    const started = nextEvent(asker, 'waitingForPrompts');
    expect(await request(asker, 'free ai', 'skriving')).toEqual({ ok: true });
    await started;

    const late = await server.client();
    const seenByLate = recordEvents(late);
    expect(await request(late, 'join room', 'skriving', {})).toEqual({ ok: true, count: 0 });
    await settle(late);
    expect(names(seenByLate)).toEqual(['numPrompts', 'players', 'roomLanguage', 'waitingForPrompts']);

    const stopped = nextEvent(late, 'stopWaitingForPrompts');
    model.release();
    await stopped;
    const afterwards = await server.client();
    const seenAfterwards = recordEvents(afterwards);
    expect(await request(afterwards, 'join room', 'skriving', {})).toEqual({ ok: true, count: 3 });
    await settle(afterwards);
    expect(seenAfterwards.map((event) => event.name)).not.toContain('waitingForPrompts');
  });
});

describe('AI entries reaching a room', () => {
  it('tells the room waitingForPrompts, then the new count, then stopWaitingForPrompts', async () => {
    server = await startTestServer();
    const asker = await server.client();
    const member = await server.client();
    expect(await request(asker, 'new room', 'rekkefolge')).toEqual({ ok: true, count: 0 });
    await request(member, 'join room', 'rekkefolge', {});
    const seen = recordEvents(member);
    const stopped = nextEvent(member, 'stopWaitingForPrompts');
    expect(await request(asker, 'free ai', 'rekkefolge')).toEqual({ ok: true });
    await stopped;
    await settle(member);
    expect(seen.filter((event) => event.name !== 'presence')).toEqual([
      { name: 'waitingForPrompts', args: [] },
      { name: 'numPrompts', args: [3] },
      { name: 'stopWaitingForPrompts', args: [] },
    ]);
  });
});

describe('localAiWriting', () => {
  it('counts overlapping generations per room', async () => {
    const writing = localAiWriting();
    writing.started('a');
    writing.started('a');
    writing.finished('a');
    expect(await writing.isWriting('a')).toBe(true);
    expect(await writing.isWriting('b')).toBe(false);
    writing.finished('a');
    writing.finished('a');
    expect(await writing.isWriting('a')).toBe(false);
    writing.started('a');
    expect(await writing.isWriting('a')).toBe(true);
  });
});
