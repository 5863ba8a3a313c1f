import * as z from 'zod/mini';

/**
 * Shoppers' subscriptions to a shop (issue 22): the newsletter, and back-in-stock and price-drop alerts
 * (`@souk/core/product-alerts`) on the same machinery. A subscription is double opt-in: asked for (`pending`), confirmed from a
 * mailed link (`confirmed`), ended from the signed link every later mail carries (`unsubscribed`).
 */

/**
 * The states of a subscription, in the order it moves through them.
 * @example SUBSCRIPTION_STATUSES[0] // "pending"
 */
export const SUBSCRIPTION_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
/**
 * A subscription's state: asked for, confirmed from the mailed link, or ended.
 * @example
 * ```ts
 * const status: SubscriptionStatus = 'confirmed';
 * ```
 */
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * The message of a malformed address in the newsletter box.
 * @example SubscribeBodySchema.safeParse({ email: 'amina@' }).error?.issues[0]?.message // "Please enter a valid email address"
 */
export const NEWSLETTER_EMAIL_INVALID = /*i18n*/ 'Please enter a valid email address';

/**
 * The answer to every accepted sign-up, whether the address is new, waiting for its confirmation or already
 * subscribed: the same words, so the box tells nobody who subscribes.
 * @example NEWSLETTER_CHECK_INBOX // "Check your inbox: we sent a link to confirm your subscription."
 */
export const NEWSLETTER_CHECK_INBOX =
  /*i18n*/ 'Check your inbox: we sent a link to confirm your subscription.';

/**
 * The refusal of a client that signed up too often in a minute.
 * @example NEWSLETTER_THROTTLED // "Too many subscription attempts. Please try again later."
 */
export const NEWSLETTER_THROTTLED = /*i18n*/ 'Too many subscription attempts. Please try again later.';

/**
 * The message of a confirm or unsubscribe link that is forged, cut short, or (a confirm link) expired.
 * @example SUBSCRIPTION_LINK_INVALID // "This link is invalid or has expired."
 */
export const SUBSCRIPTION_LINK_INVALID = /*i18n*/ 'This link is invalid or has expired.';

/**
 * How long a confirm link works after it was mailed.
 * @example SUBSCRIPTION_CONFIRM_HOURS // 48
 */
export const SUBSCRIPTION_CONFIRM_HOURS = 48;

/**
 * What the confirm page says once the subscription is confirmed (or was already).
 * @example newsletterConfirmedText('Tea House') // "You're subscribed to Tea House's newsletter."
 */
export function newsletterConfirmedText(shopName: string): string {
  return `You're subscribed to ${shopName}'s newsletter.`;
}

/**
 * What the unsubscribe page says once the address is off the list (or already was).
 * @example newsletterUnsubscribedText('Tea House') // "You've been unsubscribed from Tea House's newsletter."
 */
export function newsletterUnsubscribedText(shopName: string): string {
  return `You've been unsubscribed from ${shopName}'s newsletter.`;
}

/**
 * POST /shops/{sellerName}/newsletter body: the address, trimmed and lower-cased.
 * @example SubscribeBodySchema.parse({ email: ' Amina@Example.com ' }) // { email: 'amina@example.com' }
 */
export const SubscribeBodySchema = z.object({
  email: z.string({ error: /*i18n*/ 'Email is required' }).check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, { error: /*i18n*/ 'Email is required' }),
    // RFC 5321's longest path: a longer one is no address any mail server takes
    z.maxLength(254, { error: NEWSLETTER_EMAIL_INVALID }),
    z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: NEWSLETTER_EMAIL_INVALID }),
  ),
});
/**
 * A sign-up body as the newsletter box sends it.
 * @example
 * ```ts
 * const body: SubscribeBody = { email: 'amina@example.com' };
 * ```
 */
export type SubscribeBody = z.input<typeof SubscribeBodySchema>;

const TOKEN_REFUSED = 'must be the token of a subscription link';
const token = z
  .string({ error: TOKEN_REFUSED })
  .check(z.trim(), z.minLength(1, { error: TOKEN_REFUSED }), z.maxLength(300, { error: TOKEN_REFUSED }));

/**
 * POST /subscriptions/confirm body: the token of the mailed confirm link.
 * @example SubscriptionConfirmBodySchema.safeParse({ token: '' }).error?.issues[0]?.message // "must be the token of a subscription link"
 */
export const SubscriptionConfirmBodySchema = z.object({ token });
/**
 * A confirm body as the confirm page sends it.
 * @example
 * ```ts
 * const body: SubscriptionConfirmBody = { token: 's1.1767225600.Xq' };
 * ```
 */
export type SubscriptionConfirmBody = z.input<typeof SubscriptionConfirmBodySchema>;

/**
 * GET and POST /subscriptions/unsubscribe query: the token of the unsubscribe link (it sits in the address,
 * so a one-click POST of `List-Unsubscribe=One-Click` by a mail client carries it).
 * @example SubscriptionTokenQuerySchema.parse({ token: 's1.Xq' }) // { token: 's1.Xq' }
 */
export const SubscriptionTokenQuerySchema = z.object({ token });
/**
 * An unsubscribe query as the unsubscribe page sends it.
 * @example
 * ```ts
 * const query: SubscriptionTokenQuery = { token: 's1.Xq' };
 * ```
 */
export type SubscriptionTokenQuery = z.input<typeof SubscriptionTokenQuerySchema>;

/**
 * The answer of a confirm or unsubscribe link: which shop, what the subscription is now, and the page's text.
 * `email` is masked (`a***@example.com`): a forwarded link shows no one's whole address.
 * @example SubscriptionLinkResponseSchema.parse({ message: 'ok', kind: 'newsletter', shopName: 'Tea House', sellerName: 'tea-house', email: 'a***@example.com', status: 'confirmed' }).status // "confirmed"
 */
export const SubscriptionLinkResponseSchema = z.object({
  message: z.string(),
  kind: z.string(),
  shopName: z.string(),
  sellerName: z.string(),
  email: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
});
/**
 * A confirm or unsubscribe link's answer as {@link SubscriptionLinkResponseSchema} parses it.
 * @example
 * ```ts
 * const answer: SubscriptionLinkResponse = { message: 'ok', kind: 'newsletter', shopName: 'Tea House', sellerName: 'tea-house', email: 'a***@example.com', status: 'pending' };
 * ```
 */
export type SubscriptionLinkResponse = z.infer<typeof SubscriptionLinkResponseSchema>;

/**
 * How many subscribers the console lists on a page.
 * @example SUBSCRIBERS_PAGE_SIZE // 50
 */
export const SUBSCRIBERS_PAGE_SIZE = 50;

/**
 * GET /seller/newsletter query: the page of the list, from 1.
 * @example SubscribersQuerySchema.parse({ page: '2' }) // { page: 2 }
 * @example SubscribersQuerySchema.parse({}) // { page: 1 }
 */
export const SubscribersQuerySchema = z.object({
  page: z._default(
    z.coerce
      .number({ error: 'page: must be a whole number from 1' })
      .check(
        z.int({ error: 'page: must be a whole number from 1' }),
        z.gte(1, { error: 'page: must be a whole number from 1' }),
        z.lte(100_000, { error: 'page: must be a whole number from 1' }),
      ),
    1,
  ),
});
/**
 * A subscriber list query as the console sends it.
 * @example
 * ```ts
 * const query: SubscribersQuery = { page: 2 };
 * ```
 */
export type SubscribersQuery = z.input<typeof SubscribersQuerySchema>;

/**
 * One subscriber as the console lists it: the address, its state and when it last changed.
 * @example SubscriberSchema.parse({ email: 'amina@example.com', status: 'pending', createdAt: '2026-12-01T10:00:00.000Z', updatedAt: '2026-12-01T10:00:00.000Z' }).status // "pending"
 */
export const SubscriberSchema = z.object({
  email: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
/**
 * One listed subscriber as {@link SubscriberSchema} parses it.
 * @example
 * ```ts
 * const row: Subscriber = { email: 'amina@example.com', status: 'confirmed', createdAt: '2026-12-01T10:00:00.000Z', updatedAt: '2026-12-01T10:05:00.000Z' };
 * ```
 */
export type Subscriber = z.infer<typeof SubscriberSchema>;

/**
 * GET /seller/newsletter answer: the counts by state, and one page of the list, newest first.
 * @example SubscribersResponseSchema.parse({ counts: { pending: 1, confirmed: 2, unsubscribed: 0 }, subscribers: [], page: 1, pages: 1 }).counts.confirmed // 2
 */
export const SubscribersResponseSchema = z.object({
  counts: z.object({ pending: z.number(), confirmed: z.number(), unsubscribed: z.number() }),
  subscribers: z.array(SubscriberSchema),
  page: z.number(),
  pages: z.number(),
});
/**
 * The console's subscriber list as {@link SubscribersResponseSchema} parses it.
 * @example
 * ```ts
 * const list: SubscribersResponse = { counts: { pending: 0, confirmed: 0, unsubscribed: 0 }, subscribers: [], page: 1, pages: 1 };
 * ```
 */
export type SubscribersResponse = z.infer<typeof SubscribersResponseSchema>;
