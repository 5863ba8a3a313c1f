import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ratingStars } from './rating-stars.js';

describe('ratingStars (spec §2, §9)', () => {
  it.each([
    [0, ['empty', 'empty', 'empty', 'empty', 'empty']],
    [1, ['full', 'empty', 'empty', 'empty', 'empty']],
    [3.4, ['full', 'full', 'full', 'empty', 'empty']],
    [3.5, ['full', 'full', 'full', 'half', 'empty']],
    [3.9, ['full', 'full', 'full', 'half', 'empty']],
    [4.5, ['full', 'full', 'full', 'full', 'half']],
    [5, ['full', 'full', 'full', 'full', 'full']],
    [7, ['full', 'full', 'full', 'full', 'full']],
    [-2, ['empty', 'empty', 'empty', 'empty', 'empty']],
    [Number.NaN, ['empty', 'empty', 'empty', 'empty', 'empty']],
    [null, ['empty', 'empty', 'empty', 'empty', 'empty']],
    [undefined, ['empty', 'empty', 'empty', 'empty', 'empty']],
  ])('%s → %o', (rating, stars) => {
    expect(ratingStars(rating)).toEqual(stars);
  });

  it('shows whole stars only when halves are off (global search card)', () => {
    expect(ratingStars(3.5, { halves: false })).toEqual(['full', 'full', 'full', 'empty', 'empty']);
  });

  it('always has five stars: floor(rating) full, at most one half, full before half before empty', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 5, noNaN: true }), fc.boolean(), (rating, halves) => {
        const stars = ratingStars(rating, { halves });
        expect(stars).toHaveLength(5);
        expect(stars.filter((star) => star === 'full')).toHaveLength(Math.floor(rating));
        expect(stars.filter((star) => star === 'half').length).toBe(halves && rating % 1 >= 0.5 ? 1 : 0);
        const rank = { full: 0, half: 1, empty: 2 } as const;
        const ranks = stars.map((star) => rank[star]);
        expect(ranks).toEqual([...ranks].sort());
      }),
    );
  });
});
