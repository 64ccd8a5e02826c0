// A client that does not read what we send it is cut off, so its answers do not pile up in our memory; a phone
// that reads, however busy its room, never is.
import { EVENTS } from '@skal/shared';
import type { Server } from 'socket.io';

/**
 * What a session may have waiting for its client to read before it is cut off, in bytes: each waiting packet counts
 * its text plus PACKET_BOOKKEEPING_BYTES. A client that stops reading while it sends on (every event is answered,
 * refused ones too) kept each answer in memory, about 18 bytes held for each byte sent; this caps it.
 *
 * It is a budget in bytes, not a number of packets, and long-polling drains it at every poll, because a phone
 * that reads can still have many small packets waiting: a long-polling phone is sent nothing between two polls
 * (a round trip apart on a slow network), and its room's broadcasts wait meanwhile. Twelve phones removing,
 * putting back, adding and importing at their rate limits (40 events per 10 s each) send a room about 800
 * broadcasts in one burst, about 70 KB by this count, about 40 KB once the counts are coalesced (below); a
 * limit of 256 packets cut such a room's polling phones off (issue 25). A client that does not read reaches the
 * budget whatever the room, since its own answers pile up without end; one that reads never holds more than a
 * round trip's broadcasts, which its room's rate limits keep far below it.
 */
export const MAX_UNSENT_BYTES = 64 * 1024;
// 64 KiB, not more: a client that stops reading is mostly sent small refusals (its events are rate-limited), so a
// bigger budget takes it far longer to reach, and the busiest room measured left a polling phone at most 15 KB.

/** What a waiting packet costs beside its text: its record in the session's buffer (an estimate, on the safe side). */
export const PACKET_BOOKKEEPING_BYTES = 64;

/**
 * Broadcasts that only say what something is now, so a newer one makes an unsent older one pointless: `numPrompts`
 * (the room's count) and `presence` (its phones). A session's unsent one is replaced by the newer (which goes at
 * the end, so still after everything sent before it): a phone that polls late gets the room's latest count once,
 * not every count in between, however many phones add to the room. As the packets are written on the wire
 * (Socket.IO's event packet, type 2 in an engine.io message, type 4, on the default namespace).
 */
const LATEST_ONLY = [EVENTS.numPrompts, EVENTS.presence].map((event) => `42[${JSON.stringify(event)},`);

/** The part of an engine.io packet this reads. */
interface EnginePacket {
  data?: unknown;
}

/** The part of an engine.io session this reads (engine.io's Socket, untyped in socket.io's types). */
interface EngineSession {
  writeBuffer: EnginePacket[];
  transport: { name: string; socket?: { terminate?: () => void } };
  on(event: 'packetCreate', listener: (packet: EnginePacket) => void): void;
  on(event: 'flush', listener: () => void): void;
  close(discard?: boolean): void;
}

const sizeOf = (packet: EnginePacket): number =>
  PACKET_BOOKKEEPING_BYTES +
  (typeof packet.data === 'string' ? packet.data.length : packet.data instanceof Uint8Array ? packet.data.length : 0);

const latestOnlyKind = (packet: EnginePacket): string | undefined =>
  typeof packet.data === 'string'
    ? LATEST_ONLY.find((prefix) => (packet.data as string).startsWith(prefix))
    : undefined;

export function cutOffSessionsThatDoNotRead(io: Server, max: number = MAX_UNSENT_BYTES): void {
  io.engine.on('connection', (session: EngineSession) => {
    // What the session's buffer holds, counted as packets go in; engine.io empties the buffer when it flushes it
    // to the transport (a poll, or a websocket whose last write went out).
    let held = 0;
    const unsentLatest = new Map<string, EnginePacket>();
    session.on('flush', () => {
      held = 0;
      unsentLatest.clear();
    });
    // Emitted just before engine.io adds the packet to the buffer.
    session.on('packetCreate', (packet) => {
      const kind = latestOnlyKind(packet);
      if (kind !== undefined) {
        const older = unsentLatest.get(kind);
        const at = older ? session.writeBuffer.lastIndexOf(older) : -1;
        if (older && at >= 0) {
          session.writeBuffer.splice(at, 1);
          held -= sizeOf(older);
        }
        unsentLatest.set(kind, packet);
      }
      held += sizeOf(packet);
      if (held <= max) return;
      // Cut, not closed: a close first waits for the buffer to drain, which a client that does not read never
      // lets happen. The phone's client reconnects when it reads again.
      if (session.transport.name === 'websocket') session.transport.socket?.terminate?.();
      session.close(true);
    });
  });
}
