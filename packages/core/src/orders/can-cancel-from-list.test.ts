import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DELIVERY_STATUSES, PAYMENT_STATUSES } from '../schemas/order.js';
import { canCancelFromList } from './can-cancel-from-list.js';

describe('canCancelFromList (spec §4 "Order cancellation")', () => {
  it.each([
    ['placed', 'unpaid', true],
    ['pending', 'paid', true],
    ['warehouse', 'pending', true],
    ['placed', 'refunded', false],
    ['warehouse', 'refunded', false],
    ['delivered', 'unpaid', false],
    ['cancelled', 'unpaid', false],
    ['processing', 'unpaid', false],
  ])('%s / %s → %s', (delivery_status, payment_status, expected) => {
    expect(canCancelFromList({ delivery_status, payment_status })).toBe(expected);
  });

  it('never offers cancelling a refunded order', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DELIVERY_STATUSES), (delivery_status) => {
        expect(canCancelFromList({ delivery_status, payment_status: 'refunded' })).toBe(false);
      }),
    );
  });

  it('depends on the payment only through refunds', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DELIVERY_STATUSES),
        fc.constantFrom(...PAYMENT_STATUSES.filter((status) => status !== 'refunded')),
        (delivery_status, payment_status) => {
          expect(canCancelFromList({ delivery_status, payment_status })).toBe(
            ['placed', 'pending', 'warehouse'].includes(delivery_status),
          );
        },
      ),
    );
  });
});
