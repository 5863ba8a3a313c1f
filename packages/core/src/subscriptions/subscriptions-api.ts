import type { Http } from '../api/http.js';
import { encodeComponent } from '../text/encode-component.js';
import {
  type SubscribeBody,
  SubscribeResponseSchema,
  type SubscribersQuery,
  SubscribersResponseSchema,
  SubscriptionLinkResponseSchema,
} from './subscription-schemas.js';

/**
 * The newsletter box's text when the sign-up call fails without an answer of the server's.
 * @example NEWSLETTER_FAILED // "We could not subscribe you just now. Please try again."
 */
export const NEWSLETTER_FAILED = 'We could not subscribe you just now. Please try again.';

/**
 * A confirm or unsubscribe page's text when its call fails without an answer of the server's.
 * @example SUBSCRIPTION_LINK_FAILED // "We could not open this link just now. Please try again."
 */
export const SUBSCRIPTION_LINK_FAILED = 'We could not open this link just now. Please try again.';

/**
 * The shopper's subscription calls (issue 22): sign up from a shop's newsletter box, confirm from the mailed
 * link, and read or use an unsubscribe link.
 * @example
 * ```ts
 * const subscriptions = createSubscriptionsApi(createHttp({ baseUrl: 'http://localhost:8000/api' }));
 * await subscriptions.subscribeToNewsletter('tea-house', { email: 'ann@example.com' });
 * // POST http://localhost:8000/api/shops/tea-house/newsletter
 * ```
 */
export function createSubscriptionsApi(http: Http) {
  return {
    /** POST /shops/{sellerName}/newsletter: the same answer whoever subscribes. */
    subscribeToNewsletter: (sellerName: string, body: SubscribeBody) =>
      http.send({
        method: 'post',
        path: `shops/${encodeComponent(sellerName)}/newsletter`,
        json: body,
        schema: SubscribeResponseSchema,
        fallback: NEWSLETTER_FAILED,
      }),

    /** POST /subscriptions/confirm with the mailed link's token. */
    confirm: (token: string) =>
      http.send({
        method: 'post',
        path: 'subscriptions/confirm',
        json: { token },
        schema: SubscriptionLinkResponseSchema,
        fallback: SUBSCRIPTION_LINK_FAILED,
      }),

    /** GET /subscriptions/unsubscribe: what the link will do, changing nothing. */
    describeUnsubscribeLink: (token: string) =>
      http.send({
        method: 'get',
        path: 'subscriptions/unsubscribe',
        searchParams: { token },
        schema: SubscriptionLinkResponseSchema,
        fallback: SUBSCRIPTION_LINK_FAILED,
      }),

    /** POST /subscriptions/unsubscribe: ends the subscription (idempotent). */
    unsubscribe: (token: string) =>
      http.send({
        method: 'post',
        path: 'subscriptions/unsubscribe',
        searchParams: { token },
        schema: SubscriptionLinkResponseSchema,
        fallback: SUBSCRIPTION_LINK_FAILED,
      }),
  };
}

/**
 * The calls {@link createSubscriptionsApi} returns.
 * @example const subscriptions: SubscriptionsApi = createSubscriptionsApi(createHttp({ baseUrl: LOCAL_API_URL }));
 */
export type SubscriptionsApi = ReturnType<typeof createSubscriptionsApi>;

/**
 * The seller console's newsletter calls: the subscriber list (the CSV export is a file the console
 * downloads with the seller's token, `GET /seller/newsletter/export`).
 * @example
 * ```ts
 * const newsletter = createSellerNewsletterApi(createHttp({ baseUrl: 'http://localhost:8000/api', getToken: () => 'eyJhbGciOiJIUzI1NiJ9.e30.c2ln' }));
 * const { counts } = await newsletter.listSubscribers({ page: 1 });
 * ```
 */
export function createSellerNewsletterApi(http: Http) {
  return {
    /** GET /seller/newsletter: counts by state and a page of the list, newest first. */
    listSubscribers: (query: SubscribersQuery = {}) =>
      http.send({
        method: 'get',
        path: 'seller/newsletter',
        searchParams: { page: query.page as number | undefined },
        schema: SubscribersResponseSchema,
        fallback: 'Failed to load the newsletter subscribers',
      }),
  };
}

/**
 * The calls {@link createSellerNewsletterApi} returns.
 * @example const newsletter: SellerNewsletterApi = createSellerNewsletterApi(createHttp({ baseUrl: LOCAL_API_URL }));
 */
export type SellerNewsletterApi = ReturnType<typeof createSellerNewsletterApi>;

/**
 * Where the seller console downloads the CSV of confirmed subscribers, below the API base.
 * @example SUBSCRIBERS_EXPORT_PATH // "seller/newsletter/export"
 */
export const SUBSCRIBERS_EXPORT_PATH = 'seller/newsletter/export';
