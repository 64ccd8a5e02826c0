// @vitest-environment jsdom
import { act, cleanup, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RoomSnapshot } from '../net/api';
import '../i18n';
import { ToastProvider } from '../toast/ToastProvider';

// The room reads are the network edge: each call waits until the test answers it.
const reads: Array<(snapshot: RoomSnapshot) => void> = [];
vi.mock('../net/api', () => ({
  fetchRoom: vi.fn(() => new Promise<RoomSnapshot>((resolve) => reads.push(resolve))),
}));
vi.mock('../net/socket', () => ({ reportNowShowing: vi.fn(), onBackOnline: vi.fn(() => () => undefined) }));

const { useRound } = await import('./use-round');

const entry = (id: number) => ({ id, value: `entry ${id}` });
const room = (...ids: number[]): RoomSnapshot => ({ entries: ids.map(entry), paid: false });

function Toasts({ children }: { children: ReactNode }) {
  return <ToastProvider>{children}</ToastProvider>;
}

function atTheEnd() {
  const { result } = renderHook(
    () =>
      useRound(
        'fest',
        { deck: [entry(1), entry(2)], position: 1 },
        () => undefined,
        () => undefined,
      ),
    { wrapper: Toasts },
  );
  return result;
}

afterEach(() => {
  cleanup();
  reads.length = 0;
  localStorage.clear();
});

describe('useRound: Next at the end of the deck', () => {
  it('moves on to an entry that a live merge brought in while its own fetch was under way', async () => {
    const round = atTheEnd();
    let next!: Promise<void>;
    act(() => {
      next = round.current.next();
    });
    let refresh!: Promise<void>;
    act(() => {
      refresh = round.current.refresh();
    });
    expect(reads).toHaveLength(2);
    // The live merge's answer lands first and adds entry 3 ...
    await act(async () => {
      reads[1]?.(room(1, 2, 3));
      await refresh;
    });
    expect(round.current.round?.deck).toHaveLength(3);
    // ... so Next's own fetch adds nothing new, yet there is something after the current entry.
    await act(async () => {
      reads[0]?.(room(1, 2, 3));
      await next;
    });
    expect(round.current.round?.position).toBe(2);
    expect(round.current.round?.deck[2]).toEqual(entry(3));
    expect(screen.queryByText('Rommet er tomt')).toBeNull();
  });

  it('says the room is empty only when nothing follows the current entry', async () => {
    const round = atTheEnd();
    let next!: Promise<void>;
    act(() => {
      next = round.current.next();
    });
    await act(async () => {
      reads[0]?.(room(1, 2));
      await next;
    });
    expect(round.current.round?.position).toBe(1);
    expect(await screen.findAllByText('Rommet er tomt')).not.toHaveLength(0);
  });
});
