import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gatewayAmount, gatewayCurrency, walletAmount } from './payment-amounts.js';

describe('wallet amount (spec §9)', () => {
  it('keeps the amount when the exchange rate is 1', () => {
    expect(walletAmount(12345)).toEqual({
      amountCents: 12345,
      currency: 'USD',
      originalAmountCents: 12345,
      exchangeRate: 1,
      exchangeRateApplied: false,
    });
  });

  it('multiplies by the exchange rate and rounds to 2 decimals', () => {
    expect(walletAmount(10000, 0.055)).toMatchObject({ amountCents: 550, exchangeRateApplied: true });
    expect(walletAmount(18999, 0.0543)).toMatchObject({ amountCents: 1032 });
    expect(walletAmount(100, 18.5).amountCents).toBe(1850);
  });

  it('rejects nonsense rates', () => {
    expect(() => walletAmount(100, 0)).toThrow(RangeError);
    expect(() => walletAmount(100, -2)).toThrow(RangeError);
    expect(() => walletAmount(100, Number.NaN)).toThrow(RangeError);
  });

  it('is never negative for non-negative inputs', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_00 }),
        fc.double({ min: 0.0001, max: 1000, noNaN: true }),
        (c, rate) => {
          expect(walletAmount(c, rate).amountCents).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('card-form gateway amount', () => {
  it('is price × 100 rounded, in minor units', () => {
    expect(gatewayAmount(19.99)).toBe(1999);
    expect(gatewayAmount(19.999)).toBe(2000);
    expect(gatewayAmount(0)).toBe(0);
  });

  it('uses USD unless the seller configured a currency', () => {
    expect(gatewayCurrency(undefined)).toBe('USD');
    expect(gatewayCurrency('')).toBe('USD');
    expect(gatewayCurrency('zar')).toBe('ZAR');
    expect(gatewayCurrency('rands')).toBe('USD');
  });
});
