import { createOrdersApi, type OrdersApi } from '@souk/core';
import { wireApiArea } from './api-area.js';

/** The order calls of spec §7, wired apart from `api`: only checkout, confirmation and the dashboard make them. */
export let ordersApi: OrdersApi = wireApiArea(createOrdersApi, (area) => {
  ordersApi = area;
});
