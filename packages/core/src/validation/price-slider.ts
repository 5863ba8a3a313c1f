import type { PriceRange } from '../schemas/product.js';

/**
 * Spec §9: the price slider moves in whole currency units.
 * @example PRICE_SLIDER_STEP // 1
 */
export const PRICE_SLIDER_STEP = 1;

/**
 * The price slider's maximum (spec §5): the range's high, except when high equals low — a slider needs
 * room to move, so the max becomes high + 1, or low + 1 on the shipping-era listing pages (the same
 * number, kept as the spec words it).
 * @example sliderMax({ low: 0, high: 100 }) // 100
 * @example sliderMax({ low: 20, high: 20 }) // 21
 */
export function sliderMax(
  range: PriceRange,
  { shippingEra = false }: { shippingEra?: boolean } = {},
): number {
  if (range.high !== range.low) return range.high;
  return (shippingEra ? range.low : range.high) + 1;
}
