import { describe, expect, it, vi } from 'vitest';
import type { WindowOpenHandlerResponse } from 'electron';
import { decideNavigation, installNavigationPolicy } from './navigation';

const local = 'http://127.0.0.1:8080/host';

describe('decideNavigation', () => {
  it('allows the local origin, any path', () => {
    expect(decideNavigation('http://127.0.0.1:8080/host?room=glad%20elg%2042', local)).toBe('allow');
    expect(decideNavigation('http://127.0.0.1:8080/', local)).toBe('allow');
  });

  it('sends other web pages to the system browser', () => {
    expect(decideNavigation('https://skal.app/privacy-policy', local)).toBe('external');
    expect(decideNavigation('http://127.0.0.1:9090/host', local)).toBe('external');
    expect(decideNavigation('http://192.168.1.20:8080/host', local)).toBe('external');
  });

  it('refuses other schemes and garbage', () => {
    for (const url of ['file:///etc/passwd', 'javascript:alert(1)', 'data:text/html,x', 'smb://x/y', 'not a url']) {
      expect(decideNavigation(url, local)).toBe('deny');
    }
  });
});

type Listener = (event: { preventDefault(): void }, url: string) => void;

function fakeContents() {
  const listeners = new Map<string, Listener>();
  let openHandler: ((details: { url: string }) => WindowOpenHandlerResponse) | undefined;
  const contents = {
    on: vi.fn((name: string, listener: Listener) => listeners.set(name, listener)),
    setWindowOpenHandler: vi.fn((handler: typeof openHandler) => {
      openHandler = handler;
    }),
  };
  return {
    contents,
    navigate(name: string, url: string) {
      const event = { preventDefault: vi.fn() };
      listeners.get(name)!(event, url);
      return event.preventDefault.mock.calls.length > 0;
    },
    open: (url: string) => openHandler!({ url }),
  };
}

describe('installNavigationPolicy', () => {
  it('lets the window move within the app and stops everything else', () => {
    const fake = fakeContents();
    const openExternal = vi.fn(async () => undefined);
    installNavigationPolicy(fake.contents as never, local, openExternal);

    expect(fake.navigate('will-navigate', 'http://127.0.0.1:8080/host?room=x')).toBe(false);
    expect(fake.navigate('will-navigate', 'https://example.com/')).toBe(true);
    expect(fake.navigate('will-redirect', 'https://evil.example/')).toBe(true);
    expect(fake.navigate('will-navigate', 'file:///etc/passwd')).toBe(true);
    expect(fake.navigate('will-attach-webview', 'http://127.0.0.1:8080/')).toBe(true);
    expect(openExternal.mock.calls).toEqual([['https://example.com/'], ['https://evil.example/']]);
  });

  it('opens new windows only on the local origin, hardened; web links go to the browser', () => {
    const fake = fakeContents();
    const openExternal = vi.fn(async () => undefined);
    installNavigationPolicy(fake.contents as never, local, openExternal);

    const inside = fake.open('http://127.0.0.1:8080/terms-of-sale');
    expect(inside.action).toBe('allow');
    expect(inside.overrideBrowserWindowOptions?.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
    });
    expect(fake.open('https://vipps.no/')).toEqual({ action: 'deny' });
    expect(fake.open('javascript:alert(1)')).toEqual({ action: 'deny' });
    expect(openExternal.mock.calls).toEqual([['https://vipps.no/']]);
  });

  it('does not crash when the system browser cannot open a link', async () => {
    const fake = fakeContents();
    const openExternal = vi.fn(async () => {
      throw new Error('no browser');
    });
    installNavigationPolicy(fake.contents as never, local, openExternal);
    expect(fake.open('https://skal.app/')).toEqual({ action: 'deny' });
    await Promise.resolve();
    expect(openExternal).toHaveBeenCalledOnce();
  });
});
