import { AuthResponseSchema, LoginBodySchema } from '@souk/core';
import { unauthenticated } from '../../domain/errors.js';
import { createLoginThrottle } from '../../lib/login-throttle.js';
import type { SellerTokenService } from '../../lib/seller-tokens.js';
import { SECURITY } from '../../plugins/openapi.js';
import {
  LOGIN_THROTTLE,
  LOGIN_THROTTLED,
  signInRateLimit,
  throttledSignIn,
} from '../../plugins/sign-in-throttle.js';
import { INVALID_CREDENTIALS } from '../../services/customers.js';
import { authenticateSeller } from '../../services/seller-accounts.js';
import { LOGGED_IN } from '../../services/sign-in.js';
import type { App, Deps } from '../../types.js';

/** POST /seller/login: the seller console's sign-in, answering a seller token (never a customer's). */
export function sellerAuthRoutes(app: App, { db }: Deps, sellerTokens: SellerTokenService): void {
  const loginThrottle = createLoginThrottle(LOGIN_THROTTLE);
  app.post(
    '/seller/login',
    {
      schema: {
        operationId: 'loginSeller',
        summary: 'Sign a seller in to the seller console; answers its token',
        description: '401 for a wrong email or password; limited per address and per account and address.',
        tags: ['seller-payments'],
        security: SECURITY.public,
        body: LoginBodySchema,
        response: { 200: AuthResponseSchema },
        errors: [401],
      },
      config: signInRateLimit(LOGIN_THROTTLED),
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const account = await throttledSignIn(loginThrottle, email, request, reply, () =>
        authenticateSeller(db, email, password),
      );
      if (!account) throw unauthenticated(INVALID_CREDENTIALS);
      return { token: await sellerTokens.sign(account), message: LOGGED_IN };
    },
  );
}
