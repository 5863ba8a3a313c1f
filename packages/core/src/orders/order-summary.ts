import type { OrderProduct } from '../schemas/order.js';
import type { SelectedAddon } from '../schemas/product.js';
import type { StoredShippingInfo } from '../schemas/shipping.js';

/**
 * A line of the order summary (spec §3 "Order summary (navigation state)").
 * @example
 * ```ts
 * const line: OrderSummaryProduct = {
 *   _id: 'p1', sellerId: 's1', name: 'Rooibos', images: ['/images/rooibos.jpg'],
 *   price: 10, quantity: 3, currency: 'USD', addons: [],
 * };
 * ```
 */
export interface OrderSummaryProduct {
  _id: string;
  productId?: string;
  sellerId: string;
  name: string;
  images: string[];
  /** The unit price frozen on the order, in major units. */
  price: number;
  quantity: number;
  currency: string;
  addons: SelectedAddon[];
  productInfo?: OrderProduct['productInfo'];
}

/**
 * The order summary the payment page needs in navigation state (spec §3, §2 Payment). Amounts are in major
 * units, as on the wire, computed exactly in cents first.
 * @example
 * ```ts
 * const summary: OrderSummary = rebuildOrderSummary(OrderSchema.parse({ orderNumber: 'A1001', date: '2026-05-01' }));
 * summary.total // 0
 * ```
 */
export interface OrderSummary {
  subtotal: number;
  shippingFee: number;
  total: number;
  /** 'NA' when no currency is known (spec §3). */
  currencySymbol: string;
  /** Number of units ordered. */
  items: number;
  orderNumber: string;
  sellerId: string;
  products: OrderSummaryProduct[];
  shippingInfo: StoredShippingInfo;
}
