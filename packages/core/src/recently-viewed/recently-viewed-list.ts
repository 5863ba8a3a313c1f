/**
 * How many products a shop's recently viewed list keeps (issue 22: "the last 12 products viewed in this shop").
 * @example RECENTLY_VIEWED_LIMIT // 12
 */
export const RECENTLY_VIEWED_LIMIT = 12;

/** Longest product id a list keeps: the API's id rule (`IdSchema`). */
const MAX_ID_LENGTH = 128;

/**
 * True for a string that can be a product id: not empty, no longer than the API accepts, no commas (the
 * products-by-ids call sends the list comma-separated) and no surrounding spaces.
 * @example isProductId('p1') // true
 * @example isProductId('a,b') // false
 * @example isProductId(42) // false
 */
export function isProductId(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length > 0 &&
    value.length <= MAX_ID_LENGTH &&
    !value.includes(',') &&
    value.trim() === value
  );
}

/**
 * The lists merged in order of precedence, newest first: every product id once (its first place wins), ids
 * that cannot be product ids dropped, at most {@link RECENTLY_VIEWED_LIMIT}. A sign-in puts the guest's list
 * (this visit's views) before the account's.
 * @example mergeRecentlyViewed(['p3', 'p1'], ['p1', 'p2']) // ["p3", "p1", "p2"]
 * @example mergeRecentlyViewed([], ['p1', '', 'p1']) // ["p1"]
 */
export function mergeRecentlyViewed(...lists: readonly (readonly unknown[])[]): string[] {
  const merged = new Set<string>();
  for (const list of lists) {
    for (const id of list) {
      if (merged.size === RECENTLY_VIEWED_LIMIT) return [...merged];
      if (isProductId(id)) merged.add(id);
    }
  }
  return [...merged];
}

/**
 * The list after a product page was viewed: that product first, its older place gone, capped.
 * @example recordRecentlyViewed(['p1', 'p2'], 'p2') // ["p2", "p1"]
 * @example recordRecentlyViewed(['p1'], 'p9') // ["p9", "p1"]
 */
export function recordRecentlyViewed(list: readonly string[], productId: string): string[] {
  return mergeRecentlyViewed([productId], list);
}
