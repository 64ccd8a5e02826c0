// The TV mirror: the holder tells the room's TV what it shows, filled, in the pieces the card shows (the names
// marked as names, so the TV highlights exactly these), with a lasting rule's end heading and the rules in play.
// Loaded with the round's views (Game), not with the first script; a card still waiting for names waits too.
import { useEffect, useMemo, useRef } from 'react';
import { currentLanguage, useTranslation } from '../i18n';
import { isEndCard, rulesForTv, rulesInPlay } from '@skal/shared/lasting-rules-view';
import { countPlaceholders, fillPieces, type FilledPiece } from '@skal/shared/players';
import { onBackOnline, reportNowShowing } from '../net/socket';
import type { Round } from '../game/session';
import { nameKeyOf } from './use-round';

export function useTvMirror(room: string, round: Round, remaining: number): void {
  const { t } = useTranslation();
  const shown = round.deck[round.position];
  const shownNames = shown ? round.names?.[nameKeyOf(shown)] : undefined;
  const language = currentLanguage();
  const shownPieces = useMemo(
    () =>
      shown && (shownNames || countPlaceholders(shown.value) === 0)
        ? fillPieces(shown.value, shownNames ?? [], language)
        : null,
    [shown, shownNames, language],
  );
  // Lasting rules for the TV: the end card's heading, and the rules in play (with the names their cards show).
  const heading = t('rules.over');
  const rulesKey = rulesInPlay(round.deck, round.position)
    .map((card) => `${String(card.id)}:${(round.names?.[nameKeyOf(card)] ?? []).join('/')}`)
    .join(',');
  const rules = useMemo(() => {
    if (!shown) return undefined;
    // At most the protocol's MAX_RULES_IN_PLAY, the newest (a longer list is refused as `invalid`, and the TV would
    // stop following the round); the round view says the TV shows only these.
    const inPlay = rulesForTv(rulesInPlay(round.deck, round.position)).map((card) =>
      fillPieces(card.value, round.names?.[nameKeyOf(card)] ?? [], language)
        .map((piece) => piece.text)
        .join(''),
    );
    return { end: isEndCard(shown) ? heading : undefined, inPlay };
    // The list changes only with the rules in play and their names, not with every card.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rulesKey, shown, heading, language]);
  // Told again whenever the phone is back (after the socket has re-joined the room): what was shown while offline
  // never reached the TV or the room, and a restarted server has forgotten what the TV showed.
  const shownNow = useRef<{ pieces: FilledPiece[] | null; remaining: number; rules: ShownRules | undefined }>({
    pieces: null,
    remaining: 0,
    rules: undefined,
  });
  useEffect(() => {
    shownNow.current = { pieces: shownPieces, remaining, rules };
    if (shownPieces !== null) reportFilled(room, shownPieces, remaining, rules);
  }, [room, shownPieces, remaining, rules]);
  useEffect(
    () =>
      onBackOnline(() => {
        const { pieces, remaining: left, rules: now } = shownNow.current;
        if (pieces !== null) reportFilled(room, pieces, left, now);
      }),
    [room],
  );
}

/** What the TV hears of lasting rules: the end card's heading when one shows, and the rules in play. */
type ShownRules = { end: string | undefined; inPlay: string[] };

/** Tells the TV what this phone shows: the filled text, the pieces it is made of, and the rules. */
function reportFilled(room: string, pieces: FilledPiece[], remaining: number, rules?: ShownRules): void {
  const text = pieces.map((piece) => piece.text).join('');
  reportNowShowing(
    room,
    text,
    remaining,
    pieces,
    rules && { end: rules.end === undefined ? undefined : { heading: rules.end, text }, inPlay: rules.inPlay },
  );
}
