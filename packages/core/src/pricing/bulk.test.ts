import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bulkDiscountPercent, bulkOptionPriceCents, bulkOptionUnits, tierPerItemCents } from './bulk.js';

describe('bulk options on the product page', () => {
  it('costs the tier price times the pack count', () => {
    expect(bulkOptionPriceCents({ price: 80 }, 1)).toBe(8000);
    expect(bulkOptionPriceCents({ price: 80 }, 3)).toBe(24000);
    expect(bulkOptionPriceCents({ price: 19.99 }, 3)).toBe(5997);
    expect(bulkOptionUnits({ quantity: 10 }, 3)).toBe(30);
  });

  it('shows the saving against the full price, rounded', () => {
    expect(bulkDiscountPercent({ quantity: 10, price: 80 }, 10)).toBe(20);
    expect(bulkDiscountPercent({ quantity: 3, price: 25 }, 10)).toBe(17);
    expect(bulkDiscountPercent({ quantity: 3, price: 35 }, 10)).toBe(0);
    expect(bulkDiscountPercent({ quantity: 3, price: 5 }, 0)).toBe(0);
  });

  it('badge percent stays within 0–100', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (q, unit, tier) => {
          const pct = bulkDiscountPercent({ quantity: q, price: tier / 100 }, unit / 100);
          expect(pct).toBeGreaterThanOrEqual(0);
          expect(pct).toBeLessThanOrEqual(100);
        },
      ),
    );
  });

  it('prices one item of a tier', () => {
    expect(tierPerItemCents({ quantity: 4, price: 10 })).toBe(250);
    expect(tierPerItemCents({ quantity: 3, price: 10 })).toBe(333);
    expect(tierPerItemCents({ quantity: 3, price: 10, perItemPrice: 3.4 })).toBe(340);
  });
});
