import type { OrderSummary } from '@souk/core';
import { TEST_SELLER } from './render.js';

/**
 * An order summary as /payment receives it in navigation state: 3 items, 40 + 5 shipping = 45, order
 * ORD123 of the test seller, shipped to Cape Town. Tests override what they are about.
 */
export function testOrderSummary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    subtotal: 40,
    shippingFee: 5,
    total: 45,
    currencySymbol: '$',
    items: 3,
    orderNumber: 'ORD123',
    sellerId: TEST_SELLER.id,
    products: [],
    shippingInfo: {
      name: 'Ann Lee',
      address: '1 Loop St',
      email: 'ann@example.com',
      phone: '0215550100',
      post: '8001',
      province: 'WC',
      city: 'Cape Town',
      area: 'CBD',
      country: 'ZA',
    },
    ...overrides,
  };
}
