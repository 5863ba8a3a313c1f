import { type RatingCount, REVIEW_PAGE_SIZE, STAR_COUNT } from '@souk/core';
import { Pagination, RatingStars, Spinner, t } from '@souk/ui';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message.js';
import { useReviews } from '../api/get-reviews.js';
import { ReviewForm } from './review-form.js';

/** Spec §2 empty text. */
export const NO_REVIEWS_TEXT = /*i18n*/ 'No reviews yet. Be the first to review this product!';

export interface ReviewsTabProps {
  productId: string;
  /** The product's average rating, out of 5. */
  rating: number;
  /** Called after a review is accepted: the page reloads the product (spec §4). */
  onSubmitted?: () => void;
}

const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : DATE.format(date);
}

function Distribution({ counts, total }: { counts: readonly RatingCount[]; total: number }) {
  const stars = Array.from({ length: STAR_COUNT }, (_, index) => STAR_COUNT - index);
  return (
    <ul className="flex flex-col gap-1.5" aria-label={t('Rating distribution')}>
      {stars.map((star) => {
        const count = counts.find((entry) => entry.rating === star)?.sum ?? 0;
        const share = total > 0 ? Math.round((count / total) * 100) : 0;
        return (
          <li key={star} className="flex items-center gap-3 text-sm">
            <span className="w-12 shrink-0 text-muted">
              {t('{star, plural, one {{star} star} other {{star} star}}', { star })}
            </span>
            <span className="h-2 flex-1 overflow-hidden rounded-full bg-gray-200" aria-hidden="true">
              <span className="block h-full rounded-full bg-amber-400" style={{ width: `${share}%` }} />
            </span>
            <span className="w-8 shrink-0 text-end text-muted tabular-nums">{count}</span>
            <span className="sr-only">
              {t(
                '{count, plural, one {{count} review} other {{count} reviews}} with {star, plural, one {{star} stars} other {{star} stars}}',
                {
                  count,
                  star,
                },
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The Reviews tab (spec §2): the average out of 5, the distribution bars from 5 to 1, the Write a Review
 * form and the reviews, 5 per page with pagination only when there are more (spec §9).
 */
export function ReviewsTab({ productId, rating, onSubmitted }: ReviewsTabProps) {
  const [page, setPage] = useState(1);
  const reviews = useReviews(productId, page);
  const data = reviews.data;
  const total = data?.totalReview ?? 0;

  return (
    <div className="grid gap-8 lg:grid-cols-[20rem_minmax(0,1fr)]">
      <div className="flex flex-col gap-6">
        <section
          aria-label={t('Rating summary')}
          className="rounded-xl border border-gray-100 bg-white p-5 shadow-xs"
        >
          <p className="flex items-baseline gap-2">
            <span className="text-4xl font-bold text-ink tabular-nums">{rating.toFixed(1)}</span>
            <span className="text-muted">{t('out of 5')}</span>
          </p>
          <RatingStars rating={rating} count={total} className="mt-2" />
          <div className="mt-4">
            <Distribution counts={data?.rating_review ?? []} total={total} />
          </div>
        </section>
        <ReviewForm productId={productId} onSubmitted={onSubmitted} />
      </div>

      <section aria-label={t('Customer reviews')} className="flex min-w-0 flex-col gap-4">
        {reviews.isPending ? (
          <Spinner label={t('Loading reviews...')} />
        ) : reviews.isError ? (
          <p role="alert" className="text-sale">
            {t(errorMessage(reviews.error, /*i18n*/ 'Failed to fetch reviews'))}
          </p>
        ) : data && data.reviews.length === 0 ? (
          <p className="rounded-xl border border-dashed border-gray-200 p-6 text-center text-muted">
            {t(NO_REVIEWS_TEXT)}
          </p>
        ) : (
          <ul className="flex flex-col divide-y divide-gray-100">
            {data?.reviews.map((review, index) => (
              <li
                key={review._id ?? `${review.name}-${review.date}-${index}`}
                className="flex flex-col gap-1.5 py-4"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold text-ink">{review.name}</p>
                  <time dateTime={review.date} className="text-sm text-muted">
                    {formatDate(review.date)}
                  </time>
                </div>
                <RatingStars rating={review.rating} />
                <p className="leading-relaxed break-words text-ink/90">{review.review}</p>
              </li>
            ))}
          </ul>
        )}
        <Pagination page={page} total={total} perPage={REVIEW_PAGE_SIZE} onPageChange={setPage} />
      </section>
    </div>
  );
}
