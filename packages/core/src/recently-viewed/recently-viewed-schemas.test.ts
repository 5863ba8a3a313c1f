import { describe, expect, it } from 'vitest';
import { RECENTLY_VIEWED_LIMIT } from './recently-viewed-list.js';
import {
  ProductsByIdsQuerySchema,
  RecentlyViewedBodySchema,
  splitProductIds,
} from './recently-viewed-schemas.js';

const ids = (count: number) => Array.from({ length: count }, (_, index) => `p${index}`);

describe('recently viewed wire schemas', () => {
  it('a record body names 1 to 12 product ids', () => {
    expect(RecentlyViewedBodySchema.safeParse({ productIds: ['p1'] }).success).toBe(true);
    expect(RecentlyViewedBodySchema.safeParse({ productIds: ids(RECENTLY_VIEWED_LIMIT) }).success).toBe(true);
    expect(RecentlyViewedBodySchema.safeParse({ productIds: [] }).success).toBe(false);
    expect(RecentlyViewedBodySchema.safeParse({ productIds: ids(RECENTLY_VIEWED_LIMIT + 1) }).success).toBe(
      false,
    );
    expect(RecentlyViewedBodySchema.safeParse({ productIds: [''] }).success).toBe(false);
    expect(RecentlyViewedBodySchema.safeParse({ productIds: 'p1' }).success).toBe(false);
  });

  it.each([
    ['p1', ['p1']],
    ['p3,p1,p2', ['p3', 'p1', 'p2']],
    [ids(RECENTLY_VIEWED_LIMIT).join(','), ids(RECENTLY_VIEWED_LIMIT)],
    ['', null],
    ['p1,', null],
    [',p1', null],
    ['p1,,p2', null],
    ['p1, p2', null],
    [ids(RECENTLY_VIEWED_LIMIT + 1).join(','), null],
    ['x'.repeat(129), null],
  ])('splitProductIds(%j) → %j', (text, expected) => {
    expect(splitProductIds(text)).toEqual(expected);
    expect(ProductsByIdsQuerySchema.safeParse({ ids: text }).success).toBe(expected !== null);
  });

  it('a products-by-ids query needs its ids', () => {
    expect(ProductsByIdsQuerySchema.safeParse({}).success).toBe(false);
  });
});
