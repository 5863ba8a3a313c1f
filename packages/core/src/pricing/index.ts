/**
 * Exact money and price rules (spec §9): amounts become integer cents ({@link toCents}) and every price, bulk
 * tier, discount, add-on, cart and order total is computed in cents, then printed with {@link formatMoney} (`Intl.NumberFormat`
 * in the shop's currency and locale).
 * The server prices orders with the same functions the cart shows. No runtime dependencies; start with
 * {@link linePriceCents} and {@link cartTotals}.
 *
 * @example
 * ```ts
 * import { formatMoney, linePriceCents } from '@souk/core/pricing';
 * const cents = linePriceCents({ quantity: 3, price: 10, bulkPricing: [{ quantity: 2, price: 18 }] });
 * formatMoney(cents, { currency: 'USD', locale: 'en-US' }); // "$28.00"
 * formatMoney(cents, { currency: 'ZAR', locale: 'en-ZA' }); // "R 28,00" (a no-break space)
 * ```
 *
 * @module @souk/core/pricing
 */
export { bulkDiscountPercent, bulkOptionPriceCents, bulkOptionUnits, tierPerItemCents } from './bulk.js';
export { type CartTotals, cartTotals } from './cart-totals.js';
export { currencySymbol } from './currency-symbol.js';
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
  DEFAULT_CURRENCY,
  DEFAULT_LOCALE,
  discountedCents,
  formatCents,
  formatMoney,
  fromCents,
  type MoneyFormat,
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
