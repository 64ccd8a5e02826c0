// The types the socket handlers share: the server, a phone's socket and the handler table's shape. Its own module,
// so the handler modules (deck, players, recently removed) depend on these types and not on socket-server.ts, which
// builds the table from them.
import type { Server, Socket } from 'socket.io';
import type {
  Ack,
  CLIENT_EVENTS,
  ClientEventReply,
  ClientEventTable,
  ClientToServerEvents,
  ParsedClientEventArgs,
  ServerToClientEvents,
} from '@skal/shared';

export interface SocketData {
  host: boolean;
  address: string;
  /** The phone's own id, from its join (join options `phone`): who holds the room's round. */
  phone?: string;
}

export type SkalServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type SkalSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/**
 * One handler per event of the table, keyed by its names: each gets the event's validated arguments (the ack
 * aside) and returns the ack. A new event, or a changed payload, does not compile until its handler agrees.
 */
export type SocketHandlers<T extends ClientEventTable = typeof CLIENT_EVENTS> = {
  [E in keyof T]: (socket: SkalSocket, ...args: ParsedClientEventArgs<T, E>) => Promise<Ack<ClientEventReply<T, E>>>;
};
