export interface LoginThrottleOptions {
  /** Failures of one account from one address answered without delay; after them each wait doubles. */
  freeFailures: number;
  /** The first wait, after the free failures. */
  baseDelayMs: number;
  /** The longest wait. */
  maxDelayMs: number;
  /** Failures from one address, across all accounts, inside the window; then that address waits. */
  addressMaxFailures: number;
  /** How long a failure counts. */
  windowMs: number;
  /** Keys tracked at most; the oldest are forgotten first (memory stays bounded under a key flood). */
  maxKeys?: number;
  /** The clock, swappable in tests. */
  now?: () => number;
}

export interface LoginThrottle {
  /**
   * Starts a sign-in of `account` from `address`: the milliseconds it must wait first (refused), or 0 (go on).
   * A started attempt counts as a failure until `succeeded` says otherwise, so concurrent guesses cannot
   * slip past the count.
   */
  attempt(account: string, address: string): number;
  /** The attempt succeeded: the account's failures from that address are forgotten, and this one uncounted. */
  succeeded(account: string, address: string): void;
}

/** A bounded map of failure times per key, oldest keys forgotten first. */
class FailureLog {
  readonly #times = new Map<string, number[]>();
  constructor(
    private readonly windowMs: number,
    private readonly maxKeys: number,
    private readonly now: () => number,
  ) {}

  recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const kept = (this.#times.get(key) ?? []).filter((time) => time > since);
    if (kept.length === 0) this.#times.delete(key);
    else this.#times.set(key, kept);
    return kept;
  }

  add(key: string): void {
    const times = this.recent(key);
    this.#times.delete(key);
    // re-inserted, so the map's order stays least recently failed first
    if (this.#times.size >= this.maxKeys) {
      const oldest = this.#times.keys().next();
      if (!oldest.done) this.#times.delete(oldest.value);
    }
    this.#times.set(key, [...times, this.now()]);
  }

  /** Forgets the newest failure of the key. */
  dropLatest(key: string): void {
    const times = this.recent(key);
    if (times.length <= 1) this.#times.delete(key);
    else this.#times.set(key, times.slice(0, -1));
  }

  clear(key: string): void {
    this.#times.delete(key);
  }
}

/**
 * Sign-in throttling that cannot be turned against the account's owner. A per-account lockout lets anyone
 * who knows an email lock its owner out; here failures count per (account, client address), each wait
 * after the free ones twice the last (1 s, 2 s, 4 s … up to the cap), and per address across all accounts
 * (one address guessing at many accounts). A client that has not failed is never slowed down: the owner
 * signs in from their own address whatever an attacker does from another. One process only; several
 * instances would keep the logs in a shared store.
 * @example
 * const wait = throttle.attempt(email, request.ip);
 * if (wait > 0) throw tooManyRequests(); // Retry-After: wait
 */
export function createLoginThrottle({
  freeFailures,
  baseDelayMs,
  maxDelayMs,
  addressMaxFailures,
  windowMs,
  maxKeys = 50_000,
  now = Date.now,
}: LoginThrottleOptions): LoginThrottle {
  const pairs = new FailureLog(windowMs, maxKeys, now);
  const addresses = new FailureLog(windowMs, maxKeys, now);
  const pairKey = (account: string, address: string) => `${address}\u0000${account}`;

  function waitFor(account: string, address: string): number {
    const fromAddress = addresses.recent(address);
    if (fromAddress.length >= addressMaxFailures) {
      // the address waits until its oldest counted failure leaves the window
      const oldest = fromAddress[fromAddress.length - addressMaxFailures] ?? now();
      return Math.max(1, oldest + windowMs - now());
    }
    const failures = pairs.recent(pairKey(account, address));
    if (failures.length < freeFailures) return 0;
    const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** (failures.length - freeFailures));
    const last = failures[failures.length - 1] ?? now();
    return Math.max(0, last + delay - now());
  }

  return {
    attempt(account, address) {
      const wait = waitFor(account, address);
      if (wait > 0) return wait;
      pairs.add(pairKey(account, address));
      addresses.add(address);
      return 0;
    },
    succeeded(account, address) {
      pairs.clear(pairKey(account, address));
      addresses.dropLatest(address);
    },
  };
}
