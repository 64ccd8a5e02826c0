// The host display's link to the server: creates or shows a room, joins it as host (again after every
// reconnect) and keeps what the TV shows (count, phones, mirrored entry, AI loading) as one observable state.
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import {
  ComeBackLater,
  EVENTS,
  SOCKET_CLIENT_OPTIONS,
  type Ack,
  type ClientToServerEvents,
  type CountReply,
  type ErrorCode,
  type NowShowing,
  type PlayersList,
  type ServerToClientEvents,
} from '@skal/shared';
import { AFTER_FAILURE_TRANSPORTS, FIRST_TRANSPORTS } from '@skal/shared/socket-transports';
import { generateRoomId } from './room-id';

export interface HostState {
  connected: boolean;
  room: string | null;
  /** Entries in the room; null until the server has said. */
  count: number | null;
  phones: number | null;
  /** The entry the playing phone shows; null when no round runs. */
  nowShowing: NowShowing | null;
  /** The room's players' names, in the order they were added. */
  players: string[];
  /** Who is at the table: the players' choices, by name. */
  choices: NonNullable<PlayersList['choices']>;
  aiLoading: boolean;
  /** Set when the shown room was lost (deleted while idle, say). */
  lost: ErrorCode | null;
}

export const INITIAL_STATE: HostState = {
  connected: false,
  room: null,
  count: null,
  phones: null,
  nowShowing: null,
  players: [],
  choices: {},
  aiLoading: false,
  lost: null,
};

/** The part of a Socket.IO client the connection needs, so tests can drive it with a fake. */
export interface HostTransport {
  readonly connected: boolean;
  onConnection(listener: (connected: boolean) => void): void;
  on<E extends keyof ServerToClientEvents>(
    event: E,
    listener: (...args: Parameters<ServerToClientEvents[E]>) => void,
  ): void;
  newRoom(name: string): Promise<Ack<CountReply>>;
  joinAsHost(name: string): Promise<Ack<CountReply>>;
  leave(name: string): void;
  close(): void;
}

const ACK_TIMEOUT_MS = 10_000;
const CREATE_ATTEMPTS = 8;
/** How long "new room" waits for a connection still being made (a click right after the page opens). */
export const CONNECT_WAIT_MS = 5_000;

export type CreateResult = { ok: true; room: string } | { ok: false; error: ErrorCode | 'offline' };

export class HostConnection {
  private state: HostState;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly transport: HostTransport,
    private readonly newId: () => string = generateRoomId,
    private readonly connectWaitMs = CONNECT_WAIT_MS,
  ) {
    this.state = { ...INITIAL_STATE, connected: transport.connected };
    transport.onConnection((connected) => {
      // An end of AI loading sent while we were away is lost; a stuck spinner is worse than none.
      this.update(connected ? { connected, aiLoading: false } : { connected });
      // A reconnect is a new socket on the server: join the room again, as host.
      if (connected && this.state.room) void this.join(this.state.room);
    });
    transport.on(EVENTS.numPrompts, (count) => this.update({ count }));
    transport.on(EVENTS.presence, ({ phones }) => this.update({ phones }));
    transport.on(EVENTS.nowShowing, (shown) => this.update({ nowShowing: shown.text === null ? null : shown }));
    transport.on(EVENTS.players, ({ players, choices }) => this.update({ players, choices: choices ?? {} }));
    transport.on(EVENTS.waitingForPrompts, () => this.update({ aiLoading: true }));
    transport.on(EVENTS.stopWaitingForPrompts, () => this.update({ aiLoading: false }));
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getState = (): HostState => this.state;

  /** Show a room that exists: join it as host now if connected, else on connect. */
  show(room: string): void {
    if (this.state.room === room) return;
    if (this.state.room) this.transport.leave(this.state.room);
    this.update({ ...INITIAL_STATE, connected: this.state.connected, room });
    if (this.transport.connected) void this.join(room);
  }

  /** Create a room with a generated ID (a fresh one while IDs are taken), then show it. */
  async create(): Promise<CreateResult> {
    if (!(await this.connectedWithin(this.connectWaitMs))) return { ok: false, error: 'offline' };
    for (let attempt = 0; attempt < CREATE_ATTEMPTS; attempt += 1) {
      const room = this.newId();
      let reply: Ack<CountReply>;
      try {
        reply = await this.transport.newRoom(room);
      } catch {
        return { ok: false, error: 'offline' };
      }
      if (reply.ok) {
        this.show(room);
        return { ok: true, room };
      }
      if (reply.error !== 'taken') return { ok: false, error: reply.error };
    }
    return { ok: false, error: 'taken' };
  }

  /** Back to the start screen. */
  clear(): void {
    if (this.state.room) this.transport.leave(this.state.room);
    this.update({ ...INITIAL_STATE, connected: this.state.connected });
  }

  close(): void {
    this.transport.close();
    this.listeners.clear();
  }

  /** True once the transport is connected, false if it is not within `ms`. */
  private connectedWithin(ms: number): Promise<boolean> {
    if (this.transport.connected) return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = (connected: boolean) => {
        clearTimeout(timer);
        unsubscribe();
        resolve(connected);
      };
      const timer = setTimeout(() => done(false), ms);
      const unsubscribe = this.subscribe(() => {
        if (this.transport.connected) done(true);
      });
    });
  }

  private async join(room: string): Promise<void> {
    let reply: Ack<CountReply>;
    try {
      reply = await this.transport.joinAsHost(room);
    } catch {
      // No answer in time: the next reconnect joins again.
      return;
    }
    if (this.state.room !== room) return;
    if (reply.ok) this.update({ count: reply.count, lost: null });
    else if (reply.error === 'not_found' || reply.error === 'invalid')
      this.update({ ...INITIAL_STATE, connected: this.state.connected, lost: reply.error });
  }

  private update(patch: Partial<HostState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}

type HostSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * Socket.IO options of the contract: websocket first, long-polling when it errors, 1 s → 5 s back-off with jitter,
 * forever.
 */
export const SOCKET_OPTIONS: Partial<ManagerOptions & SocketOptions> = {
  transports: FIRST_TRANSPORTS,
  ...SOCKET_CLIENT_OPTIONS,
};

export function socketTransport(socket: HostSocket): HostTransport {
  return {
    get connected() {
      return socket.connected;
    },
    onConnection: (listener) => {
      // The TV stays up through server restarts: a server-initiated disconnect is "come back later" here too.
      const comeBack = new ComeBackLater(() => socket.connect(), {
        set: (run, ms) => setTimeout(run, ms),
        clear: (timer) => clearTimeout(timer as number),
      });
      socket.io.on('error', () => {
        socket.io.opts.transports = AFTER_FAILURE_TRANSPORTS;
      });
      socket.on('connect', () => {
        comeBack.connected();
        listener(true);
      });
      socket.on('disconnect', (reason) => {
        comeBack.disconnected(reason);
        listener(false);
      });
    },
    on: (event, listener) => {
      // Socket.IO's overloads cannot take a generic event name; the map above keeps the pairing typed.
      (socket.on as (event: string, listener: (...args: unknown[]) => void) => void)(
        event,
        listener as (...args: unknown[]) => void,
      );
    },
    newRoom: (name) => socket.timeout(ACK_TIMEOUT_MS).emitWithAck(EVENTS.newRoom, name) as Promise<Ack<CountReply>>,
    joinAsHost: (name) =>
      socket.timeout(ACK_TIMEOUT_MS).emitWithAck(EVENTS.joinRoom, name, { host: true }) as Promise<Ack<CountReply>>,
    leave: (name) => {
      socket.emit(EVENTS.leaveRoom, name);
    },
    close: () => {
      socket.disconnect();
    },
  };
}

/** The real connection: same origin as the page (the server that serves /host). */
export function connectHost(url?: string): HostConnection {
  const socket: HostSocket = url ? io(url, SOCKET_OPTIONS) : io(SOCKET_OPTIONS);
  return new HostConnection(socketTransport(socket));
}
