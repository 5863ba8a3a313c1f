import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paginationWindow } from './pagination-window.js';

describe('paginationWindow (spec §9)', () => {
  it('shows no pagination unless the total exceeds the page size', () => {
    expect(paginationWindow({ page: 1, total: 4, perPage: 4 })).toBeNull();
    expect(paginationWindow({ page: 1, total: 0, perPage: 4 })).toBeNull();
    expect(paginationWindow({ page: 1, total: 5, perPage: 4 })).toEqual({
      pages: [1, 2],
      current: 1,
      totalPages: 2,
      hasPrevious: false,
      hasNext: true,
    });
  });

  it('shows up to 5 buttons, centred on the current page', () => {
    expect(paginationWindow({ page: 5, total: 100, perPage: 10 })?.pages).toEqual([3, 4, 5, 6, 7]);
    expect(paginationWindow({ page: 1, total: 100, perPage: 10 })?.pages).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow({ page: 2, total: 100, perPage: 10 })?.pages).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow({ page: 10, total: 100, perPage: 10 })).toEqual({
      pages: [6, 7, 8, 9, 10],
      current: 10,
      totalPages: 10,
      hasPrevious: true,
      hasNext: false,
    });
    expect(paginationWindow({ page: 2, total: 30, perPage: 10 })?.pages).toEqual([1, 2, 3]);
  });

  it('sets a configured count above 6 to 5, keeps 6 and below', () => {
    expect(paginationWindow({ page: 1, total: 200, perPage: 10, maxButtons: 10 })?.pages).toHaveLength(5);
    expect(paginationWindow({ page: 1, total: 200, perPage: 10, maxButtons: 7 })?.pages).toHaveLength(5);
    expect(paginationWindow({ page: 1, total: 200, perPage: 10, maxButtons: 6 })?.pages).toEqual([
      1, 2, 3, 4, 5, 6,
    ]);
    expect(paginationWindow({ page: 4, total: 200, perPage: 10, maxButtons: 3 })?.pages).toEqual([3, 4, 5]);
    expect(paginationWindow({ page: 4, total: 200, perPage: 10, maxButtons: 0 })?.pages).toEqual([4]);
  });

  it('clamps the current page and falls back to the default page size', () => {
    expect(paginationWindow({ page: 99, total: 30, perPage: 10 })?.current).toBe(3);
    expect(paginationWindow({ page: 0, total: 30, perPage: 10 })?.current).toBe(1);
    expect(paginationWindow({ page: Number.NaN, total: 30, perPage: 10 })?.current).toBe(1);
    expect(paginationWindow({ page: 1, total: 5, perPage: 0 })?.totalPages).toBe(2);
  });

  it('always draws consecutive in-range pages including the current one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 60 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 12 }),
        (page, total, perPage, maxButtons) => {
          const window = paginationWindow({ page, total, perPage, maxButtons });
          if (total <= perPage) {
            expect(window).toBeNull();
            return;
          }
          if (!window) throw new Error('expected pagination');
          const limit = maxButtons > 6 ? 5 : Math.max(maxButtons, 1);
          expect(window.pages.length).toBe(Math.min(limit, window.totalPages));
          expect(window.pages).toContain(window.current);
          expect(window.pages[0]).toBeGreaterThanOrEqual(1);
          expect(window.pages.at(-1)).toBeLessThanOrEqual(window.totalPages);
          window.pages.forEach((p, i) => {
            expect(p).toBe((window.pages[0] ?? 0) + i);
          });
        },
      ),
    );
  });
});
