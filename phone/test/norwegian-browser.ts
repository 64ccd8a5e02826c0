// Vitest setup: a test in jsdom runs in a Norwegian browser. jsdom's navigator says en-US, and a first visit follows
// the browser's languages (src/storage.ts), so without this every component test would render English. Tests of
// the detection set their own languages (storage.test.ts).
if (typeof window !== 'undefined') {
  Object.defineProperty(window.navigator, 'languages', { value: ['nb-NO', 'nb'], configurable: true });
}
