import { NETWORK_QUIET_MS } from '@souk/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPageQuiet } from './start-web-vitals.js';

describe('afterPageQuiet', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs once, the delay after a loaded page and a quiet spell on the network, when the browser is idle', () => {
    vi.useFakeTimers();
    const start = vi.fn();
    afterPageQuiet(start, 3000);
    vi.advanceTimersByTime(3000 + NETWORK_QUIET_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(start).toHaveBeenCalledTimes(1);
    // a later tap does not run it again
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    vi.runAllTimers();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits while resources are still finishing: the network is quiet once a spell passes without one', () => {
    vi.useFakeTimers();
    const resources = vi.spyOn(performance, 'getEntriesByType');
    let count = 5;
    resources.mockImplementation(
      () => Array.from({ length: count }) as ReturnType<typeof performance.getEntriesByType>,
    );
    const start = vi.fn();
    afterPageQuiet(start, 3000);
    vi.advanceTimersByTime(3000);
    // the screen's data still arriving
    count = 7;
    vi.advanceTimersByTime(NETWORK_QUIET_MS);
    count = 8;
    vi.advanceTimersByTime(NETWORK_QUIET_MS);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2 * NETWORK_QUIET_MS);
    expect(start).toHaveBeenCalledTimes(1);
    resources.mockRestore();
  });

  it("runs at the shopper's first tap or key press if that comes sooner", () => {
    vi.useFakeTimers();
    const start = vi.fn();
    afterPageQuiet(start, 3000);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Tab' }));
    expect(start).toHaveBeenCalledTimes(1);
    vi.runAllTimers();
    expect(start).toHaveBeenCalledTimes(1);
  });
});
