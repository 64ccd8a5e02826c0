// Whether this deployment offers analytics (GET /api/app-config) and what the player answered, as one small store
// the app's parts read with useAnalytics(). Nothing is loaded unless both say yes.
import { useSyncExternalStore } from 'react';
import { GA4_MEASUREMENT_ID } from '@skal/shared';
import { loadAppConfig } from '../net/app-config';
import { storeAnalyticsConsent, storedAnalyticsConsent, type AnalyticsConsent } from '../storage';
import type * as Ga4 from './ga4';
import { setGa4Disabled } from './ga4-switch';

let ga4Code: Promise<typeof Ga4> | null = null;
/**
 * GA4's code, loaded when a player who said yes opens the app: most never do, so it is not in the first script.
 * One promise, so what is asked of it runs in order (GA4 started before the first page view is sent).
 */
export const ga4 = () => (ga4Code ??= import('./ga4'));

export interface AnalyticsState {
  /** The GA4 measurement ID when the server has one, else null (then nothing is ever asked or loaded). */
  measurementId: string | null;
  consent: AnalyticsConsent | null;
}

const NONE: AnalyticsState = { measurementId: null, consent: null };
let state: AnalyticsState = NONE;
let asked = false;
const listeners = new Set<() => void>();

function update(next: AnalyticsState): void {
  state = next;
  const id = next.measurementId;
  if (id && next.consent === 'granted') void ga4().then(({ startGa4 }) => startGa4(id));
  for (const listener of listeners) listener();
}

/** Asks the server once whether analytics is offered; a failure simply means no analytics. */
export async function loadAnalyticsConfig(): Promise<void> {
  if (asked) return;
  asked = true;
  // Offline or an older server answers null: no analytics.
  const analytics = (await loadAppConfig())?.analytics as { measurementId?: unknown } | null | undefined;
  const id = analytics?.measurementId;
  if (typeof id === 'string' && GA4_MEASUREMENT_ID.test(id))
    update({ measurementId: id, consent: storedAnalyticsConsent() });
}

export function answerAnalytics(consent: AnalyticsConsent): void {
  storeAnalyticsConsent(consent);
  const id = state.measurementId;
  if (consent === 'denied' && id) {
    // Stops measuring at once; its cookies go when the code that clears them has loaded.
    setGa4Disabled(id, true);
    void ga4().then(({ stopGa4 }) => stopGa4(id));
  }
  update({ ...state, consent });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The analytics state; during hydration (and the build-time render) there is none yet. */
export function useAnalytics(): AnalyticsState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => NONE,
  );
}
