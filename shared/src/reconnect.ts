// How phones and the host display stay connected: which transports to try, and coming back after the server
// itself said goodbye (Socket.IO never reconnects on its own after `io server disconnect`).
import { SOCKET_RECONNECT } from './rules';
import { systemRandom, type RandomSource } from './random';

export type TransportName = 'websocket' | 'polling';

/** The spec's order: websocket first; `tryAllTransports` falls back to long-polling when the websocket errors. */
export const FIRST_TRANSPORTS: TransportName[] = ['websocket', 'polling'];
/**
 * After a connection attempt failed outright (a proxy that lets the websocket hang, or the server away), start on
 * long-polling, which works through any proxy, and let engine.io upgrade to a websocket as soon as one opens.
 */
export const AFTER_FAILURE_TRANSPORTS: TransportName[] = ['polling', 'websocket'];

/**
 * The Socket.IO client options of the contract, but for the transports (the phone passes engine.io classes, the host
 * display names): endless reconnects with the spec's back-off. A websocket that errors while opening falls back to
 * long-polling (`tryAllTransports`: blocked upgrades on hotel Wi-Fi). Spread them into a fresh object per socket.
 */
export const SOCKET_CLIENT_OPTIONS = {
  tryAllTransports: true,
  reconnection: true,
  reconnectionAttempts: Infinity,
  reconnectionDelay: SOCKET_RECONNECT.delayMs,
  reconnectionDelayMax: SOCKET_RECONNECT.delayMaxMs,
  randomizationFactor: SOCKET_RECONNECT.randomizationFactor,
  timeout: SOCKET_RECONNECT.timeoutMs,
} as const;

/** The wait before reconnect attempt `attempt` (0-based): 1 s doubling to at most 5 s, ± half of it at random. */
export function reconnectDelay(attempt: number, random: RandomSource = systemRandom): number {
  const { delayMs, delayMaxMs, randomizationFactor } = SOCKET_RECONNECT;
  const base = Math.min(delayMs * 2 ** Math.max(0, attempt), delayMaxMs);
  const jitter = (random() * 2 - 1) * randomizationFactor * base;
  return Math.round(Math.min(delayMaxMs, Math.max(0, base + jitter)));
}

/** Why a socket went away, as Socket.IO reports it; only these two are left alone by its reconnection. */
export function needsOwnReconnect(reason: string): boolean {
  return reason === 'io server disconnect';
}

/** Timers, passed in: this package runs in the browser, in Node and in tests without either's globals. */
export interface Scheduler {
  set: (run: () => void, ms: number) => unknown;
  clear: (timer: unknown) => void;
}

/**
 * Treats a server-initiated disconnect as "come back later": connects again after the spec's back-off, for ever,
 * until a connection holds. A disconnect the app asked for (`io client disconnect`) stays final.
 * Wire `disconnected` to the socket's `disconnect` event and `connected` to its `connect` event.
 */
export class ComeBackLater {
  private attempt = 0;
  private timer: unknown = null;

  constructor(
    private readonly connect: () => void,
    private readonly scheduler: Scheduler,
    private readonly random: RandomSource = systemRandom,
  ) {}

  readonly disconnected = (reason: string): void => {
    if (!needsOwnReconnect(reason)) return;
    this.cancel();
    const delay = reconnectDelay(this.attempt, this.random);
    this.attempt += 1;
    this.timer = this.scheduler.set(() => {
      this.timer = null;
      this.connect();
    }, delay);
  };

  readonly connected = (): void => {
    this.attempt = 0;
    this.cancel();
  };

  cancel(): void {
    if (this.timer !== null) this.scheduler.clear(this.timer);
    this.timer = null;
  }
}
