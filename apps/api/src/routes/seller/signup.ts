import {
  AuthResponseSchema,
  SellerSignupBodySchema,
  SellerSignupResponseSchema,
  SHOP_OPENED,
  ShopNameAvailableQuerySchema,
  ShopNameAvailableResponseSchema,
  SIGNUP_REQUESTED,
  VerifySellerSignupBodySchema,
} from '@souk/core';
import { tooManyAttempts } from '../../domain/errors.js';
import { createAttemptLimiter } from '../../lib/attempt-limiter.js';
import type { SellerTokenService } from '../../lib/seller-tokens.js';
import { SECURITY } from '../../plugins/openapi.js';
import { sellerClientOf } from '../../plugins/seller-auth.js';
import { signInRateLimit } from '../../plugins/sign-in-throttle.js';
import { startSellerSession } from '../../services/seller-sessions.js';
import {
  requestSellerSignup,
  shopNameAvailability,
  verifySellerSignup,
} from '../../services/seller-signups.js';
import type { App, Deps } from '../../types.js';

export const SIGNUP_THROTTLED = 'Too many sign-up attempts. Please try again later.';
export const NAME_CHECK_THROTTLED = 'Too many address checks. Please slow down.';
/** Sign-up mails to one e-mail address: a few tries, not a way to flood someone's inbox. */
export const SIGNUP_EMAIL_LIMIT = { maxFailures: 3, windowMs: 60 * 60 * 1000 } as const;
/** Live address checks per client address: a form checks as the seller types (debounced). */
export const NAME_CHECK_IP_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

/**
 * Self-service shop opening (public, beside sign-in): check an address while typing, ask for the mailed
 * link, then open the shop with the link's token and start its session. Rate-limited per client address
 * (like sign-in) and, for the mails, per e-mail address.
 */
export function sellerSignupRoutes(
  app: App,
  { db, config, limits }: Deps,
  sellerTokens: SellerTokenService,
): void {
  const mailsPerEmail = createAttemptLimiter(limits, 'seller-signup-mail', SIGNUP_EMAIL_LIMIT);

  app.get(
    '/seller/signup/name-available',
    {
      schema: {
        operationId: 'checkShopNameAvailable',
        summary: 'Whether a shop address (`/{name}`) can be had, and why not',
        description:
          'Lower-case letters, digits and single hyphens, 3 to 40 characters; the product’s own route names are reserved; a shop’s name or one held by a pending sign-up is taken.',
        tags: ['seller-account'],
        security: SECURITY.public,
        querystring: ShopNameAvailableQuerySchema,
        response: { 200: ShopNameAvailableResponseSchema },
      },
      config: {
        rateLimit: {
          ...NAME_CHECK_IP_LIMIT,
          errorResponseBuilder: () => tooManyAttempts(NAME_CHECK_THROTTLED),
        },
      },
    },
    async (request) => shopNameAvailability(db, request.query.name),
  );

  app.post(
    '/seller/signup',
    {
      schema: {
        operationId: 'requestSellerSignup',
        summary: 'Ask to open a shop: a single-use link to verify the e-mail is mailed',
        description:
          'Answers 202 alike whether the e-mail already has a seller account (which is mailed a note instead) or not; the link works once, for 24 hours, and holds the address meanwhile. 409 when the address is taken.',
        tags: ['seller-account'],
        security: SECURITY.public,
        body: SellerSignupBodySchema,
        response: { 202: SellerSignupResponseSchema },
        errors: [409],
      },
      config: signInRateLimit(SIGNUP_THROTTLED),
    },
    async (request, reply) => {
      const email = request.body.email.toLowerCase();
      if (await mailsPerEmail.isBlocked(email)) throw tooManyAttempts(SIGNUP_THROTTLED);
      await requestSellerSignup(db, request.body);
      await mailsPerEmail.recordFailure(email);
      return reply.status(202).send({ message: SIGNUP_REQUESTED });
    },
  );

  app.post(
    '/seller/signup/verify',
    {
      schema: {
        operationId: 'verifySellerSignup',
        summary: "Open the shop with a sign-up link's token, and sign its seller in",
        description:
          'Creates the shop (empty), its seller account and its payment settings (no method enabled), and answers a seller token as sign-in does. The link works once: 400 for a forged, used or expired one; 409 when the address or the e-mail was taken meanwhile.',
        tags: ['seller-account'],
        security: SECURITY.public,
        body: VerifySellerSignupBodySchema,
        response: { 200: AuthResponseSchema },
        errors: [409],
      },
      config: signInRateLimit(SIGNUP_THROTTLED),
    },
    async (request) => {
      const account = await verifySellerSignup(db, config.jwtSecret, request.body.token);
      const seller = await startSellerSession(db, account, sellerClientOf(request));
      return { token: await sellerTokens.sign(seller), message: SHOP_OPENED };
    },
  );
}
