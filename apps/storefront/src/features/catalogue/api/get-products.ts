import type { PriceRange, QueryProductsParams, SortPrice } from '@souk/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';

/** What the listing screens filter by (spec §2 Product listing, Search results). */
export interface ListingFilters {
  category: string;
  /** Chosen price bounds; null until the shop's price range is known. */
  price: readonly [number, number] | null;
  sort: SortPrice | '';
  page: number;
  searchValue: string;
}

/**
 * The slider works in whole units (spec §9 step 1): bounds are widened to whole numbers, so a product
 * priced at the top of the range is never cut off by a thumb that cannot reach it.
 */
export function sliderRange(range: PriceRange): PriceRange {
  return { low: Math.floor(range.low), high: Math.ceil(range.high) };
}

/** The query-products parameters of a listing state (spec §3: low/high are sent as lowPrice/highPrice). */
export function listingParams(filters: ListingFilters): QueryProductsParams {
  return {
    category: filters.category || undefined,
    lowPrice: filters.price?.[0],
    highPrice: filters.price?.[1],
    sortPrice: filters.sort || undefined,
    pageNumber: filters.page,
    searchValue: filters.searchValue || undefined,
  };
}

/** The query keys of a shop's filtered listings, a page each. */
export const productListKeys = {
  all: ['product-list'] as const,
  page: (sellerId: string, params: QueryProductsParams) =>
    [...productListKeys.all, sellerId, params] as const,
};

/** One page of the filtered listing (spec §7 GET /home/seller/{sellerId}/query-products). */
export function productsQueryOptions(sellerId: string, params: QueryProductsParams) {
  return queryOptions({
    queryKey: productListKeys.page(sellerId, params),
    queryFn: () => api.catalogue.queryProducts(sellerId, params),
    // the previous page stays on screen while the next result loads: no flash of emptiness
    placeholderData: keepPreviousData,
  });
}

export function useProducts(sellerId: string, params: QueryProductsParams, { enabled = true } = {}) {
  return useQuery({ ...productsQueryOptions(sellerId, params), enabled });
}
