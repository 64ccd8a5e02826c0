// The one Socket.IO connection of the app: websocket first with a long-polling fallback, endless gentle reconnects
// (also after the server itself disconnected us), re-joining the room after each.
// Event names are literals checked against the shared event maps; importing EVENTS would pull zod into the bundle.
import { io, type Socket } from 'socket.io-client';
import {
  ComeBackLater,
  SOCKET_CLIENT_OPTIONS,
  type Ack,
  type ClientEventName,
  type ClientToServerEvents,
  type CountReply,
  type ErrorCode,
  type EventArgs,
  type EventReply,
  type JoinReply,
  type Language,
  type ServerToClientEvents,
  type StyleChoice,
} from '@skal/shared';
import { AFTER_FAILURE_TRANSPORTS, FIRST_TRANSPORTS } from '@skal/shared/socket-transports';
import { phoneId } from './phone-id';

export type GameSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** How long we wait for the server to answer an event before calling it a network failure. */
const ACK_TIMEOUT_MS = 8000;

let socket: GameSocket | null = null;
/** The page's first connection has opened (after that, a lost connection is offline, not loading). */
let connectedOnce = false;
let currentRoom: string | null = null;
/** The join waiting for its answer: asking again for the same room shares it instead of sending twice. */
let joining: { room: string; answer: Promise<Result<JoinReply>> } | null = null;

export function getSocket(): GameSocket {
  if (socket) return socket;
  const created: GameSocket = io({ transports: FIRST_TRANSPORTS, ...SOCKET_CLIENT_OPTIONS });
  socket = created;
  // A failed attempt may be a websocket that hangs: from then on start on polling and upgrade when a websocket opens.
  created.io.on('error', () => {
    created.io.opts.transports = AFTER_FAILURE_TRANSPORTS;
  });
  // Socket.IO gives up after `io server disconnect`; a party does not reload its phones, so come back later.
  const comeBack = new ComeBackLater(() => created.connect(), {
    set: (run, ms) => setTimeout(run, ms),
    clear: (timer) => clearTimeout(timer as number),
  });
  created.on('disconnect', comeBack.disconnected);
  // The browser is back online: try now rather than when the backoff says (up to 7.5 s), or behind an attempt that
  // started while offline and hangs until its 20 s time-out. Closing the attempt and opening anew is one connect.
  window.addEventListener('online', () => {
    if (!created.connected) created.disconnect().connect();
  });
  // Every connection after the first lands on a fresh server-side socket that is in no room: join the current one
  // again (the server answers with the count and whether AI entries are being written).
  let connectedBefore = false;
  created.on('connect', () => {
    connectedOnce = true;
    comeBack.connected();
    if (connectedBefore && currentRoom) created.emit('join room', currentRoom, { phone: phoneId() });
    connectedBefore = true;
  });
  return created;
}

export type Result<T extends object = object> =
  | ({ ok: true } & T)
  | { ok: false; error: ErrorCode | 'network'; /** With `removals_limited`: the room's figure. */ perMinute?: number };

/**
 * Sends an event and waits for its ack. The arguments and the reply are the contract's: Socket.IO's own
 * `emitWithAck` checks nothing for events whose ack is optional, which all of ours are.
 */
export async function ask<E extends ClientEventName>(event: E, ...args: EventArgs<E>): Promise<Result<EventReply<E>>> {
  const timed = getSocket().timeout(ACK_TIMEOUT_MS) as unknown as {
    emitWithAck(event: E, ...args: EventArgs<E>): Promise<Ack<EventReply<E>>>;
  };
  try {
    return await timed.emitWithAck(event, ...args);
  } catch {
    // No answer in time: the connection is gone or too slow to trust.
    return { ok: false, error: 'network' };
  }
}

/**
 * Whether this phone can reach the room now: the browser online and the socket connected. The socket alone stays
 * connected for a while after the network is gone (until its pings time out), and what it sends meanwhile is held
 * by the dead connection and arrives when the network is back.
 */
export function isConnected(): boolean {
  return navigator.onLine && getSocket().connected;
}

/**
 * Resolves true once the socket is connected (at once when it is), false when the browser is offline or no
 * connection opens within `timeoutMs`. A connection that opens re-joins the room first (the first `connect`
 * listener), so what is sent after this is taken as the room's member's.
 */
export function whenConnected(timeoutMs = ACK_TIMEOUT_MS): Promise<boolean> {
  if (!navigator.onLine) return Promise.resolve(false);
  const socket = getSocket();
  if (socket.connected) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (connected: boolean) => {
      clearTimeout(timer);
      socket.off('connect', onConnect);
      resolve(connected);
    };
    const onConnect = () => done(true);
    const timer = setTimeout(() => done(false), timeoutMs);
    socket.on('connect', onConnect);
  });
}

/**
 * Whether a change to the room can be sent now: connected, or the page's first connection still opening (a guest
 * who opened a room link and tapped before the socket was up). Then Socket.IO holds the event and sends it right
 * after the join once the connection opens; if it does not open within the ack time-out the event is taken out of
 * its buffer and answered as a network failure, so it is never made after the phone said it was not.
 */
export function canSend(): boolean {
  return isConnected() || (navigator.onLine && !connectedOnce && getSocket().active);
}

/**
 * A change to the room (an entry, a removal, a name), refused at once while not connected: Socket.IO, or the dead
 * connection under it, would hold it and make it whenever the network returns, after the phone said it was not made.
 * A page still opening its first connection is not offline: the change waits for it (see canSend).
 */
export function askConnected<E extends ClientEventName>(
  event: E,
  ...args: EventArgs<E>
): Promise<Result<EventReply<E>>> {
  return canSend() ? ask(event, ...args) : Promise.resolve({ ok: false, error: 'network' });
}

/** Creates the room in `language` (the phone's, when it is created: the collection and the model write in it). */
export function createRoom(roomName: string, language: Language): Promise<Result<CountReply>> {
  currentRoom = roomName;
  // Offline, the room was made once the network returned, after the phone had said something went wrong, and the
  // next try found its own name taken. A socket that is still connecting (a fresh page) may take it, though.
  if (!navigator.onLine) return Promise.resolve({ ok: false, error: 'network' });
  return ask('new room', roomName, { language });
}

/** Joins the room as this phone; the answer has the count and the room's round when one runs. */
export function joinRoom(roomName: string): Promise<Result<JoinReply>> {
  currentRoom = roomName;
  if (joining?.room === roomName) return joining.answer;
  const answer = ask('join room', roomName, { phone: phoneId() });
  joining = { room: roomName, answer };
  void answer.then(() => {
    if (joining?.answer === answer) joining = null;
  });
  return answer;
}

export function leaveRoom(roomName: string): void {
  if (currentRoom === roomName) currentRoom = null;
  getSocket().emit('leave room', roomName);
}

/** Forget the room without telling the server (it was never joined, or it is gone). */
export function forgetRoom(): void {
  currentRoom = null;
}

/**
 * Adds an entry; with `rule`, a lasting rule with its end text ('' for none). `id` names this add: a retry of it
 * sends the same id, and the server stores it once however often it arrives.
 */
export function addEntry(
  roomName: string,
  text: string,
  rule: { end: string } | undefined,
  id: string,
): Promise<Result<CountReply>> {
  return askConnected('chat message', rule ? { roomName, text, rule, id } : { roomName, text, id });
}

/**
 * Calls `listener` whenever this phone is back: after every reconnect, once the socket has asked to re-join the
 * current room (that listener was added first, so the server takes the join before anything the listener sends),
 * and when the browser is online again, which a socket that stayed open may never notice (what it sent meanwhile
 * was lost). Returns the unsubscribe.
 */
export function onBackOnline(listener: () => void): () => void {
  const socket = getSocket();
  let first = !socket.connected;
  const connected = () => {
    if (first) first = false;
    else listener();
  };
  socket.on('connect', connected);
  window.addEventListener('online', listener);
  return () => {
    socket.off('connect', connected);
    window.removeEventListener('online', listener);
  };
}

/**
 * Tell the TV mirror what this phone shows. Dropped while disconnected (a stale report sent on reconnect would be
 * worse than none; `onBackOnline` reports afresh), but not volatile: a volatile packet is also dropped while the
 * transport is busy, as long-polling is right after a reconnect's join, and the TV then missed the report.
 */
export function reportNowShowing(
  roomName: string,
  text: string | null,
  remaining: number,
  /** The text as this phone filled it: the TV highlights the names in it exactly as the phone does. */
  pieces?: { text: string; player: boolean }[],
  /** Lasting rules: the end card shown (its heading and text) and the texts of the rules in play. */
  rules?: { end?: { heading: string; text: string } | undefined; inPlay: string[] },
): void {
  const socket = getSocket();
  if (socket.connected) {
    socket.emit('now showing', {
      roomName,
      text,
      remaining,
      ...(pieces ? { pieces } : {}),
      ...(rules?.end ? { end: rules.end } : {}),
      // Only while a rule is in play: a report without the list is a round without rules, as before rules.
      ...(rules && rules.inPlay.length > 0 ? { rules: rules.inPlay } : {}),
    });
  }
}

/** Asks for the room's free AI entries over the socket (`free ai`), in the room's language and the chosen style. */
export function requestFreeAiOverSocket(
  roomName: string,
  language: Language | undefined,
  style: StyleChoice,
): Promise<Result> {
  return ask('free ai', roomName, { ...(language ? { language } : {}), ...style });
}
