// The boot step: runs inline in index.html's head (see phone/boot-plugin.ts), before the app's JavaScript has
// downloaded. It sets the seasonal background, marks whether the prerendered home screen stays (hydration) or
// makes way for a client render, puts the prerendered tutorial over it on a first visit, and starts reading a
// scanned link's room so the answer is there when the app starts.
import { seasonFor } from '@skal/shared';
import { fetchRoom, type RoomSnapshot } from '../net/api';
import { hasSession } from '../game/session';
import { HTML_LANG, isFirstVisit, storedLanguage } from '../storage';
import { planBoot, type BootPlan } from './boot-plan';
import { appMayLoad, startRoomShell, type RoomShell } from './room-shell';
import { loadApp } from './load-app';

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
  // The texts (i18n/index.ts) start in this language: chosen, or the browser's on a first visit.
  html.lang = HTML_LANG[language];
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
