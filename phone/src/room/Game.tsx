// The round: one entry at a time on a sliding card, the countdown, previous/next and back.
import { useEffect, useMemo, type ReactNode } from 'react';
import { addTexts, useTranslation, currentLanguage } from '../i18n';
import { nbGame, nbTable } from '../i18n/nb-later';
import { MAX_RULES_IN_PLAY, countdownStyle, remainingAfter, type Language } from '@skal/shared';
import { remainingAt } from './round-deal';
import { forfeitFor, type TableChoices } from '@skal/shared/table';
import type { Round } from '../game/session';
import { BackIcon } from '../components/icons';
import { fillPieces } from '@skal/shared/players';
import { ToggleButton } from '../components/ToggleButton';
import type { RoundControls } from './use-round';
import { EntryCard } from './EntryCard';
import { SecretReveal } from './SecretReveal';
import { isEndCard, rulesInPlay } from '@skal/shared/lasting-rules-view';
import { useDeckRemoval } from './use-deck-removal';
import { useTvMirror } from './tv-mirror';

addTexts({ game: nbGame, table: nbTable });

interface Props {
  room: string;
  round: Round;
  /** The room's count of entries (null until known): when it passes the entries the deck holds, others added some. */
  count: number | null;
  controls: RoundControls;
  banner: ReactNode;
  /** The players section, editable mid-round (someone arrives late). */
  players: ReactNode;
  playersOpen: boolean;
  onTogglePlayers: () => void;
  /** Who is at the table, for the forfeit of not-drinking players on an everyone-drinks card. */
  table: { players: string[] | null; choices: TableChoices };
  /** The room's language: the entries' (a forfeit of Skål's is in it). */
  language: Language | null;
}

export function Game({
  room,
  round,
  count,
  controls,
  banner,
  players,
  playersOpen,
  onTogglePlayers,
  table,
  language,
}: Props) {
  const { t } = useTranslation();
  // Entries added by others mid-round join the deck by the insertion rule as soon as the room's count passes the
  // entries the deck holds: its cards but the lasting rules' end cards (cards, not entries of the room).
  const entries = useMemo(() => round.deck.filter((card) => !isEndCard(card)).length, [round.deck]);
  const { refresh } = controls;
  useEffect(() => {
    if (count !== null && count > entries) void refresh();
  }, [count, entries, refresh]);
  // Removing the shown entry for everyone (with undo), and the TV following this phone: both only while playing,
  // so they load with the round's views.
  const removal = useDeckRemoval(room, controls);
  // The countdown: only the cards the table can be dealt (who is at the table).
  const remaining = useMemo(
    () =>
      table.players
        ? remainingAt(round, { players: table.players, choices: table.choices })
        : remainingAfter(round.deck.length, round.position),
    [round, table.players, table.choices],
  );
  useTvMirror(room, round, remaining);
  const entry = round.deck[round.position];
  // Placeholders read as the names chosen for this entry (or noen / someone); size and highlights follow.
  // An end card shows its rule's names (kept under the rule's id).
  const pieces = fillPieces(
    entry?.value ?? '',
    (entry && round.names?.[String(entry.endOf ?? entry.id)]) ?? [],
    currentLanguage(),
  );
  const endCard = entry !== undefined && isEndCard(entry);
  const inPlay = rulesInPlay(round.deck, round.position);
  // An end card repeats its rule's text, not its secret.
  const secret = endCard ? undefined : entry?.secret;
  const cardKey = `${round.position}:${entry?.id ?? ''}`;
  // Everyone drinks: those who are not drinking do this instead (who is at the table).
  const forfeit =
    entry && table.players
      ? forfeitFor(entry, { players: table.players, choices: table.choices }, language ?? 'norsk')
      : null;

  return (
    <>
      <header className="top-bar">
        <button type="button" className="icon-button" aria-label={t('game.back')} onClick={() => void controls.back()}>
          <BackIcon />
        </button>
        <p className={`countdown countdown-${countdownStyle(remaining)}`}>
          <span className="countdown-number" aria-live="polite">
            {remaining}
          </span>{' '}
          <span className="countdown-label">{t('game.remainingWord', { count: remaining })}</span>
        </p>
        <ToggleButton
          className="game-players-toggle"
          open={playersOpen}
          controls="players-section"
          onToggle={onTogglePlayers}
        >
          {t('players.toggle')}
        </ToggleButton>
      </header>
      <main className="game">
        {playersOpen && <div className="game-players">{players}</div>}
        <div className="card-stage">
          <EntryCard
            key={cardKey}
            pieces={pieces}
            direction={controls.direction}
            label={t('game.entry')}
            heading={endCard ? t('rules.over') : undefined}
          />
        </div>
        {forfeit && (
          <p className="card-forfeit">
            {t('table.forfeit', { names: joinNames(forfeit.names, t('table.and')), forfeit: forfeit.forfeit })}
          </p>
        )}
        {/* Keyed by the card: the next card's secret starts hidden. */}
        {secret && <SecretReveal key={cardKey} secret={secret} />}
        {inPlay.length > 0 && (
          // A rule is in play: a small sign, opened to read the rules.
          <details className="rules-sign">
            <summary>{t('rules.inPlay', { count: inPlay.length })}</summary>
            {/* The TV gets the newest MAX_RULES_IN_PLAY (the protocol's cap, tv-mirror.ts); the phone says so. */}
            {inPlay.length > MAX_RULES_IN_PLAY && (
              <p className="rules-capped">{t('game.rulesCapped', { max: MAX_RULES_IN_PLAY })}</p>
            )}
            <ul>
              {inPlay.map((rule) => (
                <li key={String(rule.id)}>
                  {fillPieces(rule.value, round.names?.[String(rule.id)] ?? [], currentLanguage())
                    .map((piece) => piece.text)
                    .join('')}
                </li>
              ))}
            </ul>
          </details>
        )}
        {/* An end card goes with its rule: it has nothing of its own to remove. */}
        {!endCard && (
          <button
            type="button"
            className="button button-ghost remove-entry"
            aria-disabled={controls.sliding}
            onClick={() => void removal.remove()}
          >
            {t('game.remove')}
          </button>
        )}
        {banner}
      </main>
      <footer className="bottom-bar game-controls">
        {round.position > 0 ? (
          <button
            type="button"
            className="button button-secondary"
            aria-disabled={controls.sliding}
            onClick={controls.previous}
          >
            {t('game.previous')}
          </button>
        ) : (
          <span className="control-spacer" />
        )}
        <button
          type="button"
          className="button button-primary button-big"
          aria-disabled={controls.sliding}
          onClick={() => void controls.next()}
        >
          {t('game.next')}
        </button>
      </footer>
    </>
  );
}

/** "Kari", "Kari og Per", "Kari, Per og Siri". */
function joinNames(names: readonly string[], and: string): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}`;
}
