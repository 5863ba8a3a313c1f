import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskCardNumber, maskExpiry, maskSecurityCode } from './card-masks.js';

const typed = fc.oneof(fc.string(), fc.stringMatching(/^[\d -]{0,30}$/));

describe('maskCardNumber', () => {
  it.each([
    ['', ''],
    ['4', '4'],
    ['4111', '4111'],
    ['41111', '4111 1'],
    ['4111111111111111', '4111 1111 1111 1111'],
    ['4111-1111 1111abc1111', '4111 1111 1111 1111'],
    ['41111111111111112222', '4111 1111 1111 1111'],
    ['4111 1111 1111 1111 ', '4111 1111 1111 1111'],
  ])('masks %j as %j', (text, masked) => {
    expect(maskCardNumber(text)).toBe(masked);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(typed, (text) => {
        expect(maskCardNumber(maskCardNumber(text))).toBe(maskCardNumber(text));
      }),
    );
  });

  it('keeps digits grouped by 4 within 19 characters', () => {
    fc.assert(
      fc.property(typed, (text) => {
        const masked = maskCardNumber(text);
        expect(masked.length).toBeLessThanOrEqual(19);
        expect(masked).toMatch(/^(\d{4} )*\d{0,4}$/);
        expect(masked.endsWith(' ')).toBe(false);
      }),
    );
  });
});

describe('maskExpiry', () => {
  it.each([
    ['12/29', '1229'],
    ['1', '1'],
    ['122030', '1220'],
    ['ab', ''],
  ])('masks %j as %j', (text, masked) => {
    expect(maskExpiry(text)).toBe(masked);
  });

  it('is idempotent and keeps at most 4 digits', () => {
    fc.assert(
      fc.property(typed, (text) => {
        const masked = maskExpiry(text);
        expect(maskExpiry(masked)).toBe(masked);
        expect(masked).toMatch(/^\d{0,4}$/);
      }),
    );
  });
});

describe('maskSecurityCode', () => {
  it.each([
    ['123', '123'],
    ['12a34', '1234'],
    ['12345', '1234'],
    [' ', ''],
  ])('masks %j as %j', (text, masked) => {
    expect(maskSecurityCode(text)).toBe(masked);
  });

  it('is idempotent and keeps at most 4 digits', () => {
    fc.assert(
      fc.property(typed, (text) => {
        const masked = maskSecurityCode(text);
        expect(maskSecurityCode(masked)).toBe(masked);
        expect(masked).toMatch(/^\d{0,4}$/);
      }),
    );
  });
});
