import * as z from 'zod/mini';
import { PAYMENT_METHOD_IDS } from '../payments/payment-method-ids.js';
import { DEFAULT_CURRENCY } from '../pricing/money.js';
import { MAX_LINE_QUANTITY } from './cart.js';
import { AmountSchema, IdSchema, TextSchema } from './common.js';
import { BulkPricingSchema, SelectedAddonSchema } from './product.js';
import { ShippingInfoSchema, StoredShippingInfoSchema } from './shipping.js';

/** Delivery statuses (spec §3). */
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
/** One of the {@link DELIVERY_STATUSES} an order can be in (spec §3 "delivery_status"). */
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Payment statuses written by the server; `paid` only after the provider confirmed. */
export const PAYMENT_STATUSES = ['unpaid', 'pending', 'paid', 'failed', 'refunded'] as const;
/** One of the {@link PAYMENT_STATUSES} an order can be in (spec §3 "payment_status"). */
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Status filters of the orders list (spec §2 Dashboard). */
export const ORDER_STATUS_FILTERS = ['all', 'placed', 'pending', 'cancelled', 'warehouse'] as const;
/** A status filter of the orders list: `'all'` or one delivery status (spec §2 Dashboard). */
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];
/**
 * Validates the `{status}` of GET /home/customer/gat-orders/{customerId}/{status} (spec §7 Orders): one of
 * {@link ORDER_STATUS_FILTERS}.
 */
export const OrderStatusFilterSchema = z.enum(ORDER_STATUS_FILTERS);

/**
 * Validates a payment method id: one of the six of spec §9 (`stripe`, `paypal`, `payfast`, `cybersource`,
 * `eft`, `cashOnDelivery`), as the seller's enabled methods and their order list them.
 */
export const PaymentMethodIdSchema = z.enum(PAYMENT_METHOD_IDS);

/** PaymentDetails (spec §3): written by the server from the provider's answer. */
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
/** An order's payment details as {@link PaymentDetailsSchema} parses them (spec §3). */
export type PaymentDetails = z.infer<typeof PaymentDetailsSchema>;

/** Price facts a line carries into an order (spec §3 "priceDetails"). */
export const PriceDetailsSchema = z.object({
  originalPrice: z._default(AmountSchema, 0),
  discount: z._default(z.number(), 0),
  bulkPricing: BulkPricingSchema,
  addons: z._default(z.array(SelectedAddonSchema), []),
});
/** An order line's price facts as {@link PriceDetailsSchema} parses them (spec §3). */
export type PriceDetails = z.infer<typeof PriceDetailsSchema>;

/** An order line (spec §3 "Order product"); prices frozen at order time. */
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
/** An order line as {@link OrderProductSchema} parses it (spec §3). */
export type OrderProduct = z.infer<typeof OrderProductSchema>;
/** An order line as a caller may send it, before defaults are applied. */
export type OrderProductInput = z.input<typeof OrderProductSchema>;

/** One seller's part of an order (spec §3 "authorOrdersData"). */
export const SellerOrderPartSchema = z.object({
  _id: z.optional(z.string()),
  sellerId: z.optional(z.string()),
  shopName: z.optional(z.string()),
  price: AmountSchema,
  shippingFee: z.optional(AmountSchema),
  delivery_status: z.optional(z.string()),
  payment_status: z.optional(z.string()),
});
/** One seller's part of an order as {@link SellerOrderPartSchema} parses it (spec §3). */
export type SellerOrderPart = z.infer<typeof SellerOrderPartSchema>;

/** An order (spec §3). */
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
/** An order as {@link OrderSchema} parses it (spec §3). */
export type Order = z.infer<typeof OrderSchema>;
/** An order as a caller may send it, before defaults are applied. */
export type OrderInput = z.input<typeof OrderSchema>;

/** The most lines one order may hold. */
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
/** An order line of a place-order body as a caller may send it, before defaults are applied. */
export type PlaceOrderLine = z.input<typeof PlaceOrderLineSchema>;

/**
 * The lines of one seller, as the cart groups them (spec §2 Cart "products grouped by seller", §3 "Cart group
 * per seller"). An order holds one group: a second seller is refused (spec §5 single-seller rule).
 */
export const PlaceOrderGroupSchema = z.object({
  sellerId: IdSchema,
  shopName: z.optional(z.string().check(z.maxLength(300))),
  products: z.array(PlaceOrderLineSchema).check(z.minLength(1), z.maxLength(MAX_ORDER_LINES)),
});
/** One seller's group of a place-order body as a caller may send it, before defaults are applied. */
export type PlaceOrderGroup = z.input<typeof PlaceOrderGroupSchema>;

/** An entry of place-order's `products`: a seller's group of lines (the spec's shape) or a single line. */
export const PlaceOrderEntrySchema = z.union([PlaceOrderGroupSchema, PlaceOrderLineSchema]);
/** An entry of place-order's `products` (a group or a line) as a caller may send it. */
export type PlaceOrderEntry = z.input<typeof PlaceOrderEntrySchema>;

/** A line of an order with the seller its client placed it under (the group's, else the line's own). */
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
/** A place-order body as a caller may send it, before defaults are applied (spec §7 Orders). */
export type PlaceOrderBody = z.input<typeof PlaceOrderBodySchema>;

/**
 * POST /home/order/place-order answer (201, spec §7 Orders): the server's message and the order it
 * created, priced by the server; the client reads its `orderNumber`.
 */
export const PlaceOrderResponseSchema = z.object({ message: z.string(), order: OrderSchema });
/** The place-order answer as {@link PlaceOrderResponseSchema} parses it. */
export type PlaceOrderResponse = z.infer<typeof PlaceOrderResponseSchema>;

/** GET /home/customer/gat-orders/{customerId}/{status} */
export const OrdersResponseSchema = z.object({ orders: z._default(z.array(OrderSchema), []) });
/** A customer's orders as {@link OrdersResponseSchema} parses them (spec §7 Orders). */
export type OrdersResponse = z.infer<typeof OrdersResponseSchema>;

/** GET /home/customer/gat-order/{orderId} */
export const OrderResponseSchema = z.object({ order: OrderSchema });
/** A single order as {@link OrderResponseSchema} parses it (spec §7 Orders). */
export type OrderResponse = z.infer<typeof OrderResponseSchema>;

/** PUT /order/cancel-order/{orderNumber} */
export const CancelOrderResponseSchema = z.object({ message: z.string(), order: OrderSchema });
/** The cancel-order answer as {@link CancelOrderResponseSchema} parses it (spec §7 Orders). */
export type CancelOrderResponse = z.infer<typeof CancelOrderResponseSchema>;

/** Spec §5 guest tracking message. */
export const GUEST_LOOKUP_MESSAGE = 'Please enter either email or phone number';

/**
 * GET /home/customer/guest-orders query: email or phone (at least one). The contact details of the orders found
 * come masked unless the caller is the guest session that placed the order, or names its `orderNumber`
 * (an addition to the spec's query) together with the email or phone.
 */
export const GuestOrdersQuerySchema = z
  .object({
    email: z.optional(z.string().check(z.trim(), z.maxLength(320))),
    phone: z.optional(z.string().check(z.trim(), z.maxLength(40))),
    orderNumber: z.optional(z.string().check(z.trim(), z.maxLength(64))),
  })
  .check(z.refine((query) => Boolean(query.email || query.phone), { error: GUEST_LOOKUP_MESSAGE }));
/** A guest-orders query as a caller may send it, before {@link GuestOrdersQuerySchema} checks it. */
export type GuestOrdersQuery = z.input<typeof GuestOrdersQuerySchema>;

/** The guest a lookup found (spec §3 "guestCustomer"). */
export const GuestCustomerSchema = z.object({
  name: TextSchema,
  email: TextSchema,
  phone: TextSchema,
});
/** The guest a lookup found as {@link GuestCustomerSchema} parses it (spec §3). */
export type GuestCustomer = z.infer<typeof GuestCustomerSchema>;

/**
 * GET /home/customer/guest-orders answer (spec §7 Orders): the guest orders matching the email or phone,
 * newest first, and the guest's name, email and phone from the newest of them (`null` when none matched).
 */
export const GuestOrdersResponseSchema = z.object({
  orders: z._default(z.array(OrderSchema), []),
  customer: z._default(z.nullable(GuestCustomerSchema), null),
});
/** The guest-orders answer as {@link GuestOrdersResponseSchema} parses it. */
export type GuestOrdersResponse = z.infer<typeof GuestOrdersResponseSchema>;

/** GET /home/customer/gat-dashboard-data/{userId} */
export const DashboardDataResponseSchema = z.object({
  totalOrder: z._default(z.number(), 0),
  pendingOrder: z._default(z.number(), 0),
  cancelledOrder: z._default(z.number(), 0),
  recentOrders: z._default(z.array(OrderSchema), []),
});
/** A customer's dashboard figures as {@link DashboardDataResponseSchema} parses them (spec §2 Dashboard). */
export type DashboardDataResponse = z.infer<typeof DashboardDataResponseSchema>;
