import { describe, expect, it } from 'vitest';
import { DELIVERY_STATUSES } from './order.js';
import {
  canTransitionSellerOrder,
  SELLER_ORDER_STATUSES,
  STORED_SELLER_ORDER_STATUSES,
  sellerOrderStatusOf,
} from './seller-console.js';

describe('sellerOrderStatusOf', () => {
  it.each([
    ['placed', 'pending'],
    ['warehouse', 'pending'],
    ['pending', 'pending'],
    ['processing', 'processing'],
    ['shipped', 'shipped'],
    ['delivered', 'delivered'],
    ['cancelled', 'cancelled'],
  ])('reads %s as %s', (stored, status) => {
    expect(sellerOrderStatusOf(stored)).toBe(status);
  });

  it('agrees with the stored statuses each workflow status stands for', () => {
    for (const stored of DELIVERY_STATUSES) {
      const status = sellerOrderStatusOf(stored);
      expect(STORED_SELLER_ORDER_STATUSES[status]).toContain(stored);
    }
    for (const status of SELLER_ORDER_STATUSES) {
      for (const stored of STORED_SELLER_ORDER_STATUSES[status])
        expect(sellerOrderStatusOf(stored)).toBe(status);
    }
  });
});

describe('canTransitionSellerOrder', () => {
  it.each([
    ['pending', 'processing', true],
    ['processing', 'shipped', true],
    ['shipped', 'delivered', true],
    ['pending', 'cancelled', true],
    ['processing', 'cancelled', true],
    ['shipped', 'cancelled', false],
    ['pending', 'shipped', false],
    ['delivered', 'cancelled', false],
    ['cancelled', 'processing', false],
    ['placed', 'processing', false],
  ] as const)('%s → %s: %s', (from, to, allowed) => {
    expect(canTransitionSellerOrder(from, to)).toBe(allowed);
  });
});
