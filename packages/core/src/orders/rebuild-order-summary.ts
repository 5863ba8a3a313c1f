import { currencySymbol } from '../pricing/currency-symbol.js';
import { fromCents, sumCents } from '../pricing/money.js';
import { orderListingLineCents, orderTotalCents, shippingFeeOf } from '../pricing/order-totals.js';
import type { Order, OrderProduct } from '../schemas/order.js';
import type { OrderSummary, OrderSummaryProduct } from './order-summary.js';

function summaryProduct(product: OrderProduct, orderSellerId: string): OrderSummaryProduct {
  const line: OrderSummaryProduct = {
    _id: product._id ?? product.productId ?? '',
    sellerId: product.sellerId ?? orderSellerId,
    // spec §3: productInfo is the fallback for name, brand and images
    name: product.name || product.productInfo?.name || '',
    images: product.images.length > 0 ? product.images : (product.productInfo?.images ?? []),
    price: product.price,
    quantity: product.quantity,
    currency: product.currency,
    addons: product.addons,
  };
  if (product.productId) line.productId = product.productId;
  if (product.productInfo) line.productInfo = product.productInfo;
  return line;
}

function sellerIdOf(order: Order): string {
  return (
    order.sellerId ||
    order.seller?._id ||
    order.products.find((product) => product.sellerId)?.sellerId ||
    order.authorOrdersData.find((part) => part.sellerId)?.sellerId ||
    ''
  );
}

/**
 * Rebuilds the order summary from a stored order, for Pay Now on the orders list (spec §4 "Pay Now").
 * Lines are priced with the order-listing rule (`orderListingLineCents`, spec §9) from the prices frozen on
 * the order; shipping is the order's one fee (the first when it is a list); total = subtotal + shipping
 * (spec §9). The listing's own total prefers the per-seller parts (`orderListingTotalCents`); the summary
 * keeps subtotal + shipping so its three figures always add up — the server charges its own order total
 * either way. The currency symbol is the seller's, else the symbol of the seller's or order's currency,
 * else 'NA'. `items` counts units, as the cart's item count does.
 * @example
 * ```ts
 * const order = OrderSchema.parse({ orderNumber: 'A1001', date: '2026-05-01', shipping_fee: 5, currency: 'USD',
 *   products: [{ name: 'Rooibos', price: 10, quantity: 3 }] });
 * rebuildOrderSummary(order) // { subtotal: 30, shippingFee: 5, total: 35, currencySymbol: '$', items: 3, … }
 * ```
 */
export function rebuildOrderSummary(order: Order): OrderSummary {
  const sellerId = sellerIdOf(order);
  const subtotalCents = sumCents(order.products.map(orderListingLineCents));
  const shippingFee = shippingFeeOf(order.shipping_fee);
  return {
    subtotal: fromCents(subtotalCents),
    shippingFee,
    total: fromCents(orderTotalCents(subtotalCents, shippingFee)),
    currencySymbol:
      order.seller?.currencySymbol?.trim() || currencySymbol(order.seller?.currency ?? order.currency),
    items: order.products.reduce((count, product) => count + product.quantity, 0),
    orderNumber: order.orderNumber,
    sellerId,
    products: order.products.map((product) => summaryProduct(product, sellerId)),
    shippingInfo: order.shippingInfo,
  };
}
