import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPageQuiet } from './start-web-vitals.js';

describe('afterPageQuiet', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs once, the delay after a loaded page, when the browser is idle', () => {
    vi.useFakeTimers();
    const start = vi.fn();
    afterPageQuiet(start, 3000);
    vi.advanceTimersByTime(2999);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(start).toHaveBeenCalledTimes(1);
    // a later tap does not run it again
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    vi.runAllTimers();
    expect(start).toHaveBeenCalledTimes(1);
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
