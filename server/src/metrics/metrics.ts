// What operators see at /metrics (Prometheus text format): the same things the server bench measures.
// One registry per server, so tests and the desktop app can run several servers in one process.
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { PAYMENT_STATES, type PaymentState, type Store } from '../store/store';
import type { RateLimiter } from '../rate-limit';
import type { DropReason } from '../ai/player-prompt';

/** Seconds; ack latency and event-loop delay share these buckets (0.5 ms to 5 s). */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
/** How often the event-loop delay is sampled: a timer's lateness is what a socket event waits. */
const LOOP_SAMPLE_MS = 20;

export interface ServerMetrics {
  readonly registry: Registry;
  /** Live gauges read at scrape time. */
  watch(sources: { connections: () => number; rooms: () => number }): void;
  ackLatency: Histogram<'event'>;
  /** Called by the SQLite store after each group commit (one WAL sync). */
  groupCommit(calls: number): void;
  /** An entry of a model's answer dropped for breaking a rule (ai/player-prompt.ts DropReason). */
  modelDropped(reason: DropReason, count: number): void;
  /** The store, counting entries it added and payment steps it took. */
  instrumentStore(store: Store): Store;
  /** The limiter, counting refusals. */
  instrumentLimiter(limiter: RateLimiter): RateLimiter;
  stop(): void;
}

export function createMetrics(): ServerMetrics {
  const registry = new Registry();
  const sources = { connections: () => 0, rooms: () => 0 };
  new Gauge({
    name: 'skal_connections',
    help: 'Open Socket.IO connections on this process.',
    registers: [registry],
    collect() {
      this.set(sources.connections());
    },
  });
  new Gauge({
    name: 'skal_rooms',
    help: 'Rooms with at least one connection on this process.',
    registers: [registry],
    collect() {
      this.set(sources.rooms());
    },
  });
  const entriesAdded = new Counter({
    name: 'skal_entries_added_total',
    help: 'Entries added and made durable (rate() gives adds/s).',
    labelNames: ['source'] as const,
    registers: [registry],
  });
  const ackLatency = new Histogram({
    name: 'skal_ack_latency_seconds',
    help: 'From a socket event arriving to its ack being sent.',
    labelNames: ['event'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const loopDelay = new Histogram({
    name: 'skal_event_loop_delay_seconds',
    help: `How late a ${LOOP_SAMPLE_MS} ms timer fires: what any event waits for the event loop.`,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const commits = new Counter({
    name: 'skal_sqlite_group_commits_total',
    help: 'SQLite group commits, each one WAL sync (fsync) for all writes in it.',
    registers: [registry],
  });
  const committedCalls = new Counter({
    name: 'skal_sqlite_committed_writes_total',
    help: 'Store writes made durable by the group commits.',
    registers: [registry],
  });
  const payments = new Counter({
    name: 'skal_payment_steps_total',
    help: 'Payments entering each state (created, authorized, ..., captured or a final failure).',
    labelNames: ['state'] as const,
    registers: [registry],
  });
  for (const state of PAYMENT_STATES) payments.inc({ state }, 0);
  const modelDrops = new Counter({
    name: 'skal_model_entries_dropped_total',
    help: "Entries of the model's answers dropped one by one, by reason (then topped up by asking for the missing ones).",
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'skal_rate_limit_refusals_total',
    help: 'Socket events and API requests refused by the rate limits.',
    registers: [registry],
  });

  let expected = performance.now() + LOOP_SAMPLE_MS;
  const sampler = setInterval(() => {
    const now = performance.now();
    loopDelay.observe(Math.max(0, now - expected) / 1000);
    expected = now + LOOP_SAMPLE_MS;
  }, LOOP_SAMPLE_MS);
  sampler.unref();

  const step = (state: PaymentState) => payments.inc({ state });

  return {
    registry,
    ackLatency,
    watch(next) {
      Object.assign(sources, next);
    },
    modelDropped(reason, count) {
      modelDrops.inc({ reason }, count);
    },
    groupCommit(calls) {
      commits.inc();
      committedCalls.inc(calls);
    },
    instrumentStore(store) {
      return Object.assign(Object.create(store) as Store, {
        async addEntries(...args: Parameters<Store['addEntries']>) {
          const result = await store.addEntries(...args);
          if (result.ok) entriesAdded.inc({ source: args[2] }, result.entries.length);
          return result;
        },
        async createPayment(...args: Parameters<Store['createPayment']>) {
          await store.createPayment(...args);
          step('created');
        },
        async transitionPayment(...args: Parameters<Store['transitionPayment']>) {
          const moved = await store.transitionPayment(...args);
          if (moved) step(args[2]);
          return moved;
        },
        async deliverPayment(...args: Parameters<Store['deliverPayment']>) {
          const result = await store.deliverPayment(...args);
          if (result.ok) {
            entriesAdded.inc({ source: 'ai' }, args[1].length);
            step('delivered');
          }
          return result;
        },
      });
    },
    instrumentLimiter(limiter) {
      const counted = (allowed: boolean) => {
        if (!allowed) refusals.inc();
        return allowed;
      };
      return {
        allow: async (keys, cost) => counted(await limiter.allow(keys, cost)),
        allowNewRoom: async (address) => counted(await limiter.allowNewRoom(address)),
        charge: (address, points) => limiter.charge(address, points),
      };
    },
    stop() {
      clearInterval(sampler);
    },
  };
}
