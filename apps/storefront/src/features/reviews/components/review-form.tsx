import { STAR_COUNT, validateReview } from '@souk/core';
import { cn, t, toast } from '@souk/ui';
import { Star } from 'lucide-react';
import type * as React from 'react';
import { useId, useState } from 'react';
import { buttonClass } from '../../../components/button-class.js';
import { useCustomer } from '../../../lib/shopper-identity.js';
import { useSubmitReview } from '../api/submit-review.js';

const FIELD =
  'w-full rounded-lg border border-gray-200 bg-white px-3 py-2 text-sm text-ink shadow-xs outline-none focus-visible:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-100';

const STARS = Array.from({ length: STAR_COUNT }, (_, index) => STAR_COUNT - index);

/**
 * Write a Review (spec §2, §5): a star rating radio group, the review text and — for guests only — a name.
 * Checked with core `validateReview` in the spec's order, one toast for the first problem.
 */
export function ReviewForm({ productId, onSubmitted }: { productId: string; onSubmitted?: () => void }) {
  const id = useId();
  const customer = useCustomer();
  const [rating, setRating] = useState(0);
  const [review, setReview] = useState('');
  const [name, setName] = useState('');
  const submit = useSubmitReview(productId, onSubmitted);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = validateReview({ rating, review, name }, { signedInName: customer?.name });
    if (!checked.ok) {
      toast.error(t(checked.message));
      return;
    }
    submit.mutate(checked.value, {
      onSuccess: () => {
        setRating(0);
        setReview('');
        setName('');
      },
    });
  };

  return (
    // noValidate: the spec's ordered toasts speak for the required fields, not the browser's bubbles
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4 rounded-xl border border-gray-100 bg-gray-50/60 p-4 sm:p-5"
    >
      <h2 className="text-lg font-semibold text-ink">{t('Write a Review')}</h2>
      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold text-ink">
          {t('Your rating')}{' '}
          <span aria-hidden="true" className="text-sale">
            *
          </span>
        </legend>
        {/* stars are laid out right-to-left so hovering one lights it and those before it */}
        <div className="flex w-fit flex-row-reverse justify-end gap-1">
          {STARS.map((value) => (
            <label
              key={value}
              className="group cursor-pointer"
              title={t('{value, plural, one {{value} star} other {{value} stars}}', { value })}
            >
              <input
                type="radio"
                name={`${id}-rating`}
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                required
                className="peer sr-only"
              />
              <span className="sr-only">
                {t('{value, plural, one {{value} star} other {{value} stars}}', { value })}
              </span>
              <Star
                aria-hidden="true"
                className={cn(
                  'size-7 rounded transition peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600',
                  value <= rating ? 'fill-amber-400 text-amber-400' : 'text-gray-300 hover:text-amber-300',
                )}
              />
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-review`} className="text-sm font-semibold text-ink">
          {t('Your review')}{' '}
          <span aria-hidden="true" className="text-sale">
            *
          </span>
        </label>
        <textarea
          id={`${id}-review`}
          rows={4}
          required
          value={review}
          onChange={(event) => setReview(event.target.value)}
          className={FIELD}
          placeholder={t('What did you like or dislike?')}
        />
      </div>
      {!customer && (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-name`} className="text-sm font-semibold text-ink">
            {t('Your name')}{' '}
            <span aria-hidden="true" className="text-sale">
              *
            </span>
          </label>
          <input
            id={`${id}-name`}
            type="text"
            required
            autoComplete="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            className={cn(FIELD, 'h-10')}
          />
        </div>
      )}
      <button
        type="submit"
        disabled={submit.isPending}
        className={buttonClass('primary', 'md', 'self-start')}
      >
        {submit.isPending ? t('Submitting...') : t('Submit Review')}
      </button>
    </form>
  );
}
