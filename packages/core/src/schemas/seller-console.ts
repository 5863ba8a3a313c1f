import * as z from 'zod/mini';
import {
  ConfirmPasswordResetBodySchema,
  NewPasswordSchema,
  PASSWORD_RESET_MINUTES,
  PASSWORD_TOO_SHORT,
  RESET_LINK_INVALID,
} from './password.js';
import { OFFLINE_PAYMENT_METHODS } from './payment.js';

/**
 * The seller console's calls (`/api/seller/*`, the API's `seller` area): a seller signs in with
 * `LoginBodySchema` → `AuthResponseSchema` and approves or rejects the offline payments of their shop.
 * Not in the spec (its seller screens are "not shown"); the console and the server share these.
 */

/**
 * GET /seller/payments/pending: the shop's bank transfers and cash payments awaiting approval.
 * @example PendingPaymentsResponseSchema.parse({ success: true, payments: [] }).payments // []
 */
export const PendingPaymentsResponseSchema = z.object({
  success: z.boolean(),
  payments: z.array(
    z.object({
      paymentReference: z.string(),
      orderNumber: z.string(),
      paymentMethod: z.enum(OFFLINE_PAYMENT_METHODS),
      amount: z.number(),
      currency: z.string(),
      customerName: z.string(),
      createdAt: z.string(),
    }),
  ),
});
/**
 * A pending payments answer as {@link PendingPaymentsResponseSchema} parses it.
 * @example
 * ```ts
 * const answer: PendingPaymentsResponse = { success: true, payments: [{ paymentReference: 'EFT-ORD1042-3817',
 *   orderNumber: 'ORD1042', paymentMethod: 'eft', amount: 249.5, currency: 'ZAR',
 *   customerName: 'Thandi Nkosi', createdAt: '2026-11-20T09:14:00.000Z' }] };
 * ```
 */
export type PendingPaymentsResponse = z.infer<typeof PendingPaymentsResponseSchema>;

/**
 * The path parameters of PUT /seller/payments/{paymentReference}/approve and …/reject.
 * @example PaymentDecisionParamsSchema.safeParse({ paymentReference: '' }).success // false
 */
export const PaymentDecisionParamsSchema = z.object({
  paymentReference: z.string().check(z.minLength(1), z.maxLength(200)),
});
/**
 * The approve or reject path parameters as a caller may send them, before they are parsed.
 * @example
 * ```ts
 * const params: PaymentDecisionParams = { paymentReference: 'EFT-ORD1042-3817' };
 * ```
 */
export type PaymentDecisionParams = z.input<typeof PaymentDecisionParamsSchema>;

/**
 * The answer of PUT /seller/payments/{paymentReference}/approve and …/reject: payment and order status.
 * @example
 * ```ts
 * const answer = PaymentDecisionResponseSchema.parse({ success: true, message: 'Payment approved',
 *   paymentReference: 'EFT-ORD1042-3817', orderNumber: 'ORD1042', paymentStatus: 'approved',
 *   orderPaymentStatus: 'paid' });
 * answer.orderPaymentStatus // "paid"
 * ```
 */
export const PaymentDecisionResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  paymentReference: z.string(),
  orderNumber: z.string(),
  paymentStatus: z.string(),
  orderPaymentStatus: z.string(),
});
/**
 * An approve or reject answer as {@link PaymentDecisionResponseSchema} parses it.
 * @example
 * ```ts
 * const answer: PaymentDecisionResponse = { success: true, message: 'Payment rejected',
 *   paymentReference: 'EFT-ORD1042-3817', orderNumber: 'ORD1042', paymentStatus: 'rejected',
 *   orderPaymentStatus: 'unpaid' };
 * ```
 */
export type PaymentDecisionResponse = z.infer<typeof PaymentDecisionResponseSchema>;

/**
 * A notice of what happened in the shop: an order placed, paid or cancelled, a payment to approve…
 * @example
 * ```ts
 * SellerNotificationSchema.parse({ id: 'n1', type: 'order.placed', details: { orderNumber: 'ORD1042' },
 *   createdAt: '2026-11-20T09:14:00.000Z', read: false }).details // { orderNumber: "ORD1042" }
 * ```
 */
export const SellerNotificationSchema = z.object({
  id: z.string(),
  /** The domain event it tells of: order.placed, order.paid, order.cancelled, payment.approval_requested… */
  type: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  read: z.boolean(),
});
/**
 * A notification as {@link SellerNotificationSchema} parses it.
 * @example
 * ```ts
 * const notice: SellerNotification = { id: 'n2', type: 'payment.approval_requested',
 *   details: { orderNumber: 'ORD1042', method: 'eft' }, createdAt: '2026-11-20T09:15:00.000Z', read: true };
 * ```
 */
export type SellerNotification = z.infer<typeof SellerNotificationSchema>;

/**
 * GET /seller/notifications: the seller's newest notices, newest first.
 * @example SellerNotificationsResponseSchema.parse({ success: true, notifications: [] }).notifications // []
 */
export const SellerNotificationsResponseSchema = z.object({
  success: z.boolean(),
  notifications: z.array(SellerNotificationSchema),
});
/**
 * A notifications answer as {@link SellerNotificationsResponseSchema} parses it.
 * @example
 * ```ts
 * const answer: SellerNotificationsResponse = { success: true, notifications: [] };
 * ```
 */
export type SellerNotificationsResponse = z.infer<typeof SellerNotificationsResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Seller console (issue 17): account and sessions, dashboard, orders, payments, messages, reviews.
// Money on this wire is in major units (as the shop's), every date an ISO string.
// ---------------------------------------------------------------------------------------------------------

// the rules every account shares (`password.ts`), under the console's names
/**
 * The message of a new seller password that is too short (the same rule as every account's password).
 * @example SELLER_PASSWORD_TOO_SHORT // "Password must be at least 8 characters long"
 */
export const SELLER_PASSWORD_TOO_SHORT = PASSWORD_TOO_SHORT;
const newPassword = NewPasswordSchema;

const sellerEmail = z
  .string({ error: 'Email is required' })
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, { error: 'Email is required' }),
    z.maxLength(320),
    z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'Please enter a valid email' }),
  );

/**
 * The path parameters of a console route on one row by its id (`/seller/messages/{id}`…).
 * @example SellerIdParamsSchema.parse({ id: ' m_42 ' }) // { id: "m_42" }
 * @example SellerIdParamsSchema.safeParse({ id: '   ' }).success // false
 */
export const SellerIdParamsSchema = z.object({
  id: z.string().check(z.trim(), z.minLength(1), z.maxLength(128)),
});
/**
 * The id path parameter as a caller may send it, before it is parsed.
 * @example
 * ```ts
 * const params: SellerIdParams = { id: 'msg_01HZX3K9' };
 * ```
 */
export type SellerIdParams = z.input<typeof SellerIdParamsSchema>;

/**
 * `{ success, message }`: the answer of a console action with nothing else to tell.
 * @example SellerActionResponseSchema.safeParse({ success: true, message: 'Session ended' }).success // true
 */
export const SellerActionResponseSchema = z.object({ success: z.boolean(), message: z.string() });
/**
 * A console action's answer as {@link SellerActionResponseSchema} parses it.
 * @example
 * ```ts
 * const answer: SellerActionResponse = { success: true, message: 'Session ended' };
 * ```
 */
export type SellerActionResponse = z.infer<typeof SellerActionResponseSchema>;

/**
 * GET /seller/me: the signed-in account and the shop it runs.
 * @example
 * ```ts
 * const me = SellerMeResponseSchema.parse({ success: true, account: { id: 'a1', email: 'ama@example.com' },
 *   shop: { id: 's1', name: 'ama-crafts', shopName: 'Ama Crafts', image: '', currency: 'GHS', locale: 'en-GH' } });
 * me.shop.name // "ama-crafts": the shop lives at /ama-crafts
 * ```
 */
export const SellerMeResponseSchema = z.object({
  success: z.boolean(),
  account: z.object({ id: z.string(), email: z.string() }),
  shop: z.object({
    id: z.string(),
    /** The shop's path name: the shop lives at `/{name}`. */
    name: z.string(),
    shopName: z.string(),
    image: z.string(),
    currency: z.string(),
    /** The locale the shop's prices are printed in (BCP 47). */
    locale: z.string(),
  }),
});
/**
 * A GET /seller/me answer as {@link SellerMeResponseSchema} parses it.
 * @example
 * ```ts
 * const me: SellerMeResponse = { success: true, account: { id: 'a1', email: 'ama@example.com' },
 *   shop: { id: 's1', name: 'ama-crafts', shopName: 'Ama Crafts', image: '', currency: 'GHS', locale: 'en-GH' } };
 * ```
 */
export type SellerMeResponse = z.infer<typeof SellerMeResponseSchema>;

/**
 * One signed-in console (GET /seller/sessions).
 * @example
 * ```ts
 * const session = SellerSessionSchema.parse({ id: 'sess1', userAgent: 'Firefox on Linux', ip: '203.0.113.7',
 *   createdAt: '2026-11-20T09:14:00.000Z', lastSeenAt: '2026-11-27T08:02:00.000Z', current: true });
 * session.current // true: the session making the request
 * ```
 */
export const SellerSessionSchema = z.object({
  id: z.string(),
  userAgent: z.string(),
  ip: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session making this request. */
  current: z.boolean(),
});
/**
 * A console session as {@link SellerSessionSchema} parses it.
 * @example
 * ```ts
 * const session: SellerSession = { id: 'sess1', userAgent: 'Safari on iPhone', ip: '198.51.100.23',
 *   createdAt: '2026-11-20T09:14:00.000Z', lastSeenAt: '2026-11-27T08:02:00.000Z', current: false };
 * ```
 */
export type SellerSession = z.infer<typeof SellerSessionSchema>;

/**
 * GET /seller/sessions: the account's live sessions, newest first.
 * @example SellerSessionsResponseSchema.parse({ success: true, sessions: [] }).sessions.length // 0
 */
export const SellerSessionsResponseSchema = z.object({
  success: z.boolean(),
  sessions: z.array(SellerSessionSchema),
});
/**
 * A sessions answer as {@link SellerSessionsResponseSchema} parses it.
 * @example
 * ```ts
 * const answer: SellerSessionsResponse = { success: true, sessions: [] };
 * ```
 */
export type SellerSessionsResponse = z.infer<typeof SellerSessionsResponseSchema>;

/**
 * The body of PUT /seller/password, the console's change-password form: the current password (required) and
 * a new one of the shared password rule; saving ends every other session of the account.
 * @example
 * ```ts
 * ChangeSellerPasswordBodySchema.safeParse({ currentPassword: 'kente-2026', newPassword: 'short' })
 *   .error?.issues[0]?.message // "Password must be at least 8 characters long"
 * ```
 */
export const ChangeSellerPasswordBodySchema = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .check(z.minLength(1, { error: 'Current password is required' }), z.maxLength(200)),
  newPassword,
});
/**
 * A change-password body as a caller may send it, before it is parsed.
 * @example
 * ```ts
 * const body: ChangeSellerPasswordBody = { currentPassword: 'kente-2026', newPassword: 'adinkra-2027' };
 * ```
 */
export type ChangeSellerPasswordBody = z.input<typeof ChangeSellerPasswordBodySchema>;

/**
 * PUT /seller/password refusal (400, after `currentPassword: `) when the current password given is wrong.
 * @example SELLER_CURRENT_PASSWORD_INCORRECT // "Current password is incorrect"
 */
export const SELLER_CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect';

/**
 * POST /seller/password-reset answer: the same whether the address has an account or not.
 * @example SELLER_PASSWORD_RESET_REQUESTED
 * // "If a seller account exists for that email, a reset link is on its way."
 */
export const SELLER_PASSWORD_RESET_REQUESTED =
  'If a seller account exists for that email, a reset link is on its way.';

/**
 * POST /seller/password-reset/confirm refusal (400, after `token: `): a forged, used or expired link.
 * @example SELLER_RESET_LINK_INVALID // "Reset link is invalid or has expired"
 */
export const SELLER_RESET_LINK_INVALID = RESET_LINK_INVALID;

/**
 * POST /seller/password-reset body: always answered alike, whether the address has an account or not.
 * @example RequestSellerPasswordResetBodySchema.parse({ email: 'Ama@Crafts.gh' }).email // "ama@crafts.gh"
 * @example
 * ```ts
 * RequestSellerPasswordResetBodySchema.safeParse({ email: 'ama@' }).error?.issues[0]?.message
 * // "Please enter a valid email"
 * ```
 */
export const RequestSellerPasswordResetBodySchema = z.object({ email: sellerEmail });
/**
 * A password reset request body as a caller may send it, before it is parsed.
 * @example
 * ```ts
 * const body: RequestSellerPasswordResetBody = { email: 'ama@example.com' };
 * ```
 */
export type RequestSellerPasswordResetBody = z.input<typeof RequestSellerPasswordResetBodySchema>;

/**
 * The minutes a password reset link stays valid.
 * @example SELLER_PASSWORD_RESET_MINUTES // 30
 */
export const SELLER_PASSWORD_RESET_MINUTES = PASSWORD_RESET_MINUTES;

/**
 * POST /seller/password-reset/confirm body: the mailed link's token and the new password.
 * @example
 * ```ts
 * const result = ConfirmSellerPasswordResetBodySchema.safeParse({ token: '', password: 'adinkra-2027' });
 * result.error?.issues[0]?.message // "must be the token of a reset link"
 * ```
 */
export const ConfirmSellerPasswordResetBodySchema = ConfirmPasswordResetBodySchema;
/**
 * A password reset confirmation body as a caller may send it, before it is parsed.
 * @example
 * ```ts
 * const body: ConfirmSellerPasswordResetBody = { token: 'r7Kp2QxV9mLz4TnW', password: 'adinkra-2027' };
 * ```
 */
export type ConfirmSellerPasswordResetBody = z.input<typeof ConfirmSellerPasswordResetBodySchema>;

/**
 * The dashboard's periods: today, the last 7 days, the last 30 days (days end at midnight UTC).
 * @example DASHBOARD_RANGES // ["today", "7d", "30d"]
 */
export const DASHBOARD_RANGES = ['today', '7d', '30d'] as const;
/**
 * A dashboard period (one of {@link DASHBOARD_RANGES}).
 * @example
 * ```ts
 * const range: DashboardRange = '30d';
 * ```
 */
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];

/**
 * Products at or under this stock count as low stock.
 * @example LOW_STOCK_THRESHOLD // 5
 */
export const LOW_STOCK_THRESHOLD = 5;

/**
 * The query of GET /seller/dashboard: the period, one of {@link DASHBOARD_RANGES} (`7d` when omitted).
 * @example SellerDashboardQuerySchema.parse({}) // { range: "7d" }
 * @example
 * ```ts
 * SellerDashboardQuerySchema.safeParse({ range: '90d' }).error?.issues[0]?.message
 * // "range must be today, 7d or 30d"
 * ```
 */
export const SellerDashboardQuerySchema = z.object({
  range: z._default(z.enum(DASHBOARD_RANGES, { error: 'range must be today, 7d or 30d' }), '7d'),
});
/**
 * A dashboard query as a caller may send it, before defaults are applied.
 * @example
 * ```ts
 * const query: SellerDashboardQuery = { range: 'today' };
 * ```
 */
export type SellerDashboardQuery = z.input<typeof SellerDashboardQuerySchema>;

/**
 * GET /seller/dashboard: the shop's figures for the period, and one point per day for the chart.
 * @example
 * ```ts
 * const dashboard = SellerDashboardResponseSchema.parse({ success: true, range: 'today', currency: 'ZAR',
 *   revenue: 499, orders: 3, averageOrderValue: 249.5, awaitingApproval: 1, toShip: 2, lowStock: 0,
 *   lowStockProducts: [], daily: [{ date: '2026-11-27', revenue: 499, orders: 3 }] });
 * dashboard.daily.length // 1: one point per day of the period
 * ```
 */
export const SellerDashboardResponseSchema = z.object({
  success: z.boolean(),
  range: z.enum(DASHBOARD_RANGES),
  currency: z.string(),
  /** Paid orders' totals in the period. */
  revenue: z.number(),
  /** Orders placed in the period (cancelled ones excluded). */
  orders: z.number(),
  /** revenue ÷ paid orders (0 without any). */
  averageOrderValue: z.number(),
  /** Now: offline payments awaiting approval. */
  awaitingApproval: z.number(),
  /** Now: orders paid (or cash on delivery) not yet shipped. */
  toShip: z.number(),
  /** Now: products with stock ≤ LOW_STOCK_THRESHOLD. */
  lowStock: z.number(),
  lowStockProducts: z.array(
    z.object({ id: z.string(), name: z.string(), slug: z.string(), stock: z.number() }),
  ),
  /** One entry per day of the period, oldest first (`date` as YYYY-MM-DD). */
  daily: z.array(z.object({ date: z.string(), revenue: z.number(), orders: z.number() })),
});
/**
 * A dashboard answer as {@link SellerDashboardResponseSchema} parses it.
 * @example
 * ```ts
 * const dashboard: SellerDashboardResponse = { success: true, range: '7d', currency: 'ZAR', revenue: 1249.5,
 *   orders: 6, averageOrderValue: 249.9, awaitingApproval: 1, toShip: 2, lowStock: 1,
 *   lowStockProducts: [{ id: 'p7', name: 'Beef biltong 250 g', slug: 'beef-biltong-250g', stock: 3 }],
 *   daily: [{ date: '2026-11-21', revenue: 0, orders: 0 }] }; // …one entry for each of the 7 days
 * ```
 */
export type SellerDashboardResponse = z.infer<typeof SellerDashboardResponseSchema>;

/**
 * The seller's order workflow: pending → processing → shipped → delivered, or cancelled before shipping.
 * @example SELLER_ORDER_STATUSES // ["pending", "processing", "shipped", "delivered", "cancelled"]
 */
export const SELLER_ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
/**
 * A status of the seller's order workflow (one of {@link SELLER_ORDER_STATUSES}).
 * @example
 * ```ts
 * const status: SellerOrderStatus = 'shipped';
 * ```
 */
export type SellerOrderStatus = (typeof SELLER_ORDER_STATUSES)[number];

/**
 * Where each status may go next (the server checks the same table).
 * @example SELLER_ORDER_TRANSITIONS.processing // ["shipped", "cancelled"]
 */
export const SELLER_ORDER_TRANSITIONS: Record<SellerOrderStatus, readonly SellerOrderStatus[]> = {
  pending: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

/**
 * True when a seller's order may move from `from` to `to`.
 * @example canTransitionSellerOrder('processing', 'shipped') // true
 * @example canTransitionSellerOrder('shipped', 'cancelled') // false
 */
export function canTransitionSellerOrder(from: string, to: SellerOrderStatus): boolean {
  return (SELLER_ORDER_TRANSITIONS[from as SellerOrderStatus] ?? []).includes(to);
}

/**
 * The workflow status of a stored delivery status: orders placed before the console kept the spec's
 * `placed` and `warehouse` (spec §4), which the seller has not moved on yet — so they read as `pending`.
 * @example sellerOrderStatusOf('warehouse') // "pending"
 * @example sellerOrderStatusOf('shipped') // "shipped"
 */
export function sellerOrderStatusOf(deliveryStatus: string): SellerOrderStatus {
  return (SELLER_ORDER_STATUSES as readonly string[]).includes(deliveryStatus)
    ? (deliveryStatus as SellerOrderStatus)
    : 'pending';
}

/**
 * Stored delivery statuses that read as each workflow status (the legacy ones as `pending`).
 * @example STORED_SELLER_ORDER_STATUSES.pending // ["pending", "placed", "warehouse"]
 */
export const STORED_SELLER_ORDER_STATUSES: Record<SellerOrderStatus, readonly string[]> = {
  pending: ['pending', 'placed', 'warehouse'],
  processing: ['processing'],
  shipped: ['shipped'],
  delivered: ['delivered'],
  cancelled: ['cancelled'],
};

/**
 * The orders list's sort keys (`sort` of GET /seller/orders): date placed, total, number, customer name.
 * @example SELLER_ORDER_SORTS // ["createdAt", "total", "orderNumber", "customer"]
 */
export const SELLER_ORDER_SORTS = ['createdAt', 'total', 'orderNumber', 'customer'] as const;
/**
 * The orders list's page size when the query gives no `perPage`.
 * @example SELLER_ORDERS_PER_PAGE // 20
 */
export const SELLER_ORDERS_PER_PAGE = 20;

const isoDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date as YYYY-MM-DD' }));

/**
 * GET /seller/orders query: paged, sorted, filtered; `q` matches order number, name, e-mail or phone.
 * @example
 * ```ts
 * SellerOrdersQuerySchema.parse({ page: '2', status: 'shipped' })
 * // { page: 2, perPage: 20, sort: "createdAt", direction: "desc", status: "shipped" }
 * ```
 * @example
 * ```ts
 * SellerOrdersQuerySchema.safeParse({ from: '27/11/2026' }).error?.issues[0]?.message
 * // "must be a date as YYYY-MM-DD"
 * ```
 */
export const SellerOrdersQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
  perPage: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), SELLER_ORDERS_PER_PAGE),
  sort: z._default(z.enum(SELLER_ORDER_SORTS), 'createdAt'),
  direction: z._default(z.enum(['asc', 'desc']), 'desc'),
  status: z.optional(z.enum(SELLER_ORDER_STATUSES)),
  paymentStatus: z.optional(z.enum(['unpaid', 'pending', 'paid', 'failed', 'refunded'])),
  method: z.optional(z.enum(['stripe', 'paypal', 'payfast', 'cybersource', 'eft', 'cashOnDelivery'])),
  /** Placed on or after this day (UTC). */
  from: z.optional(isoDay),
  /** Placed on or before this day (UTC). */
  to: z.optional(isoDay),
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
});
/**
 * An orders list query as a caller may send it, before defaults are applied.
 * @example
 * ```ts
 * const query: SellerOrdersQuery = { status: 'pending', from: '2026-11-01', q: 'Nkosi', sort: 'total' };
 * ```
 */
export type SellerOrdersQuery = z.input<typeof SellerOrdersQuerySchema>;

/**
 * An order as the console's list shows it (this seller's part of it).
 * @example
 * ```ts
 * const summary = SellerOrderSummarySchema.parse({ orderNumber: 'ORD1042',
 *   createdAt: '2026-11-20T09:14:00.000Z', customerName: 'Thandi Nkosi', email: 'thandi@example.com',
 *   phone: '+27821234567', itemCount: 2, total: 249.5, currency: 'ZAR', status: 'pending',
 *   paymentStatus: 'pending', paymentMethod: 'eft' });
 * summary.total // 249.5
 * ```
 */
export const SellerOrderSummarySchema = z.object({
  orderNumber: z.string(),
  createdAt: z.string(),
  customerName: z.string(),
  email: z.string(),
  phone: z.string(),
  itemCount: z.number(),
  total: z.number(),
  currency: z.string(),
  status: z.enum(SELLER_ORDER_STATUSES),
  paymentStatus: z.string(),
  paymentMethod: z.nullable(z.string()),
});
/**
 * An order summary as {@link SellerOrderSummarySchema} parses it.
 * @example
 * ```ts
 * const summary: SellerOrderSummary = { orderNumber: 'ORD1042', createdAt: '2026-11-20T09:14:00.000Z',
 *   customerName: 'Thandi Nkosi', email: 'thandi@example.com', phone: '+27821234567', itemCount: 2,
 *   total: 249.5, currency: 'ZAR', status: 'processing', paymentStatus: 'paid', paymentMethod: 'eft' };
 * ```
 */
export type SellerOrderSummary = z.infer<typeof SellerOrderSummarySchema>;

/**
 * The answer of GET /seller/orders: a page of the shop's orders, how many match in all, page and size.
 * @example
 * ```ts
 * SellerOrdersResponseSchema.parse({ success: true, orders: [], total: 0, page: 1, perPage: 20 })
 * // { success: true, orders: [], total: 0, page: 1, perPage: 20 }
 * ```
 */
export const SellerOrdersResponseSchema = z.object({
  success: z.boolean(),
  orders: z.array(SellerOrderSummarySchema),
  total: z.number(),
  page: z.number(),
  perPage: z.number(),
});
/**
 * An orders list answer as {@link SellerOrdersResponseSchema} parses it.
 * @example
 * ```ts
 * const answer: SellerOrdersResponse = { success: true, orders: [], total: 0, page: 1, perPage: 20 };
 * ```
 */
export type SellerOrdersResponse = z.infer<typeof SellerOrdersResponseSchema>;

/**
 * An order line as it was bought: the bulk tier used (if any) and the add-ons chosen.
 * @example
 * ```ts
 * const item = SellerOrderItemSchema.parse({ productId: 'p7', name: 'Beef biltong 250 g', brand: 'Karoo',
 *   slug: 'beef-biltong-250g', image: '', quantity: 10, unitPrice: 95, discount: 0, discountedUnitPrice: 95,
 *   bulkTier: { quantity: 10, price: 850 }, addons: [{ text: 'Gift wrap', price: 15 }], lineTotal: 865 });
 * item.bulkTier // { quantity: 10, price: 850 }
 * ```
 */
export const SellerOrderItemSchema = z.object({
  productId: z.nullable(z.string()),
  name: z.string(),
  brand: z.string(),
  slug: z.string(),
  image: z.string(),
  quantity: z.number(),
  unitPrice: z.number(),
  discount: z.number(),
  discountedUnitPrice: z.number(),
  /** The bulk tier the line's price used, or null when it was priced per unit. */
  bulkTier: z.nullable(
    z.object({ quantity: z.number(), price: z.number(), description: z.optional(z.string()) }),
  ),
  addons: z.array(z.object({ text: z.string(), price: z.number() })),
  lineTotal: z.number(),
});
/**
 * An order line as {@link SellerOrderItemSchema} parses it.
 * @example
 * ```ts
 * const item: SellerOrderItem = { productId: 'p7', name: 'Beef biltong 250 g', brand: 'Karoo',
 *   slug: 'beef-biltong-250g', image: '', quantity: 2, unitPrice: 95, discount: 10,
 *   discountedUnitPrice: 85.5, bulkTier: null, addons: [], lineTotal: 171 };
 * ```
 */
export type SellerOrderItem = z.infer<typeof SellerOrderItemSchema>;

/**
 * A payment of the order (provider payments and offline references).
 * @example
 * ```ts
 * const payment = SellerOrderPaymentSchema.parse({ reference: 'EFT-ORD1042-3817', method: 'eft',
 *   amount: 249.5, currency: 'ZAR', status: 'rejected', createdAt: '2026-11-20T09:14:00.000Z',
 *   updatedAt: '2026-11-21T10:00:00.000Z', reason: 'No transfer received' });
 * payment.reason // "No transfer received"
 * ```
 */
export const SellerOrderPaymentSchema = z.object({
  reference: z.string(),
  method: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Why the seller rejected it. */
  reason: z.optional(z.string()),
});
/**
 * An order's payment as {@link SellerOrderPaymentSchema} parses it.
 * @example
 * ```ts
 * const payment: SellerOrderPayment = { reference: 'EFT-ORD1042-3817', method: 'eft', amount: 249.5,
 *   currency: 'ZAR', status: 'approved', createdAt: '2026-11-20T09:14:00.000Z',
 *   updatedAt: '2026-11-21T10:00:00.000Z' };
 * ```
 */
export type SellerOrderPayment = z.infer<typeof SellerOrderPaymentSchema>;

/**
 * One step of the order's history (its domain events), oldest first.
 * @example
 * ```ts
 * SellerOrderEventSchema.parse({ type: 'order.status_changed', at: '2026-11-22T14:30:00.000Z',
 *   summary: 'Shipped with DHL, tracking 1234567890' }).summary // "Shipped with DHL, tracking 1234567890"
 * ```
 */
export const SellerOrderEventSchema = z.object({
  /** The event type: order.placed, payment.approval_requested, order.paid, order.status_changed… */
  type: z.string(),
  at: z.string(),
  /** A plain sentence: "Shipped with DHL, tracking 123". */
  summary: z.string(),
});
/**
 * An order history step as {@link SellerOrderEventSchema} parses it.
 * @example
 * ```ts
 * const event: SellerOrderEvent = { type: 'order.placed', at: '2026-11-20T09:14:00.000Z',
 *   summary: 'Order placed' };
 * ```
 */
export type SellerOrderEvent = z.infer<typeof SellerOrderEventSchema>;

/**
 * One order as the console's order page and packing slip show it (GET /seller/orders/{orderNumber}): the
 * summary plus lines, totals, shipping, payments, history and the statuses it may move to.
 * @example SellerOrderDetailSchema.safeParse({ orderNumber: 'ORD1042', status: 'pending' }).success // false
 * @example
 * ```ts
 * SellerOrderDetailSchema.shape.nextStatuses.parse(SELLER_ORDER_TRANSITIONS.pending)
 * // ["processing", "cancelled"]
 * ```
 */
export const SellerOrderDetailSchema = z.object({
  ...SellerOrderSummarySchema.shape,
  items: z.array(SellerOrderItemSchema),
  subtotal: z.number(),
  shippingFee: z.number(),
  shippingInfo: z.record(z.string(), z.string()),
  notes: z.string(),
  carrier: z.nullable(z.string()),
  trackingNumber: z.nullable(z.string()),
  cancelReason: z.nullable(z.string()),
  payments: z.array(SellerOrderPaymentSchema),
  timeline: z.array(SellerOrderEventSchema),
  /** Where the order may go next (SELLER_ORDER_TRANSITIONS from its status). */
  nextStatuses: z.array(z.enum(SELLER_ORDER_STATUSES)),
});
/**
 * An order in full as {@link SellerOrderDetailSchema} parses it.
 * @example
 * ```ts
 * const token = () => localStorage.getItem(SELLER_CONSOLE_TOKEN_KEY);
 * const http = createHttp({ baseUrl: 'http://localhost:8000/api', getToken: token });
 * const { order } = await http.send({ method: 'get', path: 'seller/orders/ORD1042',
 *   schema: SellerOrderResponseSchema, fallback: 'Failed to load the order' });
 * const detail: SellerOrderDetail = order;
 * ```
 */
export type SellerOrderDetail = z.infer<typeof SellerOrderDetailSchema>;

/**
 * The answer of GET /seller/orders/{orderNumber}: the order in full.
 * @example SellerOrderResponseSchema.safeParse({ success: false }).success // false: no order in it
 */
export const SellerOrderResponseSchema = z.object({ success: z.boolean(), order: SellerOrderDetailSchema });
/**
 * An order answer as {@link SellerOrderResponseSchema} parses it.
 * @example
 * ```ts
 * const token = () => localStorage.getItem(SELLER_CONSOLE_TOKEN_KEY);
 * const http = createHttp({ baseUrl: 'http://localhost:8000/api', getToken: token });
 * const answer: SellerOrderResponse = await http.send({ method: 'get', path: 'seller/orders/ORD1042',
 *   schema: SellerOrderResponseSchema, fallback: 'Failed to load the order' });
 * ```
 */
export type SellerOrderResponse = z.infer<typeof SellerOrderResponseSchema>;

/**
 * The path parameters of GET /seller/orders/{orderNumber} and POST /seller/orders/{orderNumber}/status.
 * @example SellerOrderParamsSchema.parse({ orderNumber: ' ORD1042 ' }) // { orderNumber: "ORD1042" }
 */
export const SellerOrderParamsSchema = z.object({
  orderNumber: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
});
/**
 * The order path parameters as a caller may send them, before they are parsed.
 * @example
 * ```ts
 * const params: SellerOrderParams = { orderNumber: 'ORD1042' };
 * ```
 */
export type SellerOrderParams = z.input<typeof SellerOrderParamsSchema>;

/**
 * The refusal (400, naming `carrier` or `trackingNumber`) of a move to `shipped` without both.
 * @example TRACKING_REQUIRED // "Carrier and tracking number are required to ship an order"
 */
export const TRACKING_REQUIRED = 'Carrier and tracking number are required to ship an order';
/**
 * The most characters of a cancel reason or of a rejected payment's reason.
 * @example CANCEL_REASON_MAX // 500
 */
export const CANCEL_REASON_MAX = 500;

/**
 * POST /seller/orders/{orderNumber}/status body: one transition. `from` is the status the seller saw: a
 * change meanwhile answers 409. Shipping needs `carrier` and `trackingNumber`; a cancel may give a reason.
 * @example
 * ```ts
 * const body = { from: 'processing', to: 'shipped', carrier: ' DHL ', trackingNumber: '1234567890' };
 * SellerOrderTransitionBodySchema.parse(body)
 * // { from: "processing", to: "shipped", carrier: "DHL", trackingNumber: "1234567890" }
 * ```
 * @example
 * ```ts
 * SellerOrderTransitionBodySchema.safeParse({ from: 'pending', to: 'pending' }).error?.issues[0]?.message
 * // "to must be processing, shipped, delivered or cancelled"
 * ```
 */
export const SellerOrderTransitionBodySchema = z.object({
  from: z.enum(SELLER_ORDER_STATUSES, { error: 'from must be the order status you saw' }),
  to: z.enum(['processing', 'shipped', 'delivered', 'cancelled'], {
    error: 'to must be processing, shipped, delivered or cancelled',
  }),
  carrier: z.optional(z.string().check(z.trim(), z.maxLength(100, { error: 'Carrier is too long' }))),
  trackingNumber: z.optional(
    z.string().check(z.trim(), z.maxLength(100, { error: 'Tracking number is too long' })),
  ),
  reason: z.optional(
    z.string().check(z.trim(), z.maxLength(CANCEL_REASON_MAX, { error: 'Reason is too long' })),
  ),
});
/**
 * An order status change body as a caller may send it, before it is parsed.
 * @example
 * ```ts
 * const body: SellerOrderTransitionBody = { from: 'pending', to: 'cancelled', reason: 'Out of stock' };
 * ```
 */
export type SellerOrderTransitionBody = z.input<typeof SellerOrderTransitionBodySchema>;

/**
 * The answer of POST /seller/orders/{orderNumber}/status: a message to show and the order as it is now.
 * @example
 * ```ts
 * SellerOrderTransitionResponseSchema.safeParse({ success: true, message: 'Order cancelled' }).success
 * // false: the answer carries the order as it is now
 * ```
 */
export const SellerOrderTransitionResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  order: SellerOrderDetailSchema,
});
/**
 * An order status change answer as {@link SellerOrderTransitionResponseSchema} parses it.
 * @example
 * ```ts
 * const token = () => localStorage.getItem(SELLER_CONSOLE_TOKEN_KEY);
 * const http = createHttp({ baseUrl: 'http://localhost:8000/api', getToken: token });
 * const answer: SellerOrderTransitionResponse = await http.send({ method: 'post',
 *   path: 'seller/orders/ORD1042/status', json: { from: 'pending', to: 'processing' },
 *   schema: SellerOrderTransitionResponseSchema, fallback: 'Could not update the order' });
 * ```
 */
export type SellerOrderTransitionResponse = z.infer<typeof SellerOrderTransitionResponseSchema>;

/**
 * The body of PUT /seller/payments/{paymentReference}/reject: the reason (required, told to the shopper).
 * @example RejectPaymentBodySchema.parse({ reason: ' No transfer seen ' }) // { reason: "No transfer seen" }
 * @example RejectPaymentBodySchema.safeParse({ reason: ' ' }).error?.issues[0]?.message
 * // "Reason is required"
 */
export const RejectPaymentBodySchema = z.object({
  reason: z
    .string({ error: 'Reason is required' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'Reason is required' }),
      z.maxLength(CANCEL_REASON_MAX, { error: 'Reason is too long' }),
    ),
});
/**
 * A reject body as a caller may send it, before it is parsed.
 * @example
 * ```ts
 * const body: RejectPaymentBody = { reason: 'No transfer received within 7 days' };
 * ```
 */
export type RejectPaymentBody = z.input<typeof RejectPaymentBodySchema>;

/**
 * The messages list's filters (`filter` of GET /seller/messages): all, unread, open or handled.
 * @example MESSAGE_FILTERS // ["all", "unread", "open", "handled"]
 */
export const MESSAGE_FILTERS = ['all', 'unread', 'open', 'handled'] as const;
/**
 * The most characters of a seller's reply to a contact message.
 * @example REPLY_MAX // 5000
 */
export const REPLY_MAX = 5000;

/**
 * The query of GET /seller/messages (listed unread first, then newest): the page and a filter.
 * @example SellerMessagesQuerySchema.parse({ filter: 'unread' }) // { page: 1, filter: "unread" }
 */
export const SellerMessagesQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
  filter: z._default(z.enum(MESSAGE_FILTERS), 'all'),
});
/**
 * A messages list query as a caller may send it, before defaults are applied.
 * @example
 * ```ts
 * const query: SellerMessagesQuery = { page: 2, filter: 'open' };
 * ```
 */
export type SellerMessagesQuery = z.input<typeof SellerMessagesQuerySchema>;

/**
 * A contact-form message of the shop, with the seller's replies.
 * @example
 * ```ts
 * const contact = SellerMessageSchema.parse({ id: 'm1', name: 'Thandi Nkosi', email: 'thandi@example.com',
 *   subject: 'Biltong', message: 'Fridge or pantry once opened?', createdAt: '2026-11-20T09:14:00.000Z',
 *   read: false, handled: false, replies: [] });
 * contact.handled // false
 * ```
 */
export const SellerMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
  handled: z.boolean(),
  replies: z.array(z.object({ id: z.string(), body: z.string(), createdAt: z.string() })),
});
/**
 * A contact message as {@link SellerMessageSchema} parses it.
 * @example
 * ```ts
 * const contact: SellerMessage = { id: 'm1', name: 'Thandi Nkosi', email: 'thandi@example.com',
 *   subject: 'Biltong', message: 'Fridge or pantry once opened?', createdAt: '2026-11-20T09:14:00.000Z',
 *   read: true, handled: true,
 *   replies: [{ id: 'r1', body: 'Fridge: it keeps two weeks.', createdAt: '2026-11-20T11:02:00.000Z' }] };
 * ```
 */
export type SellerMessage = z.infer<typeof SellerMessageSchema>;

/**
 * The answer of GET /seller/messages: a page of messages, the total and unread counts, page and size.
 * @example
 * ```ts
 * const body = { success: true, messages: [], total: 0, unread: 0, page: 1, perPage: 20 };
 * SellerMessagesResponseSchema.parse(body).unread // 0
 * ```
 */
export const SellerMessagesResponseSchema = z.object({
  success: z.boolean(),
  messages: z.array(SellerMessageSchema),
  total: z.number(),
  unread: z.number(),
  page: z.number(),
  perPage: z.number(),
});
/**
 * A messages list answer as {@link SellerMessagesResponseSchema} parses it.
 * @example
 * ```ts
 * const answer: SellerMessagesResponse = { success: true, messages: [], total: 0, unread: 0, page: 1,
 *   perPage: 20 };
 * ```
 */
export type SellerMessagesResponse = z.infer<typeof SellerMessagesResponseSchema>;

/**
 * PUT /seller/messages/{id} body: mark read/unread, handled/open.
 * @example UpdateSellerMessageBodySchema.parse({ handled: true }) // { handled: true }
 * @example UpdateSellerMessageBodySchema.safeParse({ read: 'yes' }).success // false
 */
export const UpdateSellerMessageBodySchema = z.object({
  read: z.optional(z.boolean()),
  handled: z.optional(z.boolean()),
});
/**
 * A message update body as a caller may send it, before it is parsed.
 * @example
 * ```ts
 * const body: UpdateSellerMessageBody = { read: true, handled: false };
 * ```
 */
export type UpdateSellerMessageBody = z.input<typeof UpdateSellerMessageBodySchema>;

/**
 * POST /seller/messages/{id}/replies body: mailed to the shopper with the original quoted.
 * @example ReplySellerMessageBodySchema.parse({ body: ' Fridge, 2 weeks. ' }) // { body: "Fridge, 2 weeks." }
 * @example
 * ```ts
 * ReplySellerMessageBodySchema.safeParse({ body: 'x'.repeat(REPLY_MAX + 1) }).error?.issues[0]?.message
 * // "must be at most 5000 characters long"
 * ```
 */
export const ReplySellerMessageBodySchema = z.object({
  // no type message of its own: a body that is no text is answered `body: must be text`, naming the field
  body: z.string().check(
    z.trim(),
    z.minLength(1, { error: 'Reply is required' }),
    // a reason, so the API names the field: `body: must be at most 5000 characters long`
    z.maxLength(REPLY_MAX, { error: `must be at most ${REPLY_MAX} characters long` }),
  ),
});
/**
 * A reply body as a caller may send it, before it is parsed.
 * @example
 * ```ts
 * const body: ReplySellerMessageBody = { body: 'Keep it in the fridge once opened: it keeps two weeks.' };
 * ```
 */
export type ReplySellerMessageBody = z.input<typeof ReplySellerMessageBodySchema>;

/**
 * The answer of PUT /seller/messages/{id} and POST …/replies: a message to show and the contact message.
 * @example SellerMessageResponseSchema.safeParse({ success: true, message: 'Reply sent' }).success // false
 */
export const SellerMessageResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  contactMessage: SellerMessageSchema,
});
/**
 * A message answer as {@link SellerMessageResponseSchema} parses it.
 * @example
 * ```ts
 * const answer: SellerMessageResponse = { success: true, message: 'Message updated',
 *   contactMessage: { id: 'm1', name: 'Thandi Nkosi', email: 'thandi@example.com', subject: 'Biltong',
 *   message: 'Fridge or pantry?', createdAt: '2026-11-20T09:14:00.000Z', read: true, handled: true,
 *   replies: [] } };
 * ```
 */
export type SellerMessageResponse = z.infer<typeof SellerMessageResponseSchema>;

/**
 * The query of GET /seller/reviews (newest first): the page, a star rating 1 to 5, and visibility.
 * @example SellerReviewsQuerySchema.parse({ rating: '1' }) // { page: 1, rating: 1, visibility: "all" }
 * @example SellerReviewsQuerySchema.safeParse({ rating: '6' }).error?.issues[0]?.message
 * // "rating must be 1 to 5"
 */
export const SellerReviewsQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
  rating: z.optional(
    z.coerce
      .number()
      .check(
        z.int(),
        z.gte(1, { error: 'rating must be 1 to 5' }),
        z.lte(5, { error: 'rating must be 1 to 5' }),
      ),
  ),
  visibility: z._default(z.enum(['all', 'visible', 'hidden']), 'all'),
});
/**
 * A reviews list query as a caller may send it, before defaults are applied.
 * @example
 * ```ts
 * const query: SellerReviewsQuery = { rating: 1, visibility: 'visible' };
 * ```
 */
export type SellerReviewsQuery = z.input<typeof SellerReviewsQuerySchema>;

/**
 * A review of one of the shop's products as the console lists it, with whether the seller hid it.
 * @example
 * ```ts
 * const review = SellerReviewSchema.parse({ id: 'rv1', productId: 'p7', productName: 'Beef biltong 250 g',
 *   productSlug: 'beef-biltong-250g', name: 'Sipho', rating: 5, review: 'Tender and not too salty.',
 *   createdAt: '2026-11-22T18:40:00.000Z', hidden: false });
 * review.hidden // false
 * ```
 */
export const SellerReviewSchema = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  productSlug: z.string(),
  name: z.string(),
  rating: z.number(),
  review: z.string(),
  createdAt: z.string(),
  hidden: z.boolean(),
});
/**
 * A review as {@link SellerReviewSchema} parses it.
 * @example
 * ```ts
 * const review: SellerReview = { id: 'rv1', productId: 'p7', productName: 'Beef biltong 250 g',
 *   productSlug: 'beef-biltong-250g', name: 'Sipho', rating: 5, review: 'Tender and not too salty.',
 *   createdAt: '2026-11-22T18:40:00.000Z', hidden: false };
 * ```
 */
export type SellerReview = z.infer<typeof SellerReviewSchema>;

/**
 * The answer of GET /seller/reviews: a page of the shop's reviews, how many match, page and size.
 * @example SellerReviewsResponseSchema.safeParse({ success: true, reviews: [] }).success // false: no counts
 */
export const SellerReviewsResponseSchema = z.object({
  success: z.boolean(),
  reviews: z.array(SellerReviewSchema),
  total: z.number(),
  page: z.number(),
  perPage: z.number(),
});
/**
 * A reviews list answer as {@link SellerReviewsResponseSchema} parses it.
 * @example
 * ```ts
 * const answer: SellerReviewsResponse = { success: true, reviews: [], total: 0, page: 1, perPage: 20 };
 * ```
 */
export type SellerReviewsResponse = z.infer<typeof SellerReviewsResponseSchema>;

/**
 * The body of PUT /seller/reviews/{id}: hide the review or show it again.
 * @example UpdateSellerReviewBodySchema.parse({ hidden: true }) // { hidden: true }
 * @example
 * ```ts
 * UpdateSellerReviewBodySchema.safeParse({ hidden: 'yes' }).error?.issues[0]?.message
 * // "hidden must be true or false"
 * ```
 */
export const UpdateSellerReviewBodySchema = z.object({
  hidden: z.boolean({ error: 'hidden must be true or false' }),
});
/**
 * A review update body as a caller may send it, before it is parsed.
 * @example
 * ```ts
 * const body: UpdateSellerReviewBody = { hidden: false };
 * ```
 */
export type UpdateSellerReviewBody = z.input<typeof UpdateSellerReviewBodySchema>;

/**
 * The answer of PUT /seller/reviews/{id}: a message to show and the review now.
 * @example SellerReviewResponseSchema.safeParse({ success: true, message: 'Review hidden' }).success // false
 */
export const SellerReviewResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  review: SellerReviewSchema,
});
/**
 * A review answer as {@link SellerReviewResponseSchema} parses it.
 * @example
 * ```ts
 * const answer: SellerReviewResponse = { success: true, message: 'Review hidden', review: { id: 'rv1',
 *   productId: 'p7', productName: 'Beef biltong 250 g', productSlug: 'beef-biltong-250g', name: 'Sipho',
 *   rating: 1, review: 'Spam link removed', createdAt: '2026-11-22T18:40:00.000Z', hidden: true } };
 * ```
 */
export type SellerReviewResponse = z.infer<typeof SellerReviewResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// The new shop's checklist

/**
 * The new shop's checklist items: logo, support details, a published product, a payment method, a page.
 * @example CHECKLIST_ITEM_IDS // ["logo", "support", "product", "payment", "page"]
 */
export const CHECKLIST_ITEM_IDS = ['logo', 'support', 'product', 'payment', 'page'] as const;
/**
 * A checklist item's id (one of {@link CHECKLIST_ITEM_IDS}).
 * @example
 * ```ts
 * const id: ChecklistItemId = 'payment';
 * ```
 */
export type ChecklistItemId = (typeof CHECKLIST_ITEM_IDS)[number];

/**
 * GET /seller/checklist: what a new shop still has to do, each with the console screen that does it.
 * @example
 * ```ts
 * const logo = { id: 'logo', label: 'Add your logo', done: true, href: '/seller/shop' };
 * SellerChecklistResponseSchema.parse({ items: [logo] }).items[0]?.done // true
 * ```
 * @example
 * ```ts
 * const banner = { id: 'banner', label: 'Add a banner', done: false, href: '/seller/shop/banners' };
 * SellerChecklistResponseSchema.safeParse({ items: [banner] }).success // false: not a checklist item id
 * ```
 */
export const SellerChecklistResponseSchema = z.object({
  items: z.array(
    z.object({
      id: z.enum(CHECKLIST_ITEM_IDS),
      label: z.string(),
      done: z.boolean(),
      href: z.string(),
    }),
  ),
});
/**
 * A checklist answer as {@link SellerChecklistResponseSchema} parses it.
 * @example
 * ```ts
 * const checklist: SellerChecklistResponse = { items: [{ id: 'product', label: 'Publish your first product',
 *   done: false, href: '/seller/products/new' }] };
 * ```
 */
export type SellerChecklistResponse = z.infer<typeof SellerChecklistResponseSchema>;
/**
 * One checklist item: its id, its label, whether it is done and the console screen that does it.
 * @example
 * ```ts
 * const item: ChecklistItem = { id: 'payment', label: 'Switch on a payment method', done: false,
 *   href: '/seller/settings/payments' };
 * ```
 */
export type ChecklistItem = SellerChecklistResponse['items'][number];
