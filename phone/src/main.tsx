// Entry point: i18n, the app (hydrating the prerendered home screen when this visit shows it), the scanned room
// link the boot step started, and (once the first screen is up) the service worker that keeps the game playable
// offline.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { languageReady } from './i18n';
import './styles/app.css';
import './styles/highlight.css';
import { App } from './App';
import { getSocket } from './net/socket';
import { startLinkedJoin } from './net/linked-join';
import { takeBoot } from './boot/take-boot';
import { htmlRenderStarts } from './boot/use-hydrated';
import { registerServiceWorkerWhenIdle } from './boot/service-worker';

const boot = takeBoot();

/** How long the first render waits for the answer to an add sent from the room shell. */
const SHELL_ADD_WAIT_MS = 1000;

// Open the connection while React renders: joining a room from a scanned link then waits for no handshake. A scanned
// room link on a returning phone joins now; the home screen takes over the answers. In a task of its own, queued
// before the first render's: creating the socket costs 15-30 ms of main thread, and the modules' evaluation is one
// long task already. The plain home screen (and a first visit's tutorial over it) needs no connection until the
// guest creates or joins a room: there the socket opens at the guest's first touch or key, seconds ahead of the
// room's name being typed, instead of in the middle of the page's start.
setTimeout(() => {
  if (boot.hydrate) return openOnFirstInput();
  getSocket();
  if (boot.linkedRoom !== null) startLinkedJoin(boot.linkedRoom, boot.linkedAnswer ?? undefined);
}, 0);

function openOnFirstInput(): void {
  const inputs = ['pointerdown', 'keydown'] as const;
  const open = () => {
    for (const input of inputs) window.removeEventListener(input, open, true);
    getSocket();
  };
  for (const input of inputs) window.addEventListener(input, open, { capture: true, passive: true });
}

/** Renders the app, or hydrates the prerendered home screen when this visit shows it. */
function start(): void {
  const root = document.getElementById('root');
  if (!root) return;
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (boot.hydrate && root.hasAttribute('data-prerendered')) {
    // The home screen is on show already (with the tutorial over it on a first visit, boot.ts): hydrate in a
    // separate task, as a transition, so React yields to the browser every few milliseconds instead of holding the
    // main thread (a tap stays responsive).
    htmlRenderStarts(root.querySelector('.overlay') !== null);
    setTimeout(() => startTransition(() => void hydrateRoot(root, app)), 0);
  } else {
    // Another screen than the prerendered home: start from an empty root.
    root.replaceChildren();
    root.removeAttribute('data-prerendered');
    createRoot(root).render(app);
  }
  if (import.meta.env.PROD) registerServiceWorkerWhenIdle();
}

// English texts are a chunk of their own, asked for at once (beside the join) when the phone shows English; the
// Norwegian ones are in already. (Not a top-level await: that splits the entry's shared modules into many chunks.)
// A guest who tapped `Legg til` in the room shell (boot/room-shell.ts) before the app came gets its answer first: the
// first render holds the main thread for a while on a slow phone, and the shell's `Lagt til` would wait behind it.
// Not for long: an answer still out after a second is the app's to show (room/shell-takeover.ts).
const shellAdd = boot.shell?.sending?.answer;
const shellAddSettled =
  shellAdd && Promise.race([shellAdd, new Promise((resolve) => setTimeout(resolve, SHELL_ADD_WAIT_MS))]);
void Promise.all([languageReady, shellAddSettled]).then(start);
