import {
  AuthResponseSchema,
  ChangeCustomerPasswordBodySchema,
  CUSTOMER_LOGGED_OUT,
  CUSTOMER_LOGGED_OUT_EVERYWHERE,
  CUSTOMER_PASSWORD_CHANGED,
  LoginBodySchema,
  MessageResponseSchema,
  RegisterBodySchema,
} from '@souk/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isDomainError, tooManyAttempts, unauthenticated } from '../../domain/errors.js';
import { createAttemptLimiter } from '../../lib/attempt-limiter.js';
import { createLoginThrottle } from '../../lib/login-throttle.js';
import { TOKEN_MAX_AGE_SECONDS, type TokenCustomer, tokenCookie } from '../../lib/tokens.js';
import { requireCustomer } from '../../plugins/identity.js';
import { SECURITY } from '../../plugins/openapi.js';
import {
  LOGIN_THROTTLE,
  LOGIN_THROTTLED,
  signInRateLimit,
  throttledSignIn,
} from '../../plugins/sign-in-throttle.js';
import { changeCustomerPassword } from '../../services/customer-passwords.js';
import {
  endCustomerSession,
  endCustomerSessions,
  startCustomerSession,
} from '../../services/customer-sessions.js';
import { authenticate, INVALID_CREDENTIALS } from '../../services/customers.js';
import { LOGGED_IN, mergeGuestIntoCustomer, registerCustomer } from '../../services/sign-in.js';
import type { App, Deps } from '../../types.js';

export const REGISTERED = 'Registration successful';
export const LOGGED_OUT = CUSTOMER_LOGGED_OUT;
export const REGISTER_THROTTLED = 'Too many registration attempts. Please try again later.';
export const CHANGE_PASSWORD_THROTTLED = 'Too many password change attempts. Please try again later.';

/** Per account: taken-email registrations of one email inside the window. */
export const ACCOUNT_LIMIT = { maxFailures: 5, windowMs: 15 * 60 * 1000 } as const;

/**
 * Auth calls of spec §7. Rate-limited per IP; failed sign-ins throttled per (account, address) and per address,
 * never per account alone (that would let anyone lock the owner out); taken-email registrations per account. A guest who registers or signs in with the
 * x-guest-session header keeps the guest cart and wishlist (merged into the account).
 */
export function authRoutes(app: App, { db, tokens, config, limits }: Deps): void {
  const cookie = tokenCookie(config.secureCookies);

  /**
   * Starts a server-side session for the customer, sets its token in the httpOnly session cookie and answers
   * `{ token, message }` (spec §7: the client stores the token too).
   */
  async function signedIn(
    request: FastifyRequest,
    reply: FastifyReply,
    customer: TokenCustomer,
    message: string,
  ) {
    const session = await startCustomerSession(db, customer, {
      userAgent: request.headers['user-agent'] ?? '',
      ip: request.ip,
    });
    const token = await tokens.sign(session);
    // Secure behind an https proxy too, even when PUBLIC_URL (the cookie's name) says http
    const secure = cookie.options.secure || request.protocol === 'https';
    reply.setCookie(cookie.name, token, { ...cookie.options, secure, maxAge: TOKEN_MAX_AGE_SECONDS });
    return { token, message };
  }

  const signedOut = (reply: FastifyReply) => reply.clearCookie(cookie.name, cookie.options);

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
      const answer = await signedIn(request, reply, customer, REGISTERED);
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
      return signedIn(request, reply, customer, LOGGED_IN);
    },
  );

  app.post(
    '/customer/logout',
    {
      schema: {
        operationId: 'logoutCustomer',
        summary: 'Sign out: end the session of this token and clear the session cookie',
        description:
          'Ends the session of the token sent (cookie or bearer): that token stops working at once, on every server. Answers alike without a token or with an ended one.',
        tags: ['auth'],
        security: SECURITY.optionalCustomer,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request, reply) => {
      if (request.customer) await endCustomerSession(db, request.customer.id, request.customer.sessionId);
      signedOut(reply);
      return { message: LOGGED_OUT };
    },
  );

  app.post(
    '/customer/logout-everywhere',
    {
      schema: {
        operationId: 'logoutCustomerEverywhere',
        summary: 'Sign out everywhere: end every session of the customer, this one included',
        tags: ['auth'],
        security: SECURITY.customer,
        response: { 200: MessageResponseSchema },
        errors: [401],
      },
    },
    async (request, reply) => {
      await endCustomerSessions(db, requireCustomer(request).id);
      signedOut(reply);
      return { message: CUSTOMER_LOGGED_OUT_EVERYWHERE };
    },
  );

  app.post(
    '/customer/change-password',
    {
      schema: {
        operationId: 'changeCustomerPassword',
        summary: "Change the signed-in customer's password; ends every other session",
        description:
          'The new password follows the registration rules. 400 when the current password is wrong. The session making the call stays signed in with the same token.',
        tags: ['auth'],
        security: SECURITY.customer,
        body: ChangeCustomerPasswordBodySchema,
        response: { 200: MessageResponseSchema },
        errors: [401],
      },
      config: signInRateLimit(CHANGE_PASSWORD_THROTTLED),
    },
    async (request) => {
      await changeCustomerPassword(db, requireCustomer(request), request.body);
      return { message: CUSTOMER_PASSWORD_CHANGED };
    },
  );
}
