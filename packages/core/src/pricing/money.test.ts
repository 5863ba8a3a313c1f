import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencySymbol } from './currency-symbol.js';
import {
  discountedCents,
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
  const NBSP = '\u00a0';

  it('prints two decimals', () => {
    expect(formatCents(1999)).toBe('19.99');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(-250)).toBe('-2.50');
  });

  it('keeps the spec look for USD: $ and two decimals', () => {
    expect(formatMoney(1999, { currency: 'USD', locale: 'en-US' })).toBe('$19.99');
    expect(formatMoney(1999, { currency: 'USD' })).toBe('$19.99');
    expect(formatMoney(123456789, { currency: 'usd', locale: 'en-US' })).toBe('$1,234,567.89');
    expect(formatMoney(5, { currency: 'USD' })).toBe('$0.05');
  });

  it('prints ZAR in en-ZA with R and no-break spaces', () => {
    expect(formatMoney(129900, { currency: 'ZAR', locale: 'en-ZA' })).toBe(`R${NBSP}1${NBSP}299,00`);
    expect(formatMoney(4550, { currency: 'ZAR', locale: 'en-ZA' })).toBe(`R${NBSP}45,50`);
  });

  it('prints EUR in de-DE after the amount', () => {
    expect(formatMoney(123450, { currency: 'EUR', locale: 'de-DE' })).toBe(`1.234,50${NBSP}€`);
  });

  it('puts the sign where the locale does', () => {
    expect(formatMoney(-1999, { currency: 'USD' })).toBe('-$19.99');
    expect(formatMoney(-129900, { currency: 'ZAR', locale: 'en-ZA' })).toBe(`-R${NBSP}1${NBSP}299,00`);
    expect(formatMoney(-123450, { currency: 'EUR', locale: 'de-DE' })).toBe(`-1.234,50${NBSP}€`);
  });

  it('falls back to NA for a missing or unknown currency (spec §9)', () => {
    expect(formatMoney(100)).toBe('NA1.00');
    expect(formatMoney(1999, { currency: '', locale: 'en-US' })).toBe('NA19.99');
    expect(formatMoney(1999, { currency: 'XYZ' })).toBe('NA19.99');
    expect(formatMoney(1999, { currency: 'rand' })).toBe('NA19.99');
    expect(formatMoney(-250, { currency: null })).toBe('-NA2.50');
    expect(formatMoney(129900, { locale: 'en-ZA' })).toBe(`NA1${NBSP}299,00`);
  });

  it('prints en-US without a locale, or with a malformed one', () => {
    expect(formatMoney(1999, { currency: 'USD', locale: '' })).toBe('$19.99');
    expect(formatMoney(1999, { currency: 'USD', locale: null })).toBe('$19.99');
    expect(formatMoney(1999, { currency: 'USD', locale: 'not a locale!' })).toBe('$19.99');
  });

  it('prints currencies without minor units in whole units, rounded half away from zero', () => {
    // cents stay hundredths of the major unit: 199950 "cents" of JPY are ¥1,999.50, shown as ¥2,000
    expect(formatMoney(199950, { currency: 'JPY', locale: 'en-US' })).toBe('¥2,000');
    expect(formatMoney(199949, { currency: 'JPY', locale: 'en-US' })).toBe('¥1,999');
    expect(formatMoney(-199950, { currency: 'JPY', locale: 'en-US' })).toBe('-¥2,000');
  });

  it('prints exactly the cents it is given, at any size', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000_00, max: 1_000_000_000_00 }), (cents) => {
        const text = formatMoney(cents, { currency: 'USD', locale: 'en-US' });
        expect(text.replace(/[$,]/g, '')).toBe(formatCents(cents));
      }),
    );
  });

  it('maps currency codes to the locale symbol with the NA fallback', () => {
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('zar', 'en-ZA')).toBe('R');
    expect(currencySymbol('EUR', 'de-DE')).toBe('€');
    expect(currencySymbol('XYZ')).toBe('NA');
    expect(currencySymbol(undefined)).toBe('NA');
    expect(currencySymbol('  ')).toBe('NA');
    expect(currencySymbol(null)).toBe('NA');
  });
});
