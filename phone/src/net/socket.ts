// The one Socket.IO connection of the app: websocket first, endless gentle reconnects, re-joining the room after each.
// Event names are literals checked against the shared event maps; importing EVENTS would pull zod into the bundle.
import { io, type Socket } from 'socket.io-client';
import {
  SOCKET_RECONNECT,
  type Ack,
  type ClientEventName,
  type ClientToServerEvents,
  type CountReply,
  type ErrorCode,
  type EventArgs,
  type EventReply,
  type Language,
  type ServerToClientEvents,
} from '@skal/shared';

export type GameSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** How long we wait for the server to answer an event before calling it a network failure. */
const ACK_TIMEOUT_MS = 8000;

let socket: GameSocket | null = null;
let currentRoom: string | null = null;
/** The join waiting for its answer: asking again for the same room shares it instead of sending twice. */
let joining: { room: string; answer: Promise<Result<CountReply>> } | null = null;

export function getSocket(): GameSocket {
  if (socket) return socket;
  socket = io({
    transports: ['websocket', 'polling'],
    reconnection: true,
    reconnectionAttempts: Infinity,
    reconnectionDelay: SOCKET_RECONNECT.delayMs,
    reconnectionDelayMax: SOCKET_RECONNECT.delayMaxMs,
    randomizationFactor: SOCKET_RECONNECT.randomizationFactor,
    timeout: SOCKET_RECONNECT.timeoutMs,
  });
  // A reconnect lands on a fresh server-side socket that is in no room: join the current one again.
  socket.io.on('reconnect', () => {
    if (currentRoom) socket?.emit('join room', currentRoom);
  });
  return socket;
}

export type Result<T extends object = object> = ({ ok: true } & T) | { ok: false; error: ErrorCode | 'network' };

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

export function isConnected(): boolean {
  return getSocket().connected;
}

export function createRoom(roomName: string): Promise<Result<CountReply>> {
  currentRoom = roomName;
  return ask('new room', roomName);
}

export function joinRoom(roomName: string): Promise<Result<CountReply>> {
  currentRoom = roomName;
  if (joining?.room === roomName) return joining.answer;
  const answer = ask('join room', roomName, {});
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

export function addEntry(roomName: string, text: string): Promise<Result<CountReply>> {
  return ask('chat message', { roomName, text });
}

/** Tell the TV mirror what this phone shows; volatile, because a stale report is worse than none. */
export function reportNowShowing(roomName: string, text: string | null, remaining: number): void {
  getSocket().volatile.emit('now showing', { roomName, text, remaining });
}

/** Asks for the room's free AI entries over the socket (`free ai`), written in the phone's language. */
export function requestFreeAiOverSocket(roomName: string, language: Language): Promise<Result> {
  return ask('free ai', roomName, { language });
}
