// Loading the app's scripts from the boot step (boot.ts): when, and in which order.
import { whenParsed } from './when-parsed';

/** How long the app waits at most for the home screen's first contentful paint to be reported. */
const FIRST_PAINT_WAIT_MS = 2000;

/**
 * Loads the app's scripts, which the build lists in <meta name="skal-app"> (the entry first) instead of script
 * tags. Their download starts at once, except when the HTML shows a screen of its own: the browser paints it first,
 * and then the room shell may hold the app back a little longer for the guest's first add (room-shell.ts,
 * appMayLoad), so the app's 100 KB and its start do not hold back the guest's `Lagt til`. The entry runs once the
 * page is parsed. A first visit's tutorial (<meta name="skal-tutorial">) comes with the app: React would otherwise
 * ask for it one round trip after the app has started. In development index.html loads the app itself and there is
 * no list.
 */
export function loadApp(screen: 'home' | 'shell' | null, mayLoad: () => Promise<unknown>, tutorial: boolean): void {
  const list = (name: string) =>
    document.querySelector(`meta[name="${name}"]`)?.getAttribute('content')?.split(' ') ?? [];
  const [entry, ...imports] = list('skal-app');
  if (!entry) return;
  // One link a task, in order: while the page is still loading, each request started from a script can hold the
  // main thread for a while (12-18 ms a link seen in Lighthouse's run on this machine, 0.2-5 ms on a quiet page),
  // and all of them in one task made one long task, four times as long in Lighthouse's simulation of a slow phone.
  const preload = () => {
    for (const href of [entry, ...imports, ...(tutorial ? list('skal-tutorial') : [])])
      setTimeout(() => {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.append(link);
      }, 0);
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
  // comes when the frame is on screen, some way after the frame's own task (a slow phone takes a while to draw
  // it). At most FIRST_PAINT_WAIT_MS: a page that stays in the background reports none. Not for the
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
  // The script after the links (timers of the same delay run in order).
  const load = () => {
    preload();
    setTimeout(run, 0);
  };
  whenParsed(() => {
    if (!screen) return run();
    // The home screen's frame is on screen once reported, and it waits for nothing else.
    if (screen === 'home') return afterFirstPaint(load);
    afterPaint(() => void mayLoad().then(() => afterPaint(load)));
  });
}
