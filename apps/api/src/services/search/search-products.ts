import {
  type Product,
  SEARCH_PAGE_SIZE,
  type SearchProductsParamsSchema,
  type SearchProductsResponse,
} from '@souk/core';
import { sql } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { Db } from '../../db/client.js';
import { products, sellers } from '../../db/schema.js';
import { invalid } from '../../domain/errors.js';
import { filterCents, type ProductFields, productColumns, toProduct } from '../products.js';
import { catalogueIndex, readJson } from './catalogue-index.js';
import type { SearchOptions, SearchOutcome, SearchSortKey } from './engine.js';
import { soleWriterVersion } from './sole-writer.js';

/** Longest search text accepted (the in-shop `searchValue` has the same bound in @souk/core). */
export const SEARCH_MAX_LENGTH = 200;
/** Products a global search without a page query answers with, best first. */
export const SEARCH_RESULT_LIMIT = 60;

export const SORT_CONFLICT = 'sort: use either sort or sortPrice, not both';

/** The optional page query of the global search (validated by core's schema). */
export type SearchPageQuery = z.output<typeof SearchProductsParamsSchema>;

/** The engine's order for the wire's `sortPrice` / `sort`. */
export function sortKeyOf(sortPrice?: string, sort?: string): SearchSortKey | undefined {
  if (sortPrice === 'low-to-high') return 'price-asc';
  if (sortPrice === 'high-to-low') return 'price-desc';
  if (sort === 'rating' || sort === 'newest') return sort;
  return undefined;
}

/**
 * Searches the catalogue (the engine's rules: engine.ts), reading the index current as of this call.
 * @example await searchCatalogue(db, 'hedphones', { limit: 24, facets: true }) // { ids, total, highlights, facets }
 */
export async function searchCatalogue(db: Db, text: string, options: SearchOptions): Promise<SearchOutcome> {
  const engine = await catalogueIndex(db).current();
  return engine.search(text.slice(0, SEARCH_MAX_LENGTH), options);
}

const pageColumns = sql.join(
  [
    ...Object.entries(productColumns).map(([key, column]) =>
      // created_at as the driver reads it, for the same Date
      key === 'createdAt' ? sql`${column}::text as "createdAt"` : sql`${column} as ${sql.identifier(key)}`,
    ),
    sql`${sellers.name} as "sellerName"`,
    sql`${sellers.shopName} as "shopName"`,
  ],
  sql`, `,
);

type PageProduct = Omit<ProductFields, 'createdAt'> & {
  createdAt: string;
  sellerName: string;
  shopName: string;
};

/** Products kept per database between two catalogue writes (embedded database only). */
const PAGE_CACHE_ENTRIES = 5000;
const pageCaches = new WeakMap<Db, { version: number; products: Map<string, Product> }>();

/**
 * The wire products of `ids`, in that order, with their shop and seller names, read in one statement
 * (one JSON text: PGlite spends ≈ 8 µs on every row it hands over). A product deleted since the search
 * is left out. On the embedded database the products read are kept until the next catalogue write
 * (sole-writer.ts), so the pages of a search read only what they have not shown yet.
 */
export async function productsInOrder(db: Db, ids: string[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const version = soleWriterVersion(db);
  let cache = pageCaches.get(db);
  if (version !== undefined && cache?.version !== version) {
    cache = { version, products: new Map() };
    pageCaches.set(db, cache);
  }
  const known = version === undefined ? undefined : cache?.products;
  const missing = known ? ids.filter((id) => !known.has(id)) : ids;
  const byId = new Map<string, Product>();
  if (missing.length > 0) {
    const page = await readJson<PageProduct[]>(
      db,
      sql`select json_agg(p)::text as json from (select ${pageColumns} from ${products} join ${sellers} on ${sellers.id} = ${products.sellerId} where ${products.id} = any(${sql.param(missing)}::text[]) and ${products.published}) p`,
    );
    for (const item of page ?? []) {
      const { sellerName, shopName, createdAt, ...fields } = item;
      const product = toProduct(
        { ...fields, createdAt: new Date(createdAt) },
        { name: sellerName, shopName },
      );
      byId.set(item.id, product);
      if (known && known.size < PAGE_CACHE_ENTRIES) known.set(item.id, product);
    }
  }
  return ids.flatMap((id) => {
    const product = byId.get(id) ?? known?.get(id);
    return product ? [product] : [];
  });
}

/** The engine's extras as the wire carries them (left out when empty). */
export function searchExtras(outcome: SearchOutcome) {
  return {
    ...(Object.keys(outcome.highlights).length > 0 ? { highlights: outcome.highlights } : {}),
    ...(outcome.showingResultsFor !== undefined ? { showingResultsFor: outcome.showingResultsFor } : {}),
    ...(outcome.didYouMean !== undefined ? { didYouMean: outcome.didYouMean } : {}),
  };
}

/**
 * Global search across shops (GET /home/search-products/{searchValue}). Without a page query: the best
 * {@link SEARCH_RESULT_LIMIT} matches by relevance, as the spec describes the call. With `page`,
 * `perPage`, a sort or a filter: one page of `perPage` (default {@link SEARCH_PAGE_SIZE}) with the facet
 * counts; a sort orders the matches of equal relevance (the ranking rules, README). Each product
 * carries its shop and seller names.
 * @example await searchProducts(db, 'tea', { page: 2, sortPrice: 'low-to-high' }) // { products, totalProduct, parPage: 24, facets, highlights }
 */
export async function searchProducts(
  db: Db,
  value: string,
  query: SearchPageQuery = {},
): Promise<SearchProductsResponse> {
  if (query.sort !== undefined && query.sortPrice !== undefined) throw invalid(SORT_CONFLICT);
  const paged = Object.values(query).some((entry) => entry !== undefined);
  const perPage = paged ? (query.perPage ?? SEARCH_PAGE_SIZE) : SEARCH_RESULT_LIMIT;
  const offset = paged ? ((query.page ?? 1) - 1) * perPage : 0;
  const outcome = await searchCatalogue(db, value, {
    ...(query.category?.trim() ? { category: query.category.trim() } : {}),
    ...(query.brand?.trim() ? { brand: query.brand.trim() } : {}),
    ...(query.lowPrice !== undefined ? { lowCents: filterCents(query.lowPrice) } : {}),
    ...(query.highPrice !== undefined ? { highCents: filterCents(query.highPrice) } : {}),
    sort: sortKeyOf(query.sortPrice, query.sort),
    offset,
    limit: perPage,
    facets: paged,
  });
  const found = await productsInOrder(db, outcome.ids);
  return {
    products: found,
    totalProduct: outcome.total,
    ...(paged ? { parPage: perPage } : {}),
    ...(outcome.facets ? { facets: outcome.facets } : {}),
    ...searchExtras(outcome),
  };
}
