import * as z from 'zod/mini';
import { PAYMENT_METHOD_IDS } from '../payments/payment-method-ids.js';
import { DEFAULT_CURRENCY } from '../pricing/money.js';
import { MAX_LINE_QUANTITY } from './cart.js';
import { AmountSchema, IdSchema, TextSchema } from './common.js';
import { BulkPricingSchema, SelectedAddonSchema } from './product.js';
import { ShippingInfoSchema, StoredShippingInfoSchema } from './shipping.js';

/**
 * Delivery statuses (spec §3).
 * @example
 * ```ts
 * DELIVERY_STATUSES
 * // ['placed', 'pending', 'warehouse', 'delivered', 'cancelled', 'processing', 'shipped']
 * ```
 */
export const DELIVERY_STATUSES = [
  'placed',
  'pending',
  'warehouse',
  'delivered',
  'cancelled',
  'processing',
  // set by the seller console (pending → processing → shipped → delivered)
  'shipped',
] as const;
/**
 * One of the {@link DELIVERY_STATUSES} an order can be in (spec §3 "delivery_status").
 * @example
 * ```ts
 * const status: DeliveryStatus = 'shipped';
 * ```
 */
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * Payment statuses written by the server; `paid` only after the provider confirmed.
 * @example PAYMENT_STATUSES // ['unpaid', 'pending', 'paid', 'failed', 'refunded']
 */
export const PAYMENT_STATUSES = ['unpaid', 'pending', 'paid', 'failed', 'refunded'] as const;
/**
 * One of the {@link PAYMENT_STATUSES} an order can be in (spec §3 "payment_status").
 * @example
 * ```ts
 * const status: PaymentStatus = 'paid';
 * ```
 */
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Status filters of the orders list (spec §2 Dashboard).
 * @example ORDER_STATUS_FILTERS // ['all', 'placed', 'pending', 'cancelled', 'warehouse']
 */
export const ORDER_STATUS_FILTERS = ['all', 'placed', 'pending', 'cancelled', 'warehouse'] as const;
/**
 * A status filter of the orders list: `'all'` or one delivery status (spec §2 Dashboard).
 * @example
 * ```ts
 * const status: OrderStatusFilter = 'pending';
 * ```
 */
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];
/**
 * Validates the `{status}` of GET /home/customer/gat-orders/{customerId}/{status} (spec §7 Orders): one of
 * {@link ORDER_STATUS_FILTERS}.
 * @example OrderStatusFilterSchema.safeParse('delivered').success // false
 */
export const OrderStatusFilterSchema = z.enum(ORDER_STATUS_FILTERS);

/**
 * Validates a payment method id: one of the six of spec §9 (`stripe`, `paypal`, `payfast`, `cybersource`,
 * `eft`, `cashOnDelivery`), as the seller's enabled methods and their order list them.
 * @example
 * ```ts
 * PaymentMethodIdSchema.safeParse('cashOnDelivery').success // true
 * PaymentMethodIdSchema.safeParse('cash').success // false
 * ```
 */
export const PaymentMethodIdSchema = z.enum(PAYMENT_METHOD_IDS);

/**
 * PaymentDetails (spec §3): written by the server from the provider's answer.
 * @example
 * ```ts
 * PaymentDetailsSchema.parse({ gateway: 'paypal', amount: 49.5, fee: 2.22, netAmount: 47.28 }).netAmount
 * // 47.28
 * ```
 */
export const PaymentDetailsSchema = z.object({
  transactionId: z.optional(z.string()),
  paymentId: z.optional(z.string()),
  amount: z.optional(z.number()),
  originalAmount: z.optional(z.number()),
  exchangeRate: z.optional(z.number()),
  exchangeRateApplied: z.optional(z.boolean()),
  fee: z.optional(z.number()),
  netAmount: z.optional(z.number()),
  gateway: z.optional(z.string()),
  status: z.optional(z.string()),
  paidAt: z.optional(z.string()),
});
/**
 * An order's payment details as {@link PaymentDetailsSchema} parses them (spec §3).
 * @example
 * ```ts
 * const details: PaymentDetails = {
 *   gateway: 'stripe', transactionId: 'pi_3NxYz', amount: 49.5, status: 'succeeded',
 * };
 * ```
 */
export type PaymentDetails = z.infer<typeof PaymentDetailsSchema>;

/**
 * Price facts a line carries into an order (spec §3 "priceDetails").
 * @example
 * ```ts
 * PriceDetailsSchema.parse({ originalPrice: 12, bulkPricing: [{ quantity: 10, price: 100 }] })
 * // { originalPrice: 12, discount: 0, bulkPricing: [{ quantity: 10, price: 100 }], addons: [] }
 * ```
 */
export const PriceDetailsSchema = z.object({
  originalPrice: z._default(AmountSchema, 0),
  discount: z._default(z.number(), 0),
  bulkPricing: BulkPricingSchema,
  addons: z._default(z.array(SelectedAddonSchema), []),
});
/**
 * An order line's price facts as {@link PriceDetailsSchema} parses them (spec §3).
 * @example
 * ```ts
 * const facts: PriceDetails = {
 *   originalPrice: 12, discount: 10, bulkPricing: [], addons: [{ text: 'Gift wrap', price: 2 }],
 * };
 * ```
 */
export type PriceDetails = z.infer<typeof PriceDetailsSchema>;

/**
 * An order line (spec §3 "Order product"); prices frozen at order time.
 * @example
 * ```ts
 * OrderProductSchema.parse({ productId: 'p1', name: 'Rooibos tea', price: 4.5, quantity: 2 }).currency
 * // "USD"
 * ```
 */
export const OrderProductSchema = z.object({
  _id: z.optional(z.string()),
  productId: z.optional(z.string()),
  sellerId: z.optional(z.string()),
  name: TextSchema,
  brand: TextSchema,
  slug: z.optional(z.string()),
  images: z._default(z.array(z.string()), []),
  productInfo: z.optional(
    z.object({
      name: z.optional(z.string()),
      brand: z.optional(z.string()),
      images: z.optional(z.array(z.string())),
      slug: z.optional(z.string()),
      price: z.optional(z.number()),
      discount: z.optional(z.number()),
      bulkPricing: z.optional(BulkPricingSchema),
      packSize: z.optional(z.number()),
    }),
  ),
  price: z._default(AmountSchema, 0),
  originalPrice: z._default(AmountSchema, 0),
  discountedPrice: z.optional(AmountSchema),
  discount: z._default(z.number(), 0),
  bulkPricing: BulkPricingSchema,
  quantity: z.number().check(z.int(), z.positive()),
  addons: z._default(z.array(SelectedAddonSchema), []),
  currency: z._default(z.string(), DEFAULT_CURRENCY),
  packSize: z.optional(z.number()),
  priceDetails: z.optional(PriceDetailsSchema),
});
/**
 * An order line as {@link OrderProductSchema} parses it (spec §3).
 * @example
 * ```ts
 * const line: OrderProduct = OrderProductSchema.parse({
 *   productId: 'p1', name: 'Rooibos tea', price: 4.5, quantity: 2,
 * });
 * ```
 */
export type OrderProduct = z.infer<typeof OrderProductSchema>;
/**
 * An order line as a caller may send it, before defaults are applied.
 * @example
 * ```ts
 * const line: OrderProductInput = { productId: 'p1', name: 'Rooibos tea', price: 4.5, quantity: 2 };
 * ```
 */
export type OrderProductInput = z.input<typeof OrderProductSchema>;

/**
 * One seller's part of an order (spec §3 "authorOrdersData").
 * @example SellerOrderPartSchema.safeParse({ shopName: 'Cape Teas', price: -1 }).success // false
 */
export const SellerOrderPartSchema = z.object({
  _id: z.optional(z.string()),
  sellerId: z.optional(z.string()),
  shopName: z.optional(z.string()),
  price: AmountSchema,
  shippingFee: z.optional(AmountSchema),
  delivery_status: z.optional(z.string()),
  payment_status: z.optional(z.string()),
});
/**
 * One seller's part of an order as {@link SellerOrderPartSchema} parses it (spec §3).
 * @example
 * ```ts
 * const part: SellerOrderPart = {
 *   sellerId: 's1', shopName: 'Cape Teas', price: 9, shippingFee: 5, delivery_status: 'pending',
 * };
 * ```
 */
export type SellerOrderPart = z.infer<typeof SellerOrderPartSchema>;

/**
 * An order (spec §3).
 * @example
 * ```ts
 * OrderSchema.parse({ orderNumber: 'SK1042' }).delivery_status // "placed"
 * OrderSchema.parse({ orderNumber: 'SK1042' }).shippingInfo.city // ""
 * ```
 */
export const OrderSchema = z.object({
  _id: z.optional(z.string()),
  orderNumber: z.string(),
  date: TextSchema,
  products: z._default(z.array(OrderProductSchema), []),
  price: z.optional(AmountSchema),
  shipping_fee: z._default(z.union([AmountSchema, z.array(AmountSchema)]), 0),
  payment_status: z._default(z.string(), 'unpaid'),
  delivery_status: z._default(z.string(), 'placed'),
  authorOrdersData: z._default(z.array(SellerOrderPartSchema), []),
  // a missing shipping info parses as an empty one: every field '' (the stored schema's own defaults)
  shippingInfo: z.prefault(StoredShippingInfoSchema, {}),
  customerId: z.optional(z.nullable(z.string())),
  sellerId: z.optional(z.string()),
  paymentMethod: z.optional(z.nullable(z.string())),
  paymentDetails: z.optional(z.nullable(PaymentDetailsSchema)),
  currency: z.optional(z.string()),
  notes: z.optional(z.string()),
  seller: z.optional(
    z.object({
      _id: z.optional(z.string()),
      name: z.optional(z.string()),
      shopName: z.optional(z.string()),
      currency: z.optional(z.string()),
      currencySymbol: z.optional(z.string()),
    }),
  ),
});
/**
 * An order as {@link OrderSchema} parses it (spec §3).
 * @example
 * ```ts
 * const order: Order = OrderSchema.parse({ orderNumber: 'SK1042', date: '2026-11-27', price: 14 });
 * ```
 */
export type Order = z.infer<typeof OrderSchema>;
/**
 * An order as a caller may send it, before defaults are applied.
 * @example
 * ```ts
 * const order: OrderInput = {
 *   orderNumber: 'SK1042',
 *   products: [{ productId: 'p1', name: 'Rooibos tea', price: 4.5, quantity: 2 }],
 * };
 * ```
 */
export type OrderInput = z.input<typeof OrderSchema>;

/**
 * The most lines one order may hold.
 * @example MAX_ORDER_LINES // 200
 */
export const MAX_ORDER_LINES = 200;

/** A quantity of an order line; one reason for every way it can be wrong, named by the API's error formatter. */
const LINE_QUANTITY_REASON = `must be a whole number from 1 to ${MAX_LINE_QUANTITY}`;
const LineQuantitySchema = z
  .number({ error: LINE_QUANTITY_REASON })
  .check(
    z.int({ error: LINE_QUANTITY_REASON }),
    z.gte(1, { error: LINE_QUANTITY_REASON }),
    z.lte(MAX_LINE_QUANTITY, { error: LINE_QUANTITY_REASON }),
  );

/**
 * One line the shopper orders. Only `productId`, `quantity`, the add-on choices and the cart line id are
 * read by the server; every price field is recomputed from the catalogue. `sellerId`, when sent, must be the
 * product's seller.
 * @example
 * ```ts
 * PlaceOrderLineSchema.safeParse({ productId: 'p1', quantity: 0 }).error?.issues[0]?.message
 * // "must be a whole number from 1 to 10000"
 * ```
 */
export const PlaceOrderLineSchema = z.object({
  _id: z.optional(z.string().check(z.maxLength(128))),
  productId: IdSchema,
  sellerId: z.optional(z.string().check(z.maxLength(128))),
  quantity: LineQuantitySchema,
  addons: z._default(z.array(SelectedAddonSchema).check(z.maxLength(50)), []),
  name: z.optional(z.string()),
  price: z.optional(z.number()),
  originalPrice: z.optional(z.number()),
  priceDetails: z.optional(z.unknown()),
});
/**
 * An order line of a place-order body as a caller may send it, before defaults are applied.
 * @example
 * ```ts
 * const line: PlaceOrderLine = { productId: 'p1', quantity: 2, addons: [{ text: 'Gift wrap', price: 2 }] };
 * ```
 */
export type PlaceOrderLine = z.input<typeof PlaceOrderLineSchema>;

/**
 * The lines of one seller, as the cart groups them (spec §2 Cart "products grouped by seller", §3 "Cart group
 * per seller"). An order holds one group: a second seller is refused (spec §5 single-seller rule).
 * @example PlaceOrderGroupSchema.safeParse({ sellerId: 's1', products: [] }).success // false: no line
 */
export const PlaceOrderGroupSchema = z.object({
  sellerId: IdSchema,
  shopName: z.optional(z.string().check(z.maxLength(300))),
  products: z.array(PlaceOrderLineSchema).check(z.minLength(1), z.maxLength(MAX_ORDER_LINES)),
});
/**
 * One seller's group of a place-order body as a caller may send it, before defaults are applied.
 * @example
 * ```ts
 * const group: PlaceOrderGroup = {
 *   sellerId: 's1', shopName: 'Cape Teas', products: [{ productId: 'p1', quantity: 2 }],
 * };
 * ```
 */
export type PlaceOrderGroup = z.input<typeof PlaceOrderGroupSchema>;

/**
 * An entry of place-order's `products`: a seller's group of lines (the spec's shape) or a single line.
 * @example
 * ```ts
 * PlaceOrderEntrySchema.parse({ productId: 'p1', quantity: 2 })
 * // { productId: 'p1', quantity: 2, addons: [] }
 * ```
 */
export const PlaceOrderEntrySchema = z.union([PlaceOrderGroupSchema, PlaceOrderLineSchema]);
/**
 * An entry of place-order's `products` (a group or a line) as a caller may send it.
 * @example
 * ```ts
 * const entries: PlaceOrderEntry[] = [
 *   { sellerId: 's1', products: [{ productId: 'p1', quantity: 2 }] },
 *   { productId: 'p2', quantity: 1 },
 * ];
 * ```
 */
export type PlaceOrderEntry = z.input<typeof PlaceOrderEntrySchema>;

/**
 * A line of an order with the seller its client placed it under (the group's, else the line's own).
 * @example
 * ```ts
 * const line: OrderedLine = { productId: 'p1', quantity: 2, addons: [], sellerId: 's1' };
 * ```
 */
export interface OrderedLine {
  productId: string;
  quantity: number;
  addons: z.infer<typeof SelectedAddonSchema>[];
  /** The seller the client claims; the server checks it against the product's seller. */
  sellerId: string | undefined;
}

/**
 * The lines of a place-order body, whichever shape it arrived in (grouped by seller, flat, or both), in the
 * order they were sent.
 * @example orderedLines([{ sellerId: 's1', products: [{ productId: 'p1', quantity: 2, addons: [] }] }])
 * // [{ productId: 'p1', quantity: 2, addons: [], sellerId: 's1' }]
 */
export function orderedLines(entries: readonly z.infer<typeof PlaceOrderEntrySchema>[]): OrderedLine[] {
  return entries.flatMap((entry) =>
    'products' in entry
      ? entry.products.map((line) => ({
          productId: line.productId,
          quantity: line.quantity,
          addons: line.addons,
          sellerId: entry.sellerId,
        }))
      : [
          {
            productId: entry.productId,
            quantity: entry.quantity,
            addons: entry.addons,
            sellerId: entry.sellerId,
          },
        ],
  );
}

/** How many lines the entries hold; robust to entries that failed their own schema (the refine still runs). */
function lineCount(entries: readonly unknown[]): number {
  let count = 0;
  for (const entry of entries) {
    const lines =
      typeof entry === 'object' && entry !== null ? (entry as { products?: unknown }).products : undefined;
    count += Array.isArray(lines) ? lines.length : 1;
  }
  return count;
}

/**
 * POST /home/order/place-order body (spec §7). `products` holds the cart's groups by seller (spec §2 Cart) or,
 * as older clients send it, a flat list of lines. `price`, `shipping_fee` and `items` are informative only.
 * @example
 * ```ts
 * PlaceOrderBodySchema.safeParse({ products: [], shippingInfo: {} }).error?.issues[0]?.message
 * // "No products found. Please add items to your cart first."
 * ```
 */
export const PlaceOrderBodySchema = z.object({
  products: z.array(PlaceOrderEntrySchema).check(
    z.minLength(1, { error: 'No products found. Please add items to your cart first.' }),
    z.refine((entries) => lineCount(entries) <= MAX_ORDER_LINES, {
      error: `must hold at most ${MAX_ORDER_LINES} lines`,
    }),
  ),
  price: z.optional(z.number()),
  shipping_fee: z.optional(z.union([z.number(), z.array(z.number())])),
  shippingInfo: ShippingInfoSchema,
  userId: z.optional(z.nullable(z.string().check(z.maxLength(128)))),
  sessionId: z.optional(z.nullable(z.string().check(z.maxLength(128)))),
  items: z.optional(z.number()),
  notes: z._default(z.string().check(z.maxLength(2000)), ''),
});
/**
 * A place-order body as a caller may send it, before defaults are applied (spec §7 Orders).
 * @example
 * ```ts
 * const info: ShippingInfo = {
 *   name: 'Ama Mensah', address: '12 Long Street', email: 'ama@example.com', phone: '+27 82 555 0100',
 *   post: '8001', province: 'Western Cape', city: 'Cape Town', area: 'City Bowl',
 * };
 * const products = [{ sellerId: 's1', products: [{ productId: 'p1', quantity: 2 }] }];
 * const body: PlaceOrderBody = { products, shippingInfo: info };
 * ```
 */
export type PlaceOrderBody = z.input<typeof PlaceOrderBodySchema>;

/**
 * POST /home/order/place-order answer (201, spec §7 Orders): the server's message and the order it
 * created, priced by the server; the client reads its `orderNumber`.
 * @example
 * ```ts
 * const answer = { message: 'Order placed successfully', order: { orderNumber: 'SK1042' } };
 * PlaceOrderResponseSchema.parse(answer).order.orderNumber // "SK1042"
 * ```
 */
export const PlaceOrderResponseSchema = z.object({ message: z.string(), order: OrderSchema });
/**
 * The place-order answer as {@link PlaceOrderResponseSchema} parses it.
 * @example
 * ```ts
 * const answer: PlaceOrderResponse = PlaceOrderResponseSchema.parse({
 *   message: 'Order placed successfully', order: { orderNumber: 'SK1042', price: 14 },
 * });
 * ```
 */
export type PlaceOrderResponse = z.infer<typeof PlaceOrderResponseSchema>;

/**
 * GET /home/customer/gat-orders/{customerId}/{status}
 * @example OrdersResponseSchema.parse({}) // { orders: [] }
 */
export const OrdersResponseSchema = z.object({ orders: z._default(z.array(OrderSchema), []) });
/**
 * A customer's orders as {@link OrdersResponseSchema} parses them (spec §7 Orders).
 * @example
 * ```ts
 * const list: OrdersResponse = OrdersResponseSchema.parse({
 *   orders: [{ orderNumber: 'SK1042', price: 14 }],
 * });
 * ```
 */
export type OrdersResponse = z.infer<typeof OrdersResponseSchema>;

/**
 * GET /home/customer/gat-order/{orderId}
 * @example OrderResponseSchema.parse({ order: { orderNumber: 'SK1042' } }).order.payment_status // "unpaid"
 */
export const OrderResponseSchema = z.object({ order: OrderSchema });
/**
 * A single order as {@link OrderResponseSchema} parses it (spec §7 Orders).
 * @example
 * ```ts
 * const answer: OrderResponse = OrderResponseSchema.parse({ order: { orderNumber: 'SK1042', price: 14 } });
 * ```
 */
export type OrderResponse = z.infer<typeof OrderResponseSchema>;

/**
 * PUT /order/cancel-order/{orderNumber}
 * @example
 * ```ts
 * const order = { orderNumber: 'SK1042', delivery_status: 'cancelled' };
 * CancelOrderResponseSchema.parse({ message: 'Order cancelled successfully', order }).order.delivery_status
 * // "cancelled"
 * ```
 */
export const CancelOrderResponseSchema = z.object({ message: z.string(), order: OrderSchema });
/**
 * The cancel-order answer as {@link CancelOrderResponseSchema} parses it (spec §7 Orders).
 * @example
 * ```ts
 * const answer: CancelOrderResponse = CancelOrderResponseSchema.parse({
 *   message: 'Order cancelled successfully', order: { orderNumber: 'SK1042', delivery_status: 'cancelled' },
 * });
 * ```
 */
export type CancelOrderResponse = z.infer<typeof CancelOrderResponseSchema>;

/**
 * Spec §5 guest tracking message.
 * @example GUEST_LOOKUP_MESSAGE // "Please enter either email or phone number"
 */
export const GUEST_LOOKUP_MESSAGE = /*i18n*/ 'Please enter either email or phone number';

/**
 * GET /home/customer/guest-orders query: email or phone (at least one). The contact details of the orders found
 * come masked unless the caller is the guest session that placed the order, or names its `orderNumber`
 * (an addition to the spec's query) together with the email or phone.
 * @example
 * ```ts
 * GuestOrdersQuerySchema.safeParse({ email: '  ' }).error?.issues[0]?.message
 * // "Please enter either email or phone number"
 * ```
 */
export const GuestOrdersQuerySchema = z
  .object({
    email: z.optional(z.string().check(z.trim(), z.maxLength(320))),
    phone: z.optional(z.string().check(z.trim(), z.maxLength(40))),
    orderNumber: z.optional(z.string().check(z.trim(), z.maxLength(64))),
  })
  .check(z.refine((query) => Boolean(query.email || query.phone), { error: GUEST_LOOKUP_MESSAGE }));
/**
 * A guest-orders query as a caller may send it, before {@link GuestOrdersQuerySchema} checks it.
 * @example
 * ```ts
 * const query: GuestOrdersQuery = { email: 'ama@example.com', orderNumber: 'SK1042' };
 * ```
 */
export type GuestOrdersQuery = z.input<typeof GuestOrdersQuerySchema>;

/**
 * The guest a lookup found (spec §3 "guestCustomer").
 * @example
 * ```ts
 * GuestCustomerSchema.parse({ name: 'Ama Mensah', email: null })
 * // { name: 'Ama Mensah', email: '', phone: '' }
 * ```
 */
export const GuestCustomerSchema = z.object({
  name: TextSchema,
  email: TextSchema,
  phone: TextSchema,
});
/**
 * The guest a lookup found as {@link GuestCustomerSchema} parses it (spec §3).
 * @example
 * ```ts
 * const guest: GuestCustomer = { name: 'Ama Mensah', email: 'ama@example.com', phone: '+27 82 555 0100' };
 * ```
 */
export type GuestCustomer = z.infer<typeof GuestCustomerSchema>;

/**
 * GET /home/customer/guest-orders answer (spec §7 Orders): the guest orders matching the email or phone,
 * newest first, and the guest's name, email and phone from the newest of them (`null` when none matched).
 * @example GuestOrdersResponseSchema.parse({}) // { orders: [], customer: null }
 */
export const GuestOrdersResponseSchema = z.object({
  orders: z._default(z.array(OrderSchema), []),
  customer: z._default(z.nullable(GuestCustomerSchema), null),
});
/**
 * The guest-orders answer as {@link GuestOrdersResponseSchema} parses it.
 * @example
 * ```ts
 * const answer: GuestOrdersResponse = GuestOrdersResponseSchema.parse({
 *   orders: [{ orderNumber: 'SK1042' }],
 *   customer: { name: 'Ama Mensah', email: 'ama@example.com', phone: '' },
 * });
 * ```
 */
export type GuestOrdersResponse = z.infer<typeof GuestOrdersResponseSchema>;

/**
 * GET /home/customer/gat-dashboard-data/{userId}
 * @example
 * ```ts
 * DashboardDataResponseSchema.parse({ totalOrder: 3 })
 * // { totalOrder: 3, pendingOrder: 0, cancelledOrder: 0, recentOrders: [] }
 * ```
 */
export const DashboardDataResponseSchema = z.object({
  totalOrder: z._default(z.number(), 0),
  pendingOrder: z._default(z.number(), 0),
  cancelledOrder: z._default(z.number(), 0),
  recentOrders: z._default(z.array(OrderSchema), []),
});
/**
 * A customer's dashboard figures as {@link DashboardDataResponseSchema} parses them (spec §2 Dashboard).
 * @example
 * ```ts
 * const figures: DashboardDataResponse = {
 *   totalOrder: 3, pendingOrder: 1, cancelledOrder: 0, recentOrders: [],
 * };
 * ```
 */
export type DashboardDataResponse = z.infer<typeof DashboardDataResponseSchema>;
