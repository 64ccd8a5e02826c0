// A webhook's "look again" is never lost: not when it arrives while a step that already looked is still
// running, and not when the poll that step schedules afterwards would come later. And once fulfilment is
// stopped (the server closing), no such look starts: the store is closed right after.
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { afterEach, expect, it } from 'vitest';
import { builtInPackGenerator } from '../src/ai/built-in-pack';
import { systemClock } from '../src/clock';
import { Fulfilment } from '../src/payments/fulfilment';
import type { ProviderPaymentState } from '../src/payments/provider';
import { RoomService } from '../src/rooms/room-service';
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

/**
 * A room "fest" on a fresh SQLite store, and a test wallet whose first `paymentState` answer is held (with what it
 * saw when asked) until `release()`; `asked` resolves when that first question comes in.
 */
async function heldProviderSetup() {
  const opened = await openSqliteStore(path.join(tempDir(), 'skal.db'));
  store = opened;
  const quiet = { count: () => undefined, waiting: () => undefined, stopWaiting: () => undefined };
  const rooms = new RoomService(opened, systemClock, quiet, { generator: builtInPackGenerator() });
  await rooms.create('fest');
  const testpay = testPay();
  let release: () => void = () => undefined;
  const asked = new Promise<void>((resolveAsked) => {
    const held = testpay.provider.paymentState.bind(testpay.provider);
    let first = true;
    testpay.provider.paymentState = async (reference): Promise<ProviderPaymentState> => {
      const seen = await held(reference);
      if (!first) return seen;
      first = false;
      resolveAsked();
      await new Promise<void>((resolve) => (release = resolve));
      return seen;
    };
  });
  return { opened, rooms, testpay, asked, release: () => release() };
}

/** Polling never comes round: only the notifications can move the payment. */
function fulfilmentOn(opened: Store, setup: Awaited<ReturnType<typeof heldProviderSetup>>): Fulfilment {
  return new Fulfilment({
    store: opened,
    provider: setup.testpay.provider,
    rooms: setup.rooms,
    clock: systemClock,
    log,
    firstPollMs: 3_600_000,
    pollEveryMs: 3_600_000,
  });
}

function begin(fulfilment: Fulfilment) {
  return fulfilment.begin({
    roomName: 'fest',
    mobileNumber: '91234567',
    language: 'norsk',
    returnUrl: (ref) => `http://skal.test/betaling?reference=${ref}`,
  });
}

it('looks again after a webhook that arrived while a step was asking the provider', async () => {
  const setup = await heldProviderSetup();
  const { opened, testpay, asked, release } = setup;
  const fulfilment = fulfilmentOn(opened, setup);
  try {
    const { reference } = await begin(fulfilment);
    fulfilment.notify(reference); // an early event: the step asks and sees "pending"
    await asked;
    testpay.payments.get(reference)!.state = 'authorized'; // the payer approves…
    fulfilment.notify(reference); // …and the wallet says so while the first step is still asking
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    for (let i = 0; i < 1_000 && (await fulfilment.status(reference))?.state !== 'paid'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    for (let i = 0; i < 1_000 && testpay.payments.get(reference)!.captured === 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(testpay.payments.get(reference)!.captured).toBe(2000);
    expect(await opened.countEntries('fest')).toBe(20);
  } finally {
    await fulfilment.stop();
  }
});

it('once stopped, it lets go: a look that a webhook queued behind a running step never starts', async () => {
  const setup = await heldProviderSetup();
  const { opened, testpay, asked, release } = setup;
  // Every store call after stop() has resolved is counted: the server closes the store right after.
  let stoppedAt = Number.POSITIVE_INFINITY;
  const callsAfterStop: string[] = [];
  const watched = new Proxy(opened, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (performance.now() >= stoppedAt) callsAfterStop.push(String(key));
        return (value as (...args: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  const fulfilment = fulfilmentOn(watched, setup);
  const { reference } = await begin(fulfilment);
  fulfilment.notify(reference); // a step asks the provider, and its answer is held
  await asked;
  testpay.payments.get(reference)!.state = 'authorized';
  fulfilment.notify(reference); // queued behind the running step
  await new Promise((resolve) => setTimeout(resolve, 20));
  const stopped = fulfilment.stop();
  release();
  await stopped;
  stoppedAt = performance.now();

  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(callsAfterStop).toEqual([]);
  expect(testpay.payments.get(reference)!.captured).toBe(0);
  expect((await opened.getPayment(reference))?.state).toBe('created');
});
