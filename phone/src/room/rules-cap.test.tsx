// @vitest-environment jsdom
// More lasting rules in play than the protocol's cap (MAX_RULES_IN_PLAY, 50): the TV gets the 50 newest, and the
// phone's rules sign says "The TV shows the 50 newest rules" (issue #39); with 50 or fewer it says nothing of it.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../i18n';
import { MAX_RULES_IN_PLAY } from '@skal/shared';
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
const { reportNowShowing } = await import('../net/socket');

const controls = { direction: 'none', sliding: false, edit: () => undefined } as unknown as RoundControls;

/** A round of `rules` lasting rules (no end cards yet) and one plain card, on the plain card: all rules in play. */
function roundOf(rules: number): Round {
  const deck: Round['deck'] = Array.from({ length: rules }, (_, i) => ({
    id: i + 1,
    value: `Regel ${i + 1}: ingen sier nei`,
    rule: { end: '' },
  }));
  deck.push({ id: rules + 1, value: 'Alle skåler.' });
  return { id: 'round-0001', lease: 1, deck, position: rules };
}

function renderGame(round: Round) {
  render(
    <Game
      room="fest"
      round={round}
      count={null}
      controls={controls}
      banner={null}
      players={null}
      playersOpen={false}
      onTogglePlayers={() => undefined}
      table={{ players: null, choices: {} }}
      language="norsk"
    />,
  );
  act(() => undefined);
  // The rules sign, opened.
  fireEvent.click(screen.getByText(/regler/iu, { selector: 'summary' }));
}

/** The rules in play of the phone's last report to the TV. */
const reportedRules = (): string[] =>
  (vi.mocked(reportNowShowing).mock.calls.at(-1)?.[4] as { inPlay: string[] } | undefined)?.inPlay ?? [];

afterEach(() => {
  cleanup();
  vi.mocked(reportNowShowing).mockClear();
  sessionStorage.clear();
});

describe('the 50-rule cap on the TV', () => {
  it('with more rules in play, the TV gets the 50 newest and the phone says so', () => {
    renderGame(roundOf(MAX_RULES_IN_PLAY + 3));
    expect(screen.getByText('TV-en viser de 50 nyeste reglene.')).toBeTruthy();
    // The phone lists every rule; the TV gets the newest 50, oldest first.
    expect(screen.getAllByRole('listitem')).toHaveLength(MAX_RULES_IN_PLAY + 3);
    const reported = reportedRules();
    expect(reported).toHaveLength(MAX_RULES_IN_PLAY);
    expect(reported[0]).toBe('Regel 4: ingen sier nei');
    expect(reported.at(-1)).toBe(`Regel ${MAX_RULES_IN_PLAY + 3}: ingen sier nei`);
  });

  it('with 50 in play, the TV gets them all and the phone says nothing of a cap', () => {
    renderGame(roundOf(MAX_RULES_IN_PLAY));
    expect(screen.queryByText('TV-en viser de 50 nyeste reglene.')).toBeNull();
    expect(reportedRules()).toHaveLength(MAX_RULES_IN_PLAY);
  });
});
