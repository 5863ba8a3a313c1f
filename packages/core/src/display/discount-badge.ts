/**
 * The discount badge of a product card (spec §2): '-N% OFF' when the discount is above 0, else no badge.
 * Fractional percentages keep up to two decimals.
 * @example discountBadge(15) // "-15% OFF"
 * @example discountBadge(0) // null
 */
export function discountBadge(discount: number | null | undefined): string | null {
  if (discount === null || discount === undefined || !(discount > 0)) return null;
  return `-${Math.round(discount * 100) / 100}% OFF`;
}
