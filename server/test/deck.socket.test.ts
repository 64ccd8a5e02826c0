// The deck is ours, on the server: remove with undo, and imports, over real sockets on SQLite and PostgreSQL.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../src/clock';
import {
  recordEvents,
  request,
  settle,
  startTestServer,
  type Client,
  type TestServer,
  entriesOf as roomEntries,
  type ListedEntry,
} from './helpers';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

type Entry = ListedEntry;

const entriesOf = (room: string) => roomEntries(server, room);

/** Presence counts arrive whenever the adapter has counted (later with Redis); these tests are about the rest. */
function withoutPresence(events: { name: string; args: unknown[] }[]) {
  return events.filter((event) => event.name !== 'presence');
}

async function roomWith(phone: Client, room: string, texts: string[]): Promise<Entry[]> {
  await request(phone, 'new room', room);
  for (const text of texts) await request(phone, 'chat message', { roomName: room, text });
  return entriesOf(room);
}

describe('remove entry and restore entry', () => {
  it('removes for everyone: ack with the new count, entryRemoved and numPrompts to the room, gone from GET', async () => {
    const [phone, other] = await Promise.all([server.client(), server.client()]);
    const [a, b, c] = await roomWith(phone, 'fest', ['a', 'b', 'c']);
    await request(other, 'join room', 'fest');
    const heard = recordEvents(other);
    expect(await request(phone, 'remove entry', { roomName: 'fest', id: b!.id })).toEqual({ ok: true, count: 2 });
    await settle(other);
    expect(withoutPresence(heard)).toEqual([
      { name: 'entryRemoved', args: [b!.id] },
      { name: 'numPrompts', args: [2] },
    ]);
    expect(await entriesOf('fest')).toEqual([a, c]);
    expect(await request(other, 'join room', 'fest')).toEqual({ ok: true, count: 2 });
  });

  it('lets two phones remove the same entry at once: both acked, one removal, one broadcast', async () => {
    const [one, two, listener] = await Promise.all([server.client(), server.client(), server.client()]);
    const [, b] = await roomWith(one, 'fest', ['a', 'b', 'c']);
    // Only members remove (room-trust.test.ts): the second phone is in the room too.
    await request(two, 'join room', 'fest');
    await request(listener, 'join room', 'fest');
    const heard = recordEvents(listener);
    const replies = await Promise.all([
      request(one, 'remove entry', { roomName: 'fest', id: b!.id }),
      request(two, 'remove entry', { roomName: 'fest', id: b!.id }),
    ]);
    expect(replies).toEqual([
      { ok: true, count: 2 },
      { ok: true, count: 2 },
    ]);
    await settle(listener);
    expect(heard.filter((event) => event.name === 'entryRemoved')).toHaveLength(1);
    expect((await entriesOf('fest')).map((entry) => entry.value)).toEqual(['a', 'c']);
  });

  it('restores at the old place after the room got new entries, and tells the room', async () => {
    const [phone, other] = await Promise.all([server.client(), server.client()]);
    const [, b] = await roomWith(phone, 'fest', ['a', 'b', 'c']);
    await request(phone, 'remove entry', { roomName: 'fest', id: b!.id });
    await request(phone, 'chat message', { roomName: 'fest', text: 'd' });
    await request(other, 'join room', 'fest');
    const heard = recordEvents(other);
    expect(await request(phone, 'restore entry', { roomName: 'fest', id: b!.id })).toEqual({ ok: true, count: 4 });
    await settle(other);
    expect(withoutPresence(heard)).toEqual([
      { name: 'entryRestored', args: [b!.id] },
      { name: 'numPrompts', args: [4] },
    ]);
    expect((await entriesOf('fest')).map((entry) => entry.value)).toEqual(['a', 'b', 'c', 'd']);
    // A second undo changes nothing and tells nobody.
    expect(await request(phone, 'restore entry', { roomName: 'fest', id: b!.id })).toEqual({ ok: true, count: 4 });
  });

  it('makes room at once when an entry is removed; the undo needs room, and after 24 hours finds nothing', async () => {
    await server.close();
    const clock = manualClock();
    server = await startTestServer({ maxEntriesPerRoom: 2 }, { clock });
    const phone = await server.client();
    const [a] = await roomWith(phone, 'fest', ['a', 'b']);
    await request(phone, 'remove entry', { roomName: 'fest', id: a!.id });
    // Removed entries do not hold places (issue #39: a cleaned-up room was full for a day).
    expect(await request(phone, 'chat message', { roomName: 'fest', text: 'c' })).toEqual({ ok: true, count: 2 });
    expect(await request(phone, 'restore entry', { roomName: 'fest', id: a!.id })).toEqual({
      ok: false,
      error: 'room_full',
    });
    clock.advance(24 * 3_600_000 + 1_000);
    // Past its keeping the entry is gone for good, swept or not: the undo cannot push the room over its limit.
    expect(await request(phone, 'restore entry', { roomName: 'fest', id: a!.id })).toEqual({
      ok: false,
      error: 'not_found',
    });
    expect((await entriesOf('fest')).map((entry) => entry.value)).toEqual(['b', 'c']);
  });

  it('says not_found for an entry of another room or no entry, invalid for malformed requests', async () => {
    const phone = await server.client();
    const [a] = await roomWith(phone, 'fest', ['a']);
    await request(phone, 'new room', 'annen');
    expect(await request(phone, 'remove entry', { roomName: 'annen', id: a!.id })).toEqual({
      ok: false,
      error: 'not_found',
    });
    expect(await request(phone, 'remove entry', { roomName: 'fest', id: 999_999 })).toEqual({
      ok: false,
      error: 'not_found',
    });
    expect(await request(phone, 'restore entry', { roomName: 'ingen', id: a!.id })).toEqual({
      ok: false,
      error: 'not_found',
    });
    for (const bad of [
      { roomName: 'fest' },
      { roomName: 'fest', id: '1' },
      { roomName: 'fest', id: 1.5 },
      'fest',
      null,
    ]) {
      expect(await request(phone, 'remove entry', bad)).toEqual({ ok: false, error: 'invalid' });
    }
  });

  it('is rate-limited like every other event', async () => {
    await server.close();
    server = await startTestServer({ rateLimits: { socketEvents: 4, addressEvents: 1000, windowSeconds: 60 } });
    const phone = await server.client();
    const [a] = await roomWith(phone, 'fest', ['a']);
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => request(phone, 'remove entry', { roomName: 'fest', id: a!.id })),
    );
    expect(replies).toContainEqual({ ok: false, error: 'rate_limited' });
  });
});

describe('import entries', () => {
  it('adds paragraphs in order, skips and counts empty, too long and known ones, one broadcast', async () => {
    const [phone, other] = await Promise.all([server.client(), server.client()]);
    await roomWith(phone, 'fest', ['Skål!']);
    await request(other, 'join room', 'fest');
    const heard = recordEvents(other);
    const texts = ['Skål!', 'første', '   ', 'x'.repeat(281), 'andre\nlinje to', 'første', 'y'.repeat(280)];
    expect(await request(phone, 'import entries', { roomName: 'fest', texts })).toEqual({
      ok: true,
      count: 4,
      added: 3,
      skipped: 4,
    });
    await settle(other);
    expect(withoutPresence(heard)).toEqual([{ name: 'numPrompts', args: [4] }]);
    expect((await entriesOf('fest')).map((entry) => entry.value)).toEqual([
      'Skål!',
      'første',
      'andre\nlinje to',
      'y'.repeat(280),
    ]);
    // The same file again adds nothing and tells nobody.
    expect(await request(phone, 'import entries', { roomName: 'fest', texts })).toEqual({
      ok: true,
      count: 4,
      added: 0,
      skipped: 7,
    });
  });

  it('keeps each entry’s secret by the entry rules, in GET; a blank one is none, a too long one skips its entry', async () => {
    const phone = await server.client();
    await roomWith(phone, 'fest', []);
    const question = { kind: 'question', text: ' Hvem her ville vunnet en realityserie?\u200b ' } as const;
    const texts = [
      { text: 'Paranoia: hvisk spørsmålet på mobilen', secret: question },
      { text: 'Quiz: hvor høy er Galdhøpiggen?', secret: { kind: 'answer', text: '2469 meter' } },
      { text: 'Regel med svar', rule: { end: 'Slutt' }, secret: { kind: 'answer', text: 'Ja' } },
      { text: 'Tom hemmelighet', secret: { kind: 'answer', text: '   ' } },
      { text: 'For lang hemmelighet', secret: { kind: 'answer', text: 'z'.repeat(281) } },
      'Vanlig',
    ];
    expect(await request(phone, 'import entries', { roomName: 'fest', texts })).toEqual({
      ok: true,
      count: 5,
      added: 5,
      skipped: 1,
    });
    expect(await entriesOf('fest')).toEqual([
      {
        id: expect.any(Number),
        value: 'Paranoia: hvisk spørsmålet på mobilen',
        secret: { kind: 'question', text: 'Hvem her ville vunnet en realityserie?' },
      },
      {
        id: expect.any(Number),
        value: 'Quiz: hvor høy er Galdhøpiggen?',
        secret: { kind: 'answer', text: '2469 meter' },
      },
      {
        id: expect.any(Number),
        value: 'Regel med svar',
        rule: { end: 'Slutt' },
        secret: { kind: 'answer', text: 'Ja' },
      },
      { id: expect.any(Number), value: 'Tom hemmelighet' },
      { id: expect.any(Number), value: 'Vanlig' },
    ]);
    // A secret of an unknown kind is malformed.
    expect(
      await request(phone, 'import entries', {
        roomName: 'fest',
        texts: [{ text: 'x', secret: { kind: 'hint', text: 'y' } }],
      }),
    ).toEqual({ ok: false, error: 'invalid' });
    // Players do not type secrets: `chat message` keeps its text (and rule) only.
    await request(phone, 'chat message', {
      roomName: 'fest',
      text: 'Skrevet',
      secret: { kind: 'answer', text: 'nei' },
    });
    expect((await entriesOf('fest')).at(-1)).toEqual({ id: expect.any(Number), value: 'Skrevet' });
  });

  it('keeps each entry’s table tags (GET shows them); tags that do not fit their text skip the item alone', async () => {
    const phone = await server.client();
    await roomWith(phone, 'fest', []);
    const texts = [
      { text: '@spiller og @spiller skåler', slots: ['drinks', 'flirts'] },
      { text: 'Alle som har, drikker', slots: [], everyone: true, forfeit: '  Syng et vers  ' },
      { text: 'Regel: @player peker', rule: { end: 'Slutt' }, slots: ['plain'], forfeit: '' },
      { text: 'Alle skåler', everyone: false },
      // Skipped, each alone: a slot count other than the placeholders', an unknown tag, a forfeit over 80.
      { text: '@spiller drikker', slots: ['drinks', 'drinks'] },
      { text: '@spiller danser', slots: ['dances'] },
      { text: 'Alle drikker', everyone: true, forfeit: 'x'.repeat(81) },
      'Vanlig',
    ];
    expect(await request(phone, 'import entries', { roomName: 'fest', texts })).toEqual({
      ok: true,
      count: 5,
      added: 5,
      skipped: 3,
    });
    expect(await entriesOf('fest')).toEqual([
      { id: expect.any(Number), value: '@spiller og @spiller skåler', slots: ['drinks', 'flirts'] },
      { id: expect.any(Number), value: 'Alle som har, drikker', slots: [], everyone: true, forfeit: 'Syng et vers' },
      { id: expect.any(Number), value: 'Regel: @player peker', rule: { end: 'Slutt' }, slots: ['plain'] },
      { id: expect.any(Number), value: 'Alle skåler' },
      { id: expect.any(Number), value: 'Vanlig' },
    ]);
    // A forfeit of exactly 80 characters is kept; the bounds of the wire contract refuse what no file holds.
    expect(
      await request(phone, 'import entries', {
        roomName: 'fest',
        texts: [{ text: 'Alle drikker to', everyone: true, forfeit: 'y'.repeat(80) }],
      }),
    ).toEqual({ ok: true, count: 6, added: 1, skipped: 0 });
    expect(
      await request(phone, 'import entries', { roomName: 'fest', texts: [{ text: 'x', everyone: 'yes' }] }),
    ).toEqual({ ok: false, error: 'invalid' });
  });

  it('takes a removed entry again as new', async () => {
    const phone = await server.client();
    const [a] = await roomWith(phone, 'fest', ['a']);
    await request(phone, 'remove entry', { roomName: 'fest', id: a!.id });
    expect(await request(phone, 'import entries', { roomName: 'fest', texts: ['a'] })).toMatchObject({ added: 1 });
  });

  it('holds the room limit: all or none, and room_full when the new ones do not fit', async () => {
    await server.close();
    server = await startTestServer({ maxEntriesPerRoom: 3 });
    const phone = await server.client();
    await roomWith(phone, 'fest', ['a']);
    expect(await request(phone, 'import entries', { roomName: 'fest', texts: ['a', 'b', 'c', 'd'] })).toEqual({
      ok: false,
      error: 'room_full',
    });
    expect(await entriesOf('fest')).toHaveLength(1);
    // Duplicates do not count against the limit.
    expect(await request(phone, 'import entries', { roomName: 'fest', texts: ['a', 'b', 'c', 'a'] })).toEqual({
      ok: true,
      count: 3,
      added: 2,
      skipped: 2,
    });
  });

  it('keeps the limit when two phones import into a nearly full room at once', async () => {
    await server.close();
    server = await startTestServer({ maxEntriesPerRoom: 5 });
    const [one, two] = await Promise.all([server.client(), server.client()]);
    await roomWith(one, 'fest', []);
    const replies = await Promise.all([
      request(one, 'import entries', { roomName: 'fest', texts: ['a', 'b', 'c'] }),
      request(two, 'import entries', { roomName: 'fest', texts: ['d', 'e', 'f'] }),
    ]);
    expect(replies).toContainEqual({ ok: false, error: 'room_full' });
    expect(await entriesOf('fest')).toHaveLength(3);
  });

  it('refuses malformed and oversized batches and missing rooms', async () => {
    const phone = await server.client();
    await roomWith(phone, 'fest', []);
    for (const bad of [
      { roomName: 'fest' },
      { roomName: 'fest', texts: [] },
      { roomName: 'fest', texts: [1, 2] },
      { roomName: 'fest', texts: Array.from({ length: 501 }, (_, i) => `${i}`) },
      'fest',
    ]) {
      expect(await request(phone, 'import entries', bad)).toEqual({ ok: false, error: 'invalid' });
    }
    expect(await request(phone, 'import entries', { roomName: 'ingen', texts: ['a'] })).toEqual({
      ok: false,
      error: 'not_found',
    });
  });
});
