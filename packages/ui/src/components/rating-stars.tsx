import { ratingStars, STAR_COUNT } from '@souk/core';
import { Star, StarHalf } from 'lucide-react';
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

/** Five stars (filled = floor of the rating, a half star at .5 — spec §2, §9) with the rating number. */
export function RatingStars({ rating, count, halves = true, className, ...props }: RatingStarsProps) {
  const value = displayRating(rating);
  return (
    <div data-slot="rating-stars" className={cn('flex items-center gap-1.5 text-sm', className)} {...props}>
      <span role="img" aria-label={`Rated ${value} out of ${STAR_COUNT}`} className="flex items-center">
        {ratingStars(rating, { halves }).map((kind, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the five star positions never reorder
            key={index}
            data-star={kind}
            className="relative inline-flex size-4"
          >
            <Star aria-hidden="true" className="size-4 fill-gray-200 text-gray-200" strokeWidth={1.5} />
            {kind === 'full' && (
              <Star
                aria-hidden="true"
                className="absolute inset-0 size-4 fill-amber-400 text-amber-400"
                strokeWidth={1.5}
              />
            )}
            {kind === 'half' && (
              <StarHalf
                aria-hidden="true"
                className="absolute inset-0 size-4 fill-amber-400 text-amber-400"
                strokeWidth={1.5}
              />
            )}
          </span>
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
