import { AuthResponseSchema, LoginBodySchema, MessageResponseSchema, RegisterBodySchema } from '@souk/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isDomainError, tooManyAttempts, unauthenticated } from '../../domain/errors.js';
import { createAttemptLimiter } from '../../lib/attempt-limiter.js';
import { createLoginThrottle } from '../../lib/login-throttle.js';
import {
  TOKEN_COOKIE,
  TOKEN_MAX_AGE_SECONDS,
  type TokenCustomer,
  type TokenService,
} from '../../lib/tokens.js';
import { SECURITY } from '../../plugins/openapi.js';
import {
  LOGIN_THROTTLE,
  LOGIN_THROTTLED,
  signInRateLimit,
  throttledSignIn,
} from '../../plugins/sign-in-throttle.js';
import { authenticate, INVALID_CREDENTIALS } from '../../services/customers.js';
import { LOGGED_IN, mergeGuestIntoCustomer, registerCustomer } from '../../services/sign-in.js';
import type { App, Deps } from '../../types.js';

export const REGISTERED = 'Registration successful';
export const LOGGED_OUT = 'Logged out';
export const REGISTER_THROTTLED = 'Too many registration attempts. Please try again later.';

/** Per account: taken-email registrations of one email inside the window. */
export const ACCOUNT_LIMIT = { maxFailures: 5, windowMs: 15 * 60 * 1000 } as const;

/** Sets the httpOnly session cookie and answers `{ token, message }` (spec §7: the client stores the token too). */
async function signedIn(
  tokens: TokenService,
  request: FastifyRequest,
  reply: FastifyReply,
  customer: TokenCustomer,
  message: string,
) {
  const token = await tokens.sign(customer);
  reply.setCookie(TOKEN_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    maxAge: TOKEN_MAX_AGE_SECONDS,
  });
  return { token, message };
}

/**
 * Auth calls of spec §7. Rate-limited per IP; failed sign-ins throttled per (account, address) and per address,
 * never per account alone (that would let anyone lock the owner out); taken-email registrations per account. A guest who registers or signs in with the
 * x-guest-session header keeps the guest cart and wishlist (merged into the account).
 */
export function authRoutes(app: App, { db, tokens, limits }: Deps): void {
  const accountLimiter = createAttemptLimiter(limits, 'customer-register', ACCOUNT_LIMIT);
  const loginThrottle = createLoginThrottle(limits, 'customer-login', LOGIN_THROTTLE);

  app.post(
    '/customer/customer-register',
    {
      schema: {
        operationId: 'registerCustomer',
        summary: 'Create a customer account and sign in',
        description:
          "Answers the token and sets it in the httpOnly session cookie. With the guest session header, the guest's cart and wishlist become the account's. 409 when the email is registered.",
        tags: ['auth'],
        security: SECURITY.optionalGuest,
        body: RegisterBodySchema,
        response: { 201: AuthResponseSchema },
        errors: [409],
      },
      config: signInRateLimit(REGISTER_THROTTLED),
    },
    async (request, reply) => {
      const { body } = request;
      const key = body.email;
      if (await accountLimiter.isBlocked(key)) throw tooManyAttempts(REGISTER_THROTTLED);
      let customer: TokenCustomer;
      try {
        customer = await registerCustomer(db, body, request.guestSessionId);
      } catch (error) {
        if (isDomainError(error, 'conflict')) await accountLimiter.recordFailure(key);
        throw error;
      }
      const answer = await signedIn(tokens, request, reply, customer, REGISTERED);
      return reply.status(201).send(answer);
    },
  );

  app.post(
    '/customer/customer-login',
    {
      schema: {
        operationId: 'loginCustomer',
        summary: 'Sign a customer in',
        description:
          "Answers the token and sets it in the httpOnly session cookie. With the guest session header, the guest's cart and wishlist are merged into the account's. 401 for a wrong email or password; limited per address and per account.",
        tags: ['auth'],
        security: SECURITY.optionalGuest,
        body: LoginBodySchema,
        response: { 200: AuthResponseSchema },
        errors: [401],
      },
      config: signInRateLimit(LOGIN_THROTTLED),
    },
    async (request, reply) => {
      const { body } = request;
      const customer = await throttledSignIn(loginThrottle, body.email, request, reply, () =>
        authenticate(db, body.email, body.password),
      );
      if (!customer) throw unauthenticated(INVALID_CREDENTIALS);
      if (request.guestSessionId) await mergeGuestIntoCustomer(db, request.guestSessionId, customer.id);
      return signedIn(tokens, request, reply, customer, LOGGED_IN);
    },
  );

  app.post(
    '/customer/logout',
    {
      schema: {
        operationId: 'logoutCustomer',
        summary: 'Sign out: clear the session cookie',
        tags: ['auth'],
        security: SECURITY.public,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request, reply) => {
      reply.clearCookie(TOKEN_COOKIE, {
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        path: '/',
      });
      return { message: LOGGED_OUT };
    },
  );
}
