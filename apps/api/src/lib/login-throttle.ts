import type { LimitStore } from './limits/limit-store.js';

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
}

/** A started sign-in: refused (wait) or going on, to be told whether it succeeded. */
export interface LoginAttempt {
  /** Milliseconds to wait before trying again (refused), or 0 (go on). */
  waitMs: number;
  /** The attempt succeeded: the account's failures from that address are forgotten, and this one uncounted. */
  succeeded(): Promise<void>;
}

export interface LoginThrottle {
  /**
   * Starts a sign-in of `account` from `address`. A started attempt counts as a failure until `succeeded`
   * says otherwise, so concurrent guesses, on this server or another, cannot slip past the count.
   */
  attempt(account: string, address: string): Promise<LoginAttempt>;
}

/**
 * Sign-in throttling that cannot be turned against the account's owner. A per-account lockout lets anyone
 * who knows an email lock its owner out; here failures count per (account, client address), each wait
 * after the free ones twice the last (1 s, 2 s, 4 s … up to the cap), and per address across all accounts
 * (one address guessing at many accounts). A client that has not failed is never slowed down: the owner
 * signs in from their own address whatever an attacker does from another. Failures are events in the
 * shared limit store (`{name}:pair:…`, `{name}:address:…`), so every server of the shop counts together.
 * @example
 * const { waitMs, succeeded } = await throttle.attempt(email, request.ip);
 * if (waitMs > 0) throw tooManyRequests(); // Retry-After: waitMs
 */
export function createLoginThrottle(
  store: LimitStore,
  name: string,
  { freeFailures, baseDelayMs, maxDelayMs, addressMaxFailures, windowMs }: LoginThrottleOptions,
): LoginThrottle {
  // an address has no space: the first space ends it, whatever the account holds
  const pairKey = (account: string, address: string) => `${name}:pair:${address} ${account}`;
  const addressKey = (address: string) => `${name}:address:${address}`;

  /** The wait owed before this attempt, given the failures recorded before it. */
  function waitFor(fromAddress: number[], fromPair: number[]): number {
    const now = store.now();
    if (fromAddress.length >= addressMaxFailures) {
      // the address waits until its oldest counted failure leaves the window
      const oldest = fromAddress[fromAddress.length - addressMaxFailures] ?? now;
      return Math.max(1, oldest + windowMs - now);
    }
    if (fromPair.length < freeFailures) return 0;
    const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** (fromPair.length - freeFailures));
    const last = fromPair[fromPair.length - 1] ?? now;
    return Math.max(0, last + delay - now);
  }

  return {
    async attempt(account, address) {
      // recorded first, then judged on what was recorded before it: two attempts at once never both
      // see the count below the limit; a refused attempt is taken back
      const pair = pairKey(account, address);
      const from = addressKey(address);
      const [fromPair, fromAddress] = await Promise.all([
        store.record(pair, windowMs),
        store.record(from, windowMs),
      ]);
      const waitMs = waitFor(fromAddress.prior, fromPair.prior);
      if (waitMs > 0) {
        await Promise.all([store.remove(pair, fromPair.id), store.remove(from, fromAddress.id)]);
      }
      return {
        waitMs,
        async succeeded() {
          await Promise.all([store.clear(pair), store.remove(from, fromAddress.id)]);
        },
      };
    },
  };
}
