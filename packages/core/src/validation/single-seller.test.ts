import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSingleSeller, SINGLE_SELLER_MESSAGE } from './single-seller.js';

describe('isSingleSeller', () => {
  it('accepts no seller, one seller, and one seller many times', () => {
    expect(isSingleSeller([])).toBe(true);
    expect(isSingleSeller(['s1'])).toBe(true);
    expect(isSingleSeller(['s1', 's1', 's1'])).toBe(true);
  });

  it('refuses a second seller wherever it appears', () => {
    expect(isSingleSeller(['s1', 's2'])).toBe(false);
    expect(isSingleSeller(['s1', 's1', 's2'])).toBe(false);
    expect(isSingleSeller(new Set(['a', 'b']))).toBe(false);
  });

  it('is true exactly when the set of ids has at most one member', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c')), (ids) => {
        expect(isSingleSeller(ids)).toBe(new Set(ids).size <= 1);
      }),
    );
  });

  it('words the refusal as spec §5 does', () => {
    expect(SINGLE_SELLER_MESSAGE).toBe(
      'You can only add products from one seller at a time. Please complete or clear your current cart first.',
    );
  });
});
