import type { CartLine } from '../schemas/cart.js';
import type { BulkTier, SelectedAddon } from '../schemas/product.js';
import { addonsCents, cartLinePriceCents, largestFittingTier } from './line-price.js';
import {
  type Cents,
  discountedCents,
  fromCents,
  multiplyCents,
  originalPriceCents,
  sumCents,
  toCents,
} from './money.js';

/**
 * Subtotal of checkout lines: the sum of their line prices (spec §9).
 * @example
 * ```ts
 * const line = CartLineSchema.parse({ _id: 'l1', productId: 'p1', quantity: 3, sellerId: 's1',
 *   productInfo: { name: 'Rooibos', price: 10, discount: 15 } });
 * orderSubtotalCents([line, line]) // 5100
 * ```
 */
export function orderSubtotalCents(
  lines: readonly Pick<CartLine, 'quantity' | 'discountPrice' | 'addons' | 'productInfo'>[],
): Cents {
  return sumCents(lines.map(cartLinePriceCents));
}

/**
 * Order total: subtotal plus ONE shipping fee from the server (spec §9).
 * @example orderTotalCents(5000, 7.5) // 5750
 */
export function orderTotalCents(subtotal: Cents, shippingFee: number): Cents {
  return subtotal + toCents(shippingFee);
}

/**
 * The shipping fee of an order as stored: a number, or an array whose first element is used (spec §3).
 * @example shippingFeeOf([5, 7]) // 5
 */
export function shippingFeeOf(shippingFee: number | readonly number[] | null | undefined): number {
  if (Array.isArray(shippingFee)) return shippingFee[0] ?? 0;
  return typeof shippingFee === 'number' ? shippingFee : 0;
}

/**
 * What the order-listing line rule reads (spec §3 "Order product").
 * @example
 * ```ts
 * const product: OrderListingLineInput = { quantity: 2, price: 8, originalPrice: 10, discount: 20 };
 * orderListingLineCents(product) // 1600
 * ```
 */
export interface OrderListingLineInput {
  quantity: number;
  price: number;
  originalPrice?: number;
  discountedPrice?: number;
  discount?: number;
  bulkPricing?: readonly BulkTier[];
  addons?: readonly SelectedAddon[];
  priceDetails?: { bulkPricing?: readonly BulkTier[]; discount?: number; originalPrice?: number };
}

/**
 * A line on order listings (spec §9): the highest tier whose quantity is reached gives the tier's price
 * times the quantity (the tier's `perItemPrice` when the tier carries one), otherwise the discounted unit
 * price times the quantity; add-ons added.
 * @example orderListingLineCents({ quantity: 12, price: 10, bulkPricing: [{ quantity: 10, price: 8 }] }) // 9600
 */
export function orderListingLineCents(product: OrderListingLineInput): Cents {
  const addons = addonsCents(product.addons);
  const tiers = product.bulkPricing?.length ? product.bulkPricing : product.priceDetails?.bulkPricing;
  const reached = largestFittingTier(tiers, product.quantity);
  if (reached)
    return multiplyCents(toCents(reached.perItemPrice ?? reached.price), product.quantity) + addons;

  if (product.discountedPrice !== undefined && product.discountedPrice > 0) {
    return multiplyCents(toCents(product.discountedPrice), product.quantity) + addons;
  }
  const unit = product.originalPrice && product.originalPrice > 0 ? product.originalPrice : product.price;
  const discount = product.discount ?? product.priceDetails?.discount ?? 0;
  if (discount > 0) return discountedCents(unit, discount, product.quantity) + addons;
  return multiplyCents(toCents(unit), product.quantity) + addons;
}

/**
 * What the order-listing total reads.
 * @example
 * ```ts
 * const order: OrderListingTotalInput = { products: [{ quantity: 2, price: 10 }], shipping_fee: [5, 7] };
 * orderListingTotalCents(order) // 2500
 * ```
 */
export interface OrderListingTotalInput {
  products: readonly OrderListingLineInput[];
  shipping_fee?: number | readonly number[] | null;
  authorOrdersData?: readonly { price: number }[] | null;
}

/**
 * Order total on listings (spec §9): the sum of the per-seller parts' prices when present, else the
 * listing lines plus the shipping fee.
 * @example orderListingTotalCents({ products: [], authorOrdersData: [{ price: 20 }, { price: 5.5 }] }) // 2550
 */
export function orderListingTotalCents(order: OrderListingTotalInput): Cents {
  if (order.authorOrdersData && order.authorOrdersData.length > 0) {
    return sumCents(order.authorOrdersData.map((part) => toCents(part.price)));
  }
  return sumCents(order.products.map(orderListingLineCents)) + toCents(shippingFeeOf(order.shipping_fee));
}

/**
 * The struck-through original price shown beside a discounted price: `price / (1 − discount/100)`,
 * to 2 decimals (spec §2, §9). Undefined when there is no discount (or it is 100 %).
 * @example originalPrice(80, 20) // 100
 */
export function originalPrice(price: number, discount: number | undefined): number | undefined {
  if (!discount || discount <= 0 || discount >= 100) return undefined;
  return fromCents(originalPriceCents(price, discount));
}
