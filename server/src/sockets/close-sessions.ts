// Closing every Socket.IO session at a graceful stop, after what each was sent has left: engine.io's own `close()`
// discards each session's write buffer, and with it the acks of the last events answered (a websocket sends one
// packet at a time, so answers queue there while one is on its way).
import type { SkalServer } from './socket-types';

/** An engine.io session as far as closing it goes (`Server.clients` is protected in its types). */
interface EngineSession {
  readyState: string;
  close(discard?: boolean): void;
  once(event: 'close', listener: () => void): void;
}

/**
 * Closes every session once its write buffer has drained, waiting at most `limitMs` for slow ones; then closes the
 * engine, which drops whatever is left. Phones see a transport close (not Socket.IO's "do not come back"), and
 * reconnect with their back-off to another process or the restarted one.
 */
export async function closeSessionsAfterDrain(io: SkalServer, limitMs: number): Promise<void> {
  const sessions = Object.values((io.engine as unknown as { clients: Record<string, EngineSession> }).clients);
  const closed = sessions.map(
    (session) =>
      new Promise<void>((resolve) => {
        if (session.readyState === 'closed') return resolve();
        session.once('close', resolve);
        session.close(false);
      }),
  );
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.all(closed),
    new Promise((resolve) => {
      timer = setTimeout(resolve, limitMs);
    }),
  ]);
  clearTimeout(timer);
  io.engine.close();
}
