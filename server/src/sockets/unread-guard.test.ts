// The unread guard on a stand-in engine.io session: what it keeps, what it replaces, when it cuts.
import { EventEmitter } from 'node:events';
import type { Server } from 'socket.io';
import { describe, expect, it } from 'vitest';
import { cutOffSessionsThatDoNotRead, PACKET_BOOKKEEPING_BYTES } from './unread-guard';

/** An engine.io session as the guard sees it: packets are announced, then buffered until a flush. */
class FakeSession extends EventEmitter {
  writeBuffer: { data?: unknown }[] = [];
  transport = { name: 'polling' };
  closed = false;
  send(data: string) {
    const packet = { data };
    this.emit('packetCreate', packet);
    if (!this.closed) this.writeBuffer.push(packet);
  }
  flush() {
    this.emit('flush', this.writeBuffer);
    const sent = this.writeBuffer.map((packet) => packet.data);
    this.writeBuffer = [];
    return sent;
  }
  close() {
    this.closed = true;
  }
}

function guarded(max?: number): FakeSession {
  const engine = new EventEmitter();
  cutOffSessionsThatDoNotRead({ engine } as unknown as Server, max);
  const session = new FakeSession();
  engine.emit('connection', session);
  return session;
}

describe('unread guard', () => {
  it('keeps only the newest unsent count and presence, where the newest came; everything else in order', () => {
    const session = guarded();
    session.send('42["numPrompts",5]');
    session.send('42["entryRemoved",7]');
    session.send('42["presence",{"phones":2}]');
    session.send('42["numPrompts",4]');
    session.send('43["ok"]');
    session.send('42["presence",{"phones":3}]');
    session.send('42["entryRestored",7]');
    session.send('42["numPrompts",5]');
    expect(session.flush()).toEqual([
      '42["entryRemoved",7]',
      '43["ok"]',
      '42["presence",{"phones":3}]',
      '42["entryRestored",7]',
      '42["numPrompts",5]',
    ]);
    // A count already sent is not taken back: the next one is sent too.
    session.send('42["numPrompts",6]');
    expect(session.flush()).toEqual(['42["numPrompts",6]']);
  });

  it('cuts off a session once what it has not read passes the budget; a flush empties the count', () => {
    const packet = `42["players",{"players":["${'x'.repeat(100)}"]}]`;
    const each = packet.length + PACKET_BOOKKEEPING_BYTES;
    const session = guarded(10 * each);
    for (let i = 0; i < 10; i++) session.send(packet);
    expect(session.closed).toBe(false);
    session.flush();
    for (let i = 0; i < 10; i++) session.send(packet);
    expect(session.closed).toBe(false);
    session.send(packet);
    expect(session.closed).toBe(true);
  });

  it('does not count replaced counts toward the budget, however many come', () => {
    const session = guarded(1_000);
    for (let i = 0; i < 10_000; i++) session.send(`42["numPrompts",${i}]`);
    expect(session.closed).toBe(false);
    expect(session.flush()).toEqual(['42["numPrompts",9999]']);
  });
});
