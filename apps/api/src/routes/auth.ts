import { AuthResponseSchema, LoginBodySchema, MessageResponseSchema, RegisterBodySchema } from '@souk/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App, Deps } from '../app.js';
import { HttpError, tooManyRequests, unauthorized } from '../errors.js';
import { createAttemptLimiter } from '../lib/attempt-limiter.js';
import { TOKEN_COOKIE, TOKEN_MAX_AGE_SECONDS, type TokenCustomer, type TokenService } from '../lib/tokens.js';
import { SECURITY } from '../plugins/openapi.js';
import { authenticate, INVALID_CREDENTIALS } from '../services/customers.js';
import { mergeGuestIntoCustomer, registerCustomer } from '../services/sign-in.js';

export const REGISTERED = 'Registration successful';
export const LOGGED_IN = 'Login successful';
export const LOGGED_OUT = 'Logged out';
export const LOGIN_THROTTLED = 'Too many login attempts. Please try again later.';
export const REGISTER_THROTTLED = 'Too many registration attempts. Please try again later.';

/** Per IP, each of register and login. */
export const AUTH_IP_LIMIT = { max: 10, timeWindow: '1 minute' } as const;
/** Per account: failed logins (or taken-email registrations) of one email inside the window. */
export const ACCOUNT_LIMIT = { maxFailures: 5, windowMs: 15 * 60 * 1000 } as const;

function ipRateLimit(message: string) {
  return { rateLimit: { ...AUTH_IP_LIMIT, errorResponseBuilder: () => tooManyRequests(message) } };
}

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
 * Auth calls of spec §7. Rate-limited per IP and per account; a guest who registers or signs in with the
 * x-guest-session header keeps the guest cart and wishlist (merged into the account).
 */
export function authRoutes(app: App, { db, tokens }: Deps): void {
  const accountLimiter = createAttemptLimiter(ACCOUNT_LIMIT);

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
      config: ipRateLimit(REGISTER_THROTTLED),
    },
    async (request, reply) => {
      const { body } = request;
      const key = `register:${body.email}`;
      if (accountLimiter.isBlocked(key)) throw tooManyRequests(REGISTER_THROTTLED);
      let customer: TokenCustomer;
      try {
        customer = await registerCustomer(db, body, request.guestSessionId);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 409) accountLimiter.recordFailure(key);
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
      config: ipRateLimit(LOGIN_THROTTLED),
    },
    async (request, reply) => {
      const { body } = request;
      const key = `login:${body.email}`;
      if (accountLimiter.isBlocked(key)) throw tooManyRequests(LOGIN_THROTTLED);
      // counted before the check so concurrent guesses cannot slip past the limit; a success clears it
      accountLimiter.recordFailure(key);
      const customer = await authenticate(db, body.email, body.password);
      if (!customer) throw unauthorized(INVALID_CREDENTIALS);
      accountLimiter.reset(key);
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
