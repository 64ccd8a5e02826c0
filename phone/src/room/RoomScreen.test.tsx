// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../i18n';
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

  it('offers more entries from 15 entries before start (without a model, no word of AI)', () => {
    renderRoom();
    push('numPrompts', 14);
    expect(screen.queryByRole('button', { name: 'Flere tekster' })).toBeNull();
    push('numPrompts', 15);
    expect(screen.getByRole('button', { name: 'Flere tekster' })).toBeTruthy();
  });
});
