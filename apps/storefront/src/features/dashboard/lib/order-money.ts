import {
  formatMoney,
  type MoneyFormat,
  type Order,
  type OrderProduct,
  orderListingLineCents,
  orderListingTotalCents,
  toCents,
} from '@souk/core';

/**
 * How an order's amounts print: in the order's currency (the seller's, else the order's or its first
 * line's, else the shop's), in the shop's locale; 'NA' when none is known (spec §9).
 */
export function orderMoneyFormat(order: Order, shop: MoneyFormat): MoneyFormat {
  return {
    currency: order.seller?.currency || order.currency || order.products[0]?.currency || shop.currency,
    locale: shop.locale,
  };
}

/**
 * A line's total: the price frozen on the order line when the server wrote one, else the order-listing
 * rule of spec §9 from the line's unit prices and tiers.
 */
export function orderLineText(product: OrderProduct, format: MoneyFormat): string {
  const cents = product.price > 0 ? toCents(product.price) : orderListingLineCents(product);
  return formatMoney(cents, format);
}

/** The order total on listings (spec §9): the per-seller parts, else the lines plus shipping. */
export function orderTotalText(order: Order, shop: MoneyFormat): string {
  return formatMoney(orderListingTotalCents(order), orderMoneyFormat(order, shop));
}

/** The order's date as the shopper reads it; an unreadable date is shown as written. */
export function orderDateText(date: string): string {
  const time = Date.parse(date);
  return Number.isNaN(time)
    ? date
    : new Date(time).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}
