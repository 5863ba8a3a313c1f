import {
  AlertBodySchema,
  NEWSLETTER_THROTTLED,
  SubscribeBodySchema,
  SubscribeResponseSchema,
  SubscriptionConfirmBodySchema,
  SubscriptionLinkResponseSchema,
  SubscriptionTokenQuerySchema,
} from '@souk/core';
import * as z from 'zod/mini';
import { SECURITY } from '../../plugins/openapi.js';
import { signInRateLimit } from '../../plugins/sign-in-throttle.js';
import {
  confirmSubscription,
  describeUnsubscribeLink,
  subscribe,
  subscribeToAlert,
  unsubscribe,
} from '../../services/subscriptions.js';
import type { App, Deps } from '../../types.js';

const ShopParams = z.object({ sellerName: z.string().check(z.minLength(1), z.maxLength(128)) });
const ProductParams = z.object({
  sellerName: z.string().check(z.minLength(1), z.maxLength(128)),
  productId: z.string().check(z.minLength(1), z.maxLength(128)),
});

/**
 * A shopper's subscriptions to a shop (issue 22), public like the shop: sign up from the newsletter box
 * (limited per client like sign-in), confirm from the mailed link, and unsubscribe from the signed link of
 * every later mail — by the shop's page or by a mail client's one-click POST (RFC 8058).
 */
export function subscriptionRoutes(app: App, { db, config }: Deps): void {
  app.post(
    '/shops/:sellerName/newsletter',
    {
      schema: {
        operationId: 'subscribeToNewsletter',
        summary: "Subscribe an address to a shop's newsletter (double opt-in)",
        description:
          'Answers alike whether the address is new, waiting for its confirmation or already subscribed; a new or pending address (at most once a minute) and an unsubscribed one are mailed a confirm link, valid for 48 hours. 404 for an unknown shop, 429 after 10 calls a minute from one client.',
        tags: ['subscriptions'],
        security: SECURITY.public,
        params: ShopParams,
        body: SubscribeBodySchema,
        response: { 200: SubscribeResponseSchema },
        errors: [404, 429],
      },
      config: signInRateLimit(NEWSLETTER_THROTTLED),
    },
    async (request) => ({
      message: await subscribe(db, {
        sellerName: request.params.sellerName,
        kind: 'newsletter',
        email: request.body.email,
      }),
    }),
  );

  app.post(
    '/shops/:sellerName/products/:productId/alerts',
    {
      schema: {
        operationId: 'subscribeToProductAlert',
        summary: 'Ask for a back-in-stock or price-drop alert on a product (double opt-in)',
        description:
          'Answers as the newsletter sign-up, alike whether the address is new, pending or already subscribed, and mails a confirm link where one is due. `back_in_stock` only for a product out of stock (400 otherwise); a `price_drop` alert mails each time the price falls below the one at sign-up or at its last mail. 404 for an unknown shop or a product not of that shop, 429 after 10 calls a minute from one client.',
        tags: ['subscriptions'],
        security: SECURITY.public,
        params: ProductParams,
        body: AlertBodySchema,
        response: { 200: SubscribeResponseSchema },
        errors: [404, 429],
      },
      config: signInRateLimit(NEWSLETTER_THROTTLED),
    },
    async (request) => ({
      message: await subscribeToAlert(db, {
        sellerName: request.params.sellerName,
        productId: request.params.productId,
        kind: request.body.kind,
        email: request.body.email,
      }),
    }),
  );

  app.post(
    '/subscriptions/confirm',
    {
      schema: {
        operationId: 'confirmSubscription',
        summary: "Confirm a subscription with its mailed link's token",
        description:
          'Idempotent: a confirmed subscription answers the same. 400 for a forged, altered or expired link, or for a subscription ended since the link was mailed.',
        tags: ['subscriptions'],
        security: SECURITY.public,
        body: SubscriptionConfirmBodySchema,
        response: { 200: SubscriptionLinkResponseSchema },
      },
    },
    async (request) => confirmSubscription(db, config.jwtSecret, request.body.token),
  );

  app.get(
    '/subscriptions/unsubscribe',
    {
      schema: {
        operationId: 'describeUnsubscribeLink',
        summary: 'What an unsubscribe link will do, changing nothing',
        description:
          'Mail scanners fetch links before anyone clicks: this answers the shop, the masked address and the state, and only POST unsubscribes. 400 for a forged link.',
        tags: ['subscriptions'],
        security: SECURITY.public,
        querystring: SubscriptionTokenQuerySchema,
        response: { 200: SubscriptionLinkResponseSchema },
      },
    },
    async (request) => describeUnsubscribeLink(db, config.jwtSecret, request.query.token),
  );

  // a mail client's one-click POST is form-encoded (`List-Unsubscribe=One-Click`): its own scope reads it
  app.register(async (plugin) => {
    const scope = plugin as unknown as App;
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      '/subscriptions/unsubscribe',
      {
        schema: {
          operationId: 'unsubscribe',
          summary: 'Unsubscribe with a signed link (the page, or RFC 8058 one-click)',
          description:
            "The token sits in the address, as the mail's `List-Unsubscribe` header gives it; the body, if any, is ignored (mail clients send `List-Unsubscribe=One-Click`). Idempotent. 400 for a forged link.",
          tags: ['subscriptions'],
          security: SECURITY.public,
          querystring: SubscriptionTokenQuerySchema,
          response: { 200: SubscriptionLinkResponseSchema },
          openapi: {
            requestBody: {
              required: false,
              content: {
                'application/x-www-form-urlencoded': {
                  schema: { type: 'object', properties: { 'List-Unsubscribe': { type: 'string' } } },
                },
              },
            },
          },
        },
        bodyLimit: 1024,
      },
      async (request) => unsubscribe(db, config.jwtSecret, request.query.token),
    );
  });
}
