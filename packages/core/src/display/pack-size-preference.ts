import type { Product } from '../schemas/product.js';

/**
 * Anything with a pack size: a product, or a product summary of a list.
 * @example const packed: Packed = { packSize: 6 };
 */
export type Packed = Pick<Product, 'packSize'>;

/**
 * The shop home's product list (spec §2 Shop home): products sold singly (packSize 1) when any exist,
 * otherwise every product, so a shop that only sells packs still shows something.
 * @example preferSinglePacks([{ packSize: 6 }, { packSize: 1 }]) // [{ packSize: 1 }]
 * @example preferSinglePacks([{ packSize: 6 }]) // [{ packSize: 6 }]
 */
export function preferSinglePacks<T extends Packed>(products: readonly T[]): T[] {
  const singles = onlySinglePacks(products);
  return singles.length > 0 ? singles : [...products];
}

/**
 * The Related Products grid of the product page (spec §2 Product details): only products with packSize 1.
 * @example onlySinglePacks([{ packSize: 6 }, { packSize: 1 }]) // [{ packSize: 1 }]
 */
export function onlySinglePacks<T extends Packed>(products: readonly T[]): T[] {
  return products.filter((product) => product.packSize === 1);
}
