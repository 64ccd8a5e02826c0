// Where the wallet sends the payer back to. Never a name the request chose: `Host` and `X-Forwarded-Host`
// are the client's to write, and a return URL on them would hand the payer (and the payment reference)
// to whoever wrote them.
import os from 'node:os';

/**
 * PUBLIC_URL when set. Otherwise (a LAN host) the origin the phone used, if that is one of this machine's
 * own addresses on our port, so it returns to the very tab it left; else the LAN URL the QR codes carry.
 */
export function returnBaseFor(options: {
  publicUrl: string | undefined;
  /** The URL phones use when PUBLIC_URL is unset (the LAN address). */
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
