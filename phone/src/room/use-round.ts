// The round on this phone: start, next, previous, back, and entries arriving mid-round (shared deck rules).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation, currentLanguage } from '../i18n';
import { SLIDE_LOCK_MS, confirmOnBack, remainingAfter, systemRandom } from '@skal/shared';
import { isEndCard, rulesInPlay } from '@skal/shared/lasting-rules-view';
import type * as LayoutModule from '@skal/shared/lasting-rules';

/** How a round is laid out with its end cards: loaded with the first room read, not with the first script. */
type Layout = typeof LayoutModule;
const layout = (): Promise<Layout> => import('@skal/shared/lasting-rules');
import { countPlaceholders, fillPieces, namesToChoose, type FilledPiece } from '@skal/shared/players';
import { fetchRoom, type RoomSnapshot } from '../net/api';
import { onBackOnline, reportNowShowing } from '../net/socket';
import { saveSession, type Round } from '../game/session';
import { useToast } from '../toast/toast-context';

export type Direction = 'next' | 'previous' | 'none';

export interface RoundControls {
  round: Round | null;
  direction: Direction;
  confirming: boolean;
  /** True during the 700 ms slide, when taps on next and previous do nothing. */
  sliding: boolean;
  start: () => Promise<void>;
  next: () => Promise<void>;
  previous: () => void;
  back: () => Promise<void>;
  keepPlaying: () => void;
  /** Pull entries added by others into the running deck (the insertion rule); no-op before start. */
  refresh: () => Promise<void>;
  /** Change the running deck outside a tap (entries removed or restored); null ends the round. */
  edit: (change: (round: Round | null) => Round | null) => void;
}

export function useRound(
  room: string,
  initial: Round | null,
  onRoomGone: () => void,
  onLeave: () => void,
  /** The room's players; null until known (names are chosen only then). */
  players: string[] | null = null,
): RoundControls {
  const { t } = useTranslation();
  const toast = useToast();
  const [round, setRoundState] = useState<Round | null>(initial);
  const [direction, setDirection] = useState<Direction>('none');
  const [confirming, setConfirming] = useState(false);
  const [sliding, setSliding] = useState(false);
  const roundRef = useRef<Round | null>(initial);
  // The slide lock: a tap during the 700 ms slide (or a refetch) does nothing.
  const locked = useRef(false);
  const unlockTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const setRound = useCallback(
    (next: Round | null) => {
      roundRef.current = next;
      setRoundState(next);
      saveSession({ room, round: next });
    },
    [room],
  );

  const lock = () => {
    locked.current = true;
    setSliding(true);
    clearTimeout(unlockTimer.current);
    unlockTimer.current = setTimeout(() => {
      locked.current = false;
      setSliding(false);
    }, SLIDE_LOCK_MS);
  };
  useEffect(() => () => clearTimeout(unlockTimer.current), []);

  /** The room now, or undefined when the network is gone (null: the room no longer exists). */
  const load = useCallback(async (): Promise<(RoomSnapshot & { layout: Layout }) | null | undefined> => {
    try {
      const [snapshot, rules] = await Promise.all([fetchRoom(room), layout()]);
      return snapshot && { ...snapshot, layout: rules };
    } catch {
      return undefined;
    }
  }, [room]);

  /**
   * The one path by which a fetched room joins the running deck, for live merges and Next-at-end alike. It always
   * merges into the round as it is now (a merge may have landed while this fetch was under way); with `advance`,
   * it also moves to the next entry and answers whether there was one.
   */
  const applyFetched = useCallback(
    (snapshot: RoomSnapshot & { layout: Layout }, advance: boolean): boolean => {
      const { mergeIntoRound } = snapshot.layout;
      const current = roundRef.current;
      if (!current) return false;
      if (advance) {
        // As nextAfterRefetch, with the end cards of lasting rules laid out among the new entries.
        const merged = mergeIntoRound(current.deck, current.position, snapshot.entries);
        const moved = remainingAfter(merged.deck.length, current.position) > 0;
        // The names the entries got stay with the round.
        if (moved) setRound({ ...current, deck: merged.deck, position: current.position + 1 });
        return moved;
      }
      const merged = mergeIntoRound(current.deck, current.position, snapshot.entries);
      if (merged.added > 0) setRound({ ...current, deck: merged.deck });
      return merged.added > 0;
    },
    [setRound],
  );

  const start = useCallback(async () => {
    if (locked.current) return;
    locked.current = true;
    const snapshot = await load();
    locked.current = false;
    if (snapshot === undefined) return toast({ text: t('toast.offlineShort'), kind: 'warning' });
    if (snapshot === null) return onRoomGone();
    if (snapshot.entries.length === 0) return toast({ text: t('toast.nothingAdded'), kind: 'warning' });
    setDirection('none');
    setRound({ deck: snapshot.layout.newRound(snapshot.entries), position: 0, names: {} });
  }, [load, onRoomGone, setRound, t, toast]);

  const next = useCallback(async () => {
    const current = roundRef.current;
    if (!current || locked.current) return;
    if (current.position < current.deck.length - 1) {
      lock();
      setDirection('next');
      setRound({ ...current, position: current.position + 1 });
      return;
    }
    // At the end: ask the room for entries added since, and go on if there are any.
    locked.current = true;
    const snapshot = await load();
    locked.current = false;
    if (snapshot === undefined) return toast({ text: t('toast.offlineShort'), kind: 'warning' });
    if (snapshot === null) return onRoomGone();
    if (!applyFetched(snapshot, true)) return toast({ text: t('toast.roomEmpty'), kind: 'warning' });
    lock();
    setDirection('next');
  }, [load, applyFetched, onRoomGone, setRound, t, toast]);

  const previous = useCallback(() => {
    const current = roundRef.current;
    if (!current || locked.current || current.position === 0) return;
    lock();
    setDirection('previous');
    setRound({ ...current, position: current.position - 1 });
  }, [setRound]);

  const back = useCallback(async () => {
    if (!roundRef.current) return;
    const snapshot = await load();
    if (snapshot) applyFetched(snapshot, false);
    const current = roundRef.current;
    if (current && confirmOnBack(remainingAfter(current.deck.length, current.position))) setConfirming(true);
    else onLeave();
  }, [load, applyFetched, onLeave]);

  const refresh = useCallback(async () => {
    if (!roundRef.current) return;
    const snapshot = await load();
    if (snapshot) applyFetched(snapshot, false);
  }, [load, applyFetched]);

  const edit = useCallback(
    (change: (round: Round | null) => Round | null) => setRound(change(roundRef.current)),
    [setRound],
  );

  // Names at the table: the shown entry's placeholders get names once the players are known, kept (and saved
  // with the round) while they still fit, so Prev and a reload show the same names.
  useEffect(() => {
    const current = roundRef.current;
    if (!current || players === null) return;
    const names = current.names ?? {};
    const chosen = namesToChoose(current.deck, current.position, names, players, systemRandom);
    const shownEntry = current.deck[current.position];
    if (chosen && shownEntry) setRound({ ...current, names: { ...names, [String(shownEntry.id)]: chosen } });
  }, [round, players, setRound]);

  // The TV mirror follows every entry this phone shows, filled, in the pieces the card shows (the names marked as
  // names, so the TV highlights exactly these); an entry still waiting for names waits too.
  const shown = round ? round.deck[round.position] : undefined;
  const shownNames = shown ? round?.names?.[String(shown.id)] : undefined;
  const language = currentLanguage();
  const shownPieces = useMemo(
    () =>
      shown && (shownNames || countPlaceholders(shown.value) === 0)
        ? fillPieces(shown.value, shownNames ?? [], language)
        : null,
    [shown, shownNames, language],
  );
  const remaining = round ? remainingAfter(round.deck.length, round.position) : 0;
  // Lasting rules for the TV: the end card's heading, and the rules in play (as their cards showed them).
  const heading = t('rules.over');
  const rulesKey = round
    ? rulesInPlay(round.deck, round.position)
        .map((card) => String(card.id))
        .join(',')
    : '';
  const rules = useMemo(() => {
    if (!round || !shown) return undefined;
    const inPlay = rulesInPlay(round.deck, round.position).map((card) =>
      fillPieces(card.value, round.names?.[String(card.id)] ?? [], language)
        .map((piece) => piece.text)
        .join(''),
    );
    return { end: isEndCard(shown) ? heading : undefined, inPlay };
    // The list changes only with the rules in play (and their names), not with every card.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rulesKey, shown, heading, language]);
  // Told again whenever the phone is back (after the socket has re-joined the room): what was shown while offline
  // never reached the TV, and a restarted server has forgotten it.
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

  return {
    round,
    direction,
    confirming,
    sliding,
    start,
    next,
    previous,
    back,
    keepPlaying: () => setConfirming(false),
    refresh,
    edit,
  };
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
