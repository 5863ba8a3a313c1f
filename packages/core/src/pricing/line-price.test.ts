import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BulkTier } from '../schemas/product.js';
import {
  addonsCents,
  cartLinePriceCents,
  largestFittingTier,
  linePriceCents,
  unitPriceCents,
} from './line-price.js';

const tiers: BulkTier[] = [
  { quantity: 5, price: 45 },
  { quantity: 10, price: 80 },
];

describe('linePriceCents (spec §9 cart and shipping line)', () => {
  it('uses discountPrice when above 0, plus add-ons', () => {
    expect(linePriceCents({ quantity: 20, price: 10, discountPrice: 160, bulkPricing: tiers })).toBe(16000);
    expect(
      linePriceCents({ quantity: 20, price: 10, discountPrice: 160, addons: [{ text: 'Box', price: 2 }] }),
    ).toBe(16200);
  });

  it('charges the largest fitting tier per full multiple and the remainder at unit price', () => {
    // 25 = 2 × 10 (at 80) + 5 at 10
    expect(linePriceCents({ quantity: 25, price: 10, bulkPricing: tiers })).toBe(21000);
    // 12 = 1 × 10 (at 80) + 2 at 10
    expect(linePriceCents({ quantity: 12, price: 10, bulkPricing: tiers })).toBe(10000);
    // 7 = 1 × 5 (at 45) + 2 at 10
    expect(linePriceCents({ quantity: 7, price: 10, bulkPricing: tiers })).toBe(6500);
    expect(
      linePriceCents({ quantity: 10, price: 10, bulkPricing: tiers, addons: [{ text: 'Gift', price: 1.5 }] }),
    ).toBe(8150);
  });

  it('falls back to the discount rule when no tier fits', () => {
    expect(linePriceCents({ quantity: 3, price: 10, bulkPricing: tiers, discount: 15 })).toBe(2550);
    expect(linePriceCents({ quantity: 3, price: 10, bulkPricing: tiers })).toBe(3000);
  });

  it('applies the discount percent: (price − price×discount/100) × quantity + add-ons', () => {
    expect(linePriceCents({ quantity: 3, price: 10, discount: 15 })).toBe(2550);
    expect(
      linePriceCents({ quantity: 3, price: 10, discount: 15, addons: [{ text: 'x', price: 0.5 }] }),
    ).toBe(2600);
  });

  it('charges plain price × quantity + add-ons otherwise', () => {
    expect(linePriceCents({ quantity: 3, price: 19.99 })).toBe(5997);
    expect(
      linePriceCents({
        quantity: 1,
        price: 19.99,
        addons: [
          { text: 'a', price: 1 },
          { text: 'b', price: 2.25 },
        ],
      }),
    ).toBe(2324);
  });

  it('reads the product facts of a cart line', () => {
    expect(
      cartLinePriceCents({
        quantity: 2,
        discountPrice: 0,
        addons: [],
        productInfo: {
          name: 'Tea',
          price: 10,
          discount: 10,
          bulkPricing: [],
          stock: 5,
          currency: 'USD',
          images: [],
          packSize: 1,
        },
      }),
    ).toBe(1800);
  });

  it('never goes negative and a cheaper tier never costs more than unit pricing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 2, max: 50 }),
        fc.integer({ min: 0, max: 99 }),
        (quantity, unitCents, tierQuantity, tierSavingPercent) => {
          const price = unitCents / 100;
          const tierPrice = Math.floor((unitCents * tierQuantity * (100 - tierSavingPercent)) / 100) / 100;
          const bulk = linePriceCents({
            quantity,
            price,
            bulkPricing: [{ quantity: tierQuantity, price: tierPrice }],
          });
          const plain = linePriceCents({ quantity, price });
          expect(bulk).toBeGreaterThanOrEqual(0);
          expect(bulk).toBeLessThanOrEqual(plain);
        },
      ),
    );
  });

  it('discounted lines never exceed plain lines', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        (q, c, d) => {
          const withDiscount = linePriceCents({ quantity: q, price: c / 100, discount: d });
          expect(withDiscount).toBeGreaterThanOrEqual(0);
          expect(withDiscount).toBeLessThanOrEqual(linePriceCents({ quantity: q, price: c / 100 }));
        },
      ),
    );
  });
});

describe('helpers', () => {
  it('finds the largest tier that fits', () => {
    expect(largestFittingTier(tiers, 4)).toBeUndefined();
    expect(largestFittingTier(tiers, 5)).toEqual({ quantity: 5, price: 45 });
    expect(largestFittingTier(tiers, 100)).toEqual({ quantity: 10, price: 80 });
    expect(largestFittingTier(undefined, 100)).toBeUndefined();
  });

  it('sums add-ons', () => {
    expect(addonsCents(undefined)).toBe(0);
    expect(
      addonsCents([
        { text: 'a', price: 0.1 },
        { text: 'b', price: 0.2 },
      ]),
    ).toBe(30);
  });

  it('prices one unit after discount', () => {
    expect(unitPriceCents(19.99)).toBe(1999);
    expect(unitPriceCents(19.99, 10)).toBe(1799);
  });
});
