// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endCardId } from '@skal/shared/lasting-rules';
import '../i18n';
import type { Round } from '../game/session';
import { askConnected, joinRoom } from '../net/socket';
import { ToastProvider } from '../toast/ToastProvider';

// A stand-in for the Socket.IO connection: the test plays the server's pushes.
const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
const fakeSocket = {
  connected: true,
  on(event: string, handler: (...args: unknown[]) => void) {
    if (!listeners.has(event)) listeners.set(event, new Set());
    listeners.get(event)?.add(handler);
  },
  off(event: string, handler: (...args: unknown[]) => void) {
    listeners.get(event)?.delete(handler);
  },
};
function push(event: string, ...args: unknown[]) {
  act(() => listeners.get(event)?.forEach((handler) => handler(...args)));
}

vi.mock('../net/socket', () => ({
  getSocket: () => fakeSocket,
  joinRoom: vi.fn(async () => ({ ok: true, count: 3 })),
  leaveRoom: vi.fn(),
  forgetRoom: vi.fn(),
  reportNowShowing: vi.fn(),
  onBackOnline: vi.fn(() => () => undefined),
  addEntry: vi.fn(async () => ({ ok: true, count: 1 })),
  isConnected: () => true,
  askConnected: vi.fn(async () => ({ ok: true })),
  whenConnected: vi.fn(async () => true),
}));

const { RoomScreen } = await import('./RoomScreen');

afterEach(() => {
  cleanup();
  listeners.clear();
});

function renderRoom() {
  render(
    <ToastProvider>
      <RoomScreen session={{ room: 'fest', round: null }} initialCount={3} onLeave={() => undefined} />
    </ToastProvider>,
  );
}

describe('RoomScreen', () => {
  it('shows the count from the join and follows numPrompts', () => {
    renderRoom();
    expect(screen.getByText('3')).toBeTruthy();
    push('numPrompts', 9);
    expect(screen.getByText('9')).toBeTruthy();
  });

  it('shows the loading indicator between waitingForPrompts and stopWaitingForPrompts', () => {
    renderRoom();
    expect(screen.queryByRole('progressbar')).toBeNull();
    push('waitingForPrompts');
    // No model in the app config: the entries come from Skål's collection, and the indicator names no AI.
    expect(screen.getByRole('progressbar', { name: 'Henter tekster fra Skål-samlingen …' })).toBeTruthy();
    push('stopWaitingForPrompts');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows the room’s language in the lobby as the room says it, and says Skål is for adults', async () => {
    renderRoom();
    const choice = (await screen.findByRole('combobox', { name: 'Rommets språk' })) as HTMLSelectElement;
    expect(choice.disabled).toBe(true);
    push('roomLanguage', 'english');
    expect(choice.value).toBe('english');
    push('roomLanguage', 'norsk');
    expect(choice.value).toBe('norsk');
    expect(screen.getByText('Skål er for voksne (18+). Drikk ansvarlig.')).toBeTruthy();
    // This phone's own language is a switch of its own in the top bar.
    expect(await screen.findByRole('button', { name: 'English' })).toBeTruthy();
  });

  it('lays in entries added mid-round when the deck holds a lasting rule’s end card (an end card is no entry)', async () => {
    // Three entries, one of them a lasting rule: four cards.
    const round: Round = {
      id: 'round-0001',
      lease: 1,
      deck: [
        { id: 1, value: 'en' },
        { id: 2, value: 'en regel', rule: { end: 'regelen er slutt' } },
        { id: endCardId(2), value: 'regelen er slutt', endOf: 2, offset: 0 },
        { id: 3, value: 'tre' },
      ],
      position: 0,
    };
    // Every join (the screen joins again when its callbacks change) says the round is this phone's.
    vi.mocked(joinRoom).mockResolvedValue({
      ok: true,
      count: 3,
      round: { id: round.id, lease: 1, position: 0, cards: 4 },
    });
    render(
      <ToastProvider>
        <RoomScreen session={{ room: 'fest', round }} initialCount={3} onLeave={() => undefined} />
      </ToastProvider>,
    );
    const refreshed = () =>
      vi
        .mocked(askConnected)
        .mock.calls.some(([event, args]) => event === 'round moved' && typeof args === 'object' && 'refresh' in args);
    await vi.waitFor(() => expect(joinRoom).toHaveBeenCalled());
    expect(refreshed()).toBe(false);
    // Another phone adds one: the room has 4 entries, the deck 3 of them.
    push('numPrompts', 4);
    // The round's views load lazily; the count is looked at once they are in.
    await vi.waitFor(() => expect(refreshed()).toBe(true), { timeout: 10_000 });
    vi.mocked(joinRoom).mockResolvedValue({ ok: true, count: 3 });
  });

  it('offers more entries from 15 entries before start (without a model, no word of AI)', () => {
    renderRoom();
    push('numPrompts', 14);
    expect(screen.queryByRole('button', { name: 'Flere tekster' })).toBeNull();
    push('numPrompts', 15);
    expect(screen.getByRole('button', { name: 'Flere tekster' })).toBeTruthy();
  });
});
