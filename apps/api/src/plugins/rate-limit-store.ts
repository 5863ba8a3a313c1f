import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { LimitStore } from '../lib/limits/limit-store.js';

/**
 * `@fastify/rate-limit`'s `store` option over the shared limit store: the per-address limits of every
 * route (`config.rateLimit`) count in one fixed window per route and client across all servers, under
 * `rate:{METHOD}{url}:{client}`.
 */
export function rateLimitStore(limits: LimitStore): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore implements FastifyRateLimitStore {
    readonly #prefix: string;
    // the plugin constructs the store with its options; a route's child gets the route's prefix
    constructor(_options: unknown, prefix = 'rate:') {
      this.#prefix = prefix;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      limits.hit(`${this.#prefix}${key}`, timeWindow).then(
        ({ hits, resetInMs }) => callback(null, { current: hits, ttl: resetInMs }),
        (error: Error) => callback(error),
      );
    }

    // called with the route's merged limit options, the route itself under `routeInfo` (as the
    // plugin's own stores read it; its type declaration says otherwise)
    child(options: unknown): FastifyRateLimitStore {
      const { routeInfo } = options as { routeInfo: { method: string | string[]; url: string } };
      return new SharedRateLimitStore(undefined, `rate:${String(routeInfo.method)}${routeInfo.url}:`);
    }
  }
  return SharedRateLimitStore;
}
