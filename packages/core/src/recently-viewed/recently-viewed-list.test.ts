import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isProductId,
  mergeRecentlyViewed,
  RECENTLY_VIEWED_LIMIT,
  recordRecentlyViewed,
} from './recently-viewed-list.js';

describe('recordRecentlyViewed (issue 22)', () => {
  it('puts the viewed product first', () => {
    expect(recordRecentlyViewed(['p1', 'p2'], 'p3')).toEqual(['p3', 'p1', 'p2']);
  });

  it('moves a product viewed again to the front instead of listing it twice', () => {
    expect(recordRecentlyViewed(['p1', 'p2', 'p3'], 'p3')).toEqual(['p3', 'p1', 'p2']);
    expect(recordRecentlyViewed(['p1'], 'p1')).toEqual(['p1']);
  });

  it(`keeps the ${RECENTLY_VIEWED_LIMIT} newest: the oldest falls off`, () => {
    const full = Array.from({ length: RECENTLY_VIEWED_LIMIT }, (_, index) => `p${index + 1}`);
    const next = recordRecentlyViewed(full, 'p0');
    expect(next).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(next[0]).toBe('p0');
    expect(next).not.toContain(`p${RECENTLY_VIEWED_LIMIT}`);
  });

  it('never lists a product twice, never holds more than the limit, always starts with the viewed one', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n')),
        (views) => {
          let list: string[] = [];
          for (const view of views) {
            list = recordRecentlyViewed(list, view);
            expect(list[0]).toBe(view);
          }
          expect(new Set(list).size).toBe(list.length);
          expect(list.length).toBeLessThanOrEqual(RECENTLY_VIEWED_LIMIT);
          // newest first: the list is the distinct views, last seen first
          const lastSeen = [...views].reverse().filter((view, index, all) => all.indexOf(view) === index);
          expect(list).toEqual(lastSeen.slice(0, RECENTLY_VIEWED_LIMIT));
        },
      ),
    );
  });
});

describe('mergeRecentlyViewed', () => {
  it('keeps the earlier list’s order first and each product once (a guest list merged into an account)', () => {
    expect(mergeRecentlyViewed(['g2', 'g1', 'a1'], ['a1', 'a2'])).toEqual(['g2', 'g1', 'a1', 'a2']);
  });

  it('caps the merged list', () => {
    const guest = Array.from({ length: 8 }, (_, index) => `g${index}`);
    const account = Array.from({ length: 8 }, (_, index) => `a${index}`);
    const merged = mergeRecentlyViewed(guest, account);
    expect(merged).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(merged.slice(0, 8)).toEqual(guest);
  });

  it('drops what cannot be a product id', () => {
    expect(mergeRecentlyViewed(['p1', '', 3, null, {}, 'a,b', ' p2', 'x'.repeat(129), 'p1', 'p2'])).toEqual([
      'p1',
      'p2',
    ]);
  });
});

describe('isProductId', () => {
  it.each([
    ['p1', true],
    ['6f1c2b9e-0d0b-4f4e-9c59-0b6f1f7d3a11', true],
    ['x'.repeat(128), true],
    ['x'.repeat(129), false],
    ['', false],
    ['a,b', false],
    [' p1', false],
    [1, false],
    [undefined, false],
  ])('%j → %s', (value, expected) => {
    expect(isProductId(value)).toBe(expected);
  });
});
