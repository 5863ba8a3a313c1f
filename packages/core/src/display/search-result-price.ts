import {
  DEFAULT_CURRENCY,
  DEFAULT_LOCALE,
  formatMoney,
  originalPriceCents,
  toCents,
} from '../pricing/money.js';

/**
 * Spec §9: the search's price filters are labelled with `$`, whatever the products' currencies.
 * @example SEARCH_RESULT_CURRENCY_SYMBOL // "$"
 */
export const SEARCH_RESULT_CURRENCY_SYMBOL = '$';

/**
 * A global-search card's price (spec §2, §9): in the product's own currency (USD, so `$`, when it names
 * none), printed in en-US, the search's locale until shoppers choose one.
 * @example searchResultPrice(19.9) // "$19.90"
 * @example searchResultPrice(1299, 'ZAR') // "ZAR 1,299.00" (a no-break space)
 */
export function searchResultPrice(price: number, currency: string = DEFAULT_CURRENCY): string {
  return formatMoney(toCents(price), { currency, locale: DEFAULT_LOCALE });
}

/**
 * The struck-through original price of a discounted search card (spec §2): price / (1 − discount/100) to
 * two decimals, in the product's currency; `null` without a discount (or a discount of 100 % or more,
 * which has no original price).
 * @example searchResultOriginalPrice(80, 20) // "$100.00"
 * @example searchResultOriginalPrice(80, 0) // null
 */
export function searchResultOriginalPrice(
  price: number,
  discount: number | null | undefined,
  currency: string = DEFAULT_CURRENCY,
): string | null {
  if (discount === null || discount === undefined || !(discount > 0) || discount >= 100) return null;
  return formatMoney(originalPriceCents(price, discount), { currency, locale: DEFAULT_LOCALE });
}
