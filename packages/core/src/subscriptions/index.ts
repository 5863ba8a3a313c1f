/**
 * Shoppers' subscriptions to a shop (issue 22): the newsletter box's body and answers, the confirm and
 * unsubscribe links' answers, the texts the shop's pages show, and the console's subscriber list with its
 * CSV export (injection-safe cells). Back-in-stock and price-drop alerts reuse the same states and links
 * (`@souk/core/product-alerts`). No runtime dependencies beyond zod/mini.
 *
 * @example
 * ```ts
 * import { SubscribeBodySchema, newsletterConfirmedText } from '@souk/core/subscriptions';
 * SubscribeBodySchema.parse({ email: 'Amina@Example.com' }); // { email: 'amina@example.com' }
 * newsletterConfirmedText('Tea House'); // "You're subscribed to Tea House's newsletter."
 * ```
 *
 * @module @souk/core/subscriptions
 */

export type { SellerNewsletterApi } from './seller-newsletter-api.js';
export { createSellerNewsletterApi, SUBSCRIBERS_EXPORT_PATH } from './seller-newsletter-api.js';
export { csvCell, csvDocument } from './subscribers-csv.js';
export type {
  SubscribeBody,
  Subscriber,
  SubscribersQuery,
  SubscribersResponse,
  SubscriptionConfirmBody,
  SubscriptionLinkResponse,
  SubscriptionStatus,
  SubscriptionTokenQuery,
} from './subscription-schemas.js';
export {
  NEWSLETTER_CHECK_INBOX,
  NEWSLETTER_EMAIL_INVALID,
  NEWSLETTER_THROTTLED,
  newsletterConfirmedText,
  newsletterUnsubscribedText,
  SUBSCRIBERS_PAGE_SIZE,
  SUBSCRIPTION_CONFIRM_HOURS,
  SUBSCRIPTION_LINK_INVALID,
  SUBSCRIPTION_STATUSES,
  SubscribeBodySchema,
  SubscriberSchema,
  SubscribersQuerySchema,
  SubscribersResponseSchema,
  SubscriptionConfirmBodySchema,
  SubscriptionLinkResponseSchema,
  SubscriptionTokenQuerySchema,
} from './subscription-schemas.js';
export type { SubscribeResponse, SubscriptionsApi } from './subscriptions-api.js';
export {
  createSubscriptionsApi,
  NEWSLETTER_FAILED,
  SUBSCRIPTION_LINK_FAILED,
  SubscribeResponseSchema,
} from './subscriptions-api.js';
