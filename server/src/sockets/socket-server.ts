// Socket.IO events of the wire contract (docs/protocol.md): validation, acks, rate limits, broadcasts and presence.
import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { Server } from 'socket.io';
import {
  CLIENT_EVENTS,
  EVENTS,
  MAX_SOCKET_MESSAGE_BYTES,
  type Ack,
  type ClientEventName,
  type Language,
  type StyleChoice,
  styleChoiceOf,
  type ErrorCode,
  type NowShowing,
  type NowShowingReport,
  normaliseTextUpTo,
  FILLED_ENTRY_MAX_LENGTH,
} from '@skal/shared';
import type { FastifyBaseLogger } from 'fastify';
import { addressKey, clientAddress, type TrustProxy } from '../net/client-address';
import { StorageUnavailable } from '../faults/storage-guard';
import { addressConnections } from './address-connections';
import { cutOffSessionsThatDoNotRead } from './unread-guard';
import { eventCost } from './event-costs';
import { nowShowingMemory } from './now-showing-memory';
import { pacedPerRoom } from './paced-per-room';
import type { FreeAiResult } from '../payments/free-entries';
import type { RateLimiter } from '../rate-limit';
import { RoomService } from '../rooms/room-service';
import type { DeckService } from '../rooms/deck-service';
import type { RemovalBudget } from '../rooms/removal-budget';
import type { AiWriting } from './ai-writing';
import { deckHandlers } from './deck-handlers';
import { asMember } from './room-membership';
import { removedHandlers } from './removed-handlers';
import { roomChannel, roomNameOfChannel } from './room-channel';
import type { PlayersService } from '../rooms/players-service';
import { playersHandlers, playersList } from './players-events';
import type { RoundService } from '../rooms/round-service';
import type { RoundSummary } from '@skal/shared/kept-round';
import { roundAnnouncer, roundHandlers } from './round-events';
import { roomLanguageHandlers } from './room-language-events';
import type { SkalServer, SkalSocket, SocketHandlers } from './socket-types';

export type { SkalServer, SocketData, SocketHandlers } from './socket-types';

/**
 * A room of more phones than this (a table seats 24 players) hears its presence count at most every
 * PRESENCE_EVERY_MS: each join and leave broadcasts it to every phone of the room (paced-per-room.ts), and a quarter
 * of a second is not seen on a crowd's count. A party's room hears it on every join and leave.
 */
export const PACE_PRESENCE_FROM_PHONES = 24;
export const PRESENCE_EVERY_MS = 250;

/** What a phone's next event waits for when its earlier ones are done. */
const SETTLED: Promise<unknown> = Promise.resolve();

/** Who may open a Socket.IO session (each handshake, websocket or long-polling, is asked once). */
export interface SessionAdmission {
  /**
   * Same origin only (no CORS): phones and the host display are served by this server, and another site's page
   * may not open a session in its visitor's name (net/origin.ts).
   */
  originAllowed(headers: IncomingMessage['headers']): boolean;
  /** The limit key of a handshake's client address (the TRUST_PROXY rule, IPv6 by /64). */
  addressOf(request: IncomingMessage): string;
  /** Takes one of the address's events (rate-limit.ts); false when they are used up. */
  allowAddress(address: string): Promise<boolean>;
  /** Sessions one address may hold open in this process (address-connections.ts); undefined: no cap. */
  maxPerAddress: number | undefined;
}

/**
 * A handshake from another site, from an address that already holds its cap of sessions, or from one that used
 * up its events is refused (403 for long-polling; engine.io answers a refused websocket upgrade 400) before any
 * event. So one address cannot take every connection slot, or fill memory with sessions it abandons.
 */
export function createSocketServer(
  httpServer: HttpServer,
  admission?: SessionAdmission,
  ping?: { intervalMs: number; timeoutMs: number },
): SkalServer {
  const sessions = addressConnections(admission?.maxPerAddress);
  const io: SkalServer = new Server(httpServer, {
    serveClient: false,
    ...(ping && { pingInterval: ping.intervalMs, pingTimeout: ping.timeoutMs }),
    maxHttpBufferSize: MAX_SOCKET_MESSAGE_BYTES,
    allowRequest: (request, callback) => {
      if (!admission) return callback(null, true);
      if (!admission.originAllowed(request.headers)) return callback(null, false);
      const address = admission.addressOf(request);
      if (sessions.full(address)) return callback(null, false);
      admission.allowAddress(address).then(
        (allowed) => callback(null, allowed),
        // A limiter failure (Redis away) does not lock every phone out.
        () => callback(null, true),
      );
    },
  });
  cutOffSessionsThatDoNotRead(io);
  if (admission) {
    io.engine.on(
      'connection',
      (session: { request: IncomingMessage; once(event: 'close', listener: () => void): void }) => {
        const address = admission.addressOf(session.request);
        sessions.opened(address);
        session.once('close', () => sessions.closed(address));
      },
    );
  }
  return io;
}

export function attachSocketHandlers(deps: {
  io: SkalServer;
  rooms: RoomService;
  deck: DeckService;
  players: PlayersService;
  /** The rooms' rounds (one round per room). */
  rounds: RoundService;
  /** What a room may lose to removals per minute (rooms/removal-budget.ts). */
  removals: RemovalBudget;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
  trustProxy: TrustProxy;
  track: <T>(work: Promise<T>) => Promise<T>;
  /** Grants a room's free entries, asked for from `addressKey` (its daily quota: ai/free-ai-quota.ts). */
  freeAi: (roomName: string, language: Language, style: StyleChoice, addressKey: string) => Promise<FreeAiResult>;
  aiWriting: AiWriting;
  /** False once the server is closing. */
  isOpen: () => boolean;
  /**
   * True while presence can be counted across processes: several share the rooms (the Redis adapter) and Redis is
   * connected. Otherwise each process counts its own phones (while Redis is away, the others cannot be asked).
   */
  countsAcrossProcesses: () => boolean;
}): {
  announceRound: (roomName: string, round: RoundSummary | null) => void;
  /**
   * Resolves once every event received so far is answered (its ack sent, or its error): a graceful stop waits for it
   * before it closes the sockets, so no phone is left without the answer to a write that was made.
   */
  answered: () => Promise<void>;
} {
  const { io, rooms, limiter, log, track } = deps;
  const inFlight = new Set<Promise<unknown>>();
  const showing = nowShowingMemory();
  const announceRound = roundAnnouncer(io, (roomName) => showing.report(roomName, { text: null, remaining: 0 }));

  const sendPresence = (roomName: string, phones: number, pace: () => void) => {
    io.to(roomChannel(roomName)).emit(EVENTS.presence, { phones });
    if (phones > PACE_PRESENCE_FROM_PHONES) pace();
  };
  // A crowded room hears its count at most once per PRESENCE_EVERY_MS (paced-per-room.ts).
  const presence = pacedPerRoom((roomName, pace) => {
    // A closing server's phones reconnect elsewhere (or to the restarted process) and are counted when they join
    // there; counting them here would ask the adapter (Redis) across processes while it is being closed.
    if (!deps.isOpen()) return;
    if (!deps.countsAcrossProcesses()) return sendPresence(roomName, localPhonesIn(io, roomName), pace);
    // Several processes: counted from the adapter, which asks the others.
    io.in(roomChannel(roomName))
      .fetchSockets()
      .then((sockets) => sendPresence(roomName, sockets.filter((socket) => !socket.data.host).length, pace))
      .catch((error: unknown) => log.warn({ err: error }, 'presence count failed'));
  }, PRESENCE_EVERY_MS);

  const handlers: SocketHandlers = {
    ...deckHandlers(deps.deck, rooms, deps.removals, deps.rounds),
    ...removedHandlers(deps.deck),
    ...roundHandlers(deps.rounds, rooms),
    [EVENTS.newRoom]: async (socket, rawName, options) => {
      if (!(await limiter.allowNewRoom(socket.data.address))) return { ok: false, error: 'rate_limited' };
      const created = await rooms.create(rawName, options?.language);
      if (!created.ok) return created;
      await socket.join(roomChannel(created.name));
      presence(created.name);
      return { ok: true, count: 0 };
    },

    [EVENTS.joinRoom]: async (socket, rawName, options) => {
      const joined = await rooms.join(rawName);
      if (!joined.ok) return joined;
      if (options?.host) socket.data.host = true;
      if (options?.phone) socket.data.phone = options.phone;
      await socket.join(roomChannel(joined.name));
      socket.emit(EVENTS.numPrompts, joined.count);
      socket.emit(EVENTS.players, playersList(joined.players, joined.choices));
      socket.emit(EVENTS.roomLanguage, joined.language);
      if (await deps.aiWriting.isWriting(joined.name)) socket.emit(EVENTS.waitingForPrompts);
      // A TV opened mid-round shows the entry on the table now, not the lobby until the next tap.
      const shown = options?.host ? showing.last(joined.name) : undefined;
      if (shown) socket.emit(EVENTS.nowShowing, shown);
      presence(joined.name);
      // The lobby shows a running round (`Runde pågår`) at once.
      const round = await deps.rounds.summary(joined.name);
      return round ? { ok: true, count: joined.count, round } : { ok: true, count: joined.count };
    },

    [EVENTS.leaveRoom]: async (socket, rawName) => {
      const parsed = RoomService.parseName(rawName);
      if (!parsed.ok) return parsed;
      await socket.leave(roomChannel(parsed.name));
      presence(parsed.name);
      return { ok: true };
    },

    [EVENTS.chatMessage]: async (_socket, message) => {
      const added = await rooms.addEntry(message.roomName, message.text, message.rule, message.id);
      return added.ok ? { ok: true, count: added.count } : added;
    },

    [EVENTS.freeAi]: async (socket, rawName, options) => {
      // Only a phone at the table claims the room's one grant: a socket that never joined gets `not_member`.
      const parsed = await asMember(socket, rawName, rooms);
      if (!parsed.ok) return parsed;
      const result = await deps.freeAi(
        parsed.name,
        // The phone sends the room's language; an older phone sends none, and the room's own is used.
        await rooms.languageFor(parsed.name, options?.language),
        styleChoiceOf(options ?? {}),
        socket.data.address,
      );
      return result === 'started' ? { ok: true } : { ok: false, error: result };
    },

    [EVENTS.nowShowingIn]: async (socket, report) => {
      const room = await rooms.exists(report.roomName);
      if (!room.ok) return room;
      const shown = nowShowingFromMember(socket, room.name, report.text);
      if (!shown.ok) return shown;
      // While the room keeps a round, only the phone that holds it speaks for the TV.
      if (!(await deps.rounds.mayShow(room.name, socket.data.phone))) return { ok: false, error: 'not_holder' };
      const pieces = shown.text === null ? undefined : piecesOf(report, shown.text);
      const rules = shown.text === null ? undefined : rulesOf(report);
      if (rules && !rules.ok) return rules;
      const end = shown.text === null ? undefined : endOf(report);
      if (end && !end.ok) return end;
      const now: NowShowing = {
        text: shown.text,
        remaining: report.remaining,
        ...(pieces ? { pieces } : {}),
        ...(end ? { end: end.end } : {}),
        ...(rules ? { rules: rules.rules } : {}),
      };
      showing.report(room.name, now);
      socket.to(roomChannel(room.name)).emit(EVENTS.nowShowing, now);
      return { ok: true };
    },

    ...playersHandlers(io, deps.players, rooms),
    ...roomLanguageHandlers(io, rooms),
  };

  io.on('connection', (socket) => {
    socket.data.host = false;
    socket.data.address = addressKey(
      clientAddress(socket.handshake.address, socket.handshake.headers['x-forwarded-for'], deps.trustProxy),
    );

    // A phone's events take effect in the order it sent them: a phone moving rooms sends join, join, leave
    // without waiting, and a leave that overtook its join would leave it in the old room.
    let previous: Promise<unknown> = SETTLED;
    for (const event of Object.keys(CLIENT_EVENTS) as ClientEventName[]) {
      socket.on(event, (...args: unknown[]) => {
        const ack = typeof args.at(-1) === 'function' ? (args.pop() as (reply: Ack<object>) => void) : undefined;
        const run = async (): Promise<Ack<object>> => {
          try {
            // A stopping server takes no new work: the phone is told at once and tries again once it reconnects
            // (to another process, or this one restarted); an add retried with its id is stored once.
            if (!deps.isOpen()) return { ok: false, error: 'unavailable' };
            // A heavy event spends more of the limits (event-costs.ts).
            const cost = eventCost(event, args);
            const allowed = await limiter.allow({ socket: socket.id, address: socket.data.address }, cost);
            if (!allowed) return { ok: false, error: 'rate_limited' };
            return await dispatch(handlers, event, socket, args);
          } catch (error) {
            // Storage away is counted in the fault log (faults/fault-log.ts), not logged once per event.
            if (!(error instanceof StorageUnavailable)) log.error({ err: error, event }, 'socket event failed');
            return { ok: false, error: 'unavailable' };
          }
        };
        // With nothing of this phone's under way (the usual case) the event starts now, not a turn later.
        const work = previous === SETTLED ? run() : previous.then(run);
        previous = work;
        const answer = track(work).then((reply) => {
          // A settled event is waited on by nothing: a phone idle between events then holds no old reply, which
          // would live for seconds and be promoted by every young-generation collection.
          if (previous === work) previous = SETTLED;
          ack?.(reply);
        });
        inFlight.add(answer);
        void answer.finally(() => inFlight.delete(answer));
      });
    }

    // An unknown event still gets an answer, so a client waiting on its ack is not left hanging.
    // It counts against the limits like any event, so a flood of made-up events is refused the same way.
    socket.onAny((event: string, ...args: unknown[]) => {
      // Own keys only: `in` also finds what every object inherits (`toString`, `constructor`, `__proto__`).
      if (Object.hasOwn(handlers, event)) return;
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
  return {
    announceRound,
    answered: async () => {
      // Events queued behind one in flight join the set as they are received, so one look at it is enough.
      await Promise.allSettled([...inFlight]);
    },
  };
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

/**
 * The TV shows only what a member of its room sent (the playing phone joined it), and only text that
 * passes the entry rules, as if it were added, with room for the players' names filled in (an entry of 280
 * characters grows with them): an outsider or a stranger's 4,000 characters never reach it.
 */
function nowShowingFromMember(
  socket: SkalSocket,
  roomName: string,
  rawText: string | null,
): { ok: true; text: string | null } | { ok: false; error: ErrorCode } {
  if (!socket.rooms.has(roomChannel(roomName))) return { ok: false, error: 'invalid' };
  if (rawText === null) return { ok: true, text: null };
  const text = normaliseTextUpTo(rawText, FILLED_ENTRY_MAX_LENGTH);
  return text.ok ? { ok: true, text: text.text } : { ok: false, error: text.reason };
}

/**
 * The phone's pieces of what it shows (its names and the rest), passed on only when they are the text the TV gets:
 * they make up the text it sent, and the entry rules left that text as it was. Otherwise the TV marks the names in
 * the text itself, as it does for phones that send no pieces.
 */
function piecesOf(report: NowShowingReport, text: string): NowShowing['pieces'] {
  const { pieces } = report;
  if (!pieces || report.text !== text) return undefined;
  return pieces.map((piece) => piece.text).join('') === text ? pieces : undefined;
}

/** The rules in play the phone listed, each by the entry rules (with room for names filled in), as the TV gets them. */
function rulesOf(
  report: NowShowingReport,
): { ok: true; rules: string[] } | { ok: false; error: ErrorCode } | undefined {
  if (!report.rules) return undefined;
  const rules: string[] = [];
  for (const raw of report.rules) {
    const rule = normaliseTextUpTo(raw, FILLED_ENTRY_MAX_LENGTH);
    if (!rule.ok) return { ok: false, error: rule.reason };
    rules.push(rule.text);
  }
  return { ok: true, rules };
}

/** An end card's heading and text, each by the entry rules. */
function endOf(
  report: NowShowingReport,
): { ok: true; end: NonNullable<NowShowing['end']> } | { ok: false; error: ErrorCode } | undefined {
  if (!report.end) return undefined;
  const heading = normaliseTextUpTo(report.end.heading, 100);
  if (!heading.ok) return { ok: false, error: heading.reason };
  const text = normaliseTextUpTo(report.end.text, FILLED_ENTRY_MAX_LENGTH);
  if (!text.ok) return { ok: false, error: text.reason };
  return { ok: true, end: { heading: heading.text, text: text.text } };
}

/**
 * The phones (host displays left out) in a room, when this process holds every socket: counted in place from the
 * adapter's room, without `fetchSockets`, which copies each socket into a new object and answers a turn later.
 */
function localPhonesIn(io: SkalServer, roomName: string): number {
  const namespace = io.of('/');
  let phones = 0;
  for (const id of namespace.adapter.rooms.get(roomChannel(roomName)) ?? []) {
    const socket = namespace.sockets.get(id);
    if (socket && !socket.data.host) phones++;
  }
  return phones;
}
