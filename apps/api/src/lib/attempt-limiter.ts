import type { LimitStore } from './limits/limit-store.js';

export interface AttemptLimiterOptions {
  /** Failures allowed inside the window; the next attempt is refused. */
  maxFailures: number;
  windowMs: number;
}

export interface AttemptLimiter {
  /** True when the key has used up its failures inside the window. */
  isBlocked(key: string): Promise<boolean>;
  recordFailure(key: string): Promise<void>;
  /** Forgets the key's failures (a successful sign-in). */
  reset(key: string): Promise<void>;
}

/**
 * A sliding-window limiter of failed attempts per key (e.g. per account email), beside the per-IP rate
 * limit: spreading guesses over many addresses does not buy more guesses at one account. Counted in the
 * shared limit store under `{name}:{key}`, so every server of the shop counts together.
 * @example
 * const limiter = createAttemptLimiter(limits, 'customer-register', { maxFailures: 5, windowMs: 15 * 60_000 });
 * if (await limiter.isBlocked(email)) throw tooManyRequests();
 */
export function createAttemptLimiter(
  store: LimitStore,
  name: string,
  { maxFailures, windowMs }: AttemptLimiterOptions,
): AttemptLimiter {
  const keyOf = (key: string) => `${name}:${key}`;
  return {
    isBlocked: async (key) => (await store.recent(keyOf(key), windowMs)).length >= maxFailures,
    async recordFailure(key) {
      await store.record(keyOf(key), windowMs);
    },
    reset: (key) => store.clear(keyOf(key)),
  };
}
