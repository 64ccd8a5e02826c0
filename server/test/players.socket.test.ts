// Names at the table over the wire: add and remove (acked, validated, rate-limited), the `players`
// broadcast to phones and the TV, the list on join and in the room's GET. Runs on SQLite and PostgreSQL.
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_PLAYERS_PER_ROOM } from '@skal/shared';
import { nextEvent, request, settle, startTestServer, type TestServer } from './helpers';

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function start(overrides: Parameters<typeof startTestServer>[0] = {}): Promise<TestServer> {
  const server = await startTestServer(overrides);
  servers.push(server);
  return server;
}

async function roomResponse(server: TestServer, room: string): Promise<unknown[]> {
  return (await (await fetch(`${server.url}/api/${room}`)).json()) as unknown[];
}

describe('players', () => {
  it('an added name reaches every phone and the TV in the room, and the ack carries the list', async () => {
    const server = await start();
    const [phone, other, tv, elsewhere] = await Promise.all([
      server.client(),
      server.client(),
      server.client(),
      server.client(),
    ]);
    await request(phone, 'new room', 'fest');
    await request(other, 'join room', 'fest');
    await request(tv, 'join room', 'fest', { host: true });
    await request(elsewhere, 'new room', 'annet');
    const otherHears = nextEvent(other, 'players');
    const tvHears = nextEvent(tv, 'players');
    let elsewhereHeard = false;
    elsewhere.on('players', () => (elsewhereHeard = true));

    expect(await request(phone, 'add player', { roomName: 'FEST', name: '  Kari ' })).toEqual({
      ok: true,
      players: ['Kari'],
    });
    expect(await otherHears).toEqual([{ players: ['Kari'] }]);
    expect(await tvHears).toEqual([{ players: ['Kari'] }]);
    await settle(elsewhere);
    expect(elsewhereHeard).toBe(false);

    const removed = nextEvent(tv, 'players');
    expect(await request(other, 'remove player', { roomName: 'fest', name: 'KARI' })).toEqual({
      ok: true,
      players: [],
    });
    expect(await removed).toEqual([{ players: [] }]);
  });

  it('a joining phone or TV gets the list, and the room GET carries it as item 3', async () => {
    const server = await start();
    const phone = await server.client();
    await request(phone, 'new room', 'fest');
    await request(phone, 'add player', { roomName: 'fest', name: 'Kari' });
    await request(phone, 'add player', { roomName: 'fest', name: 'Ola' });
    const late = await server.client();
    const heard = nextEvent(late, 'players');
    expect(await request(late, 'join room', 'fest')).toEqual({ ok: true, count: 0 });
    expect(await heard).toEqual([{ players: ['Kari', 'Ola'] }]);
    const body = await roomResponse(server, 'fest');
    expect(body).toHaveLength(5);
    expect(body[3]).toEqual(['Kari', 'Ola']);
  });

  it('a room without players reads as before, with an empty item 3', async () => {
    const server = await start();
    const phone = await server.client();
    await request(phone, 'new room', 'fest');
    await request(phone, 'chat message', { roomName: 'fest', text: 'Skål!' });
    const [room, entries, paid, players] = await roomResponse(server, 'fest');
    expect(room).toMatchObject({ name: 'fest' });
    expect(entries).toEqual([expect.objectContaining({ value: 'Skål!' })]);
    expect(paid).toBe(false);
    expect(players).toEqual([]);
  });

  it('refuses bad input with the clear error code', async () => {
    const server = await start();
    const phone = await server.client();
    await request(phone, 'new room', 'fest');
    await request(phone, 'add player', { roomName: 'fest', name: 'Kari' });
    const cases: [unknown, string][] = [
      [{ roomName: 'fest', name: 'kARI' }, 'taken'],
      [{ roomName: 'fest', name: '  \n ' }, 'empty'],
      [{ roomName: 'fest', name: 'x'.repeat(21) }, 'too_long'],
      [{ roomName: 'fest', name: 'x'.repeat(201) }, 'invalid'],
      [{ roomName: 'fest' }, 'invalid'],
      [{ roomName: 'fest', name: 42 }, 'invalid'],
      ['fest', 'invalid'],
      [{ roomName: 'fest!', name: 'Ola' }, 'invalid'],
      [{ roomName: 'ingen', name: 'Ola' }, 'not_found'],
    ];
    for (const [payload, error] of cases) {
      expect(await request(phone, 'add player', payload), JSON.stringify(payload)).toEqual({ ok: false, error });
    }
    expect(await request(phone, 'remove player', { roomName: 'ingen', name: 'Ola' })).toEqual({
      ok: false,
      error: 'not_found',
    });
    expect(await request(phone, 'remove player', { roomName: 'fest', name: '' })).toEqual({
      ok: false,
      error: 'invalid',
    });
    expect(await request(phone, 'remove player', { roomName: 'fest', name: 'Per' })).toEqual({
      ok: true,
      players: ['Kari'],
    });
  });

  it('who is at the table: choices set from any phone in the room reach every phone and the TV, and a joining one', async () => {
    const server = await start();
    const [phone, other, tv, outsider] = await Promise.all([
      server.client(),
      server.client(),
      server.client(),
      server.client(),
    ]);
    await request(phone, 'new room', 'fest');
    await request(other, 'join room', 'fest');
    await request(tv, 'join room', 'fest', { host: true });
    for (const name of ['Kari', 'Ola', 'Per']) await request(phone, 'add player', { roomName: 'fest', name });
    await settle(tv);
    const tvHears = nextEvent(tv, 'players');
    expect(await request(other, 'set player choice', { roomName: 'fest', name: 'kari', notDrinking: true })).toEqual({
      ok: true,
      players: ['Kari', 'Ola', 'Per'],
      choices: { Kari: { notDrinking: true } },
    });
    expect(await tvHears).toEqual([{ players: ['Kari', 'Ola', 'Per'], choices: { Kari: { notDrinking: true } } }]);
    await request(phone, 'set player choice', { roomName: 'fest', name: 'Ola', taken: true, partner: 'PER' });
    const couple = await request(phone, 'set player choice', {
      roomName: 'fest',
      name: 'Per',
      taken: true,
      partner: 'Ola',
    });
    expect(couple.choices).toEqual({
      Kari: { notDrinking: true },
      Ola: { taken: true, partner: 'Per' },
      Per: { taken: true, partner: 'Ola' },
    });
    const late = await server.client();
    const heard = nextEvent(late, 'players');
    await request(late, 'join room', 'fest');
    expect((await heard)[0]).toEqual({ players: ['Kari', 'Ola', 'Per'], choices: couple.choices });

    // Bad input: a clear error, nothing changed.
    const bad = [
      [{ roomName: 'fest', name: 'Siri', notDrinking: true }, 'no_player'],
      [{ roomName: 'fest', name: 'Kari', taken: true, partner: 'Siri' }, 'no_player'],
      [{ roomName: 'fest', name: 'Kari', taken: true, partner: 'kari' }, 'invalid'],
      [{ roomName: 'fest', name: 'Kari', notDrinking: 'yes' }, 'invalid'],
      [{ roomName: 'fest', name: '', notDrinking: true }, 'invalid'],
      [{ roomName: 'ingen', name: 'Kari', notDrinking: true }, 'not_found'],
    ] as const;
    for (const [payload, error] of bad) {
      expect(await request(phone, 'set player choice', payload), JSON.stringify(payload)).toMatchObject({
        ok: false,
        error,
      });
    }
    // Only the room's members choose for its players.
    expect(
      await request(outsider, 'set player choice', { roomName: 'fest', name: 'Kari', notDrinking: false }),
    ).toEqual({
      ok: false,
      error: 'not_member',
    });
    // A player removed takes their choices along, and is no one's partner.
    const afterRemoval = await request(other, 'remove player', { roomName: 'fest', name: 'Per' });
    expect(afterRemoval).toEqual({
      ok: true,
      players: ['Kari', 'Ola'],
      choices: { Kari: { notDrinking: true }, Ola: { taken: true } },
    });
  });

  it('compares names by their look (UTS #39 skeleton): look-alikes of the placeholder are refused, of a name taken', async () => {
    const server = await start();
    const phone = await server.client();
    await request(phone, 'new room', 'fest');
    await request(phone, 'add player', { roomName: 'fest', name: 'Kari' });
    // Issue #39: each of these was added as a name before.
    for (const name of [
      'n\u043Een',
      'n\u03BFen',
      '\u0274\u1D0F\u1D07\u0274',
      '@\u0455piller',
      's\u043Em\u0435\u043Ene',
      '@spiller!',
      '(@player)',
      '@spiller x',
    ]) {
      expect(await request(phone, 'add player', { roomName: 'fest', name }), name).toEqual({
        ok: false,
        error: 'placeholder',
      });
    }
    expect(await request(phone, 'add player', { roomName: 'fest', name: 'K\u0430ri' })).toEqual({
      ok: false,
      error: 'taken',
    });
    // The look-alike removes the name it looks like, as the same player.
    expect(await request(phone, 'add player', { roomName: 'fest', name: 'Karin' })).toMatchObject({ ok: true });
    expect(await request(phone, 'remove player', { roomName: 'fest', name: 'K\u0430ri' })).toEqual({
      ok: true,
      players: ['Karin'],
    });
  });

  it('holds 24 names and says room_full for the 25th', async () => {
    const server = await start();
    const phone = await server.client();
    await request(phone, 'new room', 'fest');
    for (let i = 0; i < MAX_PLAYERS_PER_ROOM; i += 1) {
      expect(await request(phone, 'add player', { roomName: 'fest', name: `Spiller ${i}` })).toMatchObject({
        ok: true,
      });
    }
    expect(await request(phone, 'add player', { roomName: 'fest', name: 'En til' })).toEqual({
      ok: false,
      error: 'room_full',
    });
  });

  it('is rate-limited like entries', async () => {
    const server = await start({ rateLimits: { socketEvents: 3, addressEvents: 100_000, windowSeconds: 60 } });
    const phone = await server.client();
    await request(phone, 'new room', 'fest');
    await request(phone, 'add player', { roomName: 'fest', name: 'A' });
    await request(phone, 'add player', { roomName: 'fest', name: 'B' });
    expect(await request(phone, 'add player', { roomName: 'fest', name: 'C' })).toEqual({
      ok: false,
      error: 'rate_limited',
    });
  });

  it('two server instances on one store: concurrent adds keep the limit and no name twice', async () => {
    const first = await start();
    // The same data folder: the same SQLite file, or the same PostgreSQL database and Redis.
    const second = await start({ dataDir: first.config.dataDir });
    const [a, b] = await Promise.all([first.client(), second.client()]);
    await request(a, 'new room', 'fest');
    await request(b, 'join room', 'fest');
    const names = Array.from({ length: 30 }, (_, i) => `Navn ${i}`);
    const replies = (await Promise.all(
      names.flatMap((name) => [
        request(a, 'add player', { roomName: 'fest', name }),
        request(b, 'add player', { roomName: 'fest', name: name.toUpperCase() }),
      ]),
    )) as { ok: boolean; error?: string }[];
    expect(replies.filter((reply) => reply.ok)).toHaveLength(MAX_PLAYERS_PER_ROOM);
    // Which refusal each loser gets depends on the interleaving (one server's batch may fill the room first).
    for (const reply of replies.filter((each) => !each.ok)) expect(['taken', 'room_full']).toContain(reply.error);
    const stored = (await roomResponse(second, 'fest'))[3] as string[];
    expect(stored).toHaveLength(MAX_PLAYERS_PER_ROOM);
    expect(new Set(stored.map((name) => name.toLowerCase())).size).toBe(MAX_PLAYERS_PER_ROOM);
  });
});
