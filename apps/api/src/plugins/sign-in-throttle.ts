import type { FastifyReply, FastifyRequest } from 'fastify';
import { tooManyAttempts } from '../domain/errors.js';
import type { LoginThrottle } from '../lib/login-throttle.js';

export const LOGIN_THROTTLED = 'Too many login attempts. Please try again later.';
export const PASSWORD_RESET_THROTTLED = 'Too many password reset attempts. Please try again later.';

/**
 * Per IP, each of register, login, the password reset and sign-up calls (sellers' and customers'): 10 a
 * minute unless the server sets `authRateLimit` (config AUTH_RATE_LIMIT, e.g. for a suite of journeys that
 * all sign in from 127.0.0.1).
 */
export const AUTH_IP_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

declare module 'fastify' {
  interface FastifyInstance {
    /** Calls per client address and minute to each sign-in route (`AUTH_IP_LIMIT.max` by default). */
    authRateLimit?: number;
  }
}
/**
 * Failed sign-ins (customers and sellers alike): 3 per account and address without delay, then waits of 1 s,
 * 2 s, 4 s … up to 15 minutes; 30 per address across accounts. Failures count for an hour.
 */
export const LOGIN_THROTTLE = {
  freeFailures: 3,
  baseDelayMs: 1000,
  maxDelayMs: 15 * 60 * 1000,
  addressMaxFailures: 30,
  windowMs: 60 * 60 * 1000,
} as const;

/** The per-IP rate limit of a sign-in route, refusing with `message`. */
export function signInRateLimit(message: string) {
  return {
    rateLimit: {
      ...AUTH_IP_LIMIT,
      max: (request: FastifyRequest) => request.server.authRateLimit ?? AUTH_IP_LIMIT.max,
      errorResponseBuilder: () => tooManyAttempts(message),
    },
  };
}

/**
 * Runs a sign-in under the throttle: refused with 429 and Retry-After while the account's failures from this
 * address (or this address's failures) make it wait; a null answer counts as a failure.
 */
export async function throttledSignIn<T>(
  throttle: LoginThrottle,
  account: string,
  request: FastifyRequest,
  reply: FastifyReply,
  signIn: () => Promise<T | null>,
): Promise<T | null> {
  const attempt = await throttle.attempt(account, request.ip);
  if (attempt.waitMs > 0) {
    reply.header('Retry-After', String(Math.ceil(attempt.waitMs / 1000)));
    throw tooManyAttempts(LOGIN_THROTTLED);
  }
  const result = await signIn();
  if (result) await attempt.succeeded();
  return result;
}
