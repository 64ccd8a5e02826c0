import type os from 'node:os';
import { describe, expect, it } from 'vitest';
import { lanAddress, publicUrlFor } from './lan-address';

const nic = (address: string, extra: Partial<os.NetworkInterfaceInfo> = {}) =>
  ({
    address,
    family: 'IPv4',
    internal: false,
    netmask: '255.255.255.0',
    mac: '00:00:00:00:00:00',
    cidr: null,
    ...extra,
  }) as os.NetworkInterfaceInfo;

describe('lanAddress', () => {
  it('picks the first private IPv4 of an external interface', () => {
    expect(
      lanAddress({
        lo: [nic('127.0.0.1', { internal: true })],
        docker0: [nic('203.0.113.9')],
        wlan0: [nic('fe80::1', { family: 'IPv6' } as Partial<os.NetworkInterfaceInfo>), nic('192.168.1.23')],
        eth1: [nic('10.0.0.5')],
      }),
    ).toBe('192.168.1.23');
    expect(lanAddress({ en0: [nic('172.20.3.4')] })).toBe('172.20.3.4');
    expect(lanAddress({ en0: [nic('172.32.3.4')] })).toBeNull();
    expect(lanAddress({ lo: [nic('127.0.0.1', { internal: true })] })).toBeNull();
  });
});

describe('publicUrlFor', () => {
  it('prefers PUBLIC_URL, then the LAN address, then localhost', () => {
    expect(publicUrlFor({ publicUrl: 'https://skal.app/', port: 8080, lan: '192.168.1.2' })).toBe('https://skal.app');
    expect(publicUrlFor({ port: 8080, lan: '192.168.1.2' })).toBe('http://192.168.1.2:8080');
    expect(publicUrlFor({ port: 9000, lan: null })).toBe('http://localhost:9000');
  });
});
