import {
  currencySymbol,
  formatMoney,
  type Order,
  type OrderProduct,
  orderListingLineCents,
  orderListingTotalCents,
  toCents,
} from '@souk/core';

/** The symbol an order's amounts print with: the seller's, else its currency's, else 'NA' (spec §9). */
export function orderCurrencySymbol(order: Order): string {
  return (
    order.seller?.currencySymbol?.trim() ||
    currencySymbol(order.seller?.currency ?? order.currency ?? order.products[0]?.currency)
  );
}

/**
 * A line's total: the price frozen on the order line when the server wrote one, else the order-listing
 * rule of spec §9 from the line's unit prices and tiers.
 */
export function orderLineText(product: OrderProduct, symbol: string): string {
  const cents = product.price > 0 ? toCents(product.price) : orderListingLineCents(product);
  return formatMoney(cents, symbol);
}

/** The order total on listings (spec §9): the per-seller parts, else the lines plus shipping. */
export function orderTotalText(order: Order): string {
  return formatMoney(orderListingTotalCents(order), orderCurrencySymbol(order));
}

/** The order's date as the shopper reads it; an unreadable date is shown as written. */
export function orderDateText(date: string): string {
  const time = Date.parse(date);
  return Number.isNaN(time)
    ? date
    : new Date(time).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}
