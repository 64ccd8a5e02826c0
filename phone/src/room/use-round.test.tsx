// @vitest-environment jsdom
import { act, cleanup, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RoundSummary } from '@skal/shared/kept-round';
import '../i18n';
import { ToastProvider } from '../toast/ToastProvider';
import type { Round } from '../game/session';

// The room's answers are the network edge: each event waits until the test answers it.
type Asked = { event: string; args: Record<string, unknown>; answer: (reply: unknown) => void };
const asked: Asked[] = [];
vi.mock('../net/socket', () => ({
  reportNowShowing: vi.fn(),
  whenConnected: vi.fn(() => Promise.resolve(true)),
  onBackOnline: vi.fn(() => () => undefined),
  askConnected: vi.fn(
    (event: string, args: Record<string, unknown>) =>
      new Promise((resolve) => asked.push({ event, args, answer: resolve })),
  ),
}));

const { useRound, loadDeal } = await import('./use-round');
// The deal loads with the round's views (Game, RoomScreen); these tests play with it in, as the round does.
await loadDeal();

const entry = (id: number) => ({ id, value: `entry ${id}` });
const ROUND: Round = { id: 'round-0001', lease: 1, deck: [entry(1), entry(2)], position: 1 };

function Toasts({ children }: { children: ReactNode }) {
  return <ToastProvider>{children}</ToastProvider>;
}

function playing(initial: Round | null = ROUND, roomRound?: RoundSummary | null) {
  return renderHook(
    ({ summary }: { summary: RoundSummary | null | undefined }) =>
      useRound(
        'fest',
        initial,
        () => undefined,
        () => undefined,
        ['Kari', 'Ola'],
        summary,
      ),
    { wrapper: Toasts, initialProps: { summary: roomRound } },
  );
}

const last = (event: string) => asked.filter((call) => call.event === event).at(-1)!;

afterEach(() => {
  cleanup();
  asked.length = 0;
  sessionStorage.clear();
});

describe('useRound: the end of the deck', () => {
  it('asks the room for what was added since, and moves on to it', async () => {
    const { result } = playing();
    let next!: Promise<void>;
    await act(async () => {
      next = result.current.next();
      await Promise.resolve();
    });
    const refresh = last('round moved');
    expect(refresh.args).toMatchObject({ id: 'round-0001', lease: 1, position: 1, card: '2', refresh: true });
    await act(async () => {
      refresh.answer({
        ok: true,
        round: { id: 'round-0001', lease: 1, position: 1, deck: [entry(1), entry(2), entry(3)], names: {} },
      });
      await next;
    });
    expect(result.current.round?.position).toBe(2);
    expect(result.current.round?.deck[2]).toEqual(entry(3));
    expect(result.current.confirming).toBeNull();
  });

  it('keeps the card on screen when the room answers without it (removed elsewhere) until the player moves on', async () => {
    const deck = [1, 2, 3, 4].map(entry);
    const { result } = playing({ id: 'round-0001', lease: 1, deck, position: 1 });
    let refresh!: Promise<void>;
    await act(async () => {
      refresh = result.current.refresh();
      await Promise.resolve();
    });
    await act(async () => {
      last('round moved').answer({
        ok: true,
        round: { id: 'round-0001', lease: 1, position: 1, deck: [entry(1), entry(3), entry(4), entry(5)], names: {} },
      });
      await refresh;
    });
    expect(result.current.round?.deck.map((card) => card.id)).toEqual([1, 2, 3, 4, 5]);
    expect(result.current.round?.position).toBe(1);
  });

  it('opens the end view when every card is played, not a toast that the room is empty', async () => {
    const { result } = playing();
    let next!: Promise<void>;
    await act(async () => {
      next = result.current.next();
      await Promise.resolve();
    });
    await act(async () => {
      last('round moved').answer({ ok: true, round: { ...ROUND, names: {} } });
      await next;
    });
    expect(result.current.confirming).toBe('end');
    expect(screen.queryByText('Rommet er tomt')).toBeNull();

    // Spill igjen: a new round of every entry, from its first card.
    let again!: Promise<void>;
    act(() => {
      again = result.current.playAgain();
    });
    expect(last('start round').args).toEqual({ roomName: 'fest', again: 'round-0001' });
    await act(async () => {
      last('start round').answer({
        ok: true,
        round: { id: 'round-0002', lease: 1, position: 0, deck: [entry(2), entry(1)], names: {} },
      });
      await again;
    });
    expect(result.current.confirming).toBeNull();
    expect(result.current.round).toMatchObject({ id: 'round-0002', position: 0 });
  });
});

describe('useRound: the room keeps the round', () => {
  it('starts the room round, and says so when another phone already has one', async () => {
    const { result } = playing(null);
    let started!: Promise<void>;
    act(() => {
      started = result.current.start();
    });
    await act(async () => {
      last('start round').answer({ ok: false, error: 'round_running' });
      await started;
    });
    expect(result.current.round).toBeNull();
    expect(await screen.findAllByText(/En runde pågår allerede/u)).not.toHaveLength(0);
    act(() => {
      started = result.current.start();
    });
    await act(async () => {
      last('start round').answer({ ok: true, round: { ...ROUND, position: 0, names: {} } });
      await started;
    });
    expect(result.current.round).toMatchObject({ id: 'round-0001', lease: 1, position: 0 });
  });

  it('tells the room where it is only once joined, with the names it dealt', async () => {
    const deck = [{ id: 7, value: '@spiller velger' }, entry(8)];
    const { result } = playing({ id: 'round-0001', lease: 1, deck, position: 0 });
    expect(asked.filter((call) => call.event === 'round moved')).toHaveLength(0);
    act(() => result.current.joined({ id: 'round-0001', lease: 1, position: 0, cards: 2 }));
    const report = last('round moved');
    expect(report.args).toMatchObject({ roomName: 'fest', id: 'round-0001', lease: 1, position: 0, card: '7' });
    const names = (report.args.names as Record<string, string[]>)['7'];
    expect(names).toHaveLength(1);
    expect(['Kari', 'Ola']).toContain(names?.[0]);
  });

  it('deals a card its names as it comes up, so it never shows `noen` first', async () => {
    const deck = [entry(1), { id: 2, value: '@spiller tar en slurk' }, entry(3)];
    const saved: Round[] = [];
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
      if (key === 'skal.session') saved.push((JSON.parse(value) as { round: Round }).round);
    });
    const { result } = playing({ id: 'round-0001', lease: 1, deck, position: 0 });
    await act(async () => {
      await result.current.next();
    });
    setItem.mockRestore();
    const shownAt1 = saved.filter((round) => round.position === 1);
    expect(shownAt1.length).toBeGreaterThan(0);
    // Every state of the round at card 2 already has its name: none was drawn with the placeholder unfilled.
    for (const round of shownAt1) expect(round.names?.['2']).toHaveLength(1);
  });

  it('stops when another phone takes the round over, and says so', async () => {
    const view = playing(ROUND, { id: 'round-0001', lease: 1, position: 1, cards: 2 });
    expect(view.result.current.round).not.toBeNull();
    view.rerender({ summary: { id: 'round-0001', lease: 2, position: 1, cards: 2 } });
    expect(view.result.current.round).toBeNull();
    expect(await screen.findAllByText('En annen mobil tok over runden')).not.toHaveLength(0);
  });

  it('leaves a kept round this phone no longer holds when its join says so', () => {
    const { result } = playing();
    act(() => result.current.joined(undefined));
    expect(result.current.round).toBeNull();
  });

  it('near the end, ← asks first; leaving from there ends the round for the room', () => {
    const onLeave = vi.fn();
    const { result } = renderHook(() => useRound('fest', ROUND, () => undefined, onLeave, null), {
      wrapper: Toasts,
    });
    act(() => void result.current.back());
    expect(result.current.confirming).toBe('near');
    act(() => result.current.finish());
    expect(last('end round').args).toEqual({ roomName: 'fest', id: 'round-0001' });
    expect(onLeave).toHaveBeenCalled();
  });

  it('← with more than 2 cards left leaves the room and keeps the round', () => {
    const onLeave = vi.fn();
    const deck = [1, 2, 3, 4, 5].map(entry);
    const { result } = renderHook(
      () => useRound('fest', { ...ROUND, deck, position: 0 }, () => undefined, onLeave, null),
      { wrapper: Toasts },
    );
    act(() => void result.current.back());
    expect(onLeave).toHaveBeenCalled();
    expect(asked.filter((call) => call.event === 'end round')).toHaveLength(0);
  });
});
