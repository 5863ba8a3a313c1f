import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCents } from '../pricing/money.js';
import { priceBandFilter } from './price-band-filter.js';

describe('priceBandFilter', () => {
  it('keeps min ≤ price < max with inclusive bounds: a cent below max', () => {
    expect(priceBandFilter({ min: 25, max: 50 })).toEqual({ lowPrice: 25, highPrice: 49.99 });
    expect(priceBandFilter({ min: 0, max: 0.1 })).toEqual({ lowPrice: 0, highPrice: 0.09 });
    expect(priceBandFilter({ min: 12.5, max: 19.99 })).toEqual({ lowPrice: 12.5, highPrice: 19.98 });
  });

  it('has no upper bound for the open band, and never a negative one', () => {
    expect(priceBandFilter({ min: 200, max: null })).toEqual({ lowPrice: 200 });
    expect(priceBandFilter({ min: 0, max: 0 })).toEqual({ lowPrice: 0, highPrice: 0 });
  });

  it('keeps a cent price exactly when the band holds it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 0, max: 300_000 }),
        (minCents, widthCents, priceCents) => {
          const band = { min: minCents / 100, max: (minCents + widthCents) / 100 };
          const { lowPrice, highPrice = Number.POSITIVE_INFINITY } = priceBandFilter(band);
          const kept = priceCents >= toCents(lowPrice) && priceCents <= toCents(highPrice);
          expect(kept).toBe(priceCents >= minCents && priceCents < minCents + widthCents);
        },
      ),
    );
  });
});
