import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bulkOptions } from './bulk-options.js';

describe('bulkOptions', () => {
  it('lists only tiers for more than one unit, in the given order', () => {
    expect(
      bulkOptions([
        { quantity: 1, price: 9 },
        { quantity: 10, price: 80, description: 'Box' },
        { quantity: 2, price: 17 },
      ]),
    ).toEqual([
      { quantity: 10, price: 80, description: 'Box' },
      { quantity: 2, price: 17 },
    ]);
  });

  it('ignores entries with a null or non-numeric quantity or price', () => {
    expect(
      bulkOptions([
        { quantity: null, price: 5 },
        { quantity: 'ten', price: 5 },
        { quantity: 5, price: null },
        { quantity: 5, price: 'cheap' },
        { quantity: '6', price: '30' },
        null,
        'junk',
      ]),
    ).toEqual([{ quantity: 6, price: 30 }]);
  });

  it.each([null, undefined, 'x', {}, 3])('has no options for %j', (entries) => {
    expect(bulkOptions(entries)).toEqual([]);
  });

  it('never offers a single-unit or malformed tier', () => {
    const entry = fc.record({
      quantity: fc.oneof(fc.integer({ min: -2, max: 20 }), fc.constant(null), fc.string()),
      price: fc.oneof(fc.double({ min: 0, max: 1000, noNaN: true }), fc.constant(null), fc.string()),
    });
    fc.assert(
      fc.property(fc.array(entry), (entries) => {
        for (const tier of bulkOptions(entries)) {
          expect(Number.isInteger(tier.quantity) && tier.quantity > 1).toBe(true);
          expect(Number.isFinite(tier.price) && tier.price >= 0).toBe(true);
        }
      }),
    );
  });
});
