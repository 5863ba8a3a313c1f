import {
  ConfirmSellerPasswordResetBodySchema,
  RequestSellerPasswordResetBodySchema,
  SELLER_PASSWORD_RESET_REQUESTED,
  SellerActionResponseSchema,
} from '@souk/core';
import { SECURITY } from '../../plugins/openapi.js';
import { PASSWORD_RESET_THROTTLED, signInRateLimit } from '../../plugins/sign-in-throttle.js';
import {
  confirmSellerPasswordReset,
  requestSellerPasswordReset,
  SELLER_PASSWORD_RESET_DONE,
} from '../../services/seller-passwords.js';
import type { App, Deps } from '../../types.js';

/**
 * The forgotten password of a seller (public, limited per address like sign-in): ask for a single-use link
 * by mail, then set a new password with the link's token.
 */
export function sellerPasswordResetRoutes(app: App, { db, config }: Deps): void {
  app.post(
    '/seller/password-reset',
    {
      schema: {
        operationId: 'requestSellerPasswordReset',
        summary: 'Ask for a password reset link by mail',
        description:
          'Answers alike whether the address has a seller account or not; when it has, a link valid for 30 minutes is mailed.',
        tags: ['seller-account'],
        security: SECURITY.public,
        body: RequestSellerPasswordResetBodySchema,
        response: { 200: SellerActionResponseSchema },
      },
      config: signInRateLimit(PASSWORD_RESET_THROTTLED),
    },
    async (request) => {
      await requestSellerPasswordReset(db, request.body.email);
      return { success: true, message: SELLER_PASSWORD_RESET_REQUESTED };
    },
  );

  app.post(
    '/seller/password-reset/confirm',
    {
      schema: {
        operationId: 'confirmSellerPasswordReset',
        summary: "Set a new password with a reset link's token; ends every session of the account",
        description: 'The link works once; 400 for a forged, used or expired one.',
        tags: ['seller-account'],
        security: SECURITY.public,
        body: ConfirmSellerPasswordResetBodySchema,
        response: { 200: SellerActionResponseSchema },
      },
      config: signInRateLimit(PASSWORD_RESET_THROTTLED),
    },
    async (request) => {
      await confirmSellerPasswordReset(db, config.jwtSecret, request.body);
      return { success: true, message: SELLER_PASSWORD_RESET_DONE };
    },
  );
}
