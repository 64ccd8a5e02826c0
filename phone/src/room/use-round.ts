// The round on this phone: start, take over, next, previous, back, the end of the deck, and entries arriving
// mid-round. The room keeps the round (one round per room, docs/product.md): this phone holds it, plays it (also
// offline) and tells the room where it is and which names it dealt; a phone that took the round over since wins.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n';
import { SLIDE_LOCK_MS, confirmOnBack, remainingAfter, type ErrorCode } from '@skal/shared';
import type { RoundCardDto } from '@skal/shared';
import type { RoundDto, RoundSummary } from '@skal/shared/kept-round';
import type { Table, TableChoices } from '@skal/shared/table';
import type * as RoundDeal from './round-deal';
import { askConnected, onBackOnline, whenConnected } from '../net/socket';
import { saveSession, type Card, type Round } from '../game/session';
import { useToast } from '../toast/toast-context';
import { errorToastKey } from '../toast/error-texts';

type Deal = typeof RoundDeal;
// The deal (who is at the table, round-deal.ts) loads with the round's views, not with the first script: RoomScreen
// shows a round only once both are in, so no card shows before its names.
let deal: Deal | null = null;
export const loadDeal = (): Promise<Deal> => import('./round-deal').then((module) => (deal = module));

/** Cards after the one shown that the table can be dealt (all of them while the players or the deal are not in). */
function remainingFor(round: Round, table: Table | null): number {
  return table && deal ? deal.remainingAt(round, table) : remainingAfter(round.deck.length, round.position);
}

export type Direction = 'next' | 'previous' | 'none';
/** The confirm view: near the end (← with 2 or fewer left), or every card played (Next on the last). */
export type Confirming = 'near' | 'end' | null;

export interface RoundControls {
  round: Round | null;
  direction: Direction;
  confirming: Confirming;
  /** True during the 700 ms slide, when taps on next and previous do nothing. */
  sliding: boolean;
  start: () => Promise<void>;
  /** Goes on with the room's round from its card on this phone. */
  takeOver: (summary: RoundSummary) => Promise<void>;
  next: () => Promise<void>;
  previous: () => void;
  back: () => Promise<void>;
  keepPlaying: () => void;
  /** A new shuffle of every entry (the end view's `Spill igjen`). */
  playAgain: () => Promise<void>;
  /** Ends the room's round and leaves the room (the confirm view's leave). */
  finish: () => void;
  /** Pull entries added by others into the running round (the room lays them in); no-op before start. */
  refresh: () => Promise<void>;
  /** Change the running deck outside a tap (entries removed or restored); null ends the round here. */
  edit: (change: (round: Round | null) => Round | null) => void;
  /** The room's round as a join told it: a round this phone no longer holds is left. */
  joined: (summary: RoundSummary | undefined) => void;
}

/** The name key of a card: an end card shows its rule's names (kept-round.ts `nameKey`, without its import). */
export const nameKeyOf = (card: Card): string => String(card.endOf ?? card.id);

function fromDto(dto: RoundDto<RoundCardDto>): Round {
  return { id: dto.id, lease: dto.lease, deck: dto.deck as Card[], position: dto.position, names: dto.names };
}

export function useRound(
  room: string,
  initial: Round | null,
  onRoomGone: () => void,
  onLeave: () => void,
  /** The room's players; null until known (names are chosen only then). */
  players: string[] | null = null,
  /** The room's round as the room last said (the `round` broadcast); undefined until known. */
  roomRound: RoundSummary | null | undefined = undefined,
  /** Who is at the table: the players' choices, which the deal keeps. */
  choices: TableChoices = {},
): RoundControls {
  const { t } = useTranslation();
  const toast = useToast();
  const [round, setRoundState] = useState<Round | null>(initial);
  const [direction, setDirection] = useState<Direction>('none');
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [sliding, setSliding] = useState(false);
  const roundRef = useRef<Round | null>(initial);
  // The slide lock: a tap during the 700 ms slide (or while the room answers) does nothing.
  const locked = useRef(false);
  const unlockTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Names dealt here that the room has not taken yet (sent with the next report that gets through).
  const unsent = useRef(new Set<string>(initial ? Object.keys(initial.names ?? {}) : []));
  // Reports wait for this phone's join to be answered: before it, the room does not know who this phone is.
  const [joinedOnce, setJoinedOnce] = useState(false);

  const playersRef = useRef(players);
  const choicesRef = useRef(choices);
  useEffect(() => {
    playersRef.current = players;
    choicesRef.current = choices;
  }, [players, choices]);
  const [dealt, setDealt] = useState(deal !== null);
  useEffect(() => {
    let live = true;
    void loadDeal().then(
      () => live && setDealt(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  /** The table as the deal sees it, or null while the players are not known. */
  const tableNow = () =>
    playersRef.current === null ? null : { players: playersRef.current, choices: choicesRef.current };

  /**
   * The round with names dealt to the card it shows, if that card needs them and the players are known: dealt as the
   * card comes up, so it never shows `noen` for a frame before its names.
   */
  const withNames = useCallback((next: Round | null): Round | null => {
    const table = tableNow();
    if (!next || !next.deck[next.position] || table === null || !deal) return next;
    const dealtNow = deal.dealShown(next, table);
    if (dealtNow.key !== null) unsent.current.add(dealtNow.key);
    return dealtNow.round;
  }, []);
  const remainingOf = (current: Round): number => remainingFor(current, tableNow());

  /** The card `step` away from `position` that the table can be dealt, or null at the deck's end. */
  const stepFrom = (current: Round, step: 1 | -1): number | null => {
    const table = tableNow();
    if (table && deal) return deal.stepTo(current, step, table);
    const at = current.position + step;
    return at >= 0 && at < current.deck.length ? at : null;
  };

  const setRound = useCallback(
    (proposed: Round | null) => {
      const next = withNames(proposed);
      roundRef.current = next;
      setRoundState(next);
      saveSession({ room, round: next });
    },
    [room, withNames],
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

  /** This phone no longer holds the round: back to the lobby, which offers to take it over. */
  const lose = useCallback(
    (takenOver: boolean) => {
      if (!roundRef.current) return;
      setConfirming(null);
      setRound(null);
      if (takenOver) toast({ text: t('toast.takenOver'), kind: 'warning' });
    },
    [setRound, t, toast],
  );

  const refused = useCallback(
    (error: ErrorCode | 'network') => {
      if (error === 'network') return toast({ text: t('toast.offlineShort'), kind: 'warning' });
      if (error === 'not_found') return onRoomGone();
      if (error === 'empty') return toast({ text: t('toast.nothingAdded'), kind: 'warning' });
      if (error === 'round_running') return toast({ text: t('toast.roundRunning'), kind: 'warning' });
      if (error === 'stale' || error === 'no_round') return toast({ text: t('toast.roundChanged'), kind: 'warning' });
      toast({ text: t(errorToastKey(error)), kind: 'warning' });
    },
    [onRoomGone, t, toast],
  );

  const begin = useCallback(
    (dto: RoundDto<RoundCardDto>) => {
      unsent.current.clear();
      setDirection('none');
      setConfirming(null);
      setRound(fromDto(dto));
    },
    [setRound],
  );

  /**
   * Tells the room where this phone is and the names it dealt; with `refresh`, the room lays in its new entries and
   * answers the round as it is now, which replaces this phone's deck (at the card shown now).
   */
  const report = useCallback(
    async (refresh = false): Promise<boolean> => {
      // A phone just back online waits for its socket (and its join) rather than failing the tap.
      if (refresh && !(await whenConnected())) return false;
      const current = roundRef.current;
      const shown = current?.deck[current.position];
      if (!current || !shown) return false;
      const keys = [...unsent.current].filter((key) => current.names?.[key] !== undefined).slice(0, 100);
      const names = Object.fromEntries(keys.map((key) => [key, current.names![key]!]));
      const reply = await askConnected('round moved', {
        roomName: room,
        id: current.id,
        lease: current.lease,
        position: current.position,
        card: String(shown.id),
        ...(keys.length > 0 ? { names } : {}),
        ...(refresh ? { refresh: true } : {}),
      });
      if (!reply.ok) {
        if (reply.error === 'not_holder' || reply.error === 'no_round') lose(reply.error === 'not_holder');
        return false;
      }
      for (const key of keys) unsent.current.delete(key);
      const now = roundRef.current;
      if (reply.round && now && now.id === reply.round.id) {
        // The room's deck, at the card this phone shows now (it may have moved on while the room answered). A card
        // on screen that the room no longer has (removed elsewhere) stays until the player moves on, as always.
        let deck = reply.round.deck as Card[];
        const here = now.deck[now.position];
        let at = here ? deck.findIndex((card) => String(card.id) === String(here.id)) : -1;
        if (here && at < 0) {
          at = Math.max(0, Math.min(reply.round.position, deck.length));
          deck = [...deck.slice(0, at), here, ...deck.slice(at)];
        }
        setRound({ ...now, deck, position: at, names: { ...reply.round.names, ...now.names } });
      }
      return true;
    },
    [room, lose, setRound],
  );

  const start = useCallback(async () => {
    if (locked.current) return;
    locked.current = true;
    const reply = await askConnected('start round', { roomName: room });
    locked.current = false;
    if (reply.ok) begin(reply.round);
    else refused(reply.error);
  }, [room, begin, refused]);

  const takeOver = useCallback(
    async (summary: RoundSummary) => {
      if (locked.current) return;
      locked.current = true;
      const reply = await askConnected('take over round', { roomName: room, id: summary.id, lease: summary.lease });
      locked.current = false;
      if (reply.ok) begin(reply.round);
      else refused(reply.error);
    },
    [room, begin, refused],
  );

  const playAgain = useCallback(async () => {
    const current = roundRef.current;
    if (!current || locked.current) return;
    locked.current = true;
    const reply = await askConnected('start round', { roomName: room, again: current.id });
    locked.current = false;
    if (reply.ok) return begin(reply.round);
    if (reply.error === 'round_running' || reply.error === 'no_round') return lose(true);
    refused(reply.error);
  }, [room, begin, lose, refused]);

  const next = useCallback(async () => {
    const current = roundRef.current;
    if (!current || locked.current) return;
    const ahead = stepFrom(current, 1);
    if (ahead !== null) {
      lock();
      setDirection('next');
      setRound({ ...current, position: ahead });
      return;
    }
    // The last card: the room lays in what was added since; with nothing new, every card is played.
    locked.current = true;
    const answered = await report(true);
    locked.current = false;
    const now = roundRef.current;
    if (!now) return;
    if (!answered) return toast({ text: t('toast.offlineShort'), kind: 'warning' });
    const after = stepFrom(now, 1);
    if (after === null) return setConfirming('end');
    lock();
    setDirection('next');
    setRound({ ...now, position: after });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [report, setRound, t, toast]);

  const previous = useCallback(() => {
    const current = roundRef.current;
    if (!current || locked.current) return;
    const back = stepFrom(current, -1);
    if (back === null) return;
    lock();
    setDirection('previous');
    setRound({ ...current, position: back });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [setRound]);

  // ← leaves the room with the round kept by it (any phone, this one too, takes it over from its card); near the
  // end it asks first.
  const back = useCallback(async () => {
    const current = roundRef.current;
    if (!current) return;
    if (confirmOnBack(remainingOf(current))) setConfirming('near');
    else onLeave();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [onLeave]);

  const finish = useCallback(() => {
    const current = roundRef.current;
    if (current) void askConnected('end round', { roomName: room, id: current.id });
    setConfirming(null);
    setRound(null);
    onLeave();
  }, [room, setRound, onLeave]);

  const refresh = useCallback(async () => {
    if (roundRef.current) await report(true);
  }, [report]);

  const edit = useCallback(
    (change: (round: Round | null) => Round | null) => {
      const current = roundRef.current;
      const changed = change(current);
      // Its last card removed, the round is over for the room too.
      if (current && !changed) void askConnected('end round', { roomName: room, id: current.id });
      setRound(changed);
    },
    [room, setRound],
  );

  const joined = useCallback(
    (summary: RoundSummary | undefined) => {
      setJoinedOnce(true);
      const current = roundRef.current;
      if (!current) return;
      // The round ended or was dealt anew while this phone was away; or another phone took it over.
      if (!summary || summary.id !== current.id) lose(false);
      else if (summary.lease > current.lease) lose(true);
    },
    [lose],
  );

  // Another phone took the round over (a higher lease of the same round): this phone is told, and stops.
  useEffect(() => {
    const current = roundRef.current;
    if (current && roomRound && roomRound.id === current.id && roomRound.lease > current.lease) lose(true);
  }, [roomRound, lose]);

  // Names at the table: the shown card's placeholders get names once the players are known, dealt once and kept
  // (with the round, by the room), so Prev, a reload, the end card, another phone and the TV show the same names.
  // A card shown before the players were known (or after one left) gets its names once they are.
  useEffect(() => {
    const current = roundRef.current;
    if (!current || players === null) return;
    playersRef.current = players;
    choicesRef.current = choices;
    const named = withNames(current);
    if (named !== current) setRound(named);
  }, [round, players, choices, dealt, setRound, withNames]);

  // The room follows every card this phone shows (and the names dealt to it); a report that could not go is sent
  // when the phone is back. (The TV follows it too: tv-mirror.ts, loaded with the round's views.)
  const shown = round ? round.deck[round.position] : undefined;
  const shownNames = shown ? round?.names?.[nameKeyOf(shown)] : undefined;
  const reportKey =
    round && shown ? `${round.id}|${round.lease}|${round.position}|${shown.id}|${shownNames?.join('/')}` : '';
  useEffect(() => {
    if (reportKey && joinedOnce) void report();
  }, [reportKey, joinedOnce, report]);

  useEffect(
    () =>
      onBackOnline(() => {
        if (roundRef.current) void report();
      }),
    [report],
  );

  return {
    round,
    direction,
    confirming,
    sliding,
    start,
    takeOver,
    next,
    previous,
    back,
    keepPlaying: () => setConfirming(null),
    playAgain,
    finish,
    refresh,
    edit,
    joined,
  };
}
