import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateReview } from './review-form.js';

describe('validateReview', () => {
  it('accepts a guest review with the guest name, trimmed', () => {
    expect(validateReview({ rating: 4, review: ' Lovely tea ', name: ' Ann ' })).toEqual({
      ok: true,
      value: { rating: 4, review: 'Lovely tea', name: 'Ann' },
    });
  });

  it('checks the rating first', () => {
    expect(validateReview({})).toEqual({
      ok: false,
      errors: { rating: 'Please select a rating' },
      message: 'Please select a rating',
    });
  });

  it.each([0, null, undefined, 6, -1, 2.5, Number.NaN])('rejects the rating %j', (rating) => {
    expect(validateReview({ rating, review: 'Fine', name: 'Ann' })).toMatchObject({
      ok: false,
      message: 'Please select a rating',
    });
  });

  it.each([1, 2, 3, 4, 5])('accepts %i stars', (rating) => {
    expect(validateReview({ rating, review: 'Fine', name: 'Ann' }).ok).toBe(true);
  });

  it('checks the review text second', () => {
    for (const review of ['', '   ', null, undefined]) {
      expect(validateReview({ rating: 5, review, name: '' })).toEqual({
        ok: false,
        errors: { review: 'Please write a review' },
        message: 'Please write a review',
      });
    }
  });

  it('asks a guest for a name last', () => {
    for (const name of ['', '  ', null, undefined]) {
      expect(validateReview({ rating: 5, review: 'Great', name })).toEqual({
        ok: false,
        errors: { name: 'Please enter your name' },
        message: 'Please enter your name',
      });
    }
  });

  it("uses the signed-in customer's name over the guest field", () => {
    expect(validateReview({ rating: 3, review: 'Ok', name: '' }, { signedInName: 'Ann Smith' })).toEqual({
      ok: true,
      value: { rating: 3, review: 'Ok', name: 'Ann Smith' },
    });
    expect(
      validateReview({ rating: 3, review: 'Ok', name: 'Typed' }, { signedInName: 'Ann' }).ok && 'Ann',
    ).toBe('Ann');
  });

  it('falls back to the guest field when the account has no usable name', () => {
    expect(validateReview({ rating: 3, review: 'Ok', name: 'Ann' }, { signedInName: '  ' })).toMatchObject({
      ok: true,
      value: { name: 'Ann' },
    });
    expect(validateReview({ rating: 3, review: 'Ok' }, { signedInName: null })).toMatchObject({
      ok: false,
      message: 'Please enter your name',
    });
  });

  it('fails with exactly one message, the first broken rule', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -2, max: 7 }), fc.constant(null)),
        fc.oneof(fc.constant(''), fc.constant(' '), fc.string()),
        fc.oneof(fc.constant(''), fc.string()),
        (rating, review, name) => {
          const result = validateReview({ rating, review, name });
          const expected =
            rating === null || rating < 1 || rating > 5
              ? 'Please select a rating'
              : review.trim() === ''
                ? 'Please write a review'
                : name.trim() === ''
                  ? 'Please enter your name'
                  : undefined;
          if (expected === undefined) {
            expect(result.ok).toBe(true);
          } else {
            expect(result.ok).toBe(false);
            expect(!result.ok && [result.message, Object.keys(result.errors).length]).toEqual([expected, 1]);
          }
        },
      ),
    );
  });
});
