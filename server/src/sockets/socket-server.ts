// Socket.IO events of the wire contract (docs/protocol.md): validation, acks, rate limits, broadcasts and presence.
import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import {
  CLIENT_EVENTS,
  EVENTS,
  MAX_SOCKET_MESSAGE_BYTES,
  type Ack,
  type ClientEventName,
  type ClientEventReply,
  type ClientEventTable,
  type ClientToServerEvents,
  DEFAULT_LANGUAGE,
  type Language,
  type ParsedClientEventArgs,
  type ServerToClientEvents,
} from '@skal/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { RateLimiter } from '../rate-limit';
import { RoomService } from '../rooms/room-service';
import type { AiWriting } from './ai-writing';
import { roomChannel, roomNameOfChannel } from './room-channel';
import type { PlayersService } from '../rooms/players-service';
import { playersHandlers, sendPlayersOnJoin } from './players-events';

export interface SocketData {
  host: boolean;
  address: string;
}

export type SkalServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type SkalSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/**
 * One handler per event of the table, keyed by its names: each gets the event's validated arguments (the ack
 * aside) and returns the ack. A new event, or a changed payload, does not compile until its handler agrees.
 */
export type SocketHandlers<T extends ClientEventTable = typeof CLIENT_EVENTS> = {
  [E in keyof T]: (socket: SkalSocket, ...args: ParsedClientEventArgs<T, E>) => Promise<Ack<ClientEventReply<T, E>>>;
};

export function createSocketServer(httpServer: HttpServer): SkalServer {
  // Same origin only (no CORS): phones and the host display are served by this server.
  return new Server(httpServer, { serveClient: false, maxHttpBufferSize: MAX_SOCKET_MESSAGE_BYTES });
}

export function attachSocketHandlers(deps: {
  io: SkalServer;
  rooms: RoomService;
  players: PlayersService;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
  trustProxy: boolean;
  track: <T>(work: Promise<T>) => Promise<T>;
  freeAi: (roomName: string, language: Language) => Promise<'started' | 'used' | 'not_found'>;
  aiWriting: AiWriting;
}): void {
  const { io, rooms, limiter, log, track } = deps;

  // Counted from the adapter, so it stays right when several processes share a room.
  const presence = (roomName: string) => {
    io.in(roomChannel(roomName))
      .fetchSockets()
      .then((sockets) => {
        const phones = sockets.filter((socket) => !socket.data.host).length;
        io.to(roomChannel(roomName)).emit(EVENTS.presence, { phones });
      })
      .catch((error: unknown) => log.warn({ err: error }, 'presence count failed'));
  };

  const handlers: SocketHandlers = {
    [EVENTS.newRoom]: async (socket, rawName) => {
      const created = await rooms.create(rawName);
      if (!created.ok) return created;
      await socket.join(roomChannel(created.name));
      presence(created.name);
      return { ok: true, count: 0 };
    },

    [EVENTS.joinRoom]: async (socket, rawName, options) => {
      const joined = await rooms.join(rawName);
      if (!joined.ok) return joined;
      if (options?.host) socket.data.host = true;
      await socket.join(roomChannel(joined.name));
      socket.emit(EVENTS.numPrompts, joined.count);
      await sendPlayersOnJoin(socket, deps.players, joined.name);
      if (await deps.aiWriting.isWriting(joined.name)) socket.emit(EVENTS.waitingForPrompts);
      presence(joined.name);
      return { ok: true, count: joined.count };
    },

    [EVENTS.leaveRoom]: async (socket, rawName) => {
      const parsed = RoomService.parseName(rawName);
      if (!parsed.ok) return parsed;
      await socket.leave(roomChannel(parsed.name));
      presence(parsed.name);
      return { ok: true };
    },

    [EVENTS.chatMessage]: async (_socket, message) => {
      const added = await rooms.addEntry(message.roomName, message.text);
      return added.ok ? { ok: true, count: added.count } : added;
    },

    [EVENTS.freeAi]: async (_socket, rawName, options) => {
      const parsed = RoomService.parseName(rawName);
      if (!parsed.ok) return parsed;
      const result = await deps.freeAi(parsed.name, options?.language ?? DEFAULT_LANGUAGE);
      return result === 'started' ? { ok: true } : { ok: false, error: result };
    },

    [EVENTS.nowShowingIn]: async (socket, report) => {
      const room = await rooms.exists(report.roomName);
      if (!room.ok) return room;
      socket.to(roomChannel(room.name)).emit(EVENTS.nowShowing, { text: report.text, remaining: report.remaining });
      return { ok: true };
    },

    ...playersHandlers(io, deps.players),
  };

  io.on('connection', (socket) => {
    socket.data.host = false;
    socket.data.address = clientAddress(socket, deps.trustProxy);

    // A phone's events take effect in the order it sent them: a phone moving rooms sends join, join, leave
    // without waiting, and a leave that overtook its join would leave it in the old room.
    let previous: Promise<unknown> = Promise.resolve();
    for (const event of Object.keys(CLIENT_EVENTS) as ClientEventName[]) {
      socket.on(event, (...args: unknown[]) => {
        const ack = typeof args.at(-1) === 'function' ? (args.pop() as (reply: Ack<object>) => void) : undefined;
        const work = previous
          .then(async (): Promise<Ack<object>> => {
            const allowed = await limiter.allow({ socket: socket.id, address: socket.data.address });
            if (!allowed) return { ok: false, error: 'rate_limited' };
            return dispatch(handlers, event, socket, args);
          })
          .catch((error: unknown): Ack<object> => {
            log.error({ err: error, event }, 'socket event failed');
            return { ok: false, error: 'unavailable' };
          });
        previous = work;
        void track(work).then((reply) => ack?.(reply));
      });
    }

    // An unknown event still gets an answer, so a client waiting on its ack is not left hanging.
    socket.onAny((event: string, ...args: unknown[]) => {
      const ack = args.at(-1);
      if (!(event in handlers) && typeof ack === 'function') ack({ ok: false, error: 'invalid' });
    });

    // Presence counts drop when a phone goes away without saying `leave room`.
    socket.on('disconnecting', () => {
      const left = [...socket.rooms].map(roomNameOfChannel).filter((name): name is string => name !== null);
      setImmediate(() => {
        for (const name of left) presence(name);
      });
    });
  });
}

/** Validates an event's arguments against the contract's table and hands them to its handler; bad input is `invalid`. */
function dispatch<E extends ClientEventName>(
  handlers: SocketHandlers,
  event: E,
  socket: SkalSocket,
  args: unknown[],
): Promise<Ack<object>> {
  const spec = CLIENT_EVENTS[event];
  const parsed = spec.args.safeParse(args.slice(0, spec.arity));
  if (!parsed.success) return Promise.resolve({ ok: false, error: 'invalid' });
  // The table and the handlers are keyed alike, but TypeScript cannot follow one key through both lookups.
  const handler = handlers[event] as (socket: SkalSocket, ...args: unknown[]) => Promise<Ack<object>>;
  return handler(socket, ...(parsed.data as unknown[]));
}

function clientAddress(socket: SkalSocket, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = socket.handshake.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return socket.handshake.address;
}
