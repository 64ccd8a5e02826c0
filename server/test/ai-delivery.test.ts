// Free and paid AI entries reach a room one way, through RoomService: the room hears "waiting", the
// new count and "stopped waiting" from the same RoomEvents, whoever delivered.
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { builtInPackGenerator } from '../src/ai/built-in-pack';
import type { GenerateRequest } from '../src/ai/entry-generator';
import { systemClock } from '../src/clock';
import { grantFreeEntries } from '../src/payments/free-entries';
import { Fulfilment } from '../src/payments/fulfilment';
import { PlayersService } from '../src/rooms/players-service';
import { RoomService, type RoomEvents } from '../src/rooms/room-service';
import { openSqliteStore } from '../src/store/sqlite-store';
import type { Store } from '../src/store/store';
import { tempDir } from './helpers';
import { testPay } from './test-pay';

const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
let store: Store | null = null;
afterEach(async () => {
  await store?.close();
  store = null;
});

/** A room whose every announcement is written down, in order. */
async function recordedRoom() {
  const opened = await openSqliteStore(path.join(tempDir(), 'skal.db'));
  store = opened;
  const heard: string[] = [];
  const events: RoomEvents = {
    count: (room, count) => heard.push(`${room}: ${count} entries`),
    waiting: (room) => heard.push(`${room}: waiting`),
    stopWaiting: (room) => heard.push(`${room}: done waiting`),
  };
  const rooms = new RoomService(opened, systemClock, events, { generator: builtInPackGenerator() });
  await rooms.create('fest');
  await rooms.addEntry('fest', 'Alle som smiler drikker én slurk');
  heard.length = 0;
  return { store: opened, rooms, heard };
}

describe('AI entries through RoomService', () => {
  it('announces free entries: waiting, the new count, done waiting', async () => {
    const { store, rooms, heard } = await recordedRoom();
    const deliveries: Promise<void>[] = [];
    const started = await grantFreeEntries(
      { store, rooms, log, track: (work) => deliveries.push(work) },
      'fest',
      'norsk',
    );
    expect(started).toBe('started');
    expect(heard).toEqual(['fest: waiting']);
    await Promise.all(deliveries);
    expect(heard).toEqual(['fest: waiting', 'fest: 4 entries', 'fest: done waiting']);
  });

  it('announces paid entries the same way, from the same room service', async () => {
    const { store, rooms, heard } = await recordedRoom();
    const testpay = testPay();
    const fulfilment = new Fulfilment({
      store,
      provider: testpay.provider,
      rooms,
      clock: systemClock,
      log,
      firstPollMs: 3_600_000,
    });
    try {
      const { reference } = await fulfilment.begin({
        roomName: 'fest',
        mobileNumber: '91234567',
        language: 'english',
        returnUrl: (ref) => `http://skal.test/betaling?reference=${ref}`,
      });
      testpay.payments.get(reference)!.state = 'authorized';
      await fulfilment.advance(reference);
      expect(heard).toEqual(['fest: waiting', 'fest: 21 entries', 'fest: done waiting']);
      expect(testpay.payments.get(reference)!.captured).toBe(2000);
    } finally {
      await fulfilment.stop();
    }
  });

  it('tells the generator how many players the room has, never their names', async () => {
    const { store } = await recordedRoom();
    const asked: GenerateRequest[] = [];
    const rooms = new RoomService(
      store,
      systemClock,
      { count: () => undefined, waiting: () => undefined, stopWaiting: () => undefined },
      {
        generator: {
          description: 'records what it is asked',
          generate: async (request) => {
            asked.push(request);
            return ['@spiller skåler med @spiller'];
          },
        },
      },
    );
    const players = new PlayersService(store, systemClock);
    for (const name of ['Kari', 'Ola']) expect((await players.add({ roomName: 'fest', name })).ok).toBe(true);

    expect(await rooms.deliverAiEntries('fest', { language: 'norsk', count: 1 })).toMatchObject({ ok: true });
    expect(asked).toMatchObject([{ language: 'norsk', count: 1, players: 2 }]);
    expect(JSON.stringify(asked)).not.toMatch(/Kari|Ola/u);
  });
});
