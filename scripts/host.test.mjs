import { describe, expect, it } from 'vitest';
import { hostAddresses, localBase, openCommand, shouldOpenBrowser } from './host.mjs';

describe('npm run host', () => {
  it('reaches an all-interfaces server on loopback, and a specific host directly', () => {
    expect(localBase('0.0.0.0', '8080')).toBe('http://127.0.0.1:8080');
    expect(localBase('::', 9000)).toBe('http://127.0.0.1:9000');
    expect(localBase('192.168.1.20', 8080)).toBe('http://192.168.1.20:8080');
    expect(localBase('::1', 8080)).toBe('http://[::1]:8080');
  });

  it('prints the host display here and on the LAN, and the address phones open', () => {
    expect(hostAddresses('http://127.0.0.1:8080', 'http://192.168.1.20:8080/')).toEqual({
      hostHere: 'http://127.0.0.1:8080/host',
      hostOnLan: 'http://192.168.1.20:8080/host',
      phones: 'http://192.168.1.20:8080/',
    });
  });

  it('opens the browser the platform way', () => {
    expect(openCommand('linux', 'http://x/host')).toEqual({ command: 'xdg-open', args: ['http://x/host'] });
    expect(openCommand('darwin', 'http://x/host')).toEqual({ command: 'open', args: ['http://x/host'] });
    expect(openCommand('win32', 'http://x/host?a=1&b=2')).toEqual({
      command: 'cmd',
      args: ['/c', 'start', '""', 'http://x/host?a=1^&b=2'],
    });
  });

  it('does not try a browser in CI, when told not to, or on a Linux without a display', () => {
    expect(shouldOpenBrowser({}, [], 'darwin')).toBe(true);
    expect(shouldOpenBrowser({ DISPLAY: ':0' }, [], 'linux')).toBe(true);
    expect(shouldOpenBrowser({}, [], 'linux')).toBe(false);
    expect(shouldOpenBrowser({ CI: 'true' }, [], 'win32')).toBe(false);
    expect(shouldOpenBrowser({}, ['--no-open'], 'darwin')).toBe(false);
  });
});
