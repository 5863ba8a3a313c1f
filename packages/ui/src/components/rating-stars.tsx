import { ratingStars, STAR_COUNT } from '@souk/core';
import type * as React from 'react';
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
 * Five stars (filled = floor of the rating, a half star at .5 — spec §2, §9) with the rating number. A star is
 * one empty element that the stylesheet draws (`[data-star]` in styles.css): a page of product cards shows a
 * hundred stars, and two inline SVGs per star were about a quarter of the shop home's elements.
 */
export function RatingStars({ rating, count, halves = true, className, ...props }: RatingStarsProps) {
  const value = displayRating(rating);
  return (
    <div data-slot="rating-stars" className={cn('flex items-center gap-1.5 text-sm', className)} {...props}>
      <span role="img" aria-label={`Rated ${value} out of ${STAR_COUNT}`} className="flex items-center">
        {ratingStars(rating, { halves }).map((kind, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the five star positions never reorder
          <span key={index} data-star={kind} />
        ))}
      </span>
      <span aria-hidden="true" className="font-medium text-ink">
        {value}
      </span>
      {count !== undefined && (
        <span className="text-muted">
          ({count}
          <span className="sr-only"> {count === 1 ? 'review' : 'reviews'}</span>)
        </span>
      )}
    </div>
  );
}
