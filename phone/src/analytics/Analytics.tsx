// App-wide and invisible: asks whether analytics is offered and, once the player has said yes, sends a page view for
// every route they open.
import { useEffect } from 'react';
import { useLocation } from '../router';
import { loadAnalyticsConfig, useAnalytics } from './analytics';

export function Analytics() {
  const { measurementId, consent } = useAnalytics();
  const { pathname } = useLocation();
  useEffect(() => {
    void loadAnalyticsConfig();
  }, []);
  useEffect(() => {
    // After startGa4 (asked for first, by the consent's update): the same module's import resolves in call order.
    if (measurementId && consent === 'granted') void import('./ga4').then((module) => module.sendPageView(pathname));
  }, [measurementId, consent, pathname]);
  return null;
}
