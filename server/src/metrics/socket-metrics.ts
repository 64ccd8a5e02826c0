// Socket.IO's part of /metrics: open connections, rooms in use and each event's ack latency, observed
// from outside the event handlers (a middleware wraps the ack), so the handlers stay as they are.
import type { Server } from 'socket.io';
import { EVENTS } from '@skal/shared';
import { roomNameOfChannel } from '../sockets/room-channel';
import type { ServerMetrics } from './metrics';

/** Known event names only: a label per arbitrary client-chosen name would grow without bound. */
const KNOWN_EVENTS: ReadonlySet<string> = new Set(Object.values(EVENTS));

export function observeSockets(io: Server, metrics: ServerMetrics): void {
  metrics.watch({
    connections: () => io.engine.clientsCount,
    rooms: () => [...io.of('/').adapter.rooms.keys()].filter((channel) => roomNameOfChannel(channel) !== null).length,
  });
  io.on('connection', (socket) => {
    socket.use((packet, next) => {
      const ack: unknown = packet.at(-1);
      if (typeof ack === 'function') {
        const started = performance.now();
        const event = KNOWN_EVENTS.has(String(packet[0])) ? String(packet[0]) : 'other';
        packet[packet.length - 1] = (...reply: unknown[]) => {
          metrics.ackLatency.observe({ event }, (performance.now() - started) / 1000);
          (ack as (...args: unknown[]) => void)(...reply);
        };
      }
      next();
    });
  });
}
