// Recently removed over real sockets, on SQLite and PostgreSQL: the list for members only, kept current by the
// room's broadcasts, 24 hours of keeping, then purged by the sweep; removing does not keep a room alive.
import { afterEach, describe, expect, it } from 'vitest';
import type { RemovedEntryDto } from '@skal/shared';
import { manualClock } from '../src/clock';
import {
  nextEvent,
  request,
  startTestServer,
  type Client,
  type TestServer,
  entriesOf as roomEntries,
  type ListedEntry,
} from './helpers';

const HOUR = 3_600_000;
let server: TestServer;
afterEach(async () => {
  await server.close();
});

type Entry = ListedEntry;

const entriesOf = (room: string) => roomEntries(server, room);

async function roomWith(phone: Client, room: string, texts: string[]): Promise<Entry[]> {
  await request(phone, 'new room', room);
  await request(phone, 'import entries', { roomName: room, texts });
  return entriesOf(room);
}

const removedList = async (phone: Client, room: string) =>
  (await request(phone, 'removed entries', room)) as { ok: true; entries: RemovedEntryDto[] };

describe('removed entries', () => {
  it('lists what the room removed, newest first, with id, text and time, for members only', async () => {
    const clock = manualClock();
    server = await startTestServer({}, { clock });
    const [phone, member, outsider] = await Promise.all([server.client(), server.client(), server.client()]);
    const [a, b] = await roomWith(phone, 'fest', ['a', 'b', 'c']);
    await request(member, 'join room', 'fest');
    expect(await request(member, 'removed entries', 'fest')).toEqual({ ok: true, entries: [] });

    await request(phone, 'remove entry', { roomName: 'fest', id: b!.id });
    clock.advance(1_000);
    await request(phone, 'remove entry', { roomName: 'fest', id: a!.id });
    const removedAt = clock.now();
    expect(await request(member, 'removed entries', 'fest')).toEqual({
      ok: true,
      entries: [
        { id: a!.id, text: 'a', removedAt: removedAt.toISOString() },
        { id: b!.id, text: 'b', removedAt: new Date(removedAt.getTime() - 1_000).toISOString() },
      ],
    });
    expect((await entriesOf('fest')).map((entry) => entry.value)).toEqual(['c']);

    // Not a member: the same answer as for a room that does not exist, and nothing of the room's ids.
    const notFound = { ok: false, error: 'not_found' };
    expect(await request(outsider, 'removed entries', 'fest')).toEqual(notFound);
    expect(await request(outsider, 'removed entries', 'ingen')).toEqual(notFound);
    await request(member, 'leave room', 'fest');
    expect(await request(member, 'removed entries', 'fest')).toEqual(notFound);
    expect(await request(member, 'removed entries', '')).toEqual({ ok: false, error: 'invalid' });
    expect(await request(member, 'removed entries', { roomName: 'fest' })).toEqual({ ok: false, error: 'invalid' });
  });

  it('keeps every member’s list current: a removal and a put-back reach the whole room', async () => {
    server = await startTestServer();
    const [phone, other] = await Promise.all([server.client(), server.client()]);
    const [a, b] = await roomWith(phone, 'fest', ['a', 'b']);
    await request(other, 'join room', 'fest');

    const removed = nextEvent(other, 'entryRemoved');
    await request(phone, 'remove entry', { roomName: 'fest', id: a!.id });
    expect(await removed).toEqual([a!.id]);
    expect((await removedList(other, 'fest')).entries.map((entry) => entry.text)).toEqual(['a']);
    // The count is told on the turn after the ack: wait for it, or it is taken for the put-back's count below.
    const emptied = nextEvent(phone, 'numPrompts');
    await request(phone, 'remove entry', { roomName: 'fest', id: b!.id });
    expect(await emptied).toEqual([0]);

    // The other phone puts one back from its list: everyone hears it, and it leaves every list.
    const restored = nextEvent(phone, 'entryRestored');
    const count = nextEvent(phone, 'numPrompts');
    expect(await request(other, 'restore entry', { roomName: 'fest', id: a!.id })).toEqual({ ok: true, count: 1 });
    expect(await restored).toEqual([a!.id]);
    expect(await count).toEqual([1]);
    expect((await removedList(phone, 'fest')).entries.map((entry) => entry.text)).toEqual(['b']);
    expect((await entriesOf('fest')).map((entry) => entry.value)).toEqual(['a']);
  });

  it('keeps removed entries 24 hours, not counted toward the limit, then the sweep deletes them for good', async () => {
    const clock = manualClock();
    server = await startTestServer({ maxEntriesPerRoom: 3 }, { clock });
    const phone = await server.client();
    const [a, b] = await roomWith(phone, 'fest', ['a', 'b', 'c']);
    await request(phone, 'remove entry', { roomName: 'fest', id: a!.id });
    await request(phone, 'remove entry', { roomName: 'fest', id: b!.id });
    // Removed entries are a quota of their own (issue #39): the room has room at once, and they can still come back.
    expect(await request(phone, 'chat message', { roomName: 'fest', text: 'd' })).toEqual({ ok: true, count: 2 });
    expect((await removedList(phone, 'fest')).entries.map((entry) => entry.text)).toEqual(['b', 'a']);

    clock.advance(24 * HOUR + 1_000);
    expect(await removedList(phone, 'fest')).toEqual({ ok: true, entries: [] });
    await server.sweepIdleRooms();
    expect(await request(phone, 'restore entry', { roomName: 'fest', id: a!.id })).toEqual({
      ok: false,
      error: 'not_found',
    });
    expect(await request(phone, 'chat message', { roomName: 'fest', text: 'e' })).toEqual({ ok: true, count: 3 });
  });

  it('does not keep a room alive by removing from it', async () => {
    const clock = manualClock();
    server = await startTestServer({ roomTtlHours: 48 }, { clock });
    const phone = await server.client();
    const [a, b] = await roomWith(phone, 'fest', ['a', 'b']);
    await request(phone, 'leave room', 'fest');
    clock.advance(47 * HOUR);
    await request(phone, 'remove entry', { roomName: 'fest', id: a!.id });
    clock.advance(2 * HOUR);
    expect(await server.sweepIdleRooms()).toBe(1);
    expect(await request(phone, 'remove entry', { roomName: 'fest', id: b!.id })).toEqual({
      ok: false,
      error: 'not_found',
    });
  });
});
