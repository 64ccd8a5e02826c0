// False while React hydrates the prerendered home screen (and in the build-time render), true from then on: parts
// that depend on the phone's storage (the first-visit tutorial) wait for it, so hydration matches the HTML.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
