import type { LimitStore } from './limit-store.js';

/** Where an outage is told: one line when it starts, one when it ends. */
export interface OutageLog {
  warn(message: string): void;
  info(message: string): void;
}

/**
 * The store's outages answered as "nothing counted" (fail open): a sign-in, a registration or a review
 * goes on while Redis or PostgreSQL cannot count it, rather than answering 500 or 503 to everyone. The
 * limits are a brake on abuse, not the lock: passwords, tokens and stock checks still hold. One line is
 * logged when the store starts failing and one when it answers again, never one per request.
 */
export function failOpen(store: LimitStore, log: OutageLog): LimitStore {
  let down = false;

  async function guard<T>(operation: () => Promise<T>, fallback: () => T): Promise<T> {
    try {
      const result = await operation();
      if (down) {
        down = false;
        log.info(`limits: the ${store.kind} store answers again; limits hold again`);
      }
      return result;
    } catch (error) {
      if (!down) {
        down = true;
        const reason = error instanceof Error ? error.message : String(error);
        log.warn(
          `limits: the ${store.kind} store is unreachable (${reason}); limits are off until it answers`,
        );
      }
      return fallback();
    }
  }

  return {
    kind: store.kind,
    now: store.now,
    hit: (key, windowMs) =>
      guard(
        () => store.hit(key, windowMs),
        () => ({ hits: 0, resetInMs: windowMs }),
      ),
    record: (key, windowMs) =>
      guard(
        () => store.record(key, windowMs),
        () => ({ id: '', prior: [] }),
      ),
    recent: (key, windowMs) =>
      guard(
        () => store.recent(key, windowMs),
        () => [],
      ),
    remove: (key, id) =>
      guard(
        () => store.remove(key, id),
        () => undefined,
      ),
    clear: (key) =>
      guard(
        () => store.clear(key),
        () => undefined,
      ),
    close: () => store.close(),
  };
}
