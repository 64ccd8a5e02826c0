// Who is asking: the client address HTTP requests and Socket.IO handshakes are limited by, derived by
// one rule. Behind proxies the address is the right-most hop of X-Forwarded-For that we do not trust:
// every proxy appends the address it saw, so entries left of our own proxies' are whatever the client wrote.
import net from 'node:net';

/** TRUST_PROXY: off, a number of proxy hops in front of us, or the proxies' addresses / networks. */
export type TrustProxy = false | { hops: number } | { networks: string[] };

/**
 * Reads TRUST_PROXY: empty or `0` → off; `1`, `2`… → hops; `10.0.0.0/8, 192.168.1.7` → networks; null for
 * anything else ("trust everything" included: `true` is not a setting).
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy | null {
  const value = raw?.trim() ?? '';
  if (value === '' || value === '0') return false;
  if (/^\d+$/u.test(value)) return { hops: Number(value) };
  const networks = value.split(',').map((part) => part.trim());
  return networks.every((network) => parseNetwork(network)) ? { networks } : null;
}

/** The client's address: the peer itself unless it is a trusted proxy, then the right-most untrusted hop. */
export function clientAddress(peer: string, forwardedFor: string | string[] | undefined, trust: TrustProxy): string {
  const direct = unmapIpv4(peer);
  if (!trust) return direct;
  const listed = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((hop) => unmapIpv4(hop.trim()))
    .filter((hop) => hop !== '');
  // Nearest first: the peer, then what it says it saw, and so on leftwards.
  const chain = [direct, ...listed.reverse()];
  if ('hops' in trust) {
    // A chain shorter than the hops we trust ends at the farthest address anyone reported.
    const hop = chain[Math.min(trust.hops, chain.length - 1)];
    return hop !== undefined && net.isIP(hop) !== 0 ? hop : direct;
  }
  const trusted = networkList(trust.networks);
  let nearest = direct;
  for (const hop of chain) {
    const family = net.isIP(hop);
    // Not an address: our proxies never write that, so trust ended at the hop before.
    if (family === 0) return nearest;
    if (!trusted.check(hop, family === 6 ? 'ipv6' : 'ipv4')) return hop;
    nearest = hop;
  }
  // Every hop is one of ours (a health check from the proxy itself): the farthest one is the client.
  return nearest;
}

/** The key a limit counts under: one IPv4 address, or one IPv6 /64 (what one household or phone gets). */
export function addressKey(address: string): string {
  const plain = unmapIpv4(address);
  if (net.isIP(plain) !== 6) return plain;
  return `${expandIpv6(plain).slice(0, 4).join(':')}::/64`;
}

/** `::ffff:1.2.3.4` is the IPv4 client 1.2.3.4 seen through a dual-stack socket. */
function unmapIpv4(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/iu.exec(address);
  return mapped?.[1] ?? address;
}

function parseNetwork(text: string): { address: string; prefix: number; family: 4 | 6 } | null {
  const [address = '', prefixText, extra] = text.split('/');
  const family = net.isIP(address);
  if (extra !== undefined || family === 0) return null;
  const max = family === 4 ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/u.test(prefixText)) return null;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (prefix > max) return null;
  return { address, prefix, family: family as 4 | 6 };
}

/** TRUST_PROXY's networks as a BlockList (node's CIDR matcher), built once per list. */
const networkLists = new Map<string, net.BlockList>();
function networkList(networks: string[]): net.BlockList {
  const key = networks.join(',');
  let list = networkLists.get(key);
  if (!list) {
    list = new net.BlockList();
    for (const network of networks) {
      const parsed = parseNetwork(network);
      if (parsed) list.addSubnet(parsed.address, parsed.prefix, parsed.family === 6 ? 'ipv6' : 'ipv4');
    }
    networkLists.set(key, list);
  }
  return list;
}

/** Eight hex groups of an IPv6 address, `::` expanded, an embedded IPv4 tail converted, leading zeros dropped. */
function expandIpv6(address: string): string[] {
  let text = (address.split('%')[0] ?? '').toLowerCase();
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/u.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...(tail === undefined ? [] : zeros), ...right].map((group) => group.replace(/^0+(?=.)/u, ''));
}
