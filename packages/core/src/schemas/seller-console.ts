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

/** GET /seller/payments/pending: the shop's bank transfers and cash payments awaiting approval. */
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
/** A pending payments answer as {@link PendingPaymentsResponseSchema} parses it. */
export type PendingPaymentsResponse = z.infer<typeof PendingPaymentsResponseSchema>;

/** The path parameters of PUT /seller/payments/{paymentReference}/approve and …/reject. */
export const PaymentDecisionParamsSchema = z.object({
  paymentReference: z.string().check(z.minLength(1), z.maxLength(200)),
});
/** The approve or reject path parameters as a caller may send them, before they are parsed. */
export type PaymentDecisionParams = z.input<typeof PaymentDecisionParamsSchema>;

/** The answer of PUT /seller/payments/{paymentReference}/approve and …/reject: payment and order status. */
export const PaymentDecisionResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  paymentReference: z.string(),
  orderNumber: z.string(),
  paymentStatus: z.string(),
  orderPaymentStatus: z.string(),
});
/** An approve or reject answer as {@link PaymentDecisionResponseSchema} parses it. */
export type PaymentDecisionResponse = z.infer<typeof PaymentDecisionResponseSchema>;

/** A notice of what happened in the shop: an order placed, paid or cancelled, a payment to approve… */
export const SellerNotificationSchema = z.object({
  id: z.string(),
  /** The domain event it tells of: order.placed, order.paid, order.cancelled, payment.approval_requested… */
  type: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  read: z.boolean(),
});
/** A notification as {@link SellerNotificationSchema} parses it. */
export type SellerNotification = z.infer<typeof SellerNotificationSchema>;

/** GET /seller/notifications: the seller's newest notices, newest first. */
export const SellerNotificationsResponseSchema = z.object({
  success: z.boolean(),
  notifications: z.array(SellerNotificationSchema),
});
/** A notifications answer as {@link SellerNotificationsResponseSchema} parses it. */
export type SellerNotificationsResponse = z.infer<typeof SellerNotificationsResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Seller console (issue 17): account and sessions, dashboard, orders, payments, messages, reviews.
// Money on this wire is in major units (as the shop's), every date an ISO string.
// ---------------------------------------------------------------------------------------------------------

// the rules every account shares (`password.ts`), under the console's names
/** The message of a new seller password that is too short (the same rule as every account's password). */
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

/** The path parameters of a console route on one row by its id (`/seller/messages/{id}`…). */
export const SellerIdParamsSchema = z.object({
  id: z.string().check(z.trim(), z.minLength(1), z.maxLength(128)),
});
/** The id path parameter as a caller may send it, before it is parsed. */
export type SellerIdParams = z.input<typeof SellerIdParamsSchema>;

/** `{ success, message }`: the answer of a console action with nothing else to tell. */
export const SellerActionResponseSchema = z.object({ success: z.boolean(), message: z.string() });
/** A console action's answer as {@link SellerActionResponseSchema} parses it. */
export type SellerActionResponse = z.infer<typeof SellerActionResponseSchema>;

/** GET /seller/me: the signed-in account and the shop it runs. */
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
  }),
});
/** A GET /seller/me answer as {@link SellerMeResponseSchema} parses it. */
export type SellerMeResponse = z.infer<typeof SellerMeResponseSchema>;

/** One signed-in console (GET /seller/sessions). */
export const SellerSessionSchema = z.object({
  id: z.string(),
  userAgent: z.string(),
  ip: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session making this request. */
  current: z.boolean(),
});
/** A console session as {@link SellerSessionSchema} parses it. */
export type SellerSession = z.infer<typeof SellerSessionSchema>;

/** GET /seller/sessions: the account's live sessions, newest first. */
export const SellerSessionsResponseSchema = z.object({
  success: z.boolean(),
  sessions: z.array(SellerSessionSchema),
});
/** A sessions answer as {@link SellerSessionsResponseSchema} parses it. */
export type SellerSessionsResponse = z.infer<typeof SellerSessionsResponseSchema>;

/**
 * The body of PUT /seller/password, the console's change-password form: the current password (required) and
 * a new one of the shared password rule; saving ends every other session of the account.
 */
export const ChangeSellerPasswordBodySchema = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .check(z.minLength(1, { error: 'Current password is required' }), z.maxLength(200)),
  newPassword,
});
/** A change-password body as a caller may send it, before it is parsed. */
export type ChangeSellerPasswordBody = z.input<typeof ChangeSellerPasswordBodySchema>;

/** PUT /seller/password refusal (400, after `currentPassword: `) when the current password given is wrong. */
export const SELLER_CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect';

/** POST /seller/password-reset answer: the same whether the address has an account or not. */
export const SELLER_PASSWORD_RESET_REQUESTED =
  'If a seller account exists for that email, a reset link is on its way.';

/** POST /seller/password-reset/confirm refusal (400, after `token: `): a forged, used or expired link. */
export const SELLER_RESET_LINK_INVALID = RESET_LINK_INVALID;

/** POST /seller/password-reset body: always answered alike, whether the address has an account or not. */
export const RequestSellerPasswordResetBodySchema = z.object({ email: sellerEmail });
/** A password reset request body as a caller may send it, before it is parsed. */
export type RequestSellerPasswordResetBody = z.input<typeof RequestSellerPasswordResetBodySchema>;

/** The minutes a password reset link stays valid. */
export const SELLER_PASSWORD_RESET_MINUTES = PASSWORD_RESET_MINUTES;

/** POST /seller/password-reset/confirm body: the mailed link's token and the new password. */
export const ConfirmSellerPasswordResetBodySchema = ConfirmPasswordResetBodySchema;
/** A password reset confirmation body as a caller may send it, before it is parsed. */
export type ConfirmSellerPasswordResetBody = z.input<typeof ConfirmSellerPasswordResetBodySchema>;

/** The dashboard's periods: today, the last 7 days, the last 30 days (days end at midnight UTC). */
export const DASHBOARD_RANGES = ['today', '7d', '30d'] as const;
/** A dashboard period (one of {@link DASHBOARD_RANGES}). */
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];

/** Products at or under this stock count as low stock. */
export const LOW_STOCK_THRESHOLD = 5;

/** The query of GET /seller/dashboard: the period, one of {@link DASHBOARD_RANGES} (`7d` when omitted). */
export const SellerDashboardQuerySchema = z.object({
  range: z._default(z.enum(DASHBOARD_RANGES, { error: 'range must be today, 7d or 30d' }), '7d'),
});
/** A dashboard query as a caller may send it, before defaults are applied. */
export type SellerDashboardQuery = z.input<typeof SellerDashboardQuerySchema>;

/** GET /seller/dashboard: the shop's figures for the period, and one point per day for the chart. */
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
/** A dashboard answer as {@link SellerDashboardResponseSchema} parses it. */
export type SellerDashboardResponse = z.infer<typeof SellerDashboardResponseSchema>;

/** The seller's order workflow: pending → processing → shipped → delivered, or cancelled before shipping. */
export const SELLER_ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
/** A status of the seller's order workflow (one of {@link SELLER_ORDER_STATUSES}). */
export type SellerOrderStatus = (typeof SELLER_ORDER_STATUSES)[number];

/** Where each status may go next (the server checks the same table). */
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

/** Stored delivery statuses that read as each workflow status (the legacy ones as `pending`). */
export const STORED_SELLER_ORDER_STATUSES: Record<SellerOrderStatus, readonly string[]> = {
  pending: ['pending', 'placed', 'warehouse'],
  processing: ['processing'],
  shipped: ['shipped'],
  delivered: ['delivered'],
  cancelled: ['cancelled'],
};

/** The orders list's sort keys (`sort` of GET /seller/orders): date placed, total, number, customer name. */
export const SELLER_ORDER_SORTS = ['createdAt', 'total', 'orderNumber', 'customer'] as const;
/** The orders list's page size when the query gives no `perPage`. */
export const SELLER_ORDERS_PER_PAGE = 20;

const isoDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date as YYYY-MM-DD' }));

/** GET /seller/orders query: paged, sorted, filtered; `q` matches order number, name, e-mail or phone. */
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
/** An orders list query as a caller may send it, before defaults are applied. */
export type SellerOrdersQuery = z.input<typeof SellerOrdersQuerySchema>;

/** An order as the console's list shows it (this seller's part of it). */
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
/** An order summary as {@link SellerOrderSummarySchema} parses it. */
export type SellerOrderSummary = z.infer<typeof SellerOrderSummarySchema>;

/** The answer of GET /seller/orders: a page of the shop's orders, how many match in all, page and size. */
export const SellerOrdersResponseSchema = z.object({
  success: z.boolean(),
  orders: z.array(SellerOrderSummarySchema),
  total: z.number(),
  page: z.number(),
  perPage: z.number(),
});
/** An orders list answer as {@link SellerOrdersResponseSchema} parses it. */
export type SellerOrdersResponse = z.infer<typeof SellerOrdersResponseSchema>;

/** An order line as it was bought: the bulk tier used (if any) and the add-ons chosen. */
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
/** An order line as {@link SellerOrderItemSchema} parses it. */
export type SellerOrderItem = z.infer<typeof SellerOrderItemSchema>;

/** A payment of the order (provider payments and offline references). */
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
/** An order's payment as {@link SellerOrderPaymentSchema} parses it. */
export type SellerOrderPayment = z.infer<typeof SellerOrderPaymentSchema>;

/** One step of the order's history (its domain events), oldest first. */
export const SellerOrderEventSchema = z.object({
  /** The event type: order.placed, payment.approval_requested, order.paid, order.status_changed… */
  type: z.string(),
  at: z.string(),
  /** A plain sentence: "Shipped with DHL, tracking 123". */
  summary: z.string(),
});
/** An order history step as {@link SellerOrderEventSchema} parses it. */
export type SellerOrderEvent = z.infer<typeof SellerOrderEventSchema>;

/**
 * One order as the console's order page and packing slip show it (GET /seller/orders/{orderNumber}): the
 * summary plus lines, totals, shipping, payments, history and the statuses it may move to.
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
/** An order in full as {@link SellerOrderDetailSchema} parses it. */
export type SellerOrderDetail = z.infer<typeof SellerOrderDetailSchema>;

/** The answer of GET /seller/orders/{orderNumber}: the order in full. */
export const SellerOrderResponseSchema = z.object({ success: z.boolean(), order: SellerOrderDetailSchema });
/** An order answer as {@link SellerOrderResponseSchema} parses it. */
export type SellerOrderResponse = z.infer<typeof SellerOrderResponseSchema>;

/** The path parameters of GET /seller/orders/{orderNumber} and POST /seller/orders/{orderNumber}/status. */
export const SellerOrderParamsSchema = z.object({
  orderNumber: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
});
/** The order path parameters as a caller may send them, before they are parsed. */
export type SellerOrderParams = z.input<typeof SellerOrderParamsSchema>;

/** The refusal (400, naming `carrier` or `trackingNumber`) of a move to `shipped` without both. */
export const TRACKING_REQUIRED = 'Carrier and tracking number are required to ship an order';
/** The most characters of a cancel reason or of a rejected payment's reason. */
export const CANCEL_REASON_MAX = 500;

/**
 * POST /seller/orders/{orderNumber}/status body: one transition. `from` is the status the seller saw: a
 * change meanwhile answers 409. Shipping needs `carrier` and `trackingNumber`; a cancel may give a reason.
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
/** An order status change body as a caller may send it, before it is parsed. */
export type SellerOrderTransitionBody = z.input<typeof SellerOrderTransitionBodySchema>;

/** The answer of POST /seller/orders/{orderNumber}/status: a message to show and the order as it is now. */
export const SellerOrderTransitionResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  order: SellerOrderDetailSchema,
});
/** An order status change answer as {@link SellerOrderTransitionResponseSchema} parses it. */
export type SellerOrderTransitionResponse = z.infer<typeof SellerOrderTransitionResponseSchema>;

/** The body of PUT /seller/payments/{paymentReference}/reject: the reason (required, told to the shopper). */
export const RejectPaymentBodySchema = z.object({
  reason: z
    .string({ error: 'Reason is required' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'Reason is required' }),
      z.maxLength(CANCEL_REASON_MAX, { error: 'Reason is too long' }),
    ),
});
/** A reject body as a caller may send it, before it is parsed. */
export type RejectPaymentBody = z.input<typeof RejectPaymentBodySchema>;

/** The messages list's filters (`filter` of GET /seller/messages): all, unread, open or handled. */
export const MESSAGE_FILTERS = ['all', 'unread', 'open', 'handled'] as const;
/** The most characters of a seller's reply to a contact message. */
export const REPLY_MAX = 5000;

/** The query of GET /seller/messages (listed unread first, then newest): the page and a filter. */
export const SellerMessagesQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
  filter: z._default(z.enum(MESSAGE_FILTERS), 'all'),
});
/** A messages list query as a caller may send it, before defaults are applied. */
export type SellerMessagesQuery = z.input<typeof SellerMessagesQuerySchema>;

/** A contact-form message of the shop, with the seller's replies. */
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
/** A contact message as {@link SellerMessageSchema} parses it. */
export type SellerMessage = z.infer<typeof SellerMessageSchema>;

/** The answer of GET /seller/messages: a page of messages, the total and unread counts, page and size. */
export const SellerMessagesResponseSchema = z.object({
  success: z.boolean(),
  messages: z.array(SellerMessageSchema),
  total: z.number(),
  unread: z.number(),
  page: z.number(),
  perPage: z.number(),
});
/** A messages list answer as {@link SellerMessagesResponseSchema} parses it. */
export type SellerMessagesResponse = z.infer<typeof SellerMessagesResponseSchema>;

/** PUT /seller/messages/{id} body: mark read/unread, handled/open. */
export const UpdateSellerMessageBodySchema = z.object({
  read: z.optional(z.boolean()),
  handled: z.optional(z.boolean()),
});
/** A message update body as a caller may send it, before it is parsed. */
export type UpdateSellerMessageBody = z.input<typeof UpdateSellerMessageBodySchema>;

/** POST /seller/messages/{id}/replies body: mailed to the shopper with the original quoted. */
export const ReplySellerMessageBodySchema = z.object({
  // no type message of its own: a body that is no text is answered `body: must be text`, naming the field
  body: z.string().check(
    z.trim(),
    z.minLength(1, { error: 'Reply is required' }),
    // a reason, so the API names the field: `body: must be at most 5000 characters long`
    z.maxLength(REPLY_MAX, { error: `must be at most ${REPLY_MAX} characters long` }),
  ),
});
/** A reply body as a caller may send it, before it is parsed. */
export type ReplySellerMessageBody = z.input<typeof ReplySellerMessageBodySchema>;

/** The answer of PUT /seller/messages/{id} and POST …/replies: a message to show and the contact message. */
export const SellerMessageResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  contactMessage: SellerMessageSchema,
});
/** A message answer as {@link SellerMessageResponseSchema} parses it. */
export type SellerMessageResponse = z.infer<typeof SellerMessageResponseSchema>;

/** The query of GET /seller/reviews (newest first): the page, a star rating 1 to 5, and visibility. */
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
/** A reviews list query as a caller may send it, before defaults are applied. */
export type SellerReviewsQuery = z.input<typeof SellerReviewsQuerySchema>;

/** A review of one of the shop's products as the console lists it, with whether the seller hid it. */
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
/** A review as {@link SellerReviewSchema} parses it. */
export type SellerReview = z.infer<typeof SellerReviewSchema>;

/** The answer of GET /seller/reviews: a page of the shop's reviews, how many match, page and size. */
export const SellerReviewsResponseSchema = z.object({
  success: z.boolean(),
  reviews: z.array(SellerReviewSchema),
  total: z.number(),
  page: z.number(),
  perPage: z.number(),
});
/** A reviews list answer as {@link SellerReviewsResponseSchema} parses it. */
export type SellerReviewsResponse = z.infer<typeof SellerReviewsResponseSchema>;

/** The body of PUT /seller/reviews/{id}: hide the review or show it again. */
export const UpdateSellerReviewBodySchema = z.object({
  hidden: z.boolean({ error: 'hidden must be true or false' }),
});
/** A review update body as a caller may send it, before it is parsed. */
export type UpdateSellerReviewBody = z.input<typeof UpdateSellerReviewBodySchema>;

/** The answer of PUT /seller/reviews/{id}: a message to show and the review now. */
export const SellerReviewResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  review: SellerReviewSchema,
});
/** A review answer as {@link SellerReviewResponseSchema} parses it. */
export type SellerReviewResponse = z.infer<typeof SellerReviewResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// The new shop's checklist

/** The new shop's checklist items: logo, support details, a published product, a payment method, a page. */
export const CHECKLIST_ITEM_IDS = ['logo', 'support', 'product', 'payment', 'page'] as const;
/** A checklist item's id (one of {@link CHECKLIST_ITEM_IDS}). */
export type ChecklistItemId = (typeof CHECKLIST_ITEM_IDS)[number];

/** GET /seller/checklist: what a new shop still has to do, each with the console screen that does it. */
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
/** A checklist answer as {@link SellerChecklistResponseSchema} parses it. */
export type SellerChecklistResponse = z.infer<typeof SellerChecklistResponseSchema>;
/** One checklist item: its id, its label, whether it is done and the console screen that does it. */
export type ChecklistItem = SellerChecklistResponse['items'][number];
