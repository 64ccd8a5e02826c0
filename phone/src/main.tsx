// Entry point: i18n, the app (hydrating the prerendered home screen when this visit shows it), the scanned room
// link the boot step started, and the service worker that keeps the game playable offline.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { languageReady } from './i18n';
import './styles/app.css';
import './styles/highlight.css';
import { App } from './App';
import { getSocket } from './net/socket';
import { startLinkedJoin } from './net/linked-join';
import { takeBoot } from './boot/boot';

const boot = takeBoot();

// Open the connection while React renders: joining a room from a scanned link then waits for no handshake.
getSocket();

// A scanned room link on a returning phone: join now; the home screen takes over the answers.
if (boot.linkedRoom !== null) startLinkedJoin(boot.linkedRoom, boot.linkedAnswer ?? undefined);

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
    // The home screen is on show already: hydrate in a separate task, as a transition, so React yields to the
    // browser every few milliseconds instead of holding the main thread (a tap stays responsive).
    setTimeout(() => startTransition(() => void hydrateRoot(root, app)), 0);
  } else {
    // Another screen than the prerendered home: start from an empty root.
    root.replaceChildren();
    root.removeAttribute('data-prerendered');
    createRoot(root).render(app);
  }
}

// English texts are a chunk of their own, asked for at once (beside the join) when the phone shows English; the
// Norwegian ones are in already. (Not a top-level await: that splits the entry's shared modules into many chunks.)
void languageReady.then(start);

// After the page's load event, so precaching never competes with the first screen; the app may start after it.
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('No offline support', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
