// What must not slow down when the disk does (issue 15): room GETs and the broadcasts of a join. Neither
// writes anything, so with every fsync slowed both should stay as fast as on a fast disk.
import { performance } from 'node:perf_hooks';
import { Samples } from './samples.mjs';

/** Room GETs per second during the window: a few phones opening a room link, not a load of their own. */
const GETS_PER_SECOND = 20;
/** A GET still open when the next is due is not doubled: a stalled server shows as latency, not as a pile-up. */
const MAX_GETS_IN_FLIGHT = 10;

/**
 * `GET /api/{room}` (a room's entries, as a scanned QR link asks) at a steady rate over the rooms in turn.
 * @param {string} url  the server
 * @param {string[]} roomNames
 */
export function roomGetProbe(url, roomNames) {
  const latencies = new Samples(1024);
  let errors = 0;
  let inFlight = 0;
  let next = 0;
  let measuring = false;
  /** @type {NodeJS.Timeout | null} */
  let timer = null;

  const get = async () => {
    if (inFlight >= MAX_GETS_IN_FLIGHT) return;
    inFlight++;
    const room = roomNames[next++ % roomNames.length];
    const sentAt = performance.now();
    const recorded = measuring;
    try {
      const response = await fetch(`${url}/api/${encodeURIComponent(room)}`);
      await response.arrayBuffer();
      if (!recorded) return;
      if (response.ok) latencies.push(performance.now() - sentAt);
      else errors++;
    } catch {
      if (recorded) errors++;
    } finally {
      inFlight--;
    }
  };

  return {
    /** Starts sending, unrecorded: the first GETs warm up code paths and connections, as the adds' warm-up does. */
    start() {
      timer = setInterval(() => void get(), 1000 / GETS_PER_SECOND);
    },
    /** Records the GETs sent from now on. */
    measure() {
      measuring = true;
    },
    /** Stops sending; GETs still open are waited for, up to `timeoutMs`, and the rest count as errors. */
    async stop(timeoutMs) {
      if (timer) clearInterval(timer);
      const until = performance.now() + timeoutMs;
      while (inFlight > 0 && performance.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
      return { latencies: latencies.toArray(), errors: errors + inFlight };
    },
  };
}

/**
 * From a re-joining phone's `join room` to the room's other phones hearing `presence` with the room full again:
 * a broadcast that needs no write. A re-join whose room sees another re-join before the broadcast is not timed.
 * @param {number} roomSize
 */
export function presenceProbe(roomSize) {
  const latencies = new Samples(1024);
  /** @type {Map<string, number>} room → when its re-join was sent */
  const waiting = new Map();
  return {
    /** A member of `room` sent `join room` after its leave. */
    joining(room, sentAt) {
      if (waiting.has(room)) waiting.set(room, Number.NaN);
      else waiting.set(room, sentAt);
    },
    /** A member of `room` that is not re-joining heard `presence`. */
    heard(room, presence, at) {
      if (presence?.phones !== roomSize || !waiting.has(room)) return;
      const sentAt = waiting.get(room);
      waiting.delete(room);
      if (!Number.isNaN(sentAt)) latencies.push(at - sentAt);
    },
    latencies: () => latencies.toArray(),
  };
}
