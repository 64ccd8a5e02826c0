// The service worker keeps a started round playable offline. Its install downloads the whole app (~40 files), so it
// is registered only once the app's first screen is up and the browser has nothing else to do: registered at the
// entry's start, its downloads went out beside the first screen's own (a first visit's tutorial, the room's
// connection) on a slow link, and its work ran beside the hydration on a slow phone's few cores.

/** How long the registration waits at most for an idle moment after the page has loaded. */
const IDLE_WAIT_MS = 5000;
/** Where the browser has no idle callbacks (Safari): a fixed wait after the page has loaded. */
const NO_IDLE_WAIT_MS = 2000;

export function registerServiceWorkerWhenIdle(url = '/sw.js'): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(url).catch((error: unknown) => console.warn('No offline support', error));
  };
  // Queued behind the first render's tasks (React's slices follow each other without an idle moment in between).
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(register, { timeout: IDLE_WAIT_MS });
    else setTimeout(register, NO_IDLE_WAIT_MS);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
