import {
  CancelOrderResponseSchema,
  DashboardDataResponseSchema,
  type GuestOrdersQuery,
  GuestOrdersResponseSchema,
  OrderResponseSchema,
  type OrderStatusFilter,
  OrdersResponseSchema,
  type PlaceOrderBody,
  PlaceOrderResponseSchema,
} from '../schemas/order.js';
import { type Http, path } from './http.js';

/**
 * Order calls of spec §7: placing, listing, reading and cancelling orders, the guest lookup and the
 * customer dashboard.
 * @example
 * ```ts
 * const orders = createOrdersApi(createHttp({ baseUrl: 'http://localhost:8000/api' }));
 * const { order } = await orders.getOrder('ORD-1001');
 * // GET http://localhost:8000/api/home/customer/gat-order/ORD-1001
 * ```
 */
export function createOrdersApi(http: Http) {
  return {
    /** POST /home/order/place-order → the order (its orderNumber is read). */
    placeOrder: (body: PlaceOrderBody) =>
      http.send({
        method: 'post',
        path: 'home/order/place-order',
        json: body,
        schema: PlaceOrderResponseSchema,
        fallback: 'Failed to place order',
      }),

    /** GET /home/customer/gat-orders/{customerId}/{status} */
    listOrders: (customerId: string, status: OrderStatusFilter = 'all') =>
      http.send({
        method: 'get',
        path: path`home/customer/gat-orders/${customerId}/${status}`,
        schema: OrdersResponseSchema,
        fallback: /*i18n*/ 'Failed to fetch order',
      }),

    /** GET /home/customer/gat-order/{orderId} (an order number or id) */
    getOrder: (orderId: string) =>
      http.send({
        method: 'get',
        path: path`home/customer/gat-order/${orderId}`,
        schema: OrderResponseSchema,
        fallback: /*i18n*/ 'Failed to fetch order',
      }),

    /** PUT /order/cancel-order/{orderNumber} */
    cancelOrder: (orderNumber: string) =>
      http.send({
        method: 'put',
        path: path`order/cancel-order/${orderNumber}`,
        schema: CancelOrderResponseSchema,
        fallback: /*i18n*/ 'Failed to cancel order',
      }),

    /** GET /home/customer/guest-orders?email=&phone=(&orderNumber=, for full contact details) */
    listGuestOrders: (query: GuestOrdersQuery) =>
      http.send({
        method: 'get',
        path: 'home/customer/guest-orders',
        searchParams: { email: query.email, phone: query.phone, orderNumber: query.orderNumber },
        schema: GuestOrdersResponseSchema,
        fallback: /*i18n*/ 'Failed to fetch guest orders',
      }),

    /** GET /home/customer/gat-dashboard-data/{userId} */
    getDashboardData: (userId: string) =>
      http.send({
        method: 'get',
        path: path`home/customer/gat-dashboard-data/${userId}`,
        schema: DashboardDataResponseSchema,
        fallback: /*i18n*/ 'Failed to fetch dashboard data',
      }),
  };
}
/**
 * The order calls {@link createOrdersApi} returns.
 * @example const orders: OrdersApi = createOrdersApi(createHttp({ baseUrl: LOCAL_API_URL }));
 */
export type OrdersApi = ReturnType<typeof createOrdersApi>;
