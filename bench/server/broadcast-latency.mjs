// Broadcast latency: from an add's emit to its new count arriving as `numPrompts` at the other members of the room.
import { Samples } from './samples.mjs';

/** Room index × this + count is the key of one add; counts stay far below it (MAX_ENTRIES_PER_ROOM). */
const ROOM_STRIDE = 2 ** 24;

export class BroadcastLatency {
  /**
   * @param {string[]} roomNames
   * @param {boolean} crossServer  count only members on another server than the sender (else any other member)
   * @param {number} expected  rough number of arrivals, to size the buffers
   */
  constructor(roomNames, crossServer, expected) {
    this.roomIndex = new Map(roomNames.map((name, i) => [name, i]));
    this.crossServer = crossServer;
    /** @type {Map<number, { sentAt: number, client: import('./clients.mjs').BenchClient }>} adds of the window, by key */
    this.sends = new Map();
    // Arrivals are matched to their add only at the end: the ack (which carries the count) may come after them.
    this.arrivalKeys = new Samples(expected);
    this.arrivalTimes = new Samples(expected);
    /** @type {import('./clients.mjs').BenchClient[]} */
    this.arrivalClients = [];
  }

  /** An add of the measured window was acknowledged with its room's new count. */
  sent(client, count, sentAt) {
    this.sends.set(this.key(client, count), { sentAt, client });
  }

  /** A member received `numPrompts`. */
  arrived(client, count, at) {
    // A re-joining member is sent the current count on its own; that is no broadcast.
    if (client.churning || typeof count !== 'number') return;
    this.arrivalKeys.push(this.key(client, count));
    this.arrivalTimes.push(at);
    this.arrivalClients.push(client);
  }

  /** Latencies in ms of every arrival that belongs to an add of the window and passes the member filter. */
  latencies() {
    const out = [];
    for (let i = 0; i < this.arrivalClients.length; i++) {
      const send = this.sends.get(this.arrivalKeys.values[i]);
      const receiver = this.arrivalClients[i];
      if (!send || receiver === send.client) continue;
      if (this.crossServer && receiver.server === send.client.server) continue;
      out.push(Math.round((this.arrivalTimes.values[i] - send.sentAt) * 1000) / 1000);
    }
    return out;
  }

  key(client, count) {
    return (this.roomIndex.get(client.room) ?? 0) * ROOM_STRIDE + count;
  }
}
