import type * as z from 'zod/mini';
import type { Http } from '../api/http.js';
import { MessageResponseSchema } from '../schemas/common.js';
import { encodeComponent } from '../text/encode-component.js';
import { type SubscribeBody, SubscriptionLinkResponseSchema } from './subscription-schemas.js';

/**
 * POST /shops/{sellerName}/newsletter answer: always `NEWSLETTER_CHECK_INBOX`.
 * @example SubscribeResponseSchema.parse({ message: NEWSLETTER_CHECK_INBOX }).message // "Check your inbox: we sent a link to confirm your subscription."
 */
// the usual `{ message }`: one schema with the other calls', so a front end bundles it once (kept out of
// subscription-schemas.ts, which the console bundles without it)
export const SubscribeResponseSchema = MessageResponseSchema;
/**
 * A sign-up's answer as {@link SubscribeResponseSchema} parses it.
 * @example
 * ```ts
 * const answer: SubscribeResponse = { message: NEWSLETTER_CHECK_INBOX };
 * ```
 */
export type SubscribeResponse = z.infer<typeof SubscribeResponseSchema>;

/**
 * The newsletter box's text when the sign-up call fails without an answer of the server's.
 * @example NEWSLETTER_FAILED // "We could not subscribe you just now. Please try again."
 */
export const NEWSLETTER_FAILED = /*i18n*/ 'We could not subscribe you just now. Please try again.';

/**
 * A confirm or unsubscribe page's text when its call fails without an answer of the server's.
 * @example SUBSCRIPTION_LINK_FAILED // "We could not open this link just now. Please try again."
 */
export const SUBSCRIPTION_LINK_FAILED = /*i18n*/ 'We could not open this link just now. Please try again.';

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
