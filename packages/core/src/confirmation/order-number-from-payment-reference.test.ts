import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderNumberFromPaymentReference } from './order-number-from-payment-reference.js';

describe('orderNumberFromPaymentReference (spec §4)', () => {
  it.each([
    ['EFT-ORD123-4567', 'ORD123'],
    ['CASH-ORD1-99-extra', 'ORD1'],
    ['EFT-ORD123', 'ORD123'],
    ['EFT', null],
    ['EFT-', null],
    ['EFT- -1', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%s → %s', (reference, orderNumber) => {
    expect(orderNumberFromPaymentReference(reference)).toBe(orderNumber);
  });

  it('recovers any dash-free order number', () => {
    const part = fc.stringMatching(/^[A-Za-z0-9_]{1,20}$/);
    fc.assert(
      fc.property(part, part, part, (prefix, order, suffix) => {
        expect(orderNumberFromPaymentReference(`${prefix}-${order}-${suffix}`)).toBe(order);
      }),
    );
  });
});
