import { type Product, type ProductInput, parseProduct } from '@souk/core';

/** A search result as the server sends it: a product with its shop. */
export function searchResult(index: number, extra: Partial<ProductInput> = {}): Product {
  const parsed = parseProduct({
    _id: `p${index}`,
    name: `Gadget ${index}`,
    slug: `gadget-${index}`,
    price: 10 + index,
    stock: 5,
    rating: 4,
    images: [`/api/images/gadget-${index}.jpg`],
    sellerName: 'pixel-forge',
    shopName: 'Pixel Forge',
    ...extra,
  });
  if (!parsed) throw new Error('invalid test product');
  return parsed;
}

/** A promise that never settles: the screen stays in its loading state. */
export function pending<T>(): Promise<T> {
  return new Promise<T>(() => {});
}
