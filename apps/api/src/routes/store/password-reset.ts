import {
  ConfirmCustomerPasswordResetBodySchema,
  CUSTOMER_PASSWORD_RESET_DONE,
  CUSTOMER_PASSWORD_RESET_REQUESTED,
  MessageResponseSchema,
  RequestCustomerPasswordResetBodySchema,
} from '@souk/core';
import { SECURITY } from '../../plugins/openapi.js';
import { PASSWORD_RESET_THROTTLED, signInRateLimit } from '../../plugins/sign-in-throttle.js';
import {
  confirmCustomerPasswordReset,
  requestCustomerPasswordReset,
} from '../../services/customer-passwords.js';
import type { App, Deps } from '../../types.js';

/**
 * A shopper's forgotten password (public, limited per address like sign-in): ask for a single-use link by
 * mail from a shop, then set a new password with the link's token.
 */
export function customerPasswordResetRoutes(app: App, { db, config }: Deps): void {
  app.post(
    '/customer/password-reset',
    {
      schema: {
        operationId: 'requestCustomerPasswordReset',
        summary: 'Ask for a password reset link by mail',
        description:
          "Answers alike whether the address has a customer account or not; when it has, a link valid for 30 minutes to the shop's reset page is mailed. 404 for an unknown shop.",
        tags: ['auth'],
        security: SECURITY.public,
        body: RequestCustomerPasswordResetBodySchema,
        response: { 200: MessageResponseSchema },
        errors: [404],
      },
      config: signInRateLimit(PASSWORD_RESET_THROTTLED),
    },
    async (request) => {
      await requestCustomerPasswordReset(db, request.body);
      return { message: CUSTOMER_PASSWORD_RESET_REQUESTED };
    },
  );

  app.post(
    '/customer/password-reset/confirm',
    {
      schema: {
        operationId: 'confirmCustomerPasswordReset',
        summary: "Set a new password with a reset link's token",
        description:
          'The link works once, for 30 minutes; 400 for a forged, used or expired one. Every session of the customer ends: tokens signed in before stop working at once.',
        tags: ['auth'],
        security: SECURITY.public,
        body: ConfirmCustomerPasswordResetBodySchema,
        response: { 200: MessageResponseSchema },
      },
      config: signInRateLimit(PASSWORD_RESET_THROTTLED),
    },
    async (request) => {
      await confirmCustomerPasswordReset(db, config.jwtSecret, request.body);
      return { message: CUSTOMER_PASSWORD_RESET_DONE };
    },
  );
}
