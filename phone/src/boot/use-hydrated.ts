// False while React hydrates the prerendered home screen (and in the build-time render), true from then on: parts
// that depend on the phone's storage (the first-visit tutorial) wait for it, so hydration matches the HTML.
//
// The flip to true is a transition, so the render it causes (the tutorial, the buttons enabled) is cut into slices
// the browser can paint and take taps between. (useSyncExternalStore with a server snapshot did the same job, but
// React re-renders such a store's change synchronously: one main-thread task of ~100 ms on this machine after the
// hydration, which Lighthouse counted as blocking time.)
//
// One part that depends on storage is in the HTML all the same: on a first visit the boot step puts the prerendered
// tutorial into the home screen before the first paint (prerender-plugin.ts, boot.ts), and the hydrating render then
// has it too (tutorialInHtml).
import { startTransition, useEffect, useState } from 'react';

/** Whether a render of (or into) the prerendered HTML is under way: main.tsx's hydration, src/prerender.tsx's. */
let hydrating = false;
/** Whether that HTML has the first-visit tutorial in the home screen. */
let tutorialHtml = false;

/** The next render hydrates the prerendered HTML, or makes it at build time: with the first-visit tutorial or not. */
export function htmlRenderStarts(withTutorial: boolean): void {
  hydrating = true;
  tutorialHtml = withTutorial;
}

/** src/prerender.tsx: the build-time render is done (a hydration's end is its first effect, below). */
export function htmlRenderEnds(): void {
  hydrating = false;
  tutorialHtml = false;
}

/** Whether the HTML this render starts from has the first-visit tutorial in it (read it once, at mount). */
export function tutorialInHtml(): boolean {
  return tutorialHtml;
}

export function useHydrated(): boolean {
  // The build-time render and a hydration start from false; a render from an empty root from true.
  const [hydrated, setHydrated] = useState(() => !hydrating && typeof window !== 'undefined');
  useEffect(() => {
    if (hydrated) return;
    htmlRenderEnds();
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
