import { ratingStars, STAR_COUNT } from '@souk/core';
import type * as React from 'react';
import { t } from '../i18n/i18n.js';
import { cn } from '../lib/cn.js';

export interface RatingStarsProps extends React.ComponentProps<'div'> {
  /** Average rating, 0 to 5. */
  rating: number;
  /** Number of reviews, shown after the stars when given. */
  count?: number;
  /** Half stars at .5 steps (default); `false` shows whole stars only, as on global search cards. */
  halves?: boolean;
}

/** Rounds to one decimal for display only; the stars themselves come from core `ratingStars`. */
function displayRating(rating: number): string {
  const value = Number.isFinite(rating) ? Math.min(Math.max(rating, 0), STAR_COUNT) : 0;
  return String(Math.round(value * 10) / 10);
}

/**
 * Five stars (filled = floor of the rating, a half star at .5 — spec §2, §9) with the rating number. The five
 * stars are one empty element that the stylesheet draws (`[data-stars]` in styles.css: Lucide's star as a
 * repeated mask, amber up to `--stars` of five, grey after): a page of product cards shows a hundred stars,
 * and two inline SVGs per star were about a quarter of the shop home's elements (issue 21). `data-stars`
 * names the five as drawn (`full full full half empty`).
 */
export function RatingStars({ rating, count, halves = true, className, ...props }: RatingStarsProps) {
  const value = displayRating(rating);
  const stars = ratingStars(rating, { halves });
  const filled = stars.reduce((sum, kind) => sum + (kind === 'full' ? 1 : kind === 'half' ? 0.5 : 0), 0);
  return (
    <div data-slot="rating-stars" className={cn('flex items-center gap-1.5 text-sm', className)} {...props}>
      <span
        role="img"
        aria-label={t('Rated {value} out of {max}', { value, max: STAR_COUNT })}
        data-stars={stars.join(' ')}
        style={{ '--stars': filled } as React.CSSProperties}
      />
      <span aria-hidden="true" className="font-medium text-ink">
        {value}
      </span>
      {count !== undefined && (
        <span className="text-muted">
          ({count}
          <span className="sr-only"> {t('{count, plural, one {review} other {reviews}}', { count })}</span>)
        </span>
      )}
    </div>
  );
}
