import { describe, expect, it } from 'vitest';
import { canPayNow } from './can-pay-now.js';

describe('canPayNow (spec §4 "Pay Now")', () => {
  it.each([
    ['unpaid', 'placed', true],
    ['pending', 'pending', true],
    ['failed', 'warehouse', true],
    ['refunded', 'delivered', true],
    ['paid', 'placed', false],
    ['unpaid', 'cancelled', false],
    ['paid', 'cancelled', false],
  ])('%s / %s → %s', (payment_status, delivery_status, expected) => {
    expect(canPayNow({ payment_status, delivery_status })).toBe(expected);
  });
});
