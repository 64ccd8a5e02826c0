// The adapter's view of the Redis client: its writes fail at once while Redis is away, and a write nobody waits for
// (the adapter's PUBLISH) never ends the process with an unhandled rejection. Against a real Redis that goes away:
// server/test/redis-outage.test.ts.
import type { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { failFastWrites } from './redis-adapter';

/** What the view uses of an ioredis client: its status and its commands. */
function client(status: string, answer: () => Promise<unknown>) {
  const calls: string[] = [];
  const fake = {
    status,
    publish: (channel: string) => (calls.push(`publish ${channel}`), answer()),
    xadd: (stream: string) => (calls.push(`xadd ${stream}`), answer()),
    get: (key: string) => (calls.push(`get ${key}`), answer()),
    duplicate() {
      return this;
    },
  };
  return { redis: fake as unknown as Redis, calls };
}

const unhandled: unknown[] = [];
const noteUnhandled = (reason: unknown) => unhandled.push(reason);
process.on('unhandledRejection', noteUnhandled);
afterEach(() => {
  unhandled.length = 0;
});
afterAll(() => {
  process.off('unhandledRejection', noteUnhandled);
});

/** Lets a rejection nobody handled be reported. */
const aTurnLater = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('failFastWrites', () => {
  it('passes writes through while Redis is connected', async () => {
    const { redis, calls } = client('ready', () => Promise.resolve('1-0'));
    const view = failFastWrites(redis);
    await expect(view.xadd('stream', '*', 'k', 'v')).resolves.toBe('1-0');
    await expect(view.publish('channel', 'x')).resolves.toBe('1-0');
    expect(calls).toEqual(['xadd stream', 'publish channel']);
  });

  it('fails writes at once while Redis is away, without sending them', async () => {
    for (const status of ['reconnecting', 'connecting', 'close', 'end']) {
      const { redis, calls } = client(status, () => new Promise(() => undefined));
      const view = failFastWrites(redis);
      await expect(view.xadd('stream', '*', 'k', 'v')).rejects.toThrow(`Redis is not connected (${status})`);
      await expect(view.publish('channel', 'x')).rejects.toThrow(/not connected/u);
      expect(calls).toEqual([]);
    }
  });

  it('a write nobody waits for fails without an unhandled rejection, connected or not', async () => {
    for (const status of ['ready', 'reconnecting']) {
      const { redis } = client(status, () => Promise.reject(new Error('Connection is closed.')));
      const view = failFastWrites(redis);
      // As the adapter sends a fetchSockets request: not awaited, not caught.
      void view.publish('channel', 'x');
      void view.xadd('stream', '*', 'k', 'v');
    }
    await aTurnLater();
    expect(unhandled).toEqual([]);
  });

  it('leaves reads and the rest of the client as they are', async () => {
    const { redis, calls } = client('reconnecting', () => Promise.resolve('value'));
    const view = failFastWrites(redis);
    await expect(view.get('key')).resolves.toBe('value');
    expect(calls).toEqual(['get key']);
    expect(view.duplicate()).toBe(redis);
    expect(view.status).toBe('reconnecting');
  });
});
