import { describe, expect, it } from 'vitest';
import { CartResponseSchema } from '../schemas/cart.js';
import { holdsOtherSellers } from './different-seller-warning.js';

const line = (sellerId: string) => ({
  _id: `line-${sellerId}`,
  productId: `product-${sellerId}`,
  quantity: 3,
  sellerId,
  productInfo: { name: 'Tea', price: 5, stock: 1 },
});

describe('holdsOtherSellers (spec §2 Cart, §8)', () => {
  it('is false for an empty cart and for a cart of this shop alone', () => {
    expect(holdsOtherSellers(CartResponseSchema.parse({}), 's1')).toBe(false);
    const own = CartResponseSchema.parse({
      card_products: [{ sellerId: 's1', shopName: 'Tea', products: [line('s1')] }],
      outofstock_products: [{ ...line('s1'), shopName: 'Tea', originalStock: 1 }],
      other_sellers: [],
    });
    expect(holdsOtherSellers(own, 's1')).toBe(false);
  });

  it('is true when the server names lines in another shop', () => {
    const cart = CartResponseSchema.parse({
      other_sellers: [{ sellerId: 's2', sellerName: 'spice', shopName: 'Spice', card_product_count: 2 }],
    });
    expect(holdsOtherSellers(cart, 's1')).toBe(true);
    expect(holdsOtherSellers(cart, 's2')).toBe(false);
  });

  it('is true for another seller’s group or out-of-stock line in the cart itself', () => {
    const grouped = CartResponseSchema.parse({
      card_products: [{ sellerId: 's2', shopName: 'Spice', products: [line('s2')] }],
    });
    expect(holdsOtherSellers(grouped, 's1')).toBe(true);
    const outOfStock = CartResponseSchema.parse({
      outofstock_products: [{ ...line('s2'), shopName: 'Spice', originalStock: 1 }],
    });
    expect(holdsOtherSellers(outOfStock, 's1')).toBe(true);
  });
});
