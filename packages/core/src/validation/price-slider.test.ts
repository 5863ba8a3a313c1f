import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRICE_SLIDER_STEP, sliderMax } from './price-slider.js';

describe('sliderMax', () => {
  it('moves in steps of 1', () => {
    expect(PRICE_SLIDER_STEP).toBe(1);
  });

  it('is the high end of a real range', () => {
    expect(sliderMax({ low: 0, high: 100 })).toBe(100);
    expect(sliderMax({ low: 5, high: 250 }, { shippingEra: true })).toBe(250);
  });

  it('is high + 1 when high equals low', () => {
    expect(sliderMax({ low: 20, high: 20 })).toBe(21);
    expect(sliderMax({ low: 0, high: 0 })).toBe(1);
  });

  it('is low + 1 on the shipping-era listing pages, the same number', () => {
    expect(sliderMax({ low: 20, high: 20 }, { shippingEra: true })).toBe(21);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (price) => {
        const range = { low: price, high: price };
        expect(sliderMax(range, { shippingEra: true })).toBe(sliderMax(range));
        expect(sliderMax(range)).toBeGreaterThan(range.low);
      }),
    );
  });
});
