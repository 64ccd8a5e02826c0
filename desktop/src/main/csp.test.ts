import { describe, expect, it, vi } from 'vitest';
import { contentSecurityPolicy, installSessionPolicy } from './csp';

describe('contentSecurityPolicy', () => {
  it('allows only the app itself: scripts, connections (incl. its websocket), no plugins or frames', () => {
    const policy = contentSecurityPolicy('http://127.0.0.1:8080/host');
    const directives = Object.fromEntries(
      policy.split('; ').map((directive) => {
        const [name, ...values] = directive.split(' ');
        return [name, values];
      }),
    );
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['connect-src']).toEqual(["'self'", 'ws://127.0.0.1:8080']);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(policy).not.toContain("'unsafe-eval'");
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
  });
});

describe('installSessionPolicy', () => {
  it('adds the policy to every response and refuses every permission', () => {
    let onHeaders:
      | ((
          details: { responseHeaders?: Record<string, string[]> },
          callback: (response: { responseHeaders?: Record<string, string[]> }) => void,
        ) => void)
      | undefined;
    let onPermission:
      ((contents: unknown, permission: string, callback: (granted: boolean) => void) => void) | undefined;
    let onCheck: (() => boolean) | undefined;
    const session = {
      webRequest: { onHeadersReceived: vi.fn((listener: typeof onHeaders) => (onHeaders = listener)) },
      setPermissionRequestHandler: vi.fn((handler: typeof onPermission) => (onPermission = handler)),
      setPermissionCheckHandler: vi.fn((handler: typeof onCheck) => (onCheck = handler)),
    };
    installSessionPolicy(session as never, 'http://127.0.0.1:8080/host');

    const callback = vi.fn();
    onHeaders!({ responseHeaders: { 'content-type': ['text/html'] } }, callback);
    expect(callback).toHaveBeenCalledWith({
      responseHeaders: {
        'content-type': ['text/html'],
        'Content-Security-Policy': [contentSecurityPolicy('http://127.0.0.1:8080')],
      },
    });

    const granted = vi.fn();
    onPermission!({}, 'media', granted);
    expect(granted).toHaveBeenCalledWith(false);
    expect(onCheck!()).toBe(false);
  });
});
