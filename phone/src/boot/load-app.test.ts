// @vitest-environment jsdom
// The boot step's loading of the app: the scripts the build lists, a first visit's tutorial with them, one element
// a task, the entry's script last.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadApp } from './load-app';

const APP = '/assets/index-1.js /assets/runtime-2.js /assets/rules-3.js';
const TUTORIAL = '/assets/Tutorial-4.js /assets/texts-5.js';

/** What the boot step has put into the head: each preload link's and script's address, in order. */
function loaded(): string[] {
  return [...document.head.querySelectorAll('link[rel="modulepreload"], script[type="module"]')].map(
    (node) => `${node.localName} ${node.getAttribute('href') ?? node.getAttribute('src')}`,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  document.head.innerHTML = `<meta name="skal-app" content="${APP}"><meta name="skal-tutorial" content="${TUTORIAL}">`;
});

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
});

describe('loading the app from the boot step', () => {
  it('puts in one preload link a task, in the build’s order, and the entry’s script once the page is parsed', () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    loadApp(null, () => Promise.resolve(), false);
    expect(loaded()).toEqual([]);
    expect(vi.getTimerCount()).toBe(3);
    vi.runAllTimers();
    expect(loaded()).toHaveLength(3);
    Reflect.deleteProperty(document, 'readyState');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(loaded()).toEqual([
      'link /assets/index-1.js',
      'link /assets/runtime-2.js',
      'link /assets/rules-3.js',
      'script /assets/index-1.js',
    ]);
  });

  it('asks for a first visit’s tutorial beside the app, before the entry runs', async () => {
    loadApp('shell', () => Promise.resolve(), true);
    // After the screen's paint and what the shell waits for.
    await vi.runAllTimersAsync();
    expect(loaded()).toEqual([
      'link /assets/index-1.js',
      'link /assets/runtime-2.js',
      'link /assets/rules-3.js',
      'link /assets/Tutorial-4.js',
      'link /assets/texts-5.js',
      'script /assets/index-1.js',
    ]);
  });

  it('waits for what the screen from the HTML waits for', async () => {
    let allow = () => undefined as void;
    loadApp('shell', () => new Promise<void>((resolve) => (allow = resolve)), false);
    await vi.runAllTimersAsync();
    expect(loaded()).toEqual([]);
    allow();
    await vi.runAllTimersAsync();
    expect(loaded()).toHaveLength(4);
  });

  it('does nothing without the build’s list (development)', () => {
    document.head.innerHTML = '';
    loadApp(null, () => Promise.resolve(), true);
    vi.runAllTimers();
    expect(loaded()).toEqual([]);
  });
});

describe('the home screen', () => {
  /** The browser's paint timing: the boot step's observer, which the test tells of the first contentful paint. */
  let observers: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[];

  beforeEach(() => {
    observers = [];
    class PaintObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
        observers.push(callback);
      }
      observe(): void {}
      disconnect(): void {}
    }
    Object.defineProperty(window, 'PerformanceObserver', { value: PaintObserver, configurable: true });
  });

  afterEach(() => {
    Reflect.deleteProperty(window, 'PerformanceObserver');
  });

  it('loads the app once its first contentful paint is reported, without waiting for another frame', () => {
    // No frame comes: what the boot step puts in may not wait for one.
    const frame = window.requestAnimationFrame;
    window.requestAnimationFrame = () => 0;
    loadApp('home', () => new Promise<void>(() => undefined), false);
    vi.advanceTimersByTime(100);
    expect(loaded()).toEqual([]);
    observers[0]?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    vi.advanceTimersByTime(10);
    expect(loaded()).toEqual([
      'link /assets/index-1.js',
      'link /assets/runtime-2.js',
      'link /assets/rules-3.js',
      'script /assets/index-1.js',
    ]);
    window.requestAnimationFrame = frame;
  });

  it('loads it after two seconds when no paint is reported (a page in the background)', () => {
    loadApp('home', () => Promise.resolve(), true);
    vi.advanceTimersByTime(1999);
    expect(loaded()).toEqual([]);
    vi.advanceTimersByTime(1);
    vi.runAllTimers();
    expect(loaded()).toHaveLength(6);
  });
});
