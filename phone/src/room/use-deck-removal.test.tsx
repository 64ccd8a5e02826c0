// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useCallback, useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../i18n';
// Loaded with the round in the app (use-round.ts): at hand when an undo lays the deck out again.
import '@skal/shared/lasting-rules';
import { ToastProvider } from '../toast/ToastProvider';
import type { Round } from '../game/session';
import type { RoundControls } from './use-round';

const fakeSocket = { on: vi.fn(), off: vi.fn() };
vi.mock('../net/socket', () => ({ getSocket: () => fakeSocket, onBackOnline: () => () => undefined }));
/** The room as the server has it now. */
let roomEntries = [
  { id: 1, value: 'En' },
  { id: 2, value: 'To' },
  { id: 3, value: 'Tre' },
];
vi.mock('../net/api', () => ({ fetchRoom: async () => ({ entries: roomEntries, paid: false }) }));
const removeEntry = vi.fn();
const restoreEntry = vi.fn();
vi.mock('../net/deck-socket', () => ({
  removeEntry: (...args: unknown[]) => removeEntry(...args),
  restoreEntry: (...args: unknown[]) => restoreEntry(...args),
}));

const { useDeckRemoval } = await import('./use-deck-removal');

const DECK = [
  { id: 1, value: 'En' },
  { id: 2, value: 'To' },
  { id: 3, value: 'Tre' },
];

/** A running round on this phone, and its Fjern teksten. */
function Table({ initial }: { initial: Round }) {
  const [round, setRound] = useState<Round | null>(initial);
  const current = useRef<Round | null>(initial);
  const edit = useCallback((change: (round: Round | null) => Round | null) => {
    current.current = change(current.current);
    setRound(current.current);
  }, []);
  const { remove } = useDeckRemoval('fest', { round, sliding: false, edit } as unknown as RoundControls);
  return (
    <>
      <p data-testid="shown">{round ? round.deck[round.position]?.value : 'ingen'}</p>
      <p data-testid="deck">{round?.deck.map((entry) => entry.value).join(',')}</p>
      <button type="button" onClick={() => void remove()}>
        Fjern teksten
      </button>
    </>
  );
}

const KEPT = { id: 'round-0001', lease: 1 };

function play(round: Round = { ...KEPT, deck: DECK, position: 0 }) {
  render(
    <ToastProvider>
      <Table initial={round} />
    </ToastProvider>,
  );
}

beforeEach(() => {
  roomEntries = DECK;
  removeEntry.mockResolvedValue({ ok: true, count: 2 });
  restoreEntry.mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('removing the shown entry', () => {
  it('keeps Angre while its 5 seconds last when the undo fails offline, says so, and a second Angre works', async () => {
    vi.useFakeTimers();
    play();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Fjern teksten' })));
    expect(screen.getByTestId('shown').textContent).toBe('To');

    restoreEntry.mockResolvedValueOnce({ ok: false, error: 'network' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Angre' })));
    expect(screen.getByRole('alert').textContent).toContain('Du er frakoblet');
    // It closed with the tap, and the entry could no longer be brought back.
    expect(screen.getByRole('button', { name: 'Angre' })).toBeTruthy();
    expect(screen.getByTestId('shown').textContent).toBe('To');

    act(() => vi.advanceTimersByTime(2000));
    restoreEntry.mockResolvedValueOnce({ ok: true, count: 3 });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Angre' })));
    expect(restoreEntry).toHaveBeenLastCalledWith('fest', 1);
    expect(screen.getByTestId('shown').textContent).toBe('En');
    expect(screen.queryByRole('button', { name: 'Angre' })).toBeNull();
  });

  it('lets Angre go with the toast once the 5 seconds are up', async () => {
    vi.useFakeTimers();
    play();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Fjern teksten' })));
    restoreEntry.mockResolvedValueOnce({ ok: false, error: 'network' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Angre' })));
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('button', { name: 'Angre' })).toBeNull();
  });
});

describe('removing and putting back in a room that guards itself', () => {
  it('puts back the copy the room has again, once, when the undo is merged into it', async () => {
    const deck = [...DECK, { id: 9, value: 'En' }];
    roomEntries = deck;
    play({ ...KEPT, deck, position: 0 });
    await act(async () => undefined);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Fjern teksten' })));
    restoreEntry.mockResolvedValueOnce({ ok: true, count: 3, mergedInto: 9 });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Angre' })));
    // The room kept entry 9 (imported after the removal), which this deck already had: one copy, not two.
    expect(screen.getByTestId('deck').textContent).toBe('To,Tre,En');
  });

  it("says the room's removal limit, with its figure, and that only the room's members may remove", async () => {
    removeEntry.mockResolvedValueOnce({ ok: false, error: 'removals_limited', perMinute: 20 });
    play();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Fjern teksten' })));
    expect(screen.getByRole('alert').textContent).toContain(
      'Et rom kan miste høyst 20 tekster i minuttet. Vent litt og prøv igjen.',
    );
    expect(screen.getByTestId('shown').textContent).toBe('En');
    cleanup();
    removeEntry.mockResolvedValueOnce({ ok: false, error: 'not_member' });
    play();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Fjern teksten' })));
    expect(screen.getByRole('alert').textContent).toContain(
      'Bare de som er med i rommet, kan fjerne eller legge tilbake.',
    );
  });
});

describe('a round resumed after removals this phone did not hear of', () => {
  it('drops the entries the room no longer has, but not the one on screen', async () => {
    roomEntries = [DECK[1]!];
    render(
      <ToastProvider>
        <Table initial={{ ...KEPT, deck: DECK, position: 0 }} />
      </ToastProvider>,
    );
    await act(async () => undefined);
    expect(screen.getByTestId('deck').textContent).toBe('En,To');
  });
});
