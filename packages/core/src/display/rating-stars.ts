/**
 * One of the five stars of a rating.
 * @example const star: StarKind = 'half';
 */
export type StarKind = 'full' | 'half' | 'empty';

/**
 * Spec §9: ratings show as five stars.
 * @example STAR_COUNT // 5
 */
export const STAR_COUNT = 5;

/**
 * The five stars of a rating (spec §9 "Rating shown as five stars with half stars at .5 steps"; spec §2
 * "filled stars = floor of rating"): floor(rating) full stars, one half star when the fraction is .5 or
 * more, the rest empty. `halves: false` gives the whole-star display of the global search card. Ratings are
 * clamped to 0–5; a missing or malformed rating shows five empty stars.
 * @example ratingStars(3.5) // ['full', 'full', 'full', 'half', 'empty']
 * @example ratingStars(3.5, { halves: false }) // ['full', 'full', 'full', 'empty', 'empty']
 */
export function ratingStars(
  rating: number | null | undefined,
  options: { halves?: boolean } = {},
): StarKind[] {
  const value =
    typeof rating === 'number' && Number.isFinite(rating) ? Math.min(Math.max(rating, 0), STAR_COUNT) : 0;
  const full = Math.floor(value);
  const half = (options.halves ?? true) && value - full >= 0.5;
  return Array.from({ length: STAR_COUNT }, (_, index): StarKind => {
    if (index < full) return 'full';
    return index === full && half ? 'half' : 'empty';
  });
}
