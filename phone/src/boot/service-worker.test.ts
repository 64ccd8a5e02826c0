// @vitest-environment jsdom
// The service worker is registered once the page has loaded and the browser is idle, never while the first screen
// is still starting.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorkerWhenIdle } from './service-worker';

/** The browser's parts this touches, as a phone's browser has them: a service worker container, idle callbacks. */
let registered: string[];
let idle: { callback: () => void; timeout: number | undefined }[];

function setReadyState(state: DocumentReadyState): void {
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });
}

beforeEach(() => {
  registered = [];
  idle = [];
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { register: (url: string) => (registered.push(url), Promise.resolve()) },
    configurable: true,
  });
  Object.defineProperty(window, 'requestIdleCallback', {
    value: (callback: () => void, options?: { timeout?: number }) => idle.push({ callback, timeout: options?.timeout }),
    configurable: true,
  });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(window, 'requestIdleCallback');
  Reflect.deleteProperty(document, 'readyState');
  vi.useRealTimers();
});

describe('registering the service worker', () => {
  it('waits for an idle moment (at most a few seconds) once the page has loaded', () => {
    setReadyState('complete');
    registerServiceWorkerWhenIdle();
    expect(registered).toEqual([]);
    expect(idle).toHaveLength(1);
    expect(idle[0]?.timeout).toBeGreaterThan(0);
    idle[0]?.callback();
    expect(registered).toEqual(['/sw.js']);
  });

  it('waits for the page’s load event first', () => {
    setReadyState('interactive');
    registerServiceWorkerWhenIdle();
    expect(idle).toEqual([]);
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
    idle[0]?.callback();
    expect(registered).toEqual(['/sw.js']);
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
  });

  it('waits a fixed while in a browser without idle callbacks', () => {
    vi.useFakeTimers();
    setReadyState('complete');
    Reflect.deleteProperty(window, 'requestIdleCallback');
    registerServiceWorkerWhenIdle();
    vi.advanceTimersByTime(1000);
    expect(registered).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(registered).toEqual(['/sw.js']);
  });

  it('does nothing where there are no service workers', () => {
    setReadyState('complete');
    Reflect.deleteProperty(navigator, 'serviceWorker');
    registerServiceWorkerWhenIdle();
    expect(idle).toEqual([]);
  });
});
