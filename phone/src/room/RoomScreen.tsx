// A joined room: the lobby before start, the round, the done-confirm view, the AI banner, drawer and loading state.
import { useCallback, useEffect, useState } from 'react';
import { currentLanguage, useTranslation } from '../i18n';
import { remainingAfter, showAiBanner, type AiFailed, type Language } from '@skal/shared';
import type { RoundSummary } from '@skal/shared/kept-round';
import { forgetRoom, getSocket, joinRoom, leaveRoom } from '../net/socket';
import type { Session } from '../game/session';
import { useToast } from '../toast/toast-context';
import { errorToastKey } from '../toast/error-texts';
import { LazyPart } from '../components/LazyPart';
import { lazyWithTimeout } from '../components/lazy-with-timeout';
import { AiBanner } from '../components/AiBanner';
import { Lobby } from './Lobby';
import { RoomNotices } from './RoomNotices';
import { loadDeal, useRound } from './use-round';
import { useConnection } from '../net/use-connection';
import { usePlayers, useRoomValue } from './players-net';

// The players section's form and chips load with the room's first opening of it, not with the home screen.
const Players = lazyWithTimeout(() => import('./Players'));

const AiDrawer = lazyWithTimeout(() => import('../components/AiDrawer'));
const CollectionSheet = lazyWithTimeout(() => import('./CollectionSheet'));

// The round and its end load apart from the lobby (the first screen), fetched ahead once the page is in.
// The deal (who is at the table) comes with them: no card shows before its names.
const loadRoundViews = () => Promise.all([import('./round-views'), loadDeal()]).then(([views]) => views);
const Game = lazyWithTimeout(() => loadRoundViews().then((module) => ({ default: module.Game })));
const ConfirmView = lazyWithTimeout(() => loadRoundViews().then((module) => ({ default: module.ConfirmView })));

/** Fetches the round's chunk after the page's load event, when the first screen's work is done. */
function prefetchRoundViews(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fetchLater = () => {
    timer = setTimeout(() => void loadRoundViews().catch(() => undefined), 0);
  };
  if (document.readyState === 'complete') fetchLater();
  else window.addEventListener('load', fetchLater, { once: true });
  return () => {
    window.removeEventListener('load', fetchLater);
    clearTimeout(timer);
  };
}

interface Props {
  session: Session;
  /** The count known on entering (the create answer or the room's entries); null after a reload. */
  initialCount: number | null;
  onLeave: () => void;
}

export function RoomScreen({ session, initialCount, onLeave }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const room = session.room;
  const [count, setCount] = useState<number | null>(initialCount);
  const [waiting, setWaiting] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [collectionOpen, setCollectionOpen] = useState(false);
  const openCollection = useCallback(() => setCollectionOpen(true), []);
  const online = useConnection();
  const { players, choices } = usePlayers(room);
  // What the collection and the model write in for this room, whatever this phone shows.
  const [roomLanguage, setRoomLanguage] = useRoomValue<Language>(room, 'roomLanguage');
  const [playersOpen, setPlayersOpen] = useState(false);

  // The room's round as the room says (the join's answer, then the `round` broadcast); undefined until joined.
  const [roomRound, setRoomRound] = useState<RoundSummary | null | undefined>(undefined);
  // Leaving keeps the room's round where it is (the TV too): any phone takes it over from its card. The round ends
  // only when its holder says so (the confirm view's leave).
  const leave = useCallback(() => {
    leaveRoom(room);
    onLeave();
  }, [room, onLeave]);

  const roomGone = useCallback(() => {
    forgetRoom();
    toast({ text: t('toast.roomMissing'), kind: 'warning' });
    onLeave();
  }, [onLeave, t, toast]);

  const round = useRound(room, session.round, roomGone, leave, players, roomRound, choices);
  const { joined: roundJoined } = round;
  const deckLength = round.round?.deck.length ?? 0;

  // Be in the room on the server: this shares the join the home screen started, joins again after a reload (a
  // new socket) and is harmless after creating. Offline, the reconnect joins later.
  useEffect(() => {
    let live = true;
    void joinRoom(room).then((joined) => {
      if (!live) return;
      if (joined.ok) {
        setCount(joined.count);
        setRoomRound(joined.round ?? null);
        roundJoined(joined.round);
      } else if (joined.error === 'not_found') roomGone();
      else if (joined.error !== 'network') toast({ text: t(errorToastKey(joined.error)), kind: 'warning' });
    });
    return () => {
      live = false;
    };
  }, [room, roomGone, t, toast, roundJoined]);

  useEffect(() => {
    const socket = getSocket();
    const onCount = (value: number) => setCount(value);
    const onRound = (summary: RoundSummary | null) => setRoomRound(summary);
    socket.on('round', onRound);
    const onWaiting = () => setWaiting(true);
    const onStopWaiting = () => setWaiting(false);
    socket.on('numPrompts', onCount);
    socket.on('waitingForPrompts', onWaiting);
    socket.on('stopWaitingForPrompts', onStopWaiting);
    // An end of AI writing sent while we were away is lost: drop the indicator now; the join that follows the
    // reconnect sends `waitingForPrompts` again if entries are still being written.
    socket.on('disconnect', onStopWaiting);
    return () => {
      socket.off('round', onRound);
      socket.off('disconnect', onStopWaiting);
      socket.off('numPrompts', onCount);
      socket.off('waitingForPrompts', onWaiting);
      socket.off('stopWaitingForPrompts', onStopWaiting);
    };
  }, []);

  // Entries being written for the room will not come: every phone says why, in its own language (issue #39).
  useEffect(() => {
    const socket = getSocket();
    const onFailed = (failure: AiFailed) =>
      void import('./ai-failed').then(({ aiFailedText }) =>
        toast({ text: aiFailedText(failure, currentLanguage()), kind: 'warning', duration: 'long' }),
      );
    socket.on('aiFailed', onFailed);
    return () => void socket.off('aiFailed', onFailed);
  }, [toast]);

  useEffect(prefetchRoundViews, []);

  const entries = Math.max(count ?? 0, deckLength);
  const remaining = round.round ? remainingAfter(round.round.deck.length, round.round.position) : 0;
  const bannerShown = round.round
    ? showAiBanner({ started: true, entries, remaining })
    : showAiBanner({ started: false, entries });
  const banner = bannerShown ? <AiBanner onOpen={() => setDrawerOpen(true)} /> : null;
  const inLobby = !round.confirming && !round.round;

  return (
    <div className="screen room-screen">
      {round.confirming ? (
        <LazyPart>
          <ConfirmView
            room={room}
            allPlayed={round.confirming === 'end'}
            onLeave={round.finish}
            onKeepPlaying={round.keepPlaying}
            onPlayAgain={() => void round.playAgain()}
            onOpenCollection={openCollection}
          />
        </LazyPart>
      ) : round.round ? (
        <LazyPart>
          <Game
            room={room}
            round={round.round}
            count={count}
            controls={round}
            banner={banner}
            playersOpen={playersOpen}
            onTogglePlayers={() => setPlayersOpen((open) => !open)}
            table={{ players, choices }}
            language={roomLanguage}
            players={
              <LazyPart>
                <Players room={room} players={players} choices={choices} />
              </LazyPart>
            }
          />
        </LazyPart>
      ) : (
        <Lobby
          room={room}
          count={count}
          players={players}
          choices={choices}
          onBack={leave}
          onStart={round.start}
          roomRound={roomRound ?? null}
          onTakeOver={(summary) => void round.takeOver(summary)}
          onOpenCollection={openCollection}
          language={roomLanguage}
          onLanguage={setRoomLanguage}
          banner={banner}
          notices={<RoomNotices offline={!online} writing={waiting} inFlow />}
        />
      )}
      {!inLobby && <RoomNotices offline={!online} writing={waiting} />}
      {collectionOpen && (
        <LazyPart>
          <CollectionSheet room={room} language={roomLanguage} onClose={() => setCollectionOpen(false)} />
        </LazyPart>
      )}
      {drawerOpen && (
        <LazyPart>
          <AiDrawer
            room={room}
            language={roomLanguage}
            hasStarted={round.round !== null}
            onClose={() => setDrawerOpen(false)}
            onOpenCollection={openCollection}
          />
        </LazyPart>
      )}
    </div>
  );
}
