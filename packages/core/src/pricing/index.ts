/**
 * Exact money and price rules (spec §9): amounts become integer cents ({@link toCents}) and every price, bulk
 * tier, discount, add-on, cart and order total is computed in cents, then printed with {@link formatMoney}.
 * The server prices orders with the same functions the cart shows. No runtime dependencies; start with
 * {@link linePriceCents} and {@link cartTotals}.
 *
 * @example
 * ```ts
 * import { formatMoney, linePriceCents } from '@souk/core/pricing';
 * formatMoney(linePriceCents({ quantity: 3, price: 10, bulkPricing: [{ quantity: 2, price: 18 }] }), '$'); // "$28.00"
 * ```
 *
 * @module @souk/core/pricing
 */
export { bulkDiscountPercent, bulkOptionPriceCents, bulkOptionUnits, tierPerItemCents } from './bulk.js';
export { type CartTotals, cartTotals } from './cart-totals.js';
export {
  addonsCents,
  cartLinePriceCents,
  type LinePriceInput,
  largestFittingTier,
  linePriceCents,
  unitPriceCents,
} from './line-price.js';
export {
  type Cents,
  CURRENCY_SYMBOL_FALLBACK,
  currencySymbol,
  DEFAULT_CURRENCY,
  discountedCents,
  formatAmount,
  formatCents,
  formatMoney,
  fromCents,
  multiplyCents,
  originalPriceCents,
  sumCents,
  toCents,
} from './money.js';
export {
  type OrderListingLineInput,
  type OrderListingTotalInput,
  orderListingLineCents,
  orderListingTotalCents,
  orderSubtotalCents,
  orderTotalCents,
  originalPrice,
  shippingFeeOf,
} from './order-totals.js';
export {
  gatewayAmount,
  gatewayCurrency,
  WALLET_CURRENCY,
  type WalletAmount,
  walletAmount,
} from './payment-amounts.js';
