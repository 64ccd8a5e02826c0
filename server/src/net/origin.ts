// Which browser pages may talk to us: Socket.IO handshakes and API posts carrying an Origin from another
// site are refused, so a web page cannot drive rooms or payments from its visitors' browsers.
import net from 'node:net';

/** ALLOWED_ORIGINS: a comma-separated list of extra origins (`https://skal.example,http://tv.local:8080`). */
export function parseAllowedOrigins(raw: string | undefined): string[] {
  if (!raw?.trim()) return [];
  return raw.split(',').map((part) => {
    const text = part.trim().replace(/\/+$/u, '');
    let origin = 'null';
    try {
      origin = new URL(text).origin;
    } catch {
      // reported below
    }
    if (origin === 'null' || origin !== text) {
      throw new Error(
        `ALLOWED_ORIGINS must be a comma-separated list of origins like https://skal.example, got "${raw}"`,
      );
    }
    return origin;
  });
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
