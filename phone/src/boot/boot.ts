// The boot step: runs inline in index.html's head (see phone/boot-plugin.ts), before the app's JavaScript has
// downloaded. It sets the seasonal background, marks whether the prerendered home screen stays (hydration) or
// makes way for a client render, puts the prerendered tutorial over it on a first visit, and starts reading a
// scanned link's room so the answer is there when the app starts.
import { seasonFor } from '@skal/shared';
import { fetchRoom, type RoomSnapshot } from '../net/api';
import { hasSession } from '../game/session';
import { isFirstVisit, storedLanguage } from '../storage';
import { planBoot, type BootPlan } from './boot-plan';
import { appMayLoad, startRoomShell, type RoomShell } from './room-shell';
import { whenParsed } from './when-parsed';

export interface Boot extends BootPlan {
  /** The linked room's answer, asked for by the boot step. */
  linkedAnswer: Promise<RoomSnapshot | null> | null;
  /** The linked room's lobby shown before the app (room-shell.ts), in the phone's language. */
  shell: RoomShell | null;
}

declare global {
  interface Window {
    __skalBoot?: Boot;
    /** Called by index.html right after the prerendered tutorial's template (phone/prerender-plugin.ts). */
    __skalTutorial?: () => void;
  }
}

/** How long the app waits at most for the home screen's first contentful paint to be reported. */
const FIRST_PAINT_WAIT_MS = 2000;

export function boot(): Boot {
  const language = storedLanguage();
  const plan = planBoot({
    pathname: window.location.pathname,
    search: window.location.search,
    language,
    firstVisit: isFirstVisit(),
    hasSession: hasSession(),
  });
  const linkedAnswer = plan.linkedRoom === null ? null : fetchRoom(plan.linkedRoom);
  // The app may take a moment to arrive, or the player may leave: a failure here is handled when it is taken.
  linkedAnswer?.catch(() => undefined);
  const html = document.documentElement;
  // CSS hides the prerendered home screen when this visit shows something else, so it never flashes.
  html.dataset.boot = plan.hydrate ? 'hydrate' : 'render';
  html.classList.add(`season-${seasonFor(new Date())}`);
  const shell = startRoomShell(plan.linkedRoom, linkedAnswer, language);
  // A first visit: the tutorial is over the home screen from the first paint, and hydrates with it.
  window.__skalTutorial = () => {
    const tutorial = document.getElementById('home-tutorial') as HTMLTemplateElement | null;
    if (plan.tutorial && tutorial) document.querySelector('#root > .home')?.append(tutorial.content);
  };
  // A screen from the HTML (the prerendered home, the room shell) paints before the app's download begins: on a
  // slow link the app's 100 KB would hold back the room's answer and a first entry's, and its start the paint.
  loadApp(plan.hydrate ? 'home' : shell ? 'shell' : null, () => appMayLoad(shell), plan.tutorial);
  return { ...plan, linkedAnswer, shell };
}

/**
 * Loads the app's scripts, which the build lists in <meta name="skal-app"> (the entry first) instead of script
 * tags. Their download starts at once, except when the HTML shows a screen of its own: the browser paints it first,
 * and then the room shell may hold the app back a little longer for the guest's first add (room-shell.ts,
 * appMayLoad), so the app's 100 KB and its start do not hold back the guest's `Lagt til`. The entry runs once the
 * page is parsed. A first visit's tutorial (<meta name="skal-tutorial">) comes with the app: React would otherwise
 * ask for it one round trip after the app has started. In development index.html loads the app itself and there is
 * no list.
 */
function loadApp(screen: 'home' | 'shell' | null, mayLoad: () => Promise<unknown>, tutorial: boolean): void {
  const list = (name: string) =>
    document.querySelector(`meta[name="${name}"]`)?.getAttribute('content')?.split(' ') ?? [];
  const [entry, ...imports] = list('skal-app');
  if (!entry) return;
  const preload = () => {
    for (const href of [entry, ...imports, ...(tutorial ? list('skal-tutorial') : [])]) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  };
  const run = () => {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  if (!screen) preload();
  // After the next paint: the screen's own (or an add's `Lagt til`) shows before the app's links are put in.
  const afterPaint = (then: () => void) => requestAnimationFrame(() => setTimeout(then, 0));
  // The home screen (and a first visit's tutorial): after the browser reports its first contentful paint, which
  // comes when the frame is on screen, some way after the frame's own task (the tutorial's blurred backdrop takes
  // a while to draw). At most FIRST_PAINT_WAIT_MS: a page that stays in the background reports none. Not for the
  // room shell, which goes when its room does not exist, so that nothing may be painted at all.
  const afterFirstPaint = (then: () => void) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return afterPaint(then);
    const go = () => {
      observer.disconnect();
      clearTimeout(timer);
      setTimeout(then, 0);
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) go();
    });
    const timer = setTimeout(go, FIRST_PAINT_WAIT_MS);
    observer.observe({ type: 'paint', buffered: true });
  };
  whenParsed(() => {
    if (!screen) return run();
    (screen === 'home' ? afterFirstPaint : afterPaint)(
      () =>
        void mayLoad().then(() =>
          afterPaint(() => {
            // Two tasks: together they held the main thread ~25 ms on a fast machine, ~100 ms on a slow phone.
            preload();
            setTimeout(run, 0);
          }),
        ),
    );
  });
}
