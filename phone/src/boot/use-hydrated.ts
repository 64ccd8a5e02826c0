// False while React hydrates the prerendered home screen (and in the build-time render), true from then on: parts
// that depend on the phone's storage (the first-visit tutorial) wait for it, so hydration matches the HTML.
//
// The flip to true is a transition, so the render it causes (the tutorial, the buttons enabled) is cut into slices
// the browser can paint and take taps between. (useSyncExternalStore with a server snapshot did the same job, but
// React re-renders such a store's change synchronously: one main-thread task of ~100 ms at 4× CPU after the
// hydration, which Lighthouse counted as blocking time.)
import { startTransition, useEffect, useState } from 'react';

/** Whether a hydration of the prerendered HTML is under way (set by main.tsx before it hydrates). */
let hydrating = false;

/** main.tsx: the next render hydrates prerendered HTML. */
export function hydrationStarts(): void {
  hydrating = true;
}

export function useHydrated(): boolean {
  // The build-time render (no window) and a hydration start from false; a render from an empty root from true.
  const [hydrated, setHydrated] = useState(() => typeof window !== 'undefined' && !hydrating);
  useEffect(() => {
    if (hydrated) return;
    hydrating = false;
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
