import {
  SellerOrderParamsSchema,
  SellerOrderResponseSchema,
  SellerOrdersQuerySchema,
  SellerOrdersResponseSchema,
  SellerOrderTransitionBodySchema,
  SellerOrderTransitionResponseSchema,
} from '@souk/core';
import { SECURITY } from '../../plugins/openapi.js';
import { sellerAccountOf } from '../../plugins/seller-auth.js';
import { transitionSellerOrder } from '../../services/seller-console/order-workflow.js';
import { getSellerOrder, listSellerOrders } from '../../services/seller-console/seller-orders.js';
import type { App, Deps } from '../../types.js';

/**
 * The signed-in seller's orders: the list, one order, and its workflow. Another shop's order answers 404,
 * exactly as a missing one.
 */
export function sellerOrderRoutes(app: App, { db }: Deps): void {
  app.get(
    '/seller/orders',
    {
      schema: {
        operationId: 'listSellerOrders',
        summary: "A page of the shop's orders, sorted and filtered; q matches number, name, e-mail or phone",
        tags: ['seller-console'],
        security: SECURITY.seller,
        querystring: SellerOrdersQuerySchema,
        response: { 200: SellerOrdersResponseSchema },
        errors: [401],
      },
    },
    async (request) => ({
      success: true,
      ...(await listSellerOrders(db, sellerAccountOf(request).sellerId, request.query)),
    }),
  );

  app.get(
    '/seller/orders/:orderNumber',
    {
      schema: {
        operationId: 'getSellerOrder',
        summary: 'One order of the shop: items, totals, shipping, payments, timeline and next statuses',
        tags: ['seller-console'],
        security: SECURITY.seller,
        params: SellerOrderParamsSchema,
        response: { 200: SellerOrderResponseSchema },
        errors: [401, 404],
      },
    },
    async (request) => ({
      success: true,
      order: await getSellerOrder(db, sellerAccountOf(request).sellerId, request.params.orderNumber),
    }),
  );

  app.post(
    '/seller/orders/:orderNumber/status',
    {
      schema: {
        operationId: 'transitionSellerOrder',
        summary:
          'Move an order on: processing, shipped (carrier and tracking number), delivered, or cancelled',
        description:
          '`from` is the status the seller saw: 409 when it changed meanwhile, or when the workflow does not allow the move (a shipped order cannot be cancelled). 400 for shipping without carrier or tracking number. A cancel puts the stock back once.',
        tags: ['seller-console'],
        security: SECURITY.seller,
        params: SellerOrderParamsSchema,
        body: SellerOrderTransitionBodySchema,
        response: { 200: SellerOrderTransitionResponseSchema },
        errors: [401, 404, 409],
      },
    },
    async (request) => ({
      success: true,
      ...(await transitionSellerOrder(
        db,
        sellerAccountOf(request).sellerId,
        request.params.orderNumber,
        request.body,
      )),
    }),
  );
}
