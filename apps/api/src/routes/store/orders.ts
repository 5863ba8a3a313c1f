import {
  BuyAgainResponseSchema,
  CancelOrderResponseSchema,
  DashboardDataResponseSchema,
  GuestOrdersQuerySchema,
  GuestOrdersResponseSchema,
  IdSchema,
  OrderNumberSchema,
  OrderResponseSchema,
  OrderStatusFilterSchema,
  OrdersResponseSchema,
  orderedLines,
  type PlaceOrderBody,
  PlaceOrderBodySchema,
  PlaceOrderResponseSchema,
  toCents,
} from '@souk/core';
import type { FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { forbidden, invalid, notFound, unauthenticated } from '../../domain/errors.js';
import { INVALID_GUEST_SESSION, isSessionId, type Owner } from '../../domain/owner.js';
import { ownerOf, requireCustomer, requireSameCustomer } from '../../plugins/identity.js';
import { SECURITY } from '../../plugins/openapi.js';
import { buyAgainItems } from '../../services/orders/buy-again.js';
import { cancelOrder, ORDER_CANCELLED_MESSAGE } from '../../services/orders/cancel-order.js';
import { findGuestOrders } from '../../services/orders/guest-orders.js';
import { ORDER_PLACED_MESSAGE, placeOrderWire } from '../../services/orders/place-order.js';
import {
  dashboardData,
  findOwnedOrder,
  getOrderRow,
  listCustomerOrders,
  toOrderWire,
} from '../../services/orders/read-orders.js';
import { findShopByName, SELLER_NOT_FOUND } from '../../services/shops.js';
import type { App, Deps } from '../../types.js';

const CustomerOrdersParams = z.object({ customerId: IdSchema, status: OrderStatusFilterSchema });
const OrderParams = z.object({ orderId: IdSchema });
const OrderNumberParams = z.object({ orderNumber: OrderNumberSchema });
const UserParams = z.object({ userId: IdSchema });
const ShopParams = z.object({ sellerName: z.string().check(z.minLength(1), z.maxLength(128)) });

/**
 * Who places the order: the token's customer (a body `userId` must be that customer: 401 without a token,
 * 403 for someone else), else the guest session of the header, else a well-formed body `sessionId`. A guest
 * without any session may still order; the order is then reachable by the guest lookup only.
 */
function orderOwner(request: FastifyRequest, body: Pick<PlaceOrderBody, 'userId' | 'sessionId'>): Owner {
  const claimed = body.userId || null;
  if (request.customer) {
    if (claimed && claimed !== request.customer.id) throw forbidden();
    return { customerId: request.customer.id, sessionId: null };
  }
  if (claimed) throw unauthenticated();
  if (request.guestSessionId) return { customerId: null, sessionId: request.guestSessionId };
  if (body.sessionId) {
    if (!isSessionId(body.sessionId)) throw invalid(INVALID_GUEST_SESSION);
    return { customerId: null, sessionId: body.sessionId };
  }
  return { customerId: null, sessionId: null };
}

/** Order calls of spec §7 (payments live with the payment routes). */
export function orderRoutes(app: App, { db, config }: Deps): void {
  app.post(
    '/home/order/place-order',
    {
      schema: {
        operationId: 'placeOrder',
        summary: "Place an order of one seller's products, priced by the server",
        description:
          "`products` holds the cart's group of one seller (`{ sellerId, shopName, products: [lines] }`, spec §2 Cart) or a flat list of lines; products of a second seller are refused with 400 and the spec's single-seller message, and nothing is written. The owner is the signed-in customer (a body `userId` must be theirs: 401 without a token, 403 for another id), else the guest of the session header, else the body's `sessionId`; a guest without a session can still order and track it by contact details. Client prices, fees and counts are ignored. 404 for an unknown product, 409 when a product is out of stock.",
        tags: ['orders'],
        security: SECURITY.optionalCustomerOrGuest,
        body: PlaceOrderBodySchema,
        response: { 201: PlaceOrderResponseSchema },
        errors: [401, 403, 404, 409],
      },
    },
    async (request, reply) => {
      const body = request.body;
      // client prices, fees, item counts and statuses are never read: the service prices from the database
      const order = await placeOrderWire(
        db,
        {
          owner: orderOwner(request, body),
          // grouped by seller (spec §2 Cart) or flat: one seller either way, checked against the products
          lines: orderedLines(body.products),
          shippingInfo: body.shippingInfo,
          notes: body.notes,
        },
        { defaultShippingFeeCents: toCents(config.shippingFeeDefault) },
      );
      return reply.status(201).send({ message: ORDER_PLACED_MESSAGE, order });
    },
  );

  app.get(
    '/home/customer/gat-orders/:customerId/:status',
    {
      schema: {
        operationId: 'listCustomerOrders',
        summary: "A signed-in customer's orders, all or of one status, newest first",
        tags: ['orders'],
        security: SECURITY.customer,
        params: CustomerOrdersParams,
        response: { 200: OrdersResponseSchema },
        errors: [401, 403],
      },
    },
    async (request) => {
      const { customerId, status } = request.params;
      requireSameCustomer(request, customerId);
      return { orders: await listCustomerOrders(db, customerId, status) };
    },
  );

  app.get(
    '/home/customer/gat-order/:orderId',
    {
      schema: {
        operationId: 'getOrder',
        summary: "One of the caller's orders, by id or order number",
        tags: ['orders'],
        security: SECURITY.customerOrGuest,
        params: OrderParams,
        response: { 200: OrderResponseSchema },
        errors: [404],
      },
    },
    async (request) => {
      const row = await findOwnedOrder(db, request.params.orderId, ownerOf(request));
      return { order: await toOrderWire(db, row) };
    },
  );

  app.put(
    '/order/cancel-order/:orderNumber',
    {
      schema: {
        operationId: 'cancelOrder',
        summary: "Cancel one of the caller's orders while its status allows it",
        tags: ['orders'],
        security: SECURITY.customerOrGuest,
        params: OrderNumberParams,
        response: { 200: CancelOrderResponseSchema },
        errors: [404, 409],
      },
    },
    async (request) => {
      const orderId = await cancelOrder(db, request.params.orderNumber, ownerOf(request));
      return {
        message: ORDER_CANCELLED_MESSAGE,
        order: await toOrderWire(db, await getOrderRow(db, orderId)),
      };
    },
  );

  app.get(
    '/home/customer/guest-orders',
    {
      schema: {
        operationId: 'findGuestOrders',
        summary: 'Guest orders matching an email, a phone or both (Track Order)',
        description:
          "Only orders placed as a guest; at least one of `email` and `phone` (400 otherwise). Contact details come masked (`J*** D***`, city only, the phone's last three digits, no notes) except for orders of the caller's guest session or the one whose `orderNumber` is named too. Limited per address.",
        tags: ['orders'],
        security: SECURITY.optionalGuest,
        querystring: GuestOrdersQuerySchema,
        response: { 200: GuestOrdersResponseSchema },
      },
      // a public lookup by contact details: slow down enumeration
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) =>
      findGuestOrders(db, request.query, {
        sessionId: request.guestSessionId,
        orderNumber: request.query.orderNumber,
      }),
  );

  app.get(
    '/home/customer/gat-dashboard-data/:userId',
    {
      schema: {
        operationId: 'getDashboardData',
        summary: "A signed-in customer's order counts and recent orders",
        tags: ['orders'],
        security: SECURITY.customer,
        params: UserParams,
        response: { 200: DashboardDataResponseSchema },
        errors: [401, 403],
      },
    },
    async (request) => {
      requireSameCustomer(request, request.params.userId);
      return dashboardData(db, request.params.userId);
    },
  );

  app.get(
    '/shops/:sellerName/buy-again',
    {
      schema: {
        operationId: 'listBuyAgain',
        summary:
          "Buy again: products of the signed-in customer's delivered orders at one shop, as sold today",
        description:
          "Each product once, the most recently ordered first, at most 24. Price, discount, currency, name and image are the product's today; `status` is `available`, `out-of-stock` or `unavailable` (deleted or taken off sale: no price). Only orders whose part at this shop was delivered count. 401 without a customer token, 404 for an unknown shop.",
        tags: ['orders'],
        security: SECURITY.customer,
        params: ShopParams,
        response: { 200: BuyAgainResponseSchema },
        errors: [401, 404],
      },
    },
    async (request, reply) => {
      const customer = requireCustomer(request);
      const shop = await findShopByName(db, request.params.sellerName);
      if (!shop) throw notFound(SELLER_NOT_FOUND);
      // today's prices and stock for one customer: never kept by a browser or a proxy
      reply.header('cache-control', 'private, no-store');
      return { products: await buyAgainItems(db, customer.id, shop.id) };
    },
  );
}
