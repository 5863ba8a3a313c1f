import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decrementQuantity, incrementQuantity, parseQuantityInput, quantityOnBlur } from './quantity.js';

describe('parseQuantityInput', () => {
  it.each([
    ['1', 1],
    ['12', 12],
    ['007', 7],
    [' 3 ', 3],
  ])('reads %j as %i', (text, quantity) => {
    expect(parseQuantityInput(text)).toBe(quantity);
  });

  it.each(['', ' ', '0', '00', '-1', '1.5', '1e3', 'abc', '2a', '+2', '99999999999999999999'])(
    'refuses %j',
    (text) => {
      expect(parseQuantityInput(text)).toBeNull();
    },
  );

  it('reads back any positive integer it is given', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (quantity) => {
        expect(parseQuantityInput(String(quantity))).toBe(quantity);
      }),
    );
  });

  it('only ever yields positive integers', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const quantity = parseQuantityInput(text);
        expect(quantity === null || (Number.isSafeInteger(quantity) && quantity >= 1)).toBe(true);
      }),
    );
  });
});

describe('quantityOnBlur', () => {
  it.each([
    ['', 1],
    ['0', 1],
    ['abc', 1],
    ['5', 5],
    [null, 1],
    [undefined, 1],
    [0, 1],
    [-3, 1],
    [0.5, 1],
    [Number.NaN, 1],
    [4, 4],
    [2.7, 2],
  ] as const)('turns %j into %i', (value, quantity) => {
    expect(quantityOnBlur(value)).toBe(quantity);
  });

  it('always settles on a whole number of at least 1', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double(), fc.constant(null)), (value) => {
        const quantity = quantityOnBlur(value);
        expect(Number.isInteger(quantity) && quantity >= 1).toBe(true);
      }),
    );
  });
});

describe('decrementQuantity', () => {
  it('lowers by one above 1', () => {
    expect(decrementQuantity(3)).toBe(2);
    expect(decrementQuantity(2)).toBe(1);
  });

  it('does nothing at 1 or less', () => {
    expect(decrementQuantity(1)).toBe(1);
    expect(decrementQuantity(0)).toBe(0);
    expect(decrementQuantity(-2)).toBe(-2);
  });

  it('never takes a valid quantity below 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (quantity) => {
        expect(decrementQuantity(quantity)).toBe(Math.max(1, quantity - 1));
      }),
    );
    expect(decrementQuantity(1.5)).toBe(1);
  });
});

describe('incrementQuantity', () => {
  it('raises by one', () => {
    expect(incrementQuantity(1)).toBe(2);
    expect(incrementQuantity(9)).toBe(10);
  });

  it('lands on 1 from an empty or invalid field', () => {
    expect(incrementQuantity(0)).toBe(1);
    expect(incrementQuantity(-4)).toBe(1);
    expect(incrementQuantity(Number.NaN)).toBe(1);
  });

  it('is undone by the minus button', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (quantity) => {
        expect(decrementQuantity(incrementQuantity(quantity))).toBe(quantity);
      }),
    );
  });
});
