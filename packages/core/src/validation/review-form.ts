import { SubmitReviewBodySchema } from '../schemas/review.js';
import { invalid, type ValidationResult, valid } from './result.js';

/**
 * Spec §5/§8 review toast when a guest leaves the name field blank.
 * @example
 * ```ts
 * validateReview({ rating: 5, review: 'Lovely tea', name: ' ' })
 * // { ok: false, errors: { name: 'Please enter your name' }, message: 'Please enter your name' }
 * ```
 */
export const ENTER_NAME_MESSAGE = /*i18n*/ 'Please enter your name';
/**
 * Spec §4 review submit: the success message's default (the server answers it).
 * @example REVIEW_SUBMITTED_MESSAGE // "Review submitted successfully"
 */
export const REVIEW_SUBMITTED_MESSAGE = /*i18n*/ 'Review submitted successfully';

/**
 * What the Write a Review form holds; an unselected rating is 0, null or missing.
 * @example
 * ```ts
 * const input: ReviewFormInput = { rating: 4, review: 'Great', name: 'Ann' };
 * validateReview(input) // { ok: true, value: { rating: 4, review: 'Great', name: 'Ann' } }
 * ```
 */
export interface ReviewFormInput {
  rating?: number | null;
  review?: string | null;
  name?: string | null;
}

/**
 * The review ready to post, with the reviewer's name resolved.
 * @example const draft: ReviewDraft = { rating: 4, review: 'Great', name: 'Ann' };
 */
export interface ReviewDraft {
  rating: number;
  review: string;
  name: string;
}

/**
 * A field of the Write a Review form that {@link validateReview} can give a message for.
 * @example const field: ReviewField = 'rating';
 */
export type ReviewField = keyof ReviewDraft;

/**
 * Checks a review before it is posted, in the spec's order (§5), stopping at the first failure so the
 * toast names one problem: a 1–5 star rating, a non-blank text, then the name — the signed-in
 * customer's when there is one, else the guest name field, which must not be blank.
 * @example validateReview({ rating: 4, review: 'Great', name: '' }, { signedInName: 'Ann' })
 * // { ok: true, value: { rating: 4, review: 'Great', name: 'Ann' } }
 */
export function validateReview(
  input: ReviewFormInput,
  { signedInName }: { signedInName?: string | null } = {},
): ValidationResult<ReviewDraft, ReviewField> {
  const rating = SubmitReviewBodySchema.shape.rating.safeParse(input.rating ?? undefined);
  if (!rating.success) return invalid<ReviewField>({ rating: rating.error.issues[0]?.message });

  const review = SubmitReviewBodySchema.shape.review.safeParse(input.review ?? undefined);
  if (!review.success) return invalid<ReviewField>({ review: review.error.issues[0]?.message });

  // an account without a usable name falls back to the guest field: a blank name is never posted
  const name = signedInName?.trim() || input.name?.trim();
  if (!name) return invalid<ReviewField>({ name: ENTER_NAME_MESSAGE });

  return valid({ rating: rating.data, review: review.data, name });
}
