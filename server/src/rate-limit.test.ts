// The point limiters, one contract over each implementation this Vitest project can reach: in memory in the
// `sqlite` project, in Redis (a fresh prefix per test) in the `postgres` project, where a throw-away Redis runs.
import { Redis } from 'ioredis';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { onPostgres } from '../test/helpers';
import { createRateLimiter, memoryPointLimiter, pointLimiter, type PointLimiter } from './rate-limit';

/** A limiter of `points` per `seconds`, and how to move past its window. */
type Make = (points: number, seconds: number) => Promise<{ limiter: PointLimiter; pastWindow(): Promise<void> }>;

async function takeMany(limiter: PointLimiter, key: string, times: number): Promise<boolean[]> {
  const answers: boolean[] = [];
  for (let i = 0; i < times; i++) answers.push(await limiter.take(key));
  return answers;
}

function describePointLimiter(name: string, make: Make) {
  describe(`point limiter contract: ${name}`, () => {
    it('gives each key its points, then refuses it for the rest of the window', async () => {
      const { limiter } = await make(3, 60);
      expect(await takeMany(limiter, 'a', 5)).toEqual([true, true, true, false, false]);
    });

    it('counts each key on its own', async () => {
      const { limiter } = await make(2, 60);
      expect(await takeMany(limiter, 'a', 3)).toEqual([true, true, false]);
      expect(await takeMany(limiter, 'b', 2)).toEqual([true, true]);
    });

    it('gives a refused key its points again once its window has passed', async () => {
      const { limiter, pastWindow } = await make(2, 1);
      expect(await takeMany(limiter, 'a', 3)).toEqual([true, true, false]);
      await pastWindow();
      expect(await takeMany(limiter, 'a', 3)).toEqual([true, true, false]);
    });

    it('takes a cost of several points at once, allowed while points were left, and may overdraw', async () => {
      const { limiter } = await make(10, 60);
      expect(await limiter.take('a', 4)).toBe(true);
      expect(await limiter.take('a', 5)).toBe(true);
      // One point left: the take is allowed and overdraws the window, so the next is refused.
      expect(await limiter.take('a', 3)).toBe(true);
      expect(await limiter.take('a')).toBe(false);
    });

    it('takes back points given back within the window, never below none used, and only for that key', async () => {
      const { limiter } = await make(2, 60);
      expect(await takeMany(limiter, 'a', 2)).toEqual([true, true]);
      await limiter.giveBack('a');
      expect(await takeMany(limiter, 'a', 2)).toEqual([true, false]);
      await limiter.giveBack('b');
      await limiter.giveBack('b');
      expect(await takeMany(limiter, 'b', 3)).toEqual([true, true, false]);
    });
  });
}

if (onPostgres) {
  const clients: Redis[] = [];
  afterEach(() => {
    for (const client of clients.splice(0)) client.disconnect();
  });
  describePointLimiter('redis', async (points, seconds) => {
    const client = new Redis(inject('redisUrl'), { lazyConnect: true });
    clients.push(client);
    await client.connect();
    const prefix = `rl-test-${Math.random().toString(36).slice(2)}`;
    return {
      limiter: pointLimiter({ client, prefix }, 'contract', points, seconds),
      // Redis expires the key itself: wait until it has (a wait, not a timing assertion).
      pastWindow: async () => {
        while ((await client.exists(`${prefix}:rl:contract:a`)) === 1) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      },
    };
  });
} else {
  describePointLimiter('memory', async (points, seconds) => {
    let time = 1_000_000;
    return {
      limiter: memoryPointLimiter(points, seconds, () => time),
      pastWindow: async () => {
        time += seconds * 1000;
      },
    };
  });

  describe('memory point limiter', () => {
    it('forgets keys whose window has passed, a few per take, so its memory stays bounded', async () => {
      let time = 0;
      const limiter = memoryPointLimiter(1, 10, () => time);
      for (let i = 0; i < 1000; i++) await limiter.take(`socket ${i}`);
      expect(limiter.keys).toBe(1000);
      time += 10_000;
      for (let i = 0; i < 100 && limiter.keys > 1; i++) await limiter.take('still here');
      expect(limiter.keys).toBe(1);
      expect(await limiter.take('still here')).toBe(false);
    });

    it("a window starts with its key's first point, not on a shared clock", async () => {
      let time = 0;
      const limiter = memoryPointLimiter(1, 10, () => time);
      expect(await limiter.take('early')).toBe(true);
      time = 9_000;
      expect(await limiter.take('late')).toBe(true);
      time = 10_000;
      expect(await limiter.take('early')).toBe(true);
      expect(await limiter.take('late')).toBe(false);
    });
  });

  describe('rate limiter', () => {
    it('refuses an event once either its socket or its address has used its points', async () => {
      const limiter = createRateLimiter({ socketEvents: 2, addressEvents: 3, windowSeconds: 60 });
      expect(await limiter.allow({ socket: 's1', address: 'a' })).toBe(true);
      expect(await limiter.allow({ socket: 's1', address: 'a' })).toBe(true);
      expect(await limiter.allow({ socket: 's1', address: 'a' })).toBe(false);
      expect(await limiter.allow({ socket: 's2', address: 'a' })).toBe(true);
      expect(await limiter.allow({ socket: 's3', address: 'a' })).toBe(false);
      expect(await limiter.allow({ address: 'b' })).toBe(true);
    });

    it("takes a costly event's points from both its socket and its address", async () => {
      const limiter = createRateLimiter({ socketEvents: 10, addressEvents: 15, windowSeconds: 60 });
      // 4 + 4 + 4 points: the third is allowed (the socket had 2 left) and overdraws it.
      expect(await limiter.allow({ socket: 's1', address: 'a' }, 4)).toBe(true);
      expect(await limiter.allow({ socket: 's1', address: 'a' }, 4)).toBe(true);
      expect(await limiter.allow({ socket: 's1', address: 'a' }, 4)).toBe(true);
      expect(await limiter.allow({ socket: 's1', address: 'a' })).toBe(false);
      // The address spent 12 of its 15: another socket gets one more event of any cost, then nothing.
      expect(await limiter.allow({ socket: 's2', address: 'a' }, 4)).toBe(true);
      expect(await limiter.allow({ socket: 's2', address: 'a' })).toBe(false);
    });

    it('caps new rooms per address only when a cap is set', async () => {
      const capped = createRateLimiter({ socketEvents: 9, addressEvents: 9, windowSeconds: 60, roomsPerHour: 1 });
      expect(await capped.allowNewRoom('a')).toBe(true);
      expect(await capped.allowNewRoom('a')).toBe(false);
      const open = createRateLimiter({ socketEvents: 9, addressEvents: 9, windowSeconds: 60 });
      expect(
        await takeMany({ take: (key) => open.allowNewRoom(key), giveBack: async () => undefined }, 'a', 5),
      ).toEqual([true, true, true, true, true]);
    });
  });
}
