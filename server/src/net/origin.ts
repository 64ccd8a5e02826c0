// Which browser pages may talk to us: Socket.IO handshakes and API posts carrying an Origin from another
// site are refused, so a web page cannot drive rooms or payments from its visitors' browsers.
import net from 'node:net';

/** ALLOWED_ORIGINS: a comma-separated list of extra origins (`https://skal.example,http://tv.local:8080`); null if not. */
export function parseAllowedOrigins(raw: string | undefined): string[] | null {
  if (!raw?.trim()) return [];
  const origins = raw.split(',').map((part) => part.trim().replace(/\/+$/u, ''));
  return origins.every((text) => URL.canParse(text) && new URL(text).origin === text) ? origins : null;
}

/**
 * True for requests without Origin (apps, curl, the wallet's webhooks: not a browser page), for the
 * configured origins (PUBLIC_URL's, ALLOWED_ORIGINS), and for a page we served on an address: its origin
 * is the Host it talks to and that Host is an IP address or localhost. A host *name* that matches is not
 * enough, since DNS rebinding can point any name at us; such names are configured.
 */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  configured: readonly string[],
): boolean {
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin === 'null') return false;
  if (configured.includes(url.origin)) return true;
  if (!host || url.host !== host.toLowerCase()) return false;
  const name = url.hostname.replace(/^\[|\]$/gu, '');
  return name === 'localhost' || net.isIP(name) !== 0;
}

/** The request headers the same-site rules read. */
export interface BrowserHeaders {
  origin?: string | undefined;
  host?: string | undefined;
  'sec-fetch-site'?: string | undefined;
  'sec-fetch-mode'?: string | undefined;
  'sec-fetch-dest'?: string | undefined;
}

/**
 * True for a request a page of another site made, by the Fetch Metadata every current browser sends, unless its
 * Origin is one we accept: an `<img>` or `<script>` load (which carries no Origin) or a `fetch` (which carries
 * the other site's). Such a request cannot read our answer, but it would be counted against the visitor's
 * address, which a whole party shares: a page one guest opens could use up the party's limit or hold its sessions.
 * A top-level navigation (a link to us) is not: it opens the app; one in a frame is, as a page may hold hundreds.
 */
export function fromAnotherSite(headers: BrowserHeaders, configured: readonly string[]): boolean {
  const site = headers['sec-fetch-site'];
  if (site !== 'cross-site' && site !== 'same-site') return false;
  const topLevel = (headers['sec-fetch-dest'] ?? 'document') === 'document';
  if (headers['sec-fetch-mode'] === 'navigate' && topLevel) return false;
  return headers.origin === undefined || !originAllowed(headers.origin, headers.host, configured);
}
