import { formatMoney, toCents } from '../pricing/money.js';
import { SEARCH_RESULT_CURRENCY_SYMBOL } from './search-result-price.js';

/**
 * A price band of the search's facets: `min ≤ price < max`, in major units; `max` null: and above.
 * @example
 * ```ts
 * const band: PriceBand = { min: 25, max: 50 };
 * priceBandLabel(band) // "$25 – $50"
 * ```
 */
export interface PriceBand {
  min: number;
  max: number | null;
}

/**
 * The label of a price band in the search filters, in the search's `$` (spec §9); whole amounts without
 * cents.
 * @example priceBandLabel({ min: 25, max: 50 }) // "$25 – $50"
 * @example priceBandLabel({ min: 200, max: null }) // "$200 & above"
 */
export function priceBandLabel({ min, max }: PriceBand): string {
  const amount = (value: number) =>
    Number.isInteger(value)
      ? `${SEARCH_RESULT_CURRENCY_SYMBOL}${value}`
      : formatMoney(toCents(value), { currency: 'USD', locale: 'en-US' });
  return max === null ? `${amount(min)} & above` : `${amount(min)} – ${amount(max)}`;
}
