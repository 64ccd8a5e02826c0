// A client that does not read what we send it is cut off, so its answers do not pile up in our memory.
import type { Server } from 'socket.io';

/**
 * Packets a session may have waiting for its client to read before it is cut off. A phone reads its answers as
 * they come (a poll or a websocket frame), so a few wait at most; a client that stops reading while it sends on
 * (every event is answered, refused ones too) kept each answer in memory, about 18 bytes held for each byte sent.
 */
export const MAX_UNSENT_PACKETS = 256;

/** The part of an engine.io session this reads (engine.io's Socket, untyped in socket.io's types). */
interface EngineSession {
  writeBuffer: unknown[];
  transport: { name: string; socket?: { terminate?: () => void } };
  on(event: 'packetCreate', listener: () => void): void;
  close(discard?: boolean): void;
}

export function cutOffSessionsThatDoNotRead(io: Server, max: number = MAX_UNSENT_PACKETS): void {
  io.engine.on('connection', (session: EngineSession) => {
    session.on('packetCreate', () => {
      if (session.writeBuffer.length < max) return;
      // Cut, not closed: a close first waits for the buffer to drain, which a client that does not read never
      // lets happen. The phone's client reconnects when it reads again.
      if (session.transport.name === 'websocket') session.transport.socket?.terminate?.();
      session.close(true);
    });
  });
}
