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
