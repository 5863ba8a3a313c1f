import {
  type Http,
  SellerOrderResponseSchema,
  SellerOrdersResponseSchema,
  type SellerOrderTransitionBody,
  SellerOrderTransitionResponseSchema,
} from '@souk/core';
import { wireConsoleArea } from '../../../lib/api-area.js';
import type { OrdersQuery } from '../orders-query.js';

export function createOrdersApi(http: Http) {
  return {
    /** GET /seller/orders: paged, sorted, filtered. */
    list: (query: OrdersQuery) =>
      http.send({
        method: 'get',
        path: 'seller/orders',
        searchParams: { ...query },
        schema: SellerOrdersResponseSchema,
        fallback: 'Failed to load orders',
      }),
    /** GET /seller/orders/{orderNumber} */
    get: (orderNumber: string) =>
      http.send({
        method: 'get',
        path: `seller/orders/${encodeURIComponent(orderNumber)}`,
        schema: SellerOrderResponseSchema,
        fallback: 'Failed to load the order',
      }),
    /** POST /seller/orders/{orderNumber}/status: one transition; 409 when the status changed meanwhile. */
    transition: (orderNumber: string, body: SellerOrderTransitionBody) =>
      http.send({
        method: 'post',
        path: `seller/orders/${encodeURIComponent(orderNumber)}/status`,
        json: body,
        schema: SellerOrderTransitionResponseSchema,
        fallback: 'Could not update the order',
      }),
  };
}
export type OrdersApi = ReturnType<typeof createOrdersApi>;

export let ordersApi: OrdersApi = wireConsoleArea(createOrdersApi, (area) => {
  ordersApi = area;
});
