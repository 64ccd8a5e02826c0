// @vitest-environment jsdom
// An entry's secret on the phone: behind its button until tapped, hidden again on the next card, and never in what
// the phone reports to the TV.
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../i18n';
import { ToastProvider } from '../toast/ToastProvider';
import type { Round } from '../game/session';
import type { RoundControls } from './use-round';

vi.mock('../net/api', () => ({ fetchRoom: vi.fn(() => new Promise(() => undefined)) }));
vi.mock('../net/socket', () => ({
  reportNowShowing: vi.fn(),
  onBackOnline: vi.fn(() => () => undefined),
  getSocket: vi.fn(() => ({ on: vi.fn(), off: vi.fn() })),
}));
vi.mock('../net/deck-socket', () => ({ removeEntry: vi.fn(), restoreEntry: vi.fn() }));

const { Game } = await import('./Game');
const { useTvMirror } = await import('./tv-mirror');
const { reportNowShowing } = await import('../net/socket');

const QUESTION = 'Hvem her ville vunnet en realityserie?';
const ANSWER = 'Canberra';
const deck: Round['deck'] = [
  {
    id: 1,
    value: 'Paranoia: den som leser, hvisker spørsmålet på mobilen til personen til venstre.',
    secret: { kind: 'question', text: QUESTION },
  },
  { id: 2, value: 'Quiz: Hva er hovedstaden i Australia?', secret: { kind: 'answer', text: ANSWER } },
  { id: 3, value: 'Alle skåler.' },
];

const controls = { direction: 'none', sliding: false, edit: () => undefined } as unknown as RoundControls;

function game(position: number) {
  return (
    <Game
      room="fest"
      round={{ id: 'round-0001', lease: 1, deck, position }}
      count={deck.length}
      controls={controls}
      banner={null}
      players={null}
      playersOpen={false}
      onTogglePlayers={() => undefined}
      table={{ players: null, choices: {} }}
      language="norsk"
    />
  );
}

afterEach(() => {
  cleanup();
  vi.mocked(reportNowShowing).mockClear();
  sessionStorage.clear();
});

describe('a card with a secret', () => {
  it('shows the question only after its button, and hides it again on the next card', () => {
    const { rerender } = render(game(0));
    expect(screen.queryByText(QUESTION)).toBeNull();
    const button = screen.getByRole('button', { name: 'Vis spørsmålet' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(screen.getByText(QUESTION)).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // Not part of the card itself (the card's text is what goes to the TV).
    expect(screen.getByRole('article').textContent).not.toContain(QUESTION);

    rerender(game(1));
    expect(screen.queryByText(QUESTION)).toBeNull();
    expect(screen.queryByText(ANSWER)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Vis spørsmålet' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Vis svaret' }));
    expect(screen.getByText(ANSWER)).toBeTruthy();

    // Back to the first card: its question is hidden again until tapped.
    rerender(game(0));
    expect(screen.queryByText(QUESTION)).toBeNull();
    expect(screen.queryByText(ANSWER)).toBeNull();
  });

  it('has no button on a card without a secret', () => {
    render(game(2));
    expect(screen.queryByRole('button', { name: 'Vis spørsmålet' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Vis svaret' })).toBeNull();
  });

  it('never goes into the `now showing` report', () => {
    const wrapper = ({ children }: { children: ReactNode }) => <ToastProvider>{children}</ToastProvider>;
    for (const position of [0, 1]) {
      const { unmount } = renderHook(() => useTvMirror('fest', { id: 'round-0001', lease: 1, deck, position }, 1), {
        wrapper,
      });
      act(() => undefined);
      unmount();
    }
    const reports = JSON.stringify(vi.mocked(reportNowShowing).mock.calls);
    expect(vi.mocked(reportNowShowing)).toHaveBeenCalledTimes(2);
    expect(reports).toContain('Quiz: Hva er hovedstaden i Australia?');
    expect(reports).not.toContain(QUESTION);
    expect(reports).not.toContain(ANSWER);
  });
});
