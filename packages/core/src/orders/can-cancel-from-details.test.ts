import { describe, expect, it } from 'vitest';
import { canCancelFromDetails } from './can-cancel-from-details.js';

describe('canCancelFromDetails (spec §4 "Order cancellation")', () => {
  it.each(['pending', 'placed', 'processing'])('offers cancelling an own %s order', (delivery_status) => {
    expect(canCancelFromDetails({ delivery_status, customerId: 'c1' }, 'c1')).toBe(true);
  });

  it.each(['warehouse', 'delivered', 'cancelled'])(
    'does not offer cancelling a %s order',
    (delivery_status) => {
      expect(canCancelFromDetails({ delivery_status, customerId: 'c1' }, 'c1')).toBe(false);
    },
  );

  it("does not offer cancelling someone else's order, or without a signed-in customer", () => {
    expect(canCancelFromDetails({ delivery_status: 'placed', customerId: 'c2' }, 'c1')).toBe(false);
    expect(canCancelFromDetails({ delivery_status: 'placed', customerId: 'c1' }, null)).toBe(false);
    expect(canCancelFromDetails({ delivery_status: 'placed', customerId: 'c1' }, undefined)).toBe(false);
    expect(canCancelFromDetails({ delivery_status: 'placed', customerId: null }, 'c1')).toBe(false);
    expect(canCancelFromDetails({ delivery_status: 'placed' }, '')).toBe(false);
    expect(canCancelFromDetails({ delivery_status: 'placed', customerId: '' }, '')).toBe(false);
  });
});
