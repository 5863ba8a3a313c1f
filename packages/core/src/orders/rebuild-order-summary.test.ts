import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCents } from '../pricing/money.js';
import { type OrderInput, OrderSchema } from '../schemas/order.js';
import { rebuildOrderSummary } from './rebuild-order-summary.js';

const shippingInfo = {
  name: 'Ann',
  address: '1 Main Rd',
  email: 'ann@example.com',
  phone: '0821234567',
  post: '8001',
  province: 'WC',
  city: 'Cape Town',
  area: 'Gardens',
};

function order(input: Partial<OrderInput>) {
  return OrderSchema.parse({ orderNumber: 'ORD1', date: '2024-01-01', shippingInfo, ...input });
}

describe('rebuildOrderSummary (spec §3 "Order summary", §4 "Pay Now")', () => {
  it('rebuilds subtotal, shipping, total, item count and lines from the order', () => {
    const summary = rebuildOrderSummary(
      order({
        sellerId: 's1',
        shipping_fee: 5,
        seller: { currencySymbol: 'R' },
        products: [
          {
            _id: 'l1',
            productId: 'p1',
            name: 'Tea',
            images: ['tea.jpg'],
            price: 10,
            quantity: 2,
            currency: 'ZAR',
          },
          {
            _id: 'l2',
            productId: 'p2',
            name: 'Mug',
            price: 20,
            discount: 10,
            quantity: 1,
            addons: [{ text: 'Gift wrap', price: 2.5 }],
          },
        ],
      }),
    );
    expect(summary).toEqual({
      subtotal: 40.5,
      shippingFee: 5,
      total: 45.5,
      currencySymbol: 'R',
      items: 3,
      orderNumber: 'ORD1',
      sellerId: 's1',
      products: [
        {
          _id: 'l1',
          productId: 'p1',
          sellerId: 's1',
          name: 'Tea',
          images: ['tea.jpg'],
          price: 10,
          quantity: 2,
          currency: 'ZAR',
          addons: [],
        },
        {
          _id: 'l2',
          productId: 'p2',
          sellerId: 's1',
          name: 'Mug',
          images: [],
          price: 20,
          quantity: 1,
          currency: 'USD',
          addons: [{ text: 'Gift wrap', price: 2.5 }],
        },
      ],
      shippingInfo,
    });
  });

  it('applies the order-listing bulk rule', () => {
    const summary = rebuildOrderSummary(
      order({
        products: [{ name: 'Tea', price: 10, quantity: 12, bulkPricing: [{ quantity: 10, price: 8 }] }],
      }),
    );
    expect(summary.subtotal).toBe(96);
  });

  it('uses the first shipping fee of a list', () => {
    const summary = rebuildOrderSummary(
      order({ shipping_fee: [7.5, 3], products: [{ price: 1, quantity: 1 }] }),
    );
    expect(summary).toMatchObject({ subtotal: 1, shippingFee: 7.5, total: 8.5 });
  });

  it("falls back to productInfo for name and images, and to the order's seller", () => {
    const summary = rebuildOrderSummary(
      order({
        sellerId: 's9',
        products: [
          { productId: 'p1', price: 3, quantity: 1, productInfo: { name: 'Info name', images: ['i.jpg'] } },
        ],
      }),
    );
    expect(summary.products[0]).toMatchObject({
      _id: 'p1',
      name: 'Info name',
      images: ['i.jpg'],
      sellerId: 's9',
      productInfo: { name: 'Info name', images: ['i.jpg'] },
    });
  });

  it('finds the seller id on the seller, a product, or a seller part', () => {
    expect(rebuildOrderSummary(order({ seller: { _id: 'from-seller' } })).sellerId).toBe('from-seller');
    expect(
      rebuildOrderSummary(order({ products: [{ price: 1, quantity: 1, sellerId: 'from-line' }] })).sellerId,
    ).toBe('from-line');
    expect(
      rebuildOrderSummary(order({ authorOrdersData: [{ price: 5, sellerId: 'from-part' }] })).sellerId,
    ).toBe('from-part');
    const bare = rebuildOrderSummary(order({ products: [{ price: 1, quantity: 1 }] }));
    expect(bare.sellerId).toBe('');
    expect(bare.products[0]?._id).toBe('');
    expect(bare.products[0]?.name).toBe('');
  });

  it("uses the currency's symbol when the seller gives none, else 'NA'", () => {
    expect(
      rebuildOrderSummary(order({ seller: { currency: 'GBP', currencySymbol: ' ' } })).currencySymbol,
    ).toBe('£');
    expect(rebuildOrderSummary(order({ currency: 'USD' })).currencySymbol).toBe('$');
    expect(rebuildOrderSummary(order({})).currencySymbol).toBe('NA');
  });

  it('always has total = subtotal + shipping fee, exactly', () => {
    const product = fc.record({
      price: fc.integer({ min: 0, max: 100_000 }).map((cents) => cents / 100),
      quantity: fc.integer({ min: 1, max: 20 }),
      discount: fc.integer({ min: 0, max: 90 }),
    });
    fc.assert(
      fc.property(
        fc.array(product, { maxLength: 6 }),
        fc.integer({ min: 0, max: 10_000 }).map((cents) => cents / 100),
        (products, shipping_fee) => {
          const summary = rebuildOrderSummary(order({ products, shipping_fee }));
          expect(toCents(summary.total)).toBe(toCents(summary.subtotal) + toCents(summary.shippingFee));
          expect(summary.subtotal).toBeGreaterThanOrEqual(0);
          expect(summary.items).toBe(products.reduce((n, p) => n + p.quantity, 0));
        },
      ),
    );
  });
});
