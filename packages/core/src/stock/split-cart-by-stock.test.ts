import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CartGroup, type CartLine, CartLineSchema } from '../schemas/cart.js';
import { splitCartByStock } from './split-cart-by-stock.js';

function line(id: string, quantity: number, stock: number, sellerId = 's1'): CartLine {
  return CartLineSchema.parse({
    _id: id,
    productId: `p-${id}`,
    quantity,
    sellerId,
    productInfo: { name: `Product ${id}`, price: 10, stock },
  });
}

describe('splitCartByStock (spec §4 Cart, §5)', () => {
  it('keeps lines within stock and moves lines over stock with the available stock', () => {
    const groups: CartGroup[] = [
      {
        sellerId: 's1',
        shopName: 'Tea House',
        products: [line('a', 2, 5), line('b', 3, 2), line('c', 4, 4)],
      },
    ];
    const { inStock, outOfStock } = splitCartByStock(groups);
    expect(inStock).toEqual([
      { sellerId: 's1', shopName: 'Tea House', products: [line('a', 2, 5), line('c', 4, 4)] },
    ]);
    expect(outOfStock).toEqual([
      { ...line('b', 3, 2), sellerId: 's1', shopName: 'Tea House', originalStock: 2 },
    ]);
  });

  it("takes seller and shop from the line's group", () => {
    const groups: CartGroup[] = [
      { sellerId: 'group-seller', shopName: 'Shop', products: [line('a', 1, 0, 'other')] },
    ];
    const [moved] = splitCartByStock(groups).outOfStock;
    expect(moved?.sellerId).toBe('group-seller');
    expect(moved?.shopName).toBe('Shop');
    expect(moved?.originalStock).toBe(0);
  });

  it('drops groups left empty and keeps order', () => {
    const groups: CartGroup[] = [
      { sellerId: 's1', shopName: 'One', products: [line('a', 9, 1)] },
      { sellerId: 's2', shopName: 'Two', products: [line('b', 1, 1, 's2')] },
    ];
    const { inStock, outOfStock } = splitCartByStock(groups);
    expect(inStock.map((group) => group.shopName)).toEqual(['Two']);
    expect(outOfStock.map((moved) => moved._id)).toEqual(['a']);
  });

  it('does not touch its input', () => {
    const groups: CartGroup[] = [
      { sellerId: 's1', shopName: 'One', products: [line('a', 9, 1), line('b', 1, 1)] },
    ];
    const copy = structuredClone(groups);
    splitCartByStock(groups);
    expect(groups).toEqual(copy);
  });

  it('returns empty lists for an empty cart', () => {
    expect(splitCartByStock([])).toEqual({ inStock: [], outOfStock: [] });
  });

  it('puts every line in exactly one list, by quantity against stock', () => {
    const lineArb = fc.record({
      quantity: fc.integer({ min: 1, max: 50 }),
      stock: fc.integer({ min: -5, max: 50 }),
    });
    fc.assert(
      fc.property(fc.array(fc.array(lineArb, { maxLength: 6 }), { maxLength: 4 }), (shape) => {
        let counter = 0;
        const groups: CartGroup[] = shape.map((lines, g) => ({
          sellerId: `s${g}`,
          shopName: `Shop ${g}`,
          products: lines.map(({ quantity, stock }) => line(String(counter++), quantity, stock, `s${g}`)),
        }));
        const { inStock, outOfStock } = splitCartByStock(groups);
        const kept = inStock.flatMap((group) => group.products);
        expect(kept.length + outOfStock.length).toBe(counter);
        expect(kept.every((l) => l.quantity <= l.productInfo.stock)).toBe(true);
        expect(
          outOfStock.every((l) => l.quantity > l.originalStock && l.originalStock === l.productInfo.stock),
        ).toBe(true);
        expect(inStock.every((group) => group.products.length > 0)).toBe(true);
      }),
    );
  });
});
