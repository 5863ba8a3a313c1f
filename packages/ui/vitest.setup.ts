import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { messages } from './src/i18n/catalogues/en.js';
import { activateCatalogue } from './src/i18n/i18n.js';

// the shop's texts in English, the spec's own (issue 22: one message catalogue)
activateCatalogue('en', messages);

afterEach(() => cleanup());

// sonner takes a closed toast off the list 200 ms later, from a timer that unmounting does not clear: let
// such timers fire before the test file's window is torn down (a late one throws "window is not defined"
// and fails the run, seen when a loaded machine ends a file right after a toast closed)
afterAll(() => new Promise((resolve) => setTimeout(resolve, 300)));

// findBy*/waitFor wait for what must happen, not for how fast: shared CI machines can be slow, and a
// test that waits longer for a right answer still fails on a wrong one
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks these browser APIs that carousels and sliders use
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= class {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
} as unknown as typeof IntersectionObserver;
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;
