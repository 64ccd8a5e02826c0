import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PACE_PRESENCE_FROM_PHONES } from '../src/sockets/socket-server';
import { nextEvent, recordEvents, request, settle, startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

describe('new room', () => {
  it('creates a room, joins the creator and answers count 0', async () => {
    const phone = await server.client();
    expect(await request(phone, 'new room', 'Fest')).toEqual({ ok: true, count: 0 });
    const response = await fetch(`${server.url}/api/fest`);
    expect(response.status).toBe(200);
    const [room, entries, paid] = (await response.json()) as [{ name: string; createdAt: string }, unknown[], boolean];
    expect(room.name).toBe('fest');
    expect(new Date(room.createdAt).toISOString()).toBe(room.createdAt);
    expect(entries).toEqual([]);
    expect(paid).toBe(false);
  });

  it('says taken for an existing name, whatever its case and spaces', async () => {
    const phone = await server.client();
    await request(phone, 'new room', 'fest');
    expect(await request(phone, 'new room', '  FEST ')).toEqual({ ok: false, error: 'taken' });
  });

  it('says invalid for names that break the rules', async () => {
    const phone = await server.client();
    for (const name of ['', '   ', 'a'.repeat(19), 'fest!', 'a/b', 42, null, { name: 'x' }]) {
      expect(await request(phone, 'new room', name)).toEqual({ ok: false, error: 'invalid' });
    }
  });

  it('normalises names with æøå and keeps them', async () => {
    const phone = await server.client();
    expect(await request(phone, 'new room', ' Blåbær ØL ')).toEqual({ ok: true, count: 0 });
    expect((await fetch(`${server.url}/api/${encodeURIComponent('BLÅBÆR øl')}`)).status).toBe(200);
    const [room] = (await (await fetch(`${server.url}/api/${encodeURIComponent('blåbær øl')}`)).json()) as [
      { name: string },
    ];
    expect(room.name).toBe('blåbær øl');
  });

  it('lets exactly one of two phones creating the same name at once win', async () => {
    const phones = await Promise.all([server.client(), server.client(), server.client(), server.client()]);
    const replies = await Promise.all(phones.map((phone) => request(phone, 'new room', 'samtidig')));
    expect(replies.filter((reply) => (reply as { ok: boolean }).ok)).toHaveLength(1);
    expect(replies.filter((reply) => (reply as { error?: string }).error === 'taken')).toHaveLength(3);
  });
});

describe('join room and leave room', () => {
  it('joins an existing room and sends numPrompts to the joiner', async () => {
    const creator = await server.client();
    await request(creator, 'new room', 'fest');
    await request(creator, 'chat message', { roomName: 'fest', text: 'Skål!' });
    const joiner = await server.client();
    const count = nextEvent(joiner, 'numPrompts');
    expect(await request(joiner, 'join room', 'FEST')).toEqual({ ok: true, count: 1 });
    expect(await count).toEqual([1]);
  });

  it('says not_found for a missing room and invalid for a bad name or options', async () => {
    const phone = await server.client();
    expect(await request(phone, 'join room', 'ingen')).toEqual({ ok: false, error: 'not_found' });
    expect(await request(phone, 'join room', '#?')).toEqual({ ok: false, error: 'invalid' });
    await request(phone, 'new room', 'fest');
    expect(await request(phone, 'join room', 'fest', { host: 'yes' })).toEqual({ ok: false, error: 'invalid' });
  });

  it('stops room broadcasts after leave room', async () => {
    const a = await server.client();
    const b = await server.client();
    await request(a, 'new room', 'fest');
    await request(b, 'join room', 'fest');
    const seen = recordEvents(b);
    expect(await request(b, 'leave room', 'fest')).toEqual({ ok: true });
    await request(a, 'chat message', { roomName: 'fest', text: 'hei' });
    await settle(b);
    expect(seen.filter((event) => event.name === 'numPrompts')).toEqual([]);
  });

  it("takes a phone's events in the order it sent them: a leave right after a join wins", async () => {
    const a = await server.client();
    const b = await server.client();
    await request(a, 'new room', 'fest');
    await request(a, 'new room', 'annet');
    // Sent back to back, as a phone moving from one room to another does, without waiting for the answers.
    const answers = Promise.all([
      request(b, 'join room', 'fest'),
      request(b, 'join room', 'annet'),
      request(b, 'leave room', 'fest'),
    ]);
    expect(await answers).toEqual([{ ok: true, count: 0 }, { ok: true, count: 0 }, { ok: true }]);
    const seen = recordEvents(b);
    await request(a, 'chat message', { roomName: 'fest', text: 'hei' });
    await request(a, 'chat message', { roomName: 'annet', text: 'hallo' });
    await settle(b);
    expect(seen.filter((event) => event.name === 'numPrompts')).toEqual([{ name: 'numPrompts', args: [1] }]);
  });
});

describe('chat message', () => {
  it('adds an entry and tells the whole room, and nobody else, the new count', async () => {
    const [adder, member, stranger] = await Promise.all([server.client(), server.client(), server.client()]);
    await request(adder, 'new room', 'fest');
    await request(member, 'join room', 'fest');
    await request(stranger, 'new room', 'annet');
    const memberSeen = recordEvents(member);
    const strangerSeen = recordEvents(stranger);
    const adderCount = nextEvent(adder, 'numPrompts');

    expect(await request(adder, 'chat message', { roomName: 'fest', text: '  Alle skåler  ' })).toEqual({
      ok: true,
      count: 1,
    });
    expect(await adderCount).toEqual([1]);
    await settle(member);
    await settle(stranger);
    expect(memberSeen.filter((event) => event.name === 'numPrompts')).toEqual([{ name: 'numPrompts', args: [1] }]);
    expect(strangerSeen.filter((event) => event.name === 'numPrompts')).toEqual([]);

    const [, entries] = (await (await fetch(`${server.url}/api/fest`)).json()) as [unknown, { value: string }[]];
    expect(entries.map((entry) => entry.value)).toEqual(['Alle skåler']);
  });

  it('answers the adder before the room hears the new count', async () => {
    const [adder, member] = await Promise.all([server.client(), server.client()]);
    await request(adder, 'new room', 'fest');
    await request(member, 'join room', 'fest');
    const order: string[] = [];
    adder.on('numPrompts', (count) => order.push(`numPrompts ${count}`));
    const memberCount = nextEvent(member, 'numPrompts');
    const acked = new Promise<void>((resolve) =>
      adder.emit('chat message', { roomName: 'fest', text: 'Først svar' }, (reply) => {
        order.push(`ack ${(reply as { count: number }).count}`);
        resolve();
      }),
    );
    await acked;
    expect(await memberCount).toEqual([1]);
    await settle(adder);
    expect(order).toEqual(['ack 1', 'numPrompts 1']);
  });

  it('tells a room every count of adds from many phones at once', async () => {
    const adders = await Promise.all(Array.from({ length: 6 }, () => server.client()));
    const member = await server.client();
    await request(member, 'new room', 'fest');
    await Promise.all(adders.map((adder) => request(adder, 'join room', 'fest')));
    const seen = recordEvents(member);
    await Promise.all(adders.map((adder, i) => request(adder, 'chat message', { roomName: 'fest', text: `nr ${i}` })));
    await vi.waitFor(() => expect(seen.filter((event) => event.name === 'numPrompts')).toHaveLength(6));
    const counts = seen.filter((event) => event.name === 'numPrompts').map((event) => event.args[0] as number);
    // Every change is told (each add commits on its own on PostgreSQL, so their answers may cross).
    expect([...counts].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('accepts an entry from a socket that never joined', async () => {
    const creator = await server.client();
    await request(creator, 'new room', 'fest');
    const outsider = await server.client();
    expect(await request(outsider, 'chat message', { roomName: 'fest', text: 'fra utsiden' })).toEqual({
      ok: true,
      count: 1,
    });
  });

  it('takes 280 characters and refuses 281, empty and malformed messages', async () => {
    const phone = await server.client();
    await request(phone, 'new room', 'fest');
    expect(await request(phone, 'chat message', { roomName: 'fest', text: 'ø'.repeat(280) })).toEqual({
      ok: true,
      count: 1,
    });
    expect(await request(phone, 'chat message', { roomName: 'fest', text: 'ø'.repeat(281) })).toEqual({
      ok: false,
      error: 'too_long',
    });
    expect(await request(phone, 'chat message', { roomName: 'fest', text: ' \n ' })).toEqual({
      ok: false,
      error: 'empty',
    });
    expect(await request(phone, 'chat message', { roomName: 'fest' })).toEqual({ ok: false, error: 'invalid' });
    expect(await request(phone, 'chat message', 'fest', 'text')).toEqual({ ok: false, error: 'invalid' });
    expect(await request(phone, 'chat message', { roomName: 'ingen', text: 'x' })).toEqual({
      ok: false,
      error: 'not_found',
    });
    const [, entries] = (await (await fetch(`${server.url}/api/fest`)).json()) as [unknown, { value: string }[]];
    expect(entries.map((entry) => entry.value)).toEqual(['ø'.repeat(280)]);
  });

  it('keeps entries in the order they were added', async () => {
    const phone = await server.client();
    await request(phone, 'new room', 'fest');
    for (let i = 1; i <= 12; i += 1) await request(phone, 'chat message', { roomName: 'fest', text: `entry ${i}` });
    const [, entries] = (await (await fetch(`${server.url}/api/fest`)).json()) as [
      unknown,
      { id: number; value: string }[],
    ];
    expect(entries.map((entry) => entry.value)).toEqual(Array.from({ length: 12 }, (_, i) => `entry ${i + 1}`));
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(12);
  });
});

describe('limits', () => {
  it('says room_full when the room has reached its entry limit', async () => {
    await server.close();
    server = await startTestServer({ maxEntriesPerRoom: 2 });
    const phone = await server.client();
    await request(phone, 'new room', 'fest');
    await request(phone, 'chat message', { roomName: 'fest', text: 'en' });
    await request(phone, 'chat message', { roomName: 'fest', text: 'to' });
    expect(await request(phone, 'chat message', { roomName: 'fest', text: 'tre' })).toEqual({
      ok: false,
      error: 'room_full',
    });
  });

  it('says rate_limited to a flooding socket while another phone goes on', async () => {
    await server.close();
    server = await startTestServer({ rateLimits: { socketEvents: 5, addressEvents: 1000, windowSeconds: 60 } });
    const flooder = await server.client();
    const calm = await server.client();
    await request(flooder, 'new room', 'fest');
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) => request(flooder, 'chat message', { roomName: 'fest', text: `flood ${i}` })),
    );
    expect(
      replies.filter((reply) => (reply as { error?: string }).error === 'rate_limited').length,
    ).toBeGreaterThanOrEqual(5);
    expect(await request(calm, 'chat message', { roomName: 'fest', text: 'rolig' })).toMatchObject({ ok: true });
  });

  it('limits a flooding address across its sockets', async () => {
    await server.close();
    // The three handshakes take three of the address's nine events.
    server = await startTestServer({ rateLimits: { socketEvents: 100, addressEvents: 9, windowSeconds: 60 } });
    const phones = await Promise.all([server.client(), server.client(), server.client()]);
    const replies = [];
    for (const phone of phones) for (let i = 0; i < 3; i += 1) replies.push(await request(phone, 'join room', 'ingen'));
    expect(replies.filter((reply) => (reply as { error?: string }).error === 'rate_limited')).toHaveLength(3);
  });

  it('drops a socket message over the size limit without harming the server', async () => {
    const phone = await server.client();
    const dropped = new Promise((resolve) => phone.once('disconnect', resolve));
    phone.emit('chat message', { roomName: 'fest', text: 'x'.repeat(40_000) });
    await dropped;
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});

describe('presence and the TV mirror', () => {
  it('counts phones, not host displays, on every join and leave', async () => {
    const host = await server.client();
    await request(host, 'new room', 'fest');
    await request(host, 'leave room', 'fest');
    const joinedAsHost = nextEvent(host, 'presence');
    expect(await request(host, 'join room', 'fest', { host: true })).toMatchObject({ ok: true });
    expect(await joinedAsHost).toEqual([{ phones: 0 }]);

    const phone = await server.client();
    const afterPhone = nextEvent(host, 'presence');
    await request(phone, 'join room', 'fest');
    expect(await afterPhone).toEqual([{ phones: 1 }]);

    const second = await server.client();
    const afterSecond = nextEvent(host, 'presence');
    await request(second, 'join room', 'fest', {});
    expect(await afterSecond).toEqual([{ phones: 2 }]);

    const afterLeave = nextEvent(host, 'presence');
    await request(phone, 'leave room', 'fest');
    expect(await afterLeave).toEqual([{ phones: 1 }]);

    const afterDisconnect = nextEvent(host, 'presence');
    second.disconnect();
    expect(await afterDisconnect).toEqual([{ phones: 0 }]);
  });

  it('tells a crowded room its presence at most every PRESENCE_EVERY_MS, the last count right', async () => {
    const host = await server.client();
    await request(host, 'new room', 'folksom');
    await request(host, 'join room', 'folksom', { host: true });
    // A party's table, and one more: from here on the room is crowded.
    for (let i = 0; i <= PACE_PRESENCE_FROM_PHONES; i++) {
      await request(await server.client(), 'join room', 'folksom');
    }
    const crowd = await Promise.all(Array.from({ length: 20 }, () => server.client()));
    const seen = recordEvents(host);
    const last = PACE_PRESENCE_FROM_PHONES + 1 + crowd.length;
    const all = nextEvent(host, 'presence', (count) => count.phones === last);
    await Promise.all(crowd.map((phone) => request(phone, 'join room', 'folksom')));
    await all;
    // 20 joins, fewer counts (each one to every phone of the room): the last says all of them.
    const counts = seen.filter((event) => event.name === 'presence');
    expect(counts.length).toBeLessThan(crowd.length);
    expect(counts.at(-1)?.args).toEqual([{ phones: last }]);
  });

  it('relays now showing to the rest of the room, and null when the round ends', async () => {
    const [player, host, stranger] = await Promise.all([server.client(), server.client(), server.client()]);
    await request(player, 'new room', 'fest');
    await request(host, 'join room', 'fest', { host: true });
    await request(stranger, 'new room', 'annet');
    const strangerSeen = recordEvents(stranger);
    const playerSeen = recordEvents(player);

    const shown = nextEvent(host, 'nowShowing');
    expect(await request(player, 'now showing', { roomName: 'fest', text: '<b>Skål</b>', remaining: 4 })).toEqual({
      ok: true,
    });
    expect(await shown).toEqual([{ text: '<b>Skål</b>', remaining: 4 }]);

    const cleared = nextEvent(host, 'nowShowing');
    await request(player, 'now showing', { roomName: 'fest', text: null, remaining: 0 });
    expect(await cleared).toEqual([{ text: null, remaining: 0 }]);

    expect(await request(player, 'now showing', { roomName: 'fest', text: 'x', remaining: -1 })).toEqual({
      ok: false,
      error: 'invalid',
    });
    expect(await request(player, 'now showing', { roomName: 'ingen', text: 'x', remaining: 1 })).toEqual({
      ok: false,
      error: 'not_found',
    });
    await settle(stranger);
    await settle(player);
    expect(strangerSeen.filter((event) => event.name === 'nowShowing')).toEqual([]);
    expect(playerSeen.filter((event) => event.name === 'nowShowing')).toEqual([]);
  });

  it('relays how the phone filled the entry (its names marked) when the pieces make up the text, to a TV opening late too', async () => {
    const [player, host] = await Promise.all([server.client(), server.client()]);
    await request(player, 'new room', 'biter');
    await request(host, 'join room', 'biter', { host: true });
    const pieces = [
      { text: 'Kari', player: true },
      { text: ' skåler med Kari', player: false },
    ];
    const shown = nextEvent(host, 'nowShowing');
    await request(player, 'now showing', { roomName: 'biter', text: 'Kari skåler med Kari', remaining: 2, pieces });
    expect(await shown).toEqual([{ text: 'Kari skåler med Kari', remaining: 2, pieces }]);
    const late = await server.client();
    const told = nextEvent(late, 'nowShowing');
    await request(late, 'join room', 'biter', { host: true });
    expect(await told).toEqual([{ text: 'Kari skåler med Kari', remaining: 2, pieces }]);

    // Pieces that are not the text, or a text the entry rules changed, are left out: the TV marks names itself.
    const mismatch = nextEvent(host, 'nowShowing');
    await request(player, 'now showing', { roomName: 'biter', text: 'Ola skåler', remaining: 1, pieces });
    expect(await mismatch).toEqual([{ text: 'Ola skåler', remaining: 1 }]);
    const changed = nextEvent(host, 'nowShowing');
    await request(player, 'now showing', {
      roomName: 'biter',
      text: ' Ola\u200b skåler',
      remaining: 1,
      pieces: [{ text: ' Ola\u200b skåler', player: false }],
    });
    expect(await changed).toEqual([{ text: 'Ola skåler', remaining: 1 }]);
    expect(
      await request(player, 'now showing', {
        roomName: 'biter',
        text: 'x'.repeat(101),
        remaining: 1,
        pieces: Array.from({ length: 101 }, () => ({ text: 'x', player: false })),
      }),
    ).toEqual({ ok: false, error: 'invalid' });
  });

  it('tells a TV that opens mid-round what the table sees now, and nothing once the round ended', async () => {
    const player = await server.client();
    await request(player, 'new room', 'sent tv');
    await request(player, 'now showing', { roomName: 'sent tv', text: 'Skål for verten', remaining: 7 });

    const tv = await server.client();
    const told = nextEvent(tv, 'nowShowing');
    await request(tv, 'join room', 'sent tv', { host: true });
    expect(await told).toEqual([{ text: 'Skål for verten', remaining: 7 }]);
    // A phone joining is not told: it shows its own round.
    const phone = await server.client();
    const phoneSeen = recordEvents(phone);
    await request(phone, 'join room', 'sent tv');
    await settle(phone);
    expect(phoneSeen.filter((event) => event.name === 'nowShowing')).toEqual([]);

    await request(player, 'now showing', { roomName: 'sent tv', text: null, remaining: 0 });
    const late = await server.client();
    const lateSeen = recordEvents(late);
    await request(late, 'join room', 'sent tv', { host: true });
    await settle(late);
    expect(lateSeen.filter((event) => event.name === 'nowShowing')).toEqual([]);
  });
});

describe('transports', () => {
  it('works over long-polling as well as websocket', async () => {
    const { connectClient } = await import('./helpers');
    const polling = await connectClient(server.url, ['polling']);
    try {
      expect(await request(polling, 'new room', 'poll')).toEqual({ ok: true, count: 0 });
      expect(await request(polling, 'chat message', { roomName: 'poll', text: 'hei' })).toEqual({ ok: true, count: 1 });
    } finally {
      polling.disconnect();
    }
  });
});
