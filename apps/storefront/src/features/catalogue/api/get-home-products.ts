import type { Product } from '@souk/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';

/** The query keys of a shop home's featured products. */
export const homeProductKeys = {
  all: ['home-products'] as const,
  detail: (sellerId: string) => [...homeProductKeys.all, sellerId] as const,
};

/**
 * The shop home's Featured Products (spec §7 GET /home/seller/{sellerId}/products, its `products` list).
 * The call answers three more lists the home does not show (latest, top rated, discounted); only the shown
 * one is kept, so a server-rendered home embeds 12 products instead of 43 (issue 21: 59 → 16 KB of its
 * HTML).
 */
export function homeProductsQueryOptions(sellerId: string) {
  return queryOptions({
    queryKey: homeProductKeys.detail(sellerId),
    queryFn: async (): Promise<{ products: Product[] }> => {
      const { products } = await api.catalogue.getHomeProducts(sellerId);
      return { products };
    },
  });
}

export function useHomeProducts(sellerId: string) {
  return useQuery(homeProductsQueryOptions(sellerId));
}
