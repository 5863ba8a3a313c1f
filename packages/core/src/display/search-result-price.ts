import { formatMoney, originalPriceCents, toCents } from '../pricing/money.js';

/**
 * Spec §9: search results show prices with `$`, whatever the product's currency.
 * @example SEARCH_RESULT_CURRENCY_SYMBOL // "$"
 */
export const SEARCH_RESULT_CURRENCY_SYMBOL = '$';

/**
 * A global-search card's price (spec §2, §9): `$` and two decimals.
 * @example searchResultPrice(19.9) // "$19.90"
 */
export function searchResultPrice(price: number): string {
  return formatMoney(toCents(price), SEARCH_RESULT_CURRENCY_SYMBOL);
}

/**
 * The struck-through original price of a discounted search card (spec §2): price / (1 − discount/100) to
 * two decimals; `null` without a discount (or a discount of 100 % or more, which has no original price).
 * @example searchResultOriginalPrice(80, 20) // "$100.00"
 * @example searchResultOriginalPrice(80, 0) // null
 */
export function searchResultOriginalPrice(price: number, discount: number | null | undefined): string | null {
  if (discount === null || discount === undefined || !(discount > 0) || discount >= 100) return null;
  return formatMoney(originalPriceCents(price, discount), SEARCH_RESULT_CURRENCY_SYMBOL);
}
