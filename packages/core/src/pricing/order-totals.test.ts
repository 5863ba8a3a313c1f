import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartLine } from '../schemas/cart.js';
import { cartTotals } from './cart-totals.js';
import { cartLinePriceCents } from './line-price.js';
import {
  orderListingLineCents,
  orderListingTotalCents,
  orderSubtotalCents,
  orderTotalCents,
  originalPrice,
  shippingFeeOf,
} from './order-totals.js';

function line(quantity: number, price: number, extra: Partial<CartLine> = {}): CartLine {
  return {
    _id: `l${quantity}${price}`,
    productId: 'p1',
    sellerId: 's1',
    quantity,
    price: 0,
    packSize: 1,
    addons: [],
    discountPrice: 0,
    productInfo: {
      name: 'Tea',
      price,
      discount: 0,
      bulkPricing: [],
      stock: 100,
      currency: 'USD',
      images: [],
      packSize: 1,
    },
    ...extra,
  };
}

describe('order subtotal and total', () => {
  it('adds one shipping fee to the sum of lines', () => {
    const lines = [line(2, 10), line(1, 5.5)];
    expect(orderSubtotalCents(lines)).toBe(2550);
    expect(orderTotalCents(orderSubtotalCents(lines), 7.5)).toBe(3300);
    expect(orderTotalCents(0, 0)).toBe(0);
  });

  it('totals equal the sum of lines, never negative, whatever the lines', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            quantity: fc.integer({ min: 1, max: 200 }),
            cents: fc.integer({ min: 0, max: 500_000 }),
            discount: fc.integer({ min: 0, max: 100 }),
          }),
          { maxLength: 20 },
        ),
        fc.integer({ min: 0, max: 10_000 }),
        (specs, feeCents) => {
          const lines = specs.map((s) =>
            line(s.quantity, s.cents / 100, {
              productInfo: { ...line(1, s.cents / 100).productInfo, discount: s.discount },
            }),
          );
          const subtotal = orderSubtotalCents(lines);
          expect(subtotal).toBe(lines.map(cartLinePriceCents).reduce((a, b) => a + b, 0));
          expect(subtotal).toBeGreaterThanOrEqual(0);
          expect(orderTotalCents(subtotal, feeCents / 100)).toBe(subtotal + feeCents);
          expect(Number.isInteger(subtotal)).toBe(true);
        },
      ),
    );
  });

  it('cart totals count buyable units and lines', () => {
    const totals = cartTotals([{ products: [line(2, 10), line(3, 1)] }, { products: [line(1, 0.1)] }]);
    expect(totals).toEqual({ subtotalCents: 2310, items: 6, lines: 3 });
    expect(cartTotals([])).toEqual({ subtotalCents: 0, items: 0, lines: 0 });
  });
});

describe('shipping fee of an order', () => {
  it('reads a number or the first element of an array', () => {
    expect(shippingFeeOf(5)).toBe(5);
    expect(shippingFeeOf([7, 9])).toBe(7);
    expect(shippingFeeOf([])).toBe(0);
    expect(shippingFeeOf(undefined)).toBe(0);
    expect(shippingFeeOf(null)).toBe(0);
  });
});

describe('order listing rules', () => {
  it('highest tier reached gives tier price × quantity', () => {
    const tiers = [
      { quantity: 5, price: 9 },
      { quantity: 10, price: 8 },
    ];
    expect(orderListingLineCents({ quantity: 12, price: 10, bulkPricing: tiers })).toBe(9600);
    expect(orderListingLineCents({ quantity: 6, price: 10, bulkPricing: tiers })).toBe(5400);
    expect(
      orderListingLineCents({
        quantity: 6,
        price: 10,
        bulkPricing: [{ quantity: 5, price: 40, perItemPrice: 8 }],
      }),
    ).toBe(4800);
    expect(
      orderListingLineCents({
        quantity: 6,
        price: 10,
        bulkPricing: [],
        priceDetails: { bulkPricing: tiers },
      }),
    ).toBe(5400);
  });

  it('otherwise discounted price × quantity, plus add-ons', () => {
    expect(orderListingLineCents({ quantity: 2, price: 10, discountedPrice: 8.5 })).toBe(1700);
    expect(orderListingLineCents({ quantity: 2, price: 10, discount: 10 })).toBe(1800);
    expect(orderListingLineCents({ quantity: 2, price: 9, originalPrice: 10, discount: 10 })).toBe(1800);
    expect(orderListingLineCents({ quantity: 2, price: 10, priceDetails: { discount: 50 } })).toBe(1000);
    expect(orderListingLineCents({ quantity: 2, price: 10, addons: [{ text: 'Wrap', price: 1 }] })).toBe(
      2100,
    );
    expect(orderListingLineCents({ quantity: 4, price: 10, bulkPricing: [{ quantity: 5, price: 9 }] })).toBe(
      4000,
    );
  });

  it('total is the sum of authorOrdersData prices when present', () => {
    expect(
      orderListingTotalCents({
        products: [{ quantity: 1, price: 999 }],
        authorOrdersData: [{ price: 20 }, { price: 5.5 }],
      }),
    ).toBe(2550);
  });

  it('else lines plus the (first) shipping fee', () => {
    const products = [
      { quantity: 2, price: 10 },
      { quantity: 1, price: 0.1 },
    ];
    expect(orderListingTotalCents({ products, shipping_fee: 5 })).toBe(2510);
    expect(orderListingTotalCents({ products, shipping_fee: [3, 4], authorOrdersData: [] })).toBe(2310);
    expect(orderListingTotalCents({ products })).toBe(2010);
  });
});

describe('struck-through original price', () => {
  it('is price/(1 − discount/100) to 2 decimals', () => {
    expect(originalPrice(80, 20)).toBe(100);
    expect(originalPrice(10, 33)).toBe(14.93);
    expect(originalPrice(10, 0)).toBeUndefined();
    expect(originalPrice(10, undefined)).toBeUndefined();
    expect(originalPrice(10, 100)).toBeUndefined();
  });
});
