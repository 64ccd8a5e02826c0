// Socket.IO events of the wire contract: validation, acks, rate limits, broadcasts and presence.
import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import {
  EVENTS,
  MAX_SOCKET_MESSAGE_BYTES,
  chatMessageSchema,
  joinOptionsSchema,
  nowShowingSchema,
  LANGUAGES,
  type Ack,
  type Language,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type ErrorCode,
  normaliseEntryText,
} from '@skal/shared';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { addressKey, clientAddress, type TrustProxy } from '../net/client-address';
import type { RateLimiter } from '../rate-limit';
import { RoomService } from '../rooms/room-service';
import { roomChannel, roomNameOfChannel } from './room-channel';

const freeAiOptionsSchema = z.object({ language: z.enum(LANGUAGES).optional() }).optional();

export interface SocketData {
  host: boolean;
  address: string;
}

export type SkalServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type SkalSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** Handlers get the event's arguments without the ack; whatever they return is the ack. */
type Handler = (socket: SkalSocket, args: unknown[]) => Promise<Ack<object>>;

/**
 * Same origin only (no CORS): phones and the host display are served by this server. `originAllowed` decides
 * on each handshake's Origin and Host (see net/origin.ts); a refused browser gets 403 before any event.
 */
export function createSocketServer(
  httpServer: HttpServer,
  originAllowed: (origin: string | undefined, host: string | undefined) => boolean = () => true,
): SkalServer {
  return new Server(httpServer, {
    serveClient: false,
    maxHttpBufferSize: MAX_SOCKET_MESSAGE_BYTES,
    allowRequest: (request, callback) => callback(null, originAllowed(request.headers.origin, request.headers.host)),
  });
}

export function attachSocketHandlers(deps: {
  io: SkalServer;
  rooms: RoomService;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
  trustProxy: TrustProxy;
  track: <T>(work: Promise<T>) => Promise<T>;
  freeAi: (roomName: string, language: Language) => Promise<'started' | 'used' | 'not_found'>;
  /** The per-address daily free-AI quota (ai/free-ai-quota.ts). */
  allowFreeAi?: (addressKey: string) => Promise<boolean>;
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

  const handlers: Record<string, Handler> = {
    [EVENTS.newRoom]: async (socket, [rawName]) => {
      if (!(await limiter.allowNewRoom(socket.data.address))) return { ok: false, error: 'rate_limited' };
      const created = await rooms.create(rawName);
      if (!created.ok) return created;
      await socket.join(roomChannel(created.name));
      presence(created.name);
      return { ok: true, count: 0 };
    },

    [EVENTS.joinRoom]: async (socket, [rawName, rawOptions]) => {
      const options = joinOptionsSchema.safeParse(rawOptions);
      if (!options.success) return { ok: false, error: 'invalid' };
      const joined = await rooms.join(rawName);
      if (!joined.ok) return joined;
      if (options.data?.host) socket.data.host = true;
      await socket.join(roomChannel(joined.name));
      socket.emit(EVENTS.numPrompts, joined.count);
      presence(joined.name);
      return { ok: true, count: joined.count };
    },

    [EVENTS.leaveRoom]: async (socket, [rawName]) => {
      const parsed = RoomService.parseName(rawName);
      if (!parsed.ok) return parsed;
      await socket.leave(roomChannel(parsed.name));
      presence(parsed.name);
      return { ok: true };
    },

    [EVENTS.chatMessage]: async (_socket, [rawMessage]) => {
      const message = chatMessageSchema.safeParse(rawMessage);
      if (!message.success) return { ok: false, error: 'invalid' };
      const added = await rooms.addEntry(message.data.roomName, message.data.text);
      return added.ok ? { ok: true, count: added.count } : added;
    },

    [EVENTS.freeAi]: async (socket, [rawName, rawOptions]) => {
      const parsed = RoomService.parseName(rawName);
      if (!parsed.ok) return parsed;
      const options = freeAiOptionsSchema.safeParse(rawOptions);
      if (!options.success) return { ok: false, error: 'invalid' };
      if (deps.allowFreeAi && !(await deps.allowFreeAi(socket.data.address)))
        return { ok: false, error: 'rate_limited' };
      const result = await deps.freeAi(parsed.name, options.data?.language ?? 'norsk');
      return result === 'started' ? { ok: true } : { ok: false, error: result };
    },

    [EVENTS.nowShowingIn]: async (socket, [rawReport]) => {
      const report = nowShowingSchema.safeParse(rawReport);
      if (!report.success) return { ok: false, error: 'invalid' };
      const room = await rooms.exists(report.data.roomName);
      if (!room.ok) return room;
      const shown = nowShowingFromMember(socket, room.name, report.data.text);
      if (!shown.ok) return shown;
      socket.to(roomChannel(room.name)).emit(EVENTS.nowShowing, { text: shown.text, remaining: report.data.remaining });
      return { ok: true };
    },
  };

  io.on('connection', (socket) => {
    socket.data.host = false;
    socket.data.address = addressKey(
      clientAddress(socket.handshake.address, socket.handshake.headers['x-forwarded-for'], deps.trustProxy),
    );

    // A phone's events take effect in the order it sent them: a phone moving rooms sends join, join, leave
    // without waiting, and a leave that overtook its join would leave it in the old room.
    let previous: Promise<unknown> = Promise.resolve();
    for (const [event, handler] of Object.entries(handlers)) {
      socket.on(event as keyof ClientToServerEvents, (...args: unknown[]) => {
        const ack = typeof args.at(-1) === 'function' ? (args.pop() as (reply: Ack<object>) => void) : undefined;
        const work = previous
          .then(async (): Promise<Ack<object>> => {
            const allowed = await limiter.allow({ socket: socket.id, address: socket.data.address });
            if (!allowed) return { ok: false, error: 'rate_limited' };
            return handler(socket, args);
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
    // It counts against the limits like any event, so a flood of made-up events is refused the same way.
    socket.onAny((event: string, ...args: unknown[]) => {
      if (event in handlers) return;
      const ack = args.at(-1);
      void limiter
        .allow({ socket: socket.id, address: socket.data.address })
        .then((allowed): Ack<object> => ({ ok: false, error: allowed ? 'invalid' : 'rate_limited' }))
        .catch((): Ack<object> => ({ ok: false, error: 'unavailable' }))
        .then((reply) => {
          if (typeof ack === 'function') (ack as (reply: Ack<object>) => void)(reply);
        });
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

/**
 * The TV shows only what a member of its room sent (the playing phone joined it), and only text that
 * passes the entry rules, as if it were added: an outsider or a stranger's 4,000 characters never reach it.
 */
function nowShowingFromMember(
  socket: SkalSocket,
  roomName: string,
  rawText: string | null,
): { ok: true; text: string | null } | { ok: false; error: ErrorCode } {
  if (!socket.rooms.has(roomChannel(roomName))) return { ok: false, error: 'invalid' };
  if (rawText === null) return { ok: true, text: null };
  const text = normaliseEntryText(rawText);
  return text.ok ? { ok: true, text: text.text } : { ok: false, error: text.reason };
}
