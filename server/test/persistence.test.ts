import { afterEach, describe, expect, it } from 'vitest';
import { manualClock } from '../src/clock';
import { request, startTestServer, tempDir, type TestServer } from './helpers';

const HOUR = 3_600_000;
let running: TestServer[] = [];
afterEach(async () => {
  await Promise.all(running.map((server) => server.close()));
  running = [];
});

async function start(...args: Parameters<typeof startTestServer>) {
  const server = await startTestServer(...args);
  running.push(server);
  return server;
}

describe('restart', () => {
  it('keeps every room and entry, in order, across a restart', async () => {
    const dataDir = tempDir();
    const first = await start({ dataDir });
    const phone = await first.client();
    await request(phone, 'new room', 'fest');
    await request(phone, 'new room', 'blåbær');
    for (let i = 0; i < 25; i += 1)
      await request(phone, 'chat message', { roomName: i % 2 ? 'fest' : 'blåbær', text: `nr ${i}` });
    const before = await Promise.all(
      ['fest', 'blåbær'].map(async (name) => (await fetch(`${first.url}/api/${encodeURIComponent(name)}`)).json()),
    );
    await first.close();
    running = [];

    const second = await start({ dataDir });
    const after = await Promise.all(
      ['fest', 'blåbær'].map(async (name) => (await fetch(`${second.url}/api/${encodeURIComponent(name)}`)).json()),
    );
    expect(after).toEqual(before);
    expect((after[0] as [unknown, { value: string }[]])[1].map((entry) => entry.value)).toEqual(
      Array.from({ length: 12 }, (_, i) => `nr ${2 * i + 1}`),
    );
    const again = await second.client();
    expect(await request(again, 'new room', 'fest')).toEqual({ ok: false, error: 'taken' });
  });
});

describe('start-up failure', () => {
  it('gives back its storage when the port is taken, so another start on the same data works', async () => {
    const dataDir = tempDir();
    const holder = await start({ dataDir: tempDir() });
    await expect(startTestServer({ dataDir, port: holder.port })).rejects.toThrow(
      /EADDRINUSE|address already in use/iu,
    );
    const retry = await start({ dataDir });
    const phone = await retry.client();
    expect(await request(phone, 'new room', 'etterpå')).toEqual({ ok: true, count: 0 });
  });
});

describe('room lifetime', () => {
  it('deletes rooms idle for ROOM_TTL_HOURS with their entries, and keeps rooms in use', async () => {
    const clock = manualClock();
    const server = await start({ roomTtlHours: 48 }, { clock });
    const phone = await server.client();
    await request(phone, 'new room', 'gammel');
    await request(phone, 'chat message', { roomName: 'gammel', text: 'glemt' });
    await request(phone, 'new room', 'aktiv');

    clock.advance(47 * HOUR);
    expect(await server.sweepIdleRooms()).toBe(0);
    await request(phone, 'join room', 'aktiv');
    clock.advance(2 * HOUR);
    expect(await server.sweepIdleRooms()).toBe(1);

    expect((await fetch(`${server.url}/api/gammel`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/aktiv`)).status).toBe(200);
    expect(await request(phone, 'new room', 'gammel')).toEqual({ ok: true, count: 0 });
    expect(await request(phone, 'join room', 'gammel')).toEqual({ ok: true, count: 0 });
  });

  it('counts adding an entry as use', async () => {
    const clock = manualClock();
    const server = await start({ roomTtlHours: 1 }, { clock });
    const phone = await server.client();
    await request(phone, 'new room', 'fest');
    clock.advance(0.9 * HOUR);
    await request(phone, 'chat message', { roomName: 'fest', text: 'fortsatt her' });
    clock.advance(0.9 * HOUR);
    expect(await server.sweepIdleRooms()).toBe(0);
    clock.advance(0.2 * HOUR);
    expect(await server.sweepIdleRooms()).toBe(1);
  });
});
