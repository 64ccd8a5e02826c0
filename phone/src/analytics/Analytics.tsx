// App-wide and invisible: asks whether analytics is offered and, once the player has said yes, sends a page view for
// every route they open.
import { useEffect } from 'react';
import { useLocation } from '../router';
import { loadAnalyticsConfig, useAnalytics } from './analytics';
import { sendPageView } from './ga4';

export function Analytics() {
  const { measurementId, consent } = useAnalytics();
  const { pathname } = useLocation();
  useEffect(() => {
    void loadAnalyticsConfig();
  }, []);
  useEffect(() => {
    if (measurementId && consent === 'granted') sendPageView(pathname);
  }, [measurementId, consent, pathname]);
  return null;
}
