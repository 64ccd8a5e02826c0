// The one place that decides where the wallet sends the browser back to after a payment. Never a name the
// request chose: `Host` and `X-Forwarded-Host` are the client's to write, and a return URL on them would hand
// the payer (and the payment reference) to whoever wrote them.
import os from 'node:os';
import type { FastifyRequest } from 'fastify';

/** What the return URL may be built from; the LAN URL and port are known once the server listens. */
export interface ReturnUrlSettings {
  publicUrl: string | undefined;
  /** The URL phones use when PUBLIC_URL is unset (the LAN address the QR codes carry). */
  lanUrl: () => string;
  port: () => number;
}

/** `{base}/betaling?reference=…` on the base returnBaseFor picks for this request. */
export function paymentReturnUrl(request: FastifyRequest, settings: ReturnUrlSettings, reference: string): string {
  const base = returnBaseFor({
    publicUrl: settings.publicUrl,
    lanUrl: settings.lanUrl(),
    port: settings.port(),
    requestHost: request.headers.host,
  });
  return `${base}/betaling?reference=${encodeURIComponent(reference)}`;
}

/**
 * PUBLIC_URL when set. Otherwise (a LAN host) the origin the phone used, if that is one of this machine's
 * own addresses on our port, so it returns to the very tab it left; else the LAN URL the QR codes carry.
 */
export function returnBaseFor(options: {
  publicUrl: string | undefined;
  lanUrl: string;
  port: number;
  /** The request's Host header: only ever compared, never copied. */
  requestHost: string | undefined;
  ownAddresses?: readonly string[];
}): string {
  if (options.publicUrl) return options.publicUrl;
  const own = options.ownAddresses ?? ownAddresses();
  const known = new Set(own.map((address) => hostWithPort(address, options.port)));
  const host = options.requestHost?.toLowerCase();
  return host && known.has(host) ? `http://${host}` : options.lanUrl;
}

/** This machine's addresses (every interface, loopback included) and `localhost`. */
export function ownAddresses(): string[] {
  const addresses = Object.values(os.networkInterfaces())
    .flat()
    .flatMap((info) => (info ? [info.address] : []));
  return ['localhost', ...addresses];
}

function hostWithPort(address: string, port: number): string {
  return `${address.includes(':') ? `[${address.toLowerCase()}]` : address}:${port}`;
}
