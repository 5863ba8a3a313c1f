import { EmptyState, Pagination, RatingStars, toast } from '@souk/ui';
import { MessageSquareText } from 'lucide-react';
import { useId } from 'react';
import { buttonClass } from '../../../components/button-class.js';
import { LoadFailed } from '../../../components/load-failed.js';
import { PageHeader } from '../../../components/page-header.js';
import { FIELD_CLASS } from '../../../components/text-field.js';
import { errorMessage } from '../../../lib/error-message.js';
import { dateText } from '../../../lib/format.js';
import { useReviews } from '../api/get-reviews.js';
import type { ReviewsQuery } from '../api/reviews-api.js';
import { useSetReviewHidden } from '../api/set-review-hidden.js';

export interface ReviewsListProps {
  query: ReviewsQuery;
  onQueryChange: (query: ReviewsQuery) => void;
  productHref: (slug: string) => string;
}

/** The shop's reviews with rating and visibility filters; Hide / Show per review. */
export function ReviewsList({ query, onQueryChange, productHref }: ReviewsListProps) {
  const reviews = useReviews(query);
  const setHidden = useSetReviewHidden();
  const ratingId = useId();
  const visibilityId = useId();
  const data = reviews.data;

  return (
    <>
      <PageHeader
        title="Reviews"
        description="Hidden reviews leave your shop's rating at once; you can show them again."
      />
      <div className="mb-4 grid grid-cols-2 gap-3 rounded-xl border border-gray-200 bg-white p-4 sm:max-w-md">
        <div>
          <label htmlFor={ratingId} className="mb-1 block text-xs font-medium text-muted">
            Rating
          </label>
          <select
            id={ratingId}
            value={query.rating ?? ''}
            onChange={(event) =>
              onQueryChange({
                ...query,
                page: 1,
                rating: event.target.value ? Number(event.target.value) : null,
              })
            }
            className={`${FIELD_CLASS} border-gray-300 py-2`}
          >
            <option value="">All ratings</option>
            {[5, 4, 3, 2, 1].map((stars) => (
              <option key={stars} value={stars}>
                {stars} {stars === 1 ? 'star' : 'stars'}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={visibilityId} className="mb-1 block text-xs font-medium text-muted">
            Visibility
          </label>
          <select
            id={visibilityId}
            value={query.visibility}
            onChange={(event) =>
              onQueryChange({
                ...query,
                page: 1,
                visibility: event.target.value as ReviewsQuery['visibility'],
              })
            }
            className={`${FIELD_CLASS} border-gray-300 py-2`}
          >
            <option value="all">All</option>
            <option value="visible">Shown</option>
            <option value="hidden">Hidden</option>
          </select>
        </div>
      </div>
      {reviews.isPending && (
        <p role="status" className="py-8 text-center text-sm text-muted">
          Loading reviews…
        </p>
      )}
      {reviews.isError && !data && (
        <LoadFailed
          message={errorMessage(reviews.error, 'Failed to load reviews')}
          onRetry={() => void reviews.refetch()}
        />
      )}
      {data && data.reviews.length === 0 && (
        <EmptyState
          icon={<MessageSquareText />}
          title="No reviews"
          description="None match these filters yet."
        />
      )}
      {data && data.reviews.length > 0 && (
        <>
          <ul aria-label="Reviews" className="space-y-3">
            {data.reviews.map((review) => (
              <li
                key={review.id}
                className={`rounded-xl border bg-white p-4 ${review.hidden ? 'border-dashed border-gray-300' : 'border-gray-200'}`}
              >
                <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0">
                    <RatingStars rating={review.rating} halves={false} />
                    <p className="mt-1 text-sm text-ink">
                      <span className="font-medium">{review.name}</span> on{' '}
                      <a
                        href={productHref(review.productSlug)}
                        className="text-brand-700 underline hover:no-underline"
                      >
                        {review.productName}
                      </a>{' '}
                      · <span className="text-muted">{dateText(review.createdAt)}</span>
                    </p>
                    {review.hidden && (
                      <p className="mt-1 text-xs font-medium text-muted">Hidden from the shop</p>
                    )}
                  </div>
                  <button
                    type="button"
                    disabled={setHidden.isPending && setHidden.variables?.id === review.id}
                    aria-label={`${review.hidden ? 'Show' : 'Hide'} review by ${review.name} on ${review.productName}`}
                    className={buttonClass('outline', 'sm')}
                    onClick={() =>
                      setHidden.mutate(
                        { id: review.id, hidden: !review.hidden },
                        {
                          onSuccess: ({ message }) => toast.success(message),
                          onError: (error) => toast.error(errorMessage(error, 'Could not update the review')),
                        },
                      )
                    }
                  >
                    {review.hidden ? 'Show' : 'Hide'}
                  </button>
                </div>
                <p className="mt-2 text-sm whitespace-pre-line break-words text-ink">{review.review}</p>
              </li>
            ))}
          </ul>
          <Pagination
            className="mt-4"
            aria-label="Reviews pages"
            page={data.page}
            total={data.total}
            perPage={data.perPage}
            onPageChange={(page) => onQueryChange({ ...query, page })}
          />
        </>
      )}
    </>
  );
}
