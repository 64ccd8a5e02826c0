import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addressKey, clientAddress, parseTrustProxy } from './client-address';

describe('parseTrustProxy', () => {
  it('reads off, hop counts and lists of proxy networks', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('1')).toEqual({ hops: 1 });
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.7,::1,fd00::/8')).toEqual({
      networks: ['10.0.0.0/8', '192.168.1.7', '::1', 'fd00::/8'],
    });
  });

  it('refuses "trust everything" and anything that is not an address', () => {
    for (const raw of ['true', 'yes', '10.0.0.0/33', '10.0.0.0/', 'proxy.local', '-1', '1.5', '::1/129']) {
      expect(parseTrustProxy(raw), raw).toBeNull();
    }
  });
});

describe('clientAddress', () => {
  it('is the peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress('203.0.113.9', '1.2.3.4', false)).toBe('203.0.113.9');
    expect(clientAddress('::ffff:203.0.113.9', undefined, false)).toBe('203.0.113.9');
  });

  it('takes the right-most untrusted hop: a spoofed left part changes nothing', () => {
    const oneProxy = { hops: 1 };
    expect(clientAddress('10.0.0.2', '198.51.100.7', oneProxy)).toBe('198.51.100.7');
    expect(clientAddress('10.0.0.2', '6.6.6.6, 7.7.7.7, 198.51.100.7', oneProxy)).toBe('198.51.100.7');
    expect(clientAddress('10.0.0.2', ['6.6.6.6', '198.51.100.7'], oneProxy)).toBe('198.51.100.7');
    expect(clientAddress('10.0.0.2', '6.6.6.6, 198.51.100.7, 10.0.0.1', { hops: 2 })).toBe('198.51.100.7');
  });

  it('with proxy networks, skips every trusted hop from the right', () => {
    const ours = { networks: ['10.0.0.0/8', '::1'] };
    expect(clientAddress('10.0.0.2', '6.6.6.6, 198.51.100.7, 10.1.1.1', ours)).toBe('198.51.100.7');
    expect(clientAddress('::1', '2001:db8::5', ours)).toBe('2001:db8::5');
    // A client talking to us directly is not a proxy: its header is ignored.
    expect(clientAddress('198.51.100.7', '1.2.3.4', ours)).toBe('198.51.100.7');
    // Garbage left of our proxies: trust ends at the last proxy's report.
    expect(clientAddress('10.0.0.2', 'not-an-ip, 10.0.0.3', ours)).toBe('10.0.0.3');
  });

  it('falls back to the peer when the trusted proxy sent no header', () => {
    expect(clientAddress('10.0.0.2', undefined, { hops: 1 })).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', '', { hops: 1 })).toBe('10.0.0.2');
  });

  it('never lets anything left of the last proxy report choose the address', () => {
    const outside = fc.ipV4().filter((address) => !address.startsWith('10.'));
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.ipV4(), fc.string()), { maxLength: 5 }), outside, (spoofed, real) => {
        const header = [...spoofed, real].join(', ');
        expect(clientAddress('10.0.0.2', header, { hops: 1 })).toBe(real);
        expect(clientAddress('10.0.0.2', `${header}, 10.0.0.9`, { networks: ['10.0.0.0/8'] })).toBe(real);
      }),
    );
  });
});

describe('addressKey', () => {
  it('keys IPv4 by address and IPv6 by its /64', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('gives every address of one /64 the same key', () => {
    const group = fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16));
    const groups = (n: number) => fc.array(group, { minLength: n, maxLength: n });
    fc.assert(
      fc.property(groups(8), groups(4), (address, otherTail) => {
        const sameNetwork = [...address.slice(0, 4), ...otherTail];
        expect(addressKey(address.join(':'))).toBe(addressKey(sameNetwork.join(':')));
      }),
    );
  });
});
