import { describe, expect, it, vi } from 'vitest';
import { CONNECT_WAIT_MS, HostConnection, SOCKET_OPTIONS } from './host-connection';
import { FakeTransport } from './testing/fake-transport';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('HostConnection', () => {
  it('joins a shown room as host once connected, and again after every reconnect', async () => {
    const transport = new FakeTransport();
    const connection = new HostConnection(transport);
    connection.show('glad elg 42');
    expect(transport.joins).toEqual([]);

    transport.setConnected(true);
    await flush();
    expect(transport.joins).toEqual(['glad elg 42']);
    expect(connection.getState()).toMatchObject({ connected: true, room: 'glad elg 42', count: 3 });

    transport.serverSends('waitingForPrompts');
    transport.setConnected(false);
    expect(connection.getState()).toMatchObject({ connected: false, aiLoading: true });
    transport.setConnected(true);
    expect(connection.getState().aiLoading).toBe(false);
    await flush();
    expect(transport.joins).toEqual(['glad elg 42', 'glad elg 42']);
  });

  it('keeps the count, phones, mirrored entry and AI loading state from server events', () => {
    const transport = new FakeTransport();
    const connection = new HostConnection(transport);
    const seen = vi.fn();
    connection.subscribe(seen);
    connection.show('fest');

    transport.serverSends('numPrompts', 12);
    transport.serverSends('presence', { phones: 4 });
    transport.serverSends('waitingForPrompts');
    expect(connection.getState()).toMatchObject({ count: 12, phones: 4, aiLoading: true, nowShowing: null });

    transport.serverSends('nowShowing', { text: 'Alle skål!', remaining: 11 });
    expect(connection.getState().nowShowing).toEqual({ text: 'Alle skål!', remaining: 11 });
    transport.serverSends('nowShowing', { text: null, remaining: 0 });
    transport.serverSends('stopWaitingForPrompts');
    expect(connection.getState()).toMatchObject({ nowShowing: null, aiLoading: false });
    expect(seen).toHaveBeenCalled();
  });

  it("keeps the room's players from the players event, and forgets them with the room", () => {
    const transport = new FakeTransport();
    const connection = new HostConnection(transport);
    connection.show('fest');
    expect(connection.getState().players).toEqual([]);
    transport.serverSends('players', { players: ['Kari', 'Ola'] });
    expect(connection.getState().players).toEqual(['Kari', 'Ola']);
    connection.show('annet');
    expect(connection.getState().players).toEqual([]);
  });

  it('creates a room with a fresh ID while IDs are taken, then shows it', async () => {
    const transport = new FakeTransport();
    transport.setConnected(true);
    transport.newRoomReplies = [
      { ok: false, error: 'taken' },
      { ok: false, error: 'taken' },
    ];
    const ids = ['rask rev 11', 'rask rev 12', 'rask rev 13'];
    const connection = new HostConnection(transport, () => ids.shift()!);

    await expect(connection.create()).resolves.toEqual({ ok: true, room: 'rask rev 13' });
    await flush();
    expect(transport.created).toEqual(['rask rev 11', 'rask rev 12', 'rask rev 13']);
    expect(transport.joins).toEqual(['rask rev 13']);
    expect(connection.getState()).toMatchObject({ room: 'rask rev 13', count: 3 });
  });

  it('creates a room asked for while the connection is still being made', async () => {
    const transport = new FakeTransport();
    const connection = new HostConnection(transport, () => 'rask rev 11');
    const created = connection.create();
    await flush();
    expect(transport.created).toEqual([]);
    transport.setConnected(true);
    await expect(created).resolves.toEqual({ ok: true, room: 'rask rev 11' });
    expect(transport.created).toEqual(['rask rev 11']);
  });

  it('gives up on other errors, on endless clashes and when offline', async () => {
    vi.useFakeTimers();
    try {
      const offline = new HostConnection(new FakeTransport());
      const created = offline.create();
      await vi.advanceTimersByTimeAsync(CONNECT_WAIT_MS);
      await expect(created).resolves.toEqual({ ok: false, error: 'offline' });
    } finally {
      vi.useRealTimers();
    }

    const limited = new FakeTransport();
    limited.setConnected(true);
    limited.newRoomReplies = [{ ok: false, error: 'rate_limited' }];
    await expect(new HostConnection(limited).create()).resolves.toEqual({ ok: false, error: 'rate_limited' });

    const crowded = new FakeTransport();
    crowded.setConnected(true);
    crowded.newRoomReplies = Array.from({ length: 20 }, () => ({ ok: false, error: 'taken' }) as const);
    await expect(new HostConnection(crowded).create()).resolves.toEqual({ ok: false, error: 'taken' });
    expect(crowded.created.length).toBeLessThan(20);
  });

  it('drops a room the server no longer has and says why', async () => {
    const transport = new FakeTransport();
    transport.setConnected(true);
    transport.joinReply = () => ({ ok: false, error: 'not_found' });
    const connection = new HostConnection(transport);
    connection.show('borte');
    await flush();
    expect(connection.getState()).toMatchObject({ room: null, lost: 'not_found' });
  });

  it('leaves the old room when switching and when cleared', async () => {
    const transport = new FakeTransport();
    transport.setConnected(true);
    const connection = new HostConnection(transport);
    connection.show('en');
    transport.serverSends('nowShowing', { text: 'Hei', remaining: 2 });
    connection.show('to');
    expect(transport.left).toEqual(['en']);
    expect(connection.getState().nowShowing).toBeNull();
    connection.clear();
    expect(transport.left).toEqual(['en', 'to']);
    expect(connection.getState().room).toBeNull();
    connection.close();
    expect(transport.close).toHaveBeenCalled();
  });

  it('uses the contract reconnect settings: websocket first, 1 s to 5 s with jitter, forever', () => {
    // The transports are engine.io classes (a websocket closed before it opened counts as failed), named as the contract's.
    const names = (SOCKET_OPTIONS.transports ?? []).map((transport) =>
      typeof transport === 'string' ? transport : (transport.prototype as { name: string }).name,
    );
    expect(names).toEqual(['websocket', 'polling']);
    expect(SOCKET_OPTIONS).toMatchObject({
      reconnection: true,
      reconnectionAttempts: Infinity,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
    });
  });
});
