// The address phones on the same network can reach: the first private IPv4 of an up, external interface.
import os from 'node:os';

type Interfaces = ReturnType<typeof os.networkInterfaces>;

const PRIVATE_V4 = [/^10\./u, /^192\.168\./u, /^172\.(1[6-9]|2\d|3[01])\./u];

export function lanAddress(interfaces: Interfaces = os.networkInterfaces()): string | null {
  const candidates = Object.values(interfaces)
    .flat()
    .filter((info): info is os.NetworkInterfaceInfo => info !== undefined)
    .filter((info) => info.family === 'IPv4' && !info.internal);
  const privateOne = candidates.find((info) => PRIVATE_V4.some((range) => range.test(info.address)));
  return privateOne?.address ?? null;
}

/** The public URL phones use: PUBLIC_URL when set, else the LAN address, else loopback. */
export function publicUrlFor(options: { publicUrl?: string | undefined; port: number; lan: string | null }): string {
  if (options.publicUrl) return options.publicUrl.replace(/\/+$/u, '');
  return `http://${options.lan ?? 'localhost'}:${options.port}`;
}
