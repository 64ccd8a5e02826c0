// Google Analytics 4, loaded only after the player has said yes (docs/product.md: privacy by default). Page views carry
// the path only: query strings hold room IDs and payment references, which are nobody else's business.

import { setGa4Disabled } from './ga4-switch';

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

export const GA4_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';

let loadedId: string | null = null;

/** Adds Google's tag to the page, once; measurements start with the first page view. */
export function startGa4(measurementId: string): void {
  setGa4Disabled(measurementId, false);
  if (loadedId === measurementId) return;
  loadedId = measurementId;
  window.dataLayer = window.dataLayer ?? [];
  // gtag.js reads its queue as `arguments` objects, so this must not be an arrow function.
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', measurementId, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GA4_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
}

export function sendPageView(pathname: string): void {
  window.gtag?.('event', 'page_view', {
    page_location: `${window.location.origin}${pathname}`,
    page_path: pathname,
    page_title: document.title,
  });
}

/** Consent withdrawn: GA4 stops measuring at once and its cookies go. */
export function stopGa4(measurementId: string): void {
  setGa4Disabled(measurementId, true);
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim() ?? '';
    if (name === '_ga' || name.startsWith('_ga_')) {
      for (const domain of ['', `; domain=${window.location.hostname}`, `; domain=.${window.location.hostname}`])
        document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
    }
  }
}
