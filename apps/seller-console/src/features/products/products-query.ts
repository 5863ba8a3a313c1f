import {
  PRODUCT_PAGE_SIZES,
  PRODUCT_PUBLISHED_FILTERS,
  PRODUCT_SORTS,
  PRODUCT_STOCK_FILTERS,
  type SellerProductListQuery,
} from '@souk/core';

export type ProductsSort = (typeof PRODUCT_SORTS)[number];

/**
 * GET /seller/products's query as the console keeps it: only what differs from the server's defaults, so
 * the address stays short and one list has one cache key.
 */
export type ProductsQuery = Partial<SellerProductListQuery>;

/** The filters a seller sets (not the sort or the page): a list with any of them is "filtered". */
export const PRODUCT_FILTER_KEYS = ['search', 'category', 'stock', 'published'] as const;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

/**
 * The products list's query from the address: search, filters, sort and page live in the URL, so back,
 * forward and reload keep them. Defaults and unknown values are left out.
 * @example productsQueryFromSearch(new URLSearchParams('stock=low&page=2&sort=hack')) // { stock: 'low', page: 2 }
 */
export function productsQueryFromSearch(search: URLSearchParams): ProductsQuery {
  const query: ProductsQuery = {};
  const text = search.get('search')?.trim();
  if (text) query.search = text.slice(0, 200);
  const category = search.get('category')?.trim();
  if (category) query.category = category.slice(0, 100);
  const stock = oneOf(PRODUCT_STOCK_FILTERS, search.get('stock'));
  if (stock && stock !== 'all') query.stock = stock;
  const published = oneOf(PRODUCT_PUBLISHED_FILTERS, search.get('published'));
  if (published && published !== 'all') query.published = published;
  const sort = oneOf(PRODUCT_SORTS, search.get('sort'));
  if (sort && sort !== 'newest') query.sort = sort;
  const page = Number(search.get('page'));
  if (Number.isInteger(page) && page > 1 && page <= 100_000) query.page = page;
  const perPage = Number(search.get('perPage'));
  if (PRODUCT_PAGE_SIZES.some((size) => size === perPage) && perPage !== 25) query.perPage = perPage;
  return query;
}

/** The address's query for a list query (the inverse of {@link productsQueryFromSearch}). */
export function searchFromProductsQuery(query: ProductsQuery): Record<string, string> {
  const search: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search[key] = String(value);
  }
  return search;
}

export const SORT_LABELS: Record<ProductsSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  updated: 'Recently updated',
  name: 'Name (A–Z)',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  'stock-asc': 'Stock: low to high',
  'stock-desc': 'Stock: high to low',
};
