// A HostTransport for tests, driven by hand: it decides acks, connects and disconnects, and plays server events.
import { vi } from 'vitest';
import type { Ack, CountReply, ServerToClientEvents } from '@skal/shared';
import type { HostTransport } from '../host-connection';

export class FakeTransport implements HostTransport {
  connected = false;
  readonly joins: string[] = [];
  readonly created: string[] = [];
  readonly left: string[] = [];
  newRoomReplies: Ack<CountReply>[] = [];
  joinReply: (name: string) => Ack<CountReply> = () => ({ ok: true, count: 3 });
  private connection: ((connected: boolean) => void)[] = [];
  private handlers = new Map<string, ((...args: unknown[]) => void)[]>();

  onConnection(listener: (connected: boolean) => void): void {
    this.connection.push(listener);
  }
  on<E extends keyof ServerToClientEvents>(
    event: E,
    listener: (...args: Parameters<ServerToClientEvents[E]>) => void,
  ): void {
    const untyped = listener as (...args: unknown[]) => void;
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), untyped]);
  }
  newRoom(name: string): Promise<Ack<CountReply>> {
    this.created.push(name);
    return Promise.resolve(this.newRoomReplies.shift() ?? { ok: true, count: 0 });
  }
  joinAsHost(name: string): Promise<Ack<CountReply>> {
    this.joins.push(name);
    return Promise.resolve(this.joinReply(name));
  }
  leave(name: string): void {
    this.left.push(name);
  }
  close = vi.fn();

  setConnected(connected: boolean): void {
    this.connected = connected;
    for (const listener of this.connection) listener(connected);
  }
  serverSends<E extends keyof ServerToClientEvents>(event: E, ...args: Parameters<ServerToClientEvents[E]>): void {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
}
