// The shared test kit: one server configuration for tests, browser-test set-ups and benches, and the socket steps
// that seed a room the way another player's phone would. Never loaded by the server itself: server tests import
// this file, the Playwright set-ups and the .mjs benches import its build, server/dist/test-kit.js.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import {
  DEFAULT_ROOM_TTL_HOURS,
  MAX_ENTRIES_PER_ROOM,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@skal/shared';
import type { ServerConfig } from './config';
import { DEFAULT_RATE_LIMITS } from './rate-limit';

export { SERVER_NODE_FLAGS } from './node-flags';

/**
 * A server on a free loopback port with SQLite in a fresh temporary folder, no built pages, quiet logs, the
 * built-in wallet simulator and AI pack, and the spec's room limits. Rate limits are lifted: every test client
 * shares one address, and the limits guard production, not the tests.
 */
export function defaultServerConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: overrides.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'skal-test-')),
    roomTtlHours: DEFAULT_ROOM_TTL_HOURS,
    logLevel: 'silent',
    trustProxy: false,
    rateLimits: { socketEvents: 100_000, addressEvents: 1_000_000, windowSeconds: DEFAULT_RATE_LIMITS.windowSeconds },
    maxEntriesPerRoom: MAX_ENTRIES_PER_ROOM,
    ...overrides,
  };
}

export type PhoneSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A phone as a real Socket.IO client over WebSocket, connected (or the connection error). */
export function connectPhone(
  url: string,
  transports: ('websocket' | 'polling')[] = ['websocket'],
): Promise<PhoneSocket> {
  const socket: PhoneSocket = io(url, { transports, forceNew: true, reconnection: false });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

export interface Reply {
  ok: boolean;
  error?: string;
  [field: string]: unknown;
}

/** Emits any event with any arguments (the tests send malformed ones too) and resolves with the ack. */
export function ask(socket: Socket, event: string, ...args: unknown[]): Promise<Reply> {
  return (socket.timeout(5000) as unknown as { emitWithAck(e: string, ...a: unknown[]): Promise<Reply> }).emitWithAck(
    event,
    ...args,
  );
}

/**
 * Another player's phone outside the browser: creates the room (unless `create` is false) and adds the entries,
 * throwing with the server's error code when a step is refused.
 */
export async function seedRoom(
  url: string,
  room: string,
  entries: readonly string[],
  options: { create?: boolean } = {},
): Promise<void> {
  const socket = await connectPhone(url);
  try {
    if (options.create !== false) {
      const created = await ask(socket, 'new room', room);
      if (!created.ok) throw new Error(`could not create ${room}: ${created.error}`);
    }
    for (const text of entries) {
      const added = await ask(socket, 'chat message', { roomName: room, text });
      if (!added.ok) throw new Error(`could not add to ${room}: ${added.error}`);
    }
  } finally {
    socket.disconnect();
  }
}

// For bench:sweep: the stores and the sweeper as the server runs them.
export { openSqliteWorkerStore } from './store/sqlite-worker-store';
export { openPostgresStore } from './store/postgres-store';
export { startTtlSweeper, ROW_BATCH } from './rooms/ttl-sweeper';

// For bench:flood: what each socket event costs of the rate limits, and the production limits.
export { eventCost } from './sockets/event-costs';
export { DEFAULT_RATE_LIMITS } from './rate-limit';
export { roomReadCost } from './http/room-response';
