import { INVALID_QUANTITY_MESSAGE } from '../schemas/cart.js';
import { MIN_QUANTITY, parseQuantityInput } from './quantity.js';
import { invalid, type ValidationResult, valid } from './result.js';

/**
 * Spec §5/§8 toast when the product page has no product to add.
 * @example
 * ```ts
 * validateAddToCart({ quantity: 1, product: undefined })
 * // { ok: false, errors: { product: 'Product information is not available' }, message: 'Product information is not available' }
 * ```
 */
export const PRODUCT_UNAVAILABLE_MESSAGE = /*i18n*/ 'Product information is not available';

/**
 * A field {@link validateAddToCart} can give a message for.
 * @example const field: AddToCartField = 'quantity';
 */
export type AddToCartField = 'quantity' | 'product';

/**
 * The product page's add-to-cart inputs; the quantity may still be the field's raw text.
 * @example
 * ```ts
 * const input: AddToCartInput<{ _id: string }> = { quantity: '3', product: { _id: 'p1' } };
 * validateAddToCart(input) // { ok: true, value: { quantity: 3, product: { _id: 'p1' } } }
 * ```
 */
export interface AddToCartInput<Product> {
  quantity: number | string | null | undefined;
  product: Product | null | undefined;
}

/**
 * Checks the product page's Add to Cart (spec §5): a whole quantity of at least 1, then a product to add.
 * @example
 * ```ts
 * const product = { _id: 'p1', name: 'Rooibos' };
 * validateAddToCart({ quantity: '2', product }) // { ok: true, value: { quantity: 2, product: { _id: 'p1', name: 'Rooibos' } } }
 * ```
 * @example validateAddToCart({ quantity: 0, product: null })
 * // { ok: false, errors: { quantity: 'Please enter a valid quantity', product: 'Product information is not available' }, message: 'Please enter a valid quantity' }
 */
export function validateAddToCart<Product>(
  input: AddToCartInput<Product>,
): ValidationResult<{ quantity: number; product: Product }, AddToCartField> {
  const quantity = toQuantity(input.quantity);
  const { product } = input;
  const errors: Partial<Record<AddToCartField, string>> = {};
  if (quantity === null) errors.quantity = INVALID_QUANTITY_MESSAGE;
  if (product === null || product === undefined) errors.product = PRODUCT_UNAVAILABLE_MESSAGE;
  if (quantity === null || product === null || product === undefined) return invalid(errors);
  return valid({ quantity, product });
}

function toQuantity(value: number | string | null | undefined): number | null {
  if (typeof value === 'string') return parseQuantityInput(value);
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= MIN_QUANTITY ? value : null;
}
