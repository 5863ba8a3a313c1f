/**
 * The result count line of the global search page, worded as the spec gives it (spec §2).
 * @example foundProductsText(3) // "Found 3 product(s)"
 */
export function foundProductsText(count: number): string {
  return `Found ${count} product(s)`;
}
