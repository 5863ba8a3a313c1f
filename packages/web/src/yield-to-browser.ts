/**
 * Ends the current task and continues in a new one, so the browser can paint and handle input in between:
 * `scheduler.yield()` where the browser has it (the continuation runs before other queued tasks), else a
 * zero-delay timeout.
 * @example await yieldToBrowser();
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
