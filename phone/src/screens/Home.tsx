// Route '/': the home screen (create, join, menu, tutorial) and, once in a room, the room and the round.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { currentLanguage, useTranslation } from '../i18n';
import { useSearchParams } from '../router';
import { MENU_CLOSE_MS, normaliseRoomName } from '@skal/shared';
import { fetchRoom } from '../net/api';
import { createRoom, forgetRoom, joinRoom, leaveRoom } from '../net/socket';
import { loadSession, saveSession, type Session } from '../game/session';
import { arrivedLinkedRoom, takeLinkedJoin } from '../net/linked-join';
import { useToast } from '../toast/toast-context';
import { errorToastKey } from '../toast/error-texts';
import { isFirstVisit } from '../storage';
import { useSwipe } from '../components/use-swipe';
import { LazyPart } from '../components/LazyPart';
import { lazyWithTimeout } from '../components/lazy-with-timeout';
import { RoomIdForm } from '../components/RoomIdForm';
import { RoomScreen } from '../room/RoomScreen';
import { takeShell } from '../room/shell-takeover';
import { tutorialInHtml, useHydrated } from '../boot/use-hydrated';
import { useAnalytics } from '../analytics/analytics';

const Tutorial = lazyWithTimeout(() => import('../components/Tutorial'));
// The analytics question shows only where the deployment offers analytics and the player has not answered.
const AnalyticsQuestion = lazyWithTimeout(() =>
  import('../analytics/AnalyticsQuestion').then((module) => ({ default: module.AnalyticsQuestion })),
);
// The menu (languages, legal links, analytics switch) loads when first opened.
const Menu = lazyWithTimeout(() => import('../components/Menu').then((module) => ({ default: module.Menu })));

type Mode = 'start' | 'create' | 'join';
type MenuState = 'closed' | 'open' | 'closing';

export function Home() {
  const { t } = useTranslation();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  // A scanned link whose room answered while the app loaded (the boot step asked early) opens in the first render.
  const [arrived] = useState(() => arrivedLinkedRoom(params.get('room')));
  const [session, setSession] = useState<Session | null>(
    () => loadSession() ?? (arrived ? { room: arrived.name, round: null } : null),
  );
  const [initialCount, setInitialCount] = useState<number | null>(arrived?.count ?? null);
  const [mode, setMode] = useState<Mode>('start');
  const [busy, setBusy] = useState(false);
  // A first visit to the home shows the tutorial; a first-time guest from a room link goes straight to the room.
  const [tutorial, setTutorial] = useState(() => isFirstVisit() && !params.has('room'));
  const [menu, setMenu] = useState<MenuState>('closed');
  // A swipe left on the home screen opens the menu (a swipe inside the open menu is the menu's own).
  const swipe = useSwipe(
    (direction) => direction === 'left' && setMenu((current) => (current === 'closed' ? 'open' : current)),
  );
  // The home screen's buttons cannot work before the app has loaded: they enable once hydration is done (a tap in
  // between would be lost). The tutorial depends on storage, so it too waits for hydration, unless the boot step
  // put it into the HTML already (a first visit to the prerendered home): then it hydrates with the rest.
  const hydrated = useHydrated();
  const [tutorialFromHtml] = useState(tutorialInHtml);
  const analytics = useAnalytics();
  const waking = !hydrated;

  const sessionRef = useRef(session);
  useEffect(() => {
    sessionRef.current = session;
  }, [session]);

  const enterRoom = useCallback((room: string, count: number) => {
    // A room link opened while in another room: leave that one, or its counts would keep arriving here.
    const previous = sessionRef.current?.room;
    if (previous && previous !== room) leaveRoom(previous);
    const next = { room, round: null };
    saveSession(next);
    setInitialCount(count);
    setSession(next);
    setMode('start');
  }, []);

  // Offline as the browser knows it, joining or creating is refused at once in the words the room uses. Only the
  // browser is asked: a socket still connecting on a fresh page (a scanned link) may take the join or create.
  const offline = useCallback(() => toast({ text: t('toast.offlineShort'), kind: 'warning' }), [t, toast]);

  const join = useCallback(
    async (typed: string) => {
      const name = normaliseRoomName(typed);
      if (!name.ok) {
        if (name.reason !== 'empty') toast({ text: t('toast.roomMissing'), kind: 'warning' });
        return;
      }
      if (!navigator.onLine) {
        // A scanned link's join started while the app loaded is dropped with it.
        if (takeLinkedJoin(name.name)) forgetRoom();
        return offline();
      }
      setBusy(true);
      try {
        // The existence check (the spec's GET) decides; the socket join runs beside it and the room screen takes
        // its answer, so the room opens one round trip sooner. Joining a missing room has no effect on the server.
        const linked = takeLinkedJoin(name.name);
        if (!linked) void joinRoom(name.name);
        const room = await (linked ?? fetchRoom(name.name));
        if (!room) {
          forgetRoom();
          toast({ text: t('toast.roomMissing'), kind: 'warning' });
          return;
        }
        enterRoom(name.name, room.entries.length);
      } catch {
        forgetRoom();
        if (!navigator.onLine) offline();
        else toast({ text: t('toast.somethingWrong'), kind: 'warning' });
      } finally {
        setBusy(false);
      }
    },
    [enterRoom, offline, t, toast],
  );

  const create = useCallback(
    async (typed: string) => {
      const name = normaliseRoomName(typed);
      // An empty ID does nothing (docs/product.md); typing cannot produce the other failures.
      if (!name.ok) return;
      if (!navigator.onLine) return offline();
      setBusy(true);
      // The room is made in the language this phone shows; anyone in it may change it in the lobby.
      const created = await createRoom(name.name, currentLanguage());
      setBusy(false);
      if (created.ok) enterRoom(name.name, created.count);
      else {
        forgetRoom();
        if (created.error === 'network' && !navigator.onLine) offline();
        else toast({ text: t(errorToastKey(created.error)), kind: 'warning' });
      }
    },
    [enterRoom, offline, t, toast],
  );

  // A room link (/?room=<id>, from a QR code) joins directly, once the tutorial is out of the way.
  const linkedRoom = params.get('room');
  useEffect(() => {
    if (linkedRoom === null || tutorial) return;
    setParams(
      (current) => {
        current.delete('room');
        return current;
      },
      { replace: true },
    );
    const name = normaliseRoomName(linkedRoom);
    if (session && name.ok && name.name === session.room) {
      // Already in it; opened from the early answer, the room is remembered now.
      if (takeLinkedJoin(name.name)) saveSession(session);
      return;
    }
    // Joining is the effect of opening a room link (an external event), not state derived from props.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void join(linkedRoom);
  }, [linkedRoom, tutorial, join, session, setParams]);

  const closeMenu = useCallback(() => {
    setMenu((current) => (current === 'open' ? 'closing' : current));
  }, []);
  useEffect(() => {
    if (menu !== 'closing') return;
    const timer = setTimeout(() => setMenu('closed'), MENU_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [menu]);

  // The home screen itself (no room, no scanned link being joined) ends a room shell shown or about to show; the
  // room's add box takes it over instead (room/AddEntry.tsx).
  useLayoutEffect(() => {
    if (!session && linkedRoom === null && !busy) takeShell();
  }, [session, linkedRoom, busy]);

  const leaveToHome = useCallback(() => {
    saveSession(null);
    setSession(null);
    setInitialCount(null);
  }, []);

  if (session) {
    return <RoomScreen key={session.room} session={session} initialCount={initialCount} onLeave={leaveToHome} />;
  }

  return (
    <div className={`screen home${waking ? ' home-waking' : ''}`} {...swipe}>
      <header className="top-bar">
        <span className="top-bar-spacer" />
        <button
          type="button"
          className="icon-button"
          aria-label={t('home.menu')}
          aria-expanded={menu === 'open'}
          disabled={waking}
          onClick={() => setMenu('open')}
        >
          <MenuIcon />
        </button>
      </header>
      <main className="home-main">
        <div className="brand">
          <h1 className="logo">Skål!</h1>
          <p className="tagline">{t('tagline')}</p>
        </div>
        {mode === 'start' ? (
          <div className="home-actions">
            <button
              type="button"
              className="button button-primary button-big"
              disabled={waking}
              onClick={() => setMode('create')}
            >
              {t('home.newRoom')}
            </button>
            <button
              type="button"
              className="button button-secondary button-big"
              disabled={waking}
              onClick={() => setMode('join')}
            >
              {t('home.joinRoom')}
            </button>
            <button type="button" className="button-link" disabled={waking} onClick={() => setTutorial(true)}>
              {t('home.howToPlay')}
            </button>
          </div>
        ) : (
          <RoomIdForm
            key={mode}
            mode={mode}
            busy={busy}
            onSubmit={mode === 'create' ? create : join}
            onBack={() => setMode('start')}
          />
        )}
        {analytics.measurementId && analytics.consent === null && (
          <LazyPart>
            <AnalyticsQuestion />
          </LazyPart>
        )}
      </main>
      {menu !== 'closed' && (
        <LazyPart>
          <Menu closing={menu === 'closing'} onClose={closeMenu} />
        </LazyPart>
      )}
      {tutorial && (hydrated || tutorialFromHtml) && (
        <LazyPart>
          <Tutorial onDone={() => setTutorial(false)} />
        </LazyPart>
      )}
    </div>
  );
}

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
      <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
