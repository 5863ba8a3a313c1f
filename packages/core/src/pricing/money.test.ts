import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currencySymbol,
  discountedCents,
  formatAmount,
  formatCents,
  formatMoney,
  fromCents,
  multiplyCents,
  originalPriceCents,
  sumCents,
  toCents,
} from './money.js';

describe('toCents', () => {
  it.each([
    [19.99, 1999],
    [0, 0],
    [5, 500],
    [0.1, 10],
    [1.005, 101],
    [2.675, 268],
    [1e-7, 0],
    [1e21, 1e23],
    [-1.005, -101],
    [123456.785, 12345679],
  ])('%s → %s cents', (amount, cents) => {
    if (cents > Number.MAX_SAFE_INTEGER) expect(() => toCents(amount)).toThrow(RangeError);
    else expect(toCents(amount)).toBe(cents);
  });

  it('rejects non-finite amounts', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('round-trips every two-decimal amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (cents) => {
        expect(toCents(fromCents(cents))).toBe(cents);
      }),
    );
  });
});

describe('exact arithmetic', () => {
  it('never drifts like 0.1 + 0.2', () => {
    expect(sumCents([toCents(0.1), toCents(0.2)])).toBe(30);
    expect(formatCents(sumCents([toCents(0.1), toCents(0.2)]))).toBe('0.30');
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100_000_00 }), { maxLength: 50 }), (values) => {
        const viaFloats = values.map(fromCents);
        expect(sumCents(viaFloats.map(toCents))).toBe(values.reduce((a, b) => a + b, 0));
      }),
    );
  });

  it('multiplies by decimal factors exactly', () => {
    expect(multiplyCents(1000, 18.5)).toBe(18500);
    expect(multiplyCents(1999, 3)).toBe(5997);
    expect(multiplyCents(10000, 0.055)).toBe(550);
    expect(multiplyCents(333, 0.5)).toBe(167);
    expect(multiplyCents(-333, 0.5)).toBe(-167);
    expect(multiplyCents(100, 1e-7)).toBe(0);
  });

  it('applies discounts once, over the whole line', () => {
    expect(discountedCents(10, 15, 3)).toBe(2550);
    expect(discountedCents(19.99, 10)).toBe(1799);
    expect(discountedCents(0.15, 50, 3)).toBe(23);
    expect(discountedCents(100, 12.5, 1)).toBe(8750);
  });

  it('finds the original price of a discounted price', () => {
    expect(originalPriceCents(80, 20)).toBe(10000);
    expect(originalPriceCents(49.99, 50)).toBe(9998);
    expect(originalPriceCents(10, 33)).toBe(1493);
    expect(() => originalPriceCents(10, 100)).toThrow(RangeError);
  });
});

describe('formatting', () => {
  it('prints two decimals', () => {
    expect(formatCents(1999)).toBe('19.99');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(-250)).toBe('-2.50');
    expect(formatAmount(5)).toBe('5.00');
    expect(formatAmount(0.3)).toBe('0.30');
  });

  it('puts the symbol after the sign', () => {
    expect(formatMoney(1999, '$')).toBe('$19.99');
    expect(formatMoney(-1999, 'R')).toBe('-R19.99');
    expect(formatMoney(100)).toBe('NA1.00');
  });

  it('maps currency codes to symbols with the NA fallback', () => {
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('zar')).toBe('R');
    expect(currencySymbol('XYZ')).toBe('XYZ');
    expect(currencySymbol(undefined)).toBe('NA');
    expect(currencySymbol('  ')).toBe('NA');
    expect(currencySymbol(null)).toBe('NA');
  });
});
