export interface AttemptLimiterOptions {
  /** Failures allowed inside the window; the next attempt is refused. */
  maxFailures: number;
  windowMs: number;
  /** Keys tracked at most; the oldest are forgotten first (memory stays bounded under a key flood). */
  maxKeys?: number;
  /** The clock, swappable in tests. */
  now?: () => number;
}

export interface AttemptLimiter {
  /** True when the key has used up its failures inside the window. */
  isBlocked(key: string): boolean;
  recordFailure(key: string): void;
  /** Forgets the key's failures (a successful sign-in). */
  reset(key: string): void;
}

/**
 * An in-memory sliding-window limiter of failed attempts per key (e.g. per account email), beside the
 * per-IP rate limit: spreading guesses over many addresses does not buy more guesses at one account.
 * One process only; a multi-instance deployment would move this to a shared store.
 * @example
 * const limiter = createAttemptLimiter({ maxFailures: 5, windowMs: 15 * 60_000 });
 * if (limiter.isBlocked(email)) throw tooManyRequests();
 */
export function createAttemptLimiter({
  maxFailures,
  windowMs,
  maxKeys = 50_000,
  now = Date.now,
}: AttemptLimiterOptions): AttemptLimiter {
  const failures = new Map<string, number[]>();

  function recent(key: string): number[] {
    const since = now() - windowMs;
    const kept = (failures.get(key) ?? []).filter((time) => time > since);
    if (kept.length === 0) failures.delete(key);
    else failures.set(key, kept);
    return kept;
  }

  function evict(): void {
    for (const key of failures.keys()) {
      if (failures.size < maxKeys) return;
      recent(key);
    }
    for (const key of failures.keys()) {
      if (failures.size < maxKeys) return;
      failures.delete(key);
    }
  }

  return {
    isBlocked: (key) => recent(key).length >= maxFailures,
    recordFailure(key) {
      const times = recent(key);
      if (!failures.has(key)) evict();
      // re-insert so Map order stays oldest-first for eviction
      failures.delete(key);
      failures.set(key, [...times, now()]);
    },
    reset(key) {
      failures.delete(key);
    },
  };
}
