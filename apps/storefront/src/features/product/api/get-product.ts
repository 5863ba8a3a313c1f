import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';

/** Which product a details page shows: by slug, or by id (spec §2). */
export type ProductRef = { slug: string } | { productId: string };

/** The query keys of a shop's products, by slug or by id; `productKeys.shop` for all of one shop's. */
export const productKeys = {
  all: ['product'] as const,
  shop: (sellerId: string) => [...productKeys.all, sellerId] as const,
  detail: (sellerId: string, ref: ProductRef) =>
    'slug' in ref
      ? ([...productKeys.shop(sellerId), 'slug', ref.slug] as const)
      : ([...productKeys.shop(sellerId), 'id', ref.productId] as const),
};

/**
 * A product with its related and more-products lists (spec §7 GET /home/seller/{sellerId}/product/{slug}
 * or …/product/id/{productId}); `product` is null when there is no valid product.
 */
export function productQueryOptions(sellerId: string, ref: ProductRef) {
  return queryOptions({
    queryKey: productKeys.detail(sellerId, ref),
    queryFn: () =>
      'slug' in ref
        ? api.catalogue.getProductBySlug(sellerId, ref.slug)
        : api.catalogue.getProductById(sellerId, ref.productId),
  });
}

export function useProduct(sellerId: string, ref: ProductRef) {
  return useQuery(productQueryOptions(sellerId, ref));
}
