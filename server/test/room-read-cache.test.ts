// A large room's answer to `GET /api/{room}` is kept until the room changes (rooms/room-read-cache.ts): every kind of
// change shows in the next read, on this process and (PostgreSQL + Redis) on another one sharing the rooms.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEEP_FROM_BYTES } from '../src/rooms/room-read-cache';
import { modelStandIn, nextEvent, onPostgres, request, startTestServer, type Client, type TestServer } from './helpers';

type Answer = [{ name: string }, { id: number; value: string; rule?: { end: string } }[], boolean, string[], string];

let server: TestServer;
let phone: Client;
let rooms = 0;

beforeAll(async () => {
  // The model stand-in: the free grant (the `paid` flag) is claimed only where entries can be written.
  server = await startTestServer({}, { generator: modelStandIn() });
  phone = await server.client();
});
afterAll(async () => {
  await server.close();
});

/** A room large enough that its answer is kept (over KEEP_FROM_BYTES), the phone joined. */
async function largeRoom(): Promise<string> {
  const name = `stor ${(rooms += 1)}`;
  expect(await request(phone, 'new room', name)).toMatchObject({ ok: true });
  // Two imports, each under the 16 KiB a socket message may take.
  for (const half of [0, 1]) {
    const texts = Array.from({ length: 35 }, (_, i) => `Fyll ${half} ${i} ${'o'.repeat(260)}`);
    expect(await request(phone, 'import entries', { roomName: name, texts })).toMatchObject({ ok: true, added: 35 });
  }
  return name;
}

async function read(url: string, name: string): Promise<Answer> {
  const response = await fetch(`${url}/api/${encodeURIComponent(name)}`);
  expect(response.status).toBe(200);
  const text = await response.text();
  expect(Buffer.byteLength(text)).toBeGreaterThan(KEEP_FROM_BYTES);
  return JSON.parse(text) as Answer;
}

/** Reads the room twice (the second from the kept answer), makes the change, and returns the read after it. */
async function afterChange(name: string, change: () => Promise<unknown>, url = server.url): Promise<Answer> {
  const before = await read(url, name);
  expect(await read(url, name)).toEqual(before);
  await change();
  return read(url, name);
}

describe('a large room’s kept answer', () => {
  it('shows an added entry and an added rule', async () => {
    const name = await largeRoom();
    const added = await afterChange(name, () => request(phone, 'chat message', { roomName: name, text: 'Ny tekst' }));
    expect(added[1].at(-1)).toMatchObject({ value: 'Ny tekst' });
    const rule = await afterChange(name, () =>
      request(phone, 'chat message', { roomName: name, text: 'Ny regel', rule: { end: 'Regelen er over' } }),
    );
    expect(rule[1].at(-1)).toMatchObject({ value: 'Ny regel', rule: { end: 'Regelen er over' } });
  });

  it('shows an import, a removal and a restore', async () => {
    const name = await largeRoom();
    const imported = await afterChange(name, () =>
      request(phone, 'import entries', { roomName: name, texts: ['Importert en', 'Importert to'] }),
    );
    expect(imported[1].slice(-2).map((entry) => entry.value)).toEqual(['Importert en', 'Importert to']);
    const id = imported[1][0]!.id;
    const removed = await afterChange(name, () => request(phone, 'remove entry', { roomName: name, id }));
    expect(removed[1].map((entry) => entry.id)).not.toContain(id);
    const restored = await afterChange(name, () => request(phone, 'restore entry', { roomName: name, id }));
    expect(restored[1][0]!.id).toBe(id);
  });

  it('shows a draw from the collection', async () => {
    const name = await largeRoom();
    const drawn = await afterChange(name, () => request(phone, 'add from collection', { roomName: name }));
    expect(drawn[1].length).toBeGreaterThan(70);
  });

  it('shows players added and removed, and the room’s language', async () => {
    const name = await largeRoom();
    await request(phone, 'join room', name);
    const added = await afterChange(name, () => request(phone, 'add player', { roomName: name, name: 'Kari' }));
    expect(added[3]).toEqual(['Kari']);
    const removed = await afterChange(name, () => request(phone, 'remove player', { roomName: name, name: 'Kari' }));
    expect(removed[3]).toEqual([]);
    const language = await afterChange(name, () =>
      request(phone, 'set room language', { roomName: name, language: 'english' }),
    );
    expect(language[4]).toBe('english');
  });

  it('shows the free entries used (`paid`) and the entries they brought', async () => {
    const name = await largeRoom();
    await request(phone, 'join room', name);
    const before = await read(server.url, name);
    expect(before[2]).toBe(false);
    await read(server.url, name);
    const done = nextEvent(phone, 'stopWaitingForPrompts');
    expect(await request(phone, 'free ai', name)).toEqual({ ok: true });
    await done;
    const after = await read(server.url, name);
    expect(after[2]).toBe(true);
    expect(after[1].length).toBe(before[1].length + 3);
  });

  it('builds a burst of reads of one room once, and every read gets the same answer', async () => {
    const name = await largeRoom();
    const answers = await Promise.all(Array.from({ length: 20 }, () => read(server.url, name)));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });
});

describe.runIf(onPostgres)('across processes', () => {
  it('drops the answer kept on another process when the room changes on this one', async () => {
    const two = await startTestServer({
      dataDir: server.config.dataDir,
      databaseUrl: server.config.databaseUrl,
      redisUrl: server.config.redisUrl,
      redisPrefix: server.config.redisPrefix,
    });
    try {
      const name = await largeRoom();
      // Kept on the second process; changed through the first, each change acknowledged before the next read.
      const added = await afterChange(
        name,
        () => request(phone, 'chat message', { roomName: name, text: 'Fra den andre' }),
        two.url,
      );
      expect(added[1].at(-1)).toMatchObject({ value: 'Fra den andre' });
      const id = added[1].at(-1)!.id;
      const removed = await afterChange(name, () => request(phone, 'remove entry', { roomName: name, id }), two.url);
      expect(removed[1].map((entry) => entry.id)).not.toContain(id);
    } finally {
      await two.close();
    }
  });
});
