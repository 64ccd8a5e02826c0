// The answer of a room read (`GET /api/{room}`), kept per room until the room changes. Building it (reading every
// entry, JSON, its ETag, compressing) is the server's most expensive answer: about 20 ms of CPU for a room of 2,000
// entries, which the flood bench (docs/performance.md) showed 23 reads a second turning into a 14 s p99 for every
// other room. A kept answer costs a lookup.
//
// Exact in one process: every store call that can change what a read answers goes through `watch`, which drops the
// room's answer when the call starts and again when it ends, and an answer is kept only when no change of its room
// started or ended while it was read (`answer`), so a read racing a write never keeps the old answer.
// Several processes (Redis): each change is also published to the other processes, which drop their answer; the
// answer is used only while this process hears those messages (its subscriber connected; everything is dropped
// when it connects again, since messages sent meanwhile are lost), and for at most `maxAgeMs`, which bounds how
// long a process can serve an old answer when another process could not publish (its Redis away).
import type { Redis } from 'ioredis';
import type { Store } from '../store/store';

/** An answer as sent: its JSON, the ETag, and its compressed forms once asked for. */
export interface RoomAnswer {
  body: string;
  bytes: number;
  etag: string;
  compressed: Map<string, Promise<Buffer>>;
}

/** Rooms' answers kept at most, newest use last (a room of 2,000 long emoji entries answers 2.2 MB). */
const MAX_KEPT_BYTES = 64 * 1024 * 1024;
/** Answers smaller than this are built again each time: cheap, and a party's room changes every few seconds. */
export const KEEP_FROM_BYTES = 16 * 1024;
/** With several processes, an answer is used at most this long after it was built (see above). */
export const SHARED_MAX_AGE_MS = 2_000;

/** How long a write's answer waits at most for Redis to take the news of its change to the other processes. */
const PUBLISH_WAIT_MS = 100;

/**
 * Store calls that change nothing a room read answers (the room, its live entries, the grant's flag, its players,
 * its language): every other call drops the room named by its first argument, and the calls in `CHANGE_ANY_ROOM`
 * drop every room. A call added to the store later drops its room by default.
 */
const KEEPS_ANSWERS = new Set([
  'getRoom',
  'readRoom',
  'listEntries',
  'countEntries',
  'readJoin',
  'touchRoom',
  'createPayment',
  'getPayment',
  'listOpenPayments',
  'transitionPayment',
  'notePaymentFailure',
  'listRemovedEntries',
  'purgeRemovedEntries',
  'ping',
  'close',
  'list',
  'choices',
]);
/** Calls that change rooms they do not name (a payment's room, idle rooms). */
const CHANGE_ANY_ROOM = new Set(['deliverPayment', 'deleteIdleRooms', 'purgeDeletedRooms']);
/** Store sections whose writes never change a read (a room's round is not in it). */
const SECTIONS_KEEPING_ANSWERS = new Set(['rounds']);

interface Kept {
  answer: RoomAnswer;
  builtAt: number;
}

export class RoomReadCache {
  private readonly kept = new Map<string, Kept>();
  private keptBytes = 0;
  /**
   * Rooms being read, each with its changes since (bumped at the start and end of every change): an answer read
   * across a change is not kept. Only rooms with a read under way are here, so it stays small.
   */
  private readonly reading = new Map<string, { readers: number; generation: number }>();
  /** The answer being built per room, and the version it was started at. */
  private readonly building = new Map<string, { version: string; answer: Promise<RoomAnswer | null> }>();
  /** Bumped when every room changes (deleteIdleRooms, a lost subscription). */
  private everything = 0;
  private shared: { publish: (name: string) => Promise<void>; listening: () => boolean } | null = null;

  constructor(private readonly now: () => number = Date.now) {}

  /** The store, every change of a room dropping its answer (here, and on the other processes once shared). */
  watch(store: Store): Store {
    const wrap = <T extends object>(target: T, section: string | null): T =>
      new Proxy(target, {
        get: (object, key) => {
          // Read on the store itself (not through the proxy), as its own methods are called: private fields work.
          const value: unknown = Reflect.get(object, key);
          if (typeof key !== 'string') return value;
          // A section of the store (players, rounds, any added later) is watched like the store, unless its writes
          // never change a read.
          if (section === null && value && typeof value === 'object') {
            return SECTIONS_KEEPING_ANSWERS.has(key) ? value : wrap(value, key);
          }
          if (typeof value !== 'function' || KEEPS_ANSWERS.has(key)) return value;
          return (...args: unknown[]) => {
            const room = CHANGE_ANY_ROOM.has(key) || typeof args[0] !== 'string' ? null : args[0];
            this.drop(room);
            const result = (value as (...a: unknown[]) => unknown).apply(object, args);
            if (!(result instanceof Promise)) return result;
            // The caller (and the phone's ack) waits until the other processes were told, so a read the phone makes
            // after its ack, on any process, sees the change.
            return result.finally(() => this.changed(room));
          };
        },
      });
    return wrap(store, null);
  }

  /** Several processes: changes are published to the others, and theirs heard here (see the module's comment). */
  share(redis: Redis, prefix: string, onError: (error: unknown) => void): { close: () => void } {
    const channel = `${prefix}:room-changed`;
    const subscriber = redis.duplicate();
    subscriber.on('error', () => undefined);
    subscriber.on('message', (_channel: string, name: string) => this.drop(name === '' ? null : name));
    // Messages sent while it was away are lost: nothing kept from before is trusted.
    subscriber.on('ready', () => this.drop(null));
    subscriber.on('close', () => this.drop(null));
    subscriber.subscribe(channel).catch(onError);
    this.shared = {
      publish: async (name) => {
        if (redis.status !== 'ready') return;
        // Redis answers a PUBLISH once it has handed the message to every subscriber's connection; a Redis too slow
        // to answer holds a write's ack up at most PUBLISH_WAIT_MS (the age limit covers a message it lost).
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          redis.publish(channel, name).catch(onError),
          new Promise((resolve) => (timer = setTimeout(resolve, PUBLISH_WAIT_MS))),
        ]);
        clearTimeout(timer);
      },
      listening: () => subscriber.status === 'ready' && redis.status === 'ready',
    };
    return { close: () => subscriber.disconnect() };
  }

  /**
   * The room's answer: the kept one (`built` false), or `build`'s, kept for the next reads when nothing changed the
   * room while it was built. Reads that arrive while the room's answer is being built, with no change since it
   * started, wait for that one instead of building their own, so a burst of reads of one room builds it once.
   */
  async answer(
    name: string,
    build: () => Promise<RoomAnswer | null>,
  ): Promise<{ answer: RoomAnswer | null; built: boolean }> {
    const kept = this.get(name);
    if (kept) return { answer: kept, built: false };
    const version = this.version(name);
    const building = this.building.get(name);
    if (building && building.version === version) return { answer: await building.answer, built: false };
    const reading = this.reading.get(name) ?? { readers: 0, generation: 0 };
    this.reading.set(name, reading);
    reading.readers += 1;
    const started = { version, answer: build() };
    this.building.set(name, started);
    try {
      const answer = await started.answer;
      if (answer && version === this.version(name)) this.fill(name, answer);
      return { answer, built: true };
    } finally {
      if (this.building.get(name) === started) this.building.delete(name);
      reading.readers -= 1;
      if (reading.readers === 0 && this.reading.get(name) === reading) this.reading.delete(name);
    }
  }

  /** The room's kept answer, if any can be trusted now. */
  private get(name: string): RoomAnswer | undefined {
    const kept = this.kept.get(name);
    if (!kept) return undefined;
    if (this.shared && (!this.shared.listening() || this.now() - kept.builtAt > SHARED_MAX_AGE_MS)) {
      this.forget(name);
      return undefined;
    }
    // Newest use last, so the oldest goes first when memory runs short.
    this.kept.delete(name);
    this.kept.set(name, kept);
    return kept.answer;
  }

  /** Changes seen so far, of every room and of this one while it is being read. */
  private version(name: string): string {
    return `${this.everything}:${this.reading.get(name)?.generation ?? 0}`;
  }

  private fill(name: string, answer: RoomAnswer): void {
    if (answer.bytes < KEEP_FROM_BYTES || answer.bytes > MAX_KEPT_BYTES / 4) return;
    if (this.shared && !this.shared.listening()) return;
    this.forget(name);
    this.kept.set(name, { answer, builtAt: this.now() });
    this.keptBytes += answer.bytes;
    for (const [oldest, kept] of this.kept) {
      if (this.keptBytes <= MAX_KEPT_BYTES) break;
      this.kept.delete(oldest);
      this.keptBytes -= kept.answer.bytes;
    }
  }

  /** How many rooms' answers are kept (tests). */
  get size(): number {
    return this.kept.size;
  }

  /** A room changed here (null: any room): dropped here and on the other processes. */
  private async changed(name: string | null): Promise<void> {
    this.drop(name);
    await this.shared?.publish(name ?? '');
  }

  private drop(name: string | null): void {
    if (name === null) {
      this.everything += 1;
      this.kept.clear();
      this.keptBytes = 0;
      return;
    }
    const reading = this.reading.get(name);
    if (reading) reading.generation += 1;
    this.forget(name);
  }

  private forget(name: string): void {
    const kept = this.kept.get(name);
    if (!kept) return;
    this.kept.delete(name);
    this.keptBytes -= kept.answer.bytes;
  }
}
