import { type BulkTier, parseBulkTiers } from '../schemas/product.js';

/**
 * The bulk options the product page lists (spec §5): entries with a null or non-numeric quantity or
 * price are ignored, and only tiers for more than one unit are offered.
 * @example bulkOptions([{ quantity: 1, price: 9 }, { quantity: 10, price: 80 }, { quantity: null, price: 5 }])
 * // [{ quantity: 10, price: 80 }]
 */
export function bulkOptions(entries: unknown): BulkTier[] {
  return parseBulkTiers(entries).filter((tier) => tier.quantity > 1);
}
