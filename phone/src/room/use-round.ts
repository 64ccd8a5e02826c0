// The round on this phone: start, next, previous, back, and entries arriving mid-round (shared deck rules).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation, currentLanguage } from '../i18n';
import {
  SLIDE_LOCK_MS,
  confirmOnBack,
  mergeIntoDeck,
  newDeck,
  nextAfterRefetch,
  remainingAfter,
  systemRandom,
} from '@skal/shared';
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
  const load = useCallback(async (): Promise<RoomSnapshot | null | undefined> => {
    try {
      return await fetchRoom(room);
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
    (snapshot: RoomSnapshot, advance: boolean): boolean => {
      const current = roundRef.current;
      if (!current) return false;
      if (advance) {
        const moved = nextAfterRefetch(current.deck, current.position, snapshot.entries);
        // The names the entries got stay with the round.
        if (moved) setRound({ ...current, ...moved });
        return moved !== null;
      }
      const merged = mergeIntoDeck(current.deck, current.position, snapshot.entries);
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
    setRound({ deck: newDeck(snapshot.entries), position: 0, names: {} });
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
  // Told again whenever the phone is back (after the socket has re-joined the room): what was shown while offline
  // never reached the TV, and a restarted server has forgotten it.
  const shownNow = useRef<{ pieces: FilledPiece[] | null; remaining: number }>({ pieces: null, remaining: 0 });
  useEffect(() => {
    shownNow.current = { pieces: shownPieces, remaining };
    if (shownPieces !== null) reportFilled(room, shownPieces, remaining);
  }, [room, shownPieces, remaining]);
  useEffect(
    () =>
      onBackOnline(() => {
        const { pieces, remaining: left } = shownNow.current;
        if (pieces !== null) reportFilled(room, pieces, left);
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

/** Tells the TV what this phone shows: the filled text, and the pieces it is made of. */
function reportFilled(room: string, pieces: FilledPiece[], remaining: number): void {
  reportNowShowing(room, pieces.map((piece) => piece.text).join(''), remaining, pieces);
}
