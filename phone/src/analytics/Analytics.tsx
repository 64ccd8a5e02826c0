// App-wide and invisible: asks whether analytics is offered and, once the player has said yes, sends a page view for
// every route they open.
import { useEffect } from 'react';
import { useLocation } from '../router';
import { ga4, loadAnalyticsConfig, useAnalytics } from './analytics';

export function Analytics() {
  const { measurementId, consent } = useAnalytics();
  const { pathname } = useLocation();
  useEffect(() => {
    void loadAnalyticsConfig();
  }, []);
  useEffect(() => {
    if (measurementId && consent === 'granted') void ga4().then(({ sendPageView }) => sendPageView(pathname));
  }, [measurementId, consent, pathname]);
  return null;
}
