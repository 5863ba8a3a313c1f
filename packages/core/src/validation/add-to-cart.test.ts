import { describe, expect, it } from 'vitest';
import { INVALID_QUANTITY_MESSAGE } from '../schemas/cart.js';
import { validateAddToCart } from './add-to-cart.js';

const product = { _id: 'p1', name: 'Rooibos', price: 4.5 };

describe('validateAddToCart', () => {
  it('accepts a whole quantity of at least 1 with a product', () => {
    expect(validateAddToCart({ quantity: 2, product })).toEqual({
      ok: true,
      value: { quantity: 2, product },
    });
    expect(validateAddToCart({ quantity: ' 3 ', product })).toEqual({
      ok: true,
      value: { quantity: 3, product },
    });
  });

  it.each([0, -1, 1.5, Number.NaN, '', '0', 'x', null, undefined])('refuses the quantity %j', (quantity) => {
    expect(validateAddToCart({ quantity, product })).toEqual({
      ok: false,
      errors: { quantity: 'Please enter a valid quantity' },
      message: INVALID_QUANTITY_MESSAGE,
    });
  });

  it.each([null, undefined])('refuses to add without product info (%j)', (missing) => {
    expect(validateAddToCart({ quantity: 1, product: missing })).toEqual({
      ok: false,
      errors: { product: 'Product information is not available' },
      message: 'Product information is not available',
    });
  });

  it('reports the quantity before the product', () => {
    expect(validateAddToCart({ quantity: 0, product: null })).toEqual({
      ok: false,
      errors: {
        quantity: 'Please enter a valid quantity',
        product: 'Product information is not available',
      },
      message: 'Please enter a valid quantity',
    });
  });
});
