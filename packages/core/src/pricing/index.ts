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
