import { AuthResponseSchema, LoginBodySchema } from '@souk/core';
import { unauthenticated } from '../../domain/errors.js';
import { createLoginThrottle } from '../../lib/login-throttle.js';
import type { SellerTokenService } from '../../lib/seller-tokens.js';
import { SECURITY } from '../../plugins/openapi.js';
import { sellerClientOf } from '../../plugins/seller-auth.js';
import {
  LOGIN_THROTTLE,
  LOGIN_THROTTLED,
  signInRateLimit,
  throttledSignIn,
} from '../../plugins/sign-in-throttle.js';
import { INVALID_CREDENTIALS } from '../../services/customers.js';
import { signInSeller } from '../../services/seller-sessions.js';
import { LOGGED_IN } from '../../services/sign-in.js';
import type { App, Deps } from '../../types.js';

/**
 * POST /seller/login: the seller console's sign-in. It starts a server-side session and answers a seller
 * token naming it (never a customer's token); the session ends with sign-out or after 12 hours.
 */
export function sellerAuthRoutes(app: App, { db, limits }: Deps, sellerTokens: SellerTokenService): void {
  const loginThrottle = createLoginThrottle(limits, 'seller-login', LOGIN_THROTTLE);
  app.post(
    '/seller/login',
    {
      schema: {
        operationId: 'loginSeller',
        summary: 'Sign a seller in to the seller console: starts a session and answers its token',
        description: '401 for a wrong email or password; limited per address and per account and address.',
        tags: ['seller-account'],
        security: SECURITY.public,
        body: LoginBodySchema,
        response: { 200: AuthResponseSchema },
        errors: [401],
      },
      config: signInRateLimit(LOGIN_THROTTLED),
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const seller = await throttledSignIn(loginThrottle, email, request, reply, () =>
        signInSeller(db, email, password, sellerClientOf(request)),
      );
      if (!seller) throw unauthenticated(INVALID_CREDENTIALS);
      return { token: await sellerTokens.sign(seller), message: LOGGED_IN };
    },
  );
}
