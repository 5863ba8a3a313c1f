import { fromCents, toCents } from '../pricing/money.js';
import type { PriceBand } from './price-band-label.js';

/**
 * The price bounds of a search query (`lowPrice`, `highPrice`: inclusive, on the charged price).
 * @example const filter: PriceFilter = { lowPrice: 25, highPrice: 49.99 };
 */
export interface PriceFilter {
  lowPrice: number;
  highPrice?: number;
}

/**
 * The search query's price filter that keeps exactly one band of the price facet. A band ends before its
 * `max` while the query's `highPrice` is inclusive: charged prices are whole cents, so the highest price kept
 * is a cent below `max`.
 * @example priceBandFilter({ min: 25, max: 50 }) // { lowPrice: 25, highPrice: 49.99 }
 * @example priceBandFilter({ min: 200, max: null }) // { lowPrice: 200 }
 */
export function priceBandFilter({ min, max }: PriceBand): PriceFilter {
  if (max === null) return { lowPrice: min };
  return { lowPrice: min, highPrice: fromCents(Math.max(toCents(max) - 1, 0)) };
}
