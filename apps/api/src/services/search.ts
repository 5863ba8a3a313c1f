import { type Product, SEARCH_PAGE_SIZE, type SearchProductsParamsSchema } from '@souk/core';
import { type AnyColumn, asc, desc, eq, max, min, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { Db } from '../db/client.js';
import { products, sellers } from '../db/schema.js';
import { chargedCents, productColumns, toProduct } from './products.js';

/** Longest search text accepted (the in-shop `searchValue` has the same bound in @souk/core). */
export const SEARCH_MAX_LENGTH = 200;
/** Products a global search without a page query answers with, best first. */
export const SEARCH_RESULT_LIMIT = 60;
/** Matches considered (and counted) at most, so that a one-letter search stays as fast as a precise one. */
export const SEARCH_MATCH_CAP = 1000;
/** Words of a search that take part in the full-text query; the rest only count for typo matching. */
const MAX_QUERY_WORDS = 8;
/** A word longer than any real one is cut: prefix matching still finds the product. */
const MAX_WORD_LENGTH = 40;

/** A search text ready for SQL: lower-cased text for pg_trgm and a prefix tsquery of its words. */
export interface SearchTerms {
  text: string;
  tsquery: string;
}

/**
 * Turns what the shopper typed into search terms, or `null` when it holds no letter or digit. The
 * tsquery is built only from runs of letters (with their accents) and digits joined by `&`, each as a prefix (`head:*`), so no input
 * can inject tsquery syntax and as-you-type words already match.
 * @example searchTerms('Wireless head-phones') // { text: 'wireless head-phones', tsquery: 'wireless:* & head:* & phones:*' }
 */
export function searchTerms(value: string): SearchTerms | null {
  const text = value.trim().toLowerCase().slice(0, SEARCH_MAX_LENGTH);
  const words = text.match(/[\p{L}\p{M}\p{N}]+/gu);
  if (!words) return null;
  const unique = [...new Set(words.map((word) => word.slice(0, MAX_WORD_LENGTH)))].slice(0, MAX_QUERY_WORDS);
  return { text, tsquery: unique.map((word) => `${word}:*`).join(' & ') };
}

/**
 * Products matching the terms: a full-text match over the weighted `search_vector`, or — for typos —
 * a trigram word match on the name (`<%`, pg_trgm's word-similarity threshold, 0.6 by default on both
 * PostgreSQL and PGlite). Both sides are served by their GIN indexes.
 */
export function searchMatch(terms: SearchTerms): SQL {
  return sql`(${products.searchVector} @@ to_tsquery('simple', ${terms.tsquery}) or ${terms.text} <% lower(${products.name}))`;
}

/**
 * Relevance: `ts_rank` weighs name (A) above brand/category (B) above description (C); the name's
 * trigram similarity adds to it, so a misspelled name still ranks above a mere mention in a description.
 */
export function searchRank(terms: SearchTerms): SQL<number> {
  return sql<number>`(ts_rank(${products.searchVector}, to_tsquery('simple', ${terms.tsquery})) + 0.5 * word_similarity(${terms.text}, lower(${products.name})))`;
}

/** The optional page query of the global search (validated by core's schema). */
export type SearchPageQuery = z.output<typeof SearchProductsParamsSchema>;

export interface SearchResult {
  products: Product[];
  totalProduct: number;
  /** The page size, when a page was asked for. */
  parPage?: number;
}

/**
 * Global search across shops (GET /home/search-products/{searchValue}). Without a page query: the best
 * {@link SEARCH_RESULT_LIMIT} matches by relevance. With `page`, `perPage` or `sortPrice`: one page of
 * `perPage` (default {@link SEARCH_PAGE_SIZE}), ordered by the charged price when `sortPrice` asks for it
 * (ties by relevance, then id), else by relevance. Either way the matches are capped at
 * {@link SEARCH_MATCH_CAP}, which `totalProduct` counts, and each product carries its shop and seller
 * names.
 *
 * One statement. The `hits` CTE is referenced more than once on purpose: PostgreSQL then materializes it,
 * plans it for the index scans (a `LIMIT` directly over it would tempt the planner into a sequential
 * scan) and computes only as many rows as the cap pulls; every `LIMIT` over it reads the same rows (so
 * does the next request: see the session settings in db/client.ts). It carries just what ordering needs;
 * the full product and seller rows are read for the page only. The page is left-joined to the one-row
 * count, so a page past the end still answers the total.
 * @example await searchProducts(db, 'tea', { page: 2, sortPrice: 'low-to-high' }) // { products, totalProduct, parPage: 24 }
 */
export async function searchProducts(
  db: Db,
  value: string,
  query: SearchPageQuery = {},
): Promise<SearchResult> {
  const { sortPrice } = query;
  const paged = query.page !== undefined || query.perPage !== undefined || sortPrice !== undefined;
  const perPage = paged ? (query.perPage ?? SEARCH_PAGE_SIZE) : SEARCH_RESULT_LIMIT;
  const offset = paged ? ((query.page ?? 1) - 1) * perPage : 0;
  const answer = (found: Product[], totalProduct: number): SearchResult =>
    paged ? { products: found, totalProduct, parPage: perPage } : { products: found, totalProduct };

  const terms = searchTerms(value);
  if (!terms) return answer([], 0);
  const hits = db.$with('hits').as(
    db
      .select({
        id: products.id,
        charged: chargedCents.as('charged_cents'),
        // the rank's trigram part costs ≈ 10 µs a row: the price order ranks only the rows it must (below)
        rank: (sortPrice ? sql<number>`0` : searchRank(terms)).as('rank'),
        rating: products.rating,
        createdAt: products.createdAt,
      })
      .from(products)
      .where(searchMatch(terms)),
  );
  const capped = (alias: string) => db.select().from(hits).limit(SEARCH_MATCH_CAP).as(alias);
  const counted = db
    .select({ total: sql<number>`count(*)`.as('total') })
    .from(
      db
        .select({ one: sql`1`.as('one') })
        .from(hits)
        .limit(SEARCH_MATCH_CAP)
        .as('counted_hits'),
    )
    .as('counted');

  type OrderFields = Record<'id' | 'charged' | 'rank' | 'rating' | 'createdAt', AnyColumn | SQLWrapper>;
  const byPrice = sortPrice === 'high-to-low' ? desc : asc;
  // the page is cut in this order and read back in it (a join keeps no order)
  const order = (row: OrderFields): SQL[] =>
    sortPrice
      ? [byPrice(row.charged), desc(row.rank), asc(row.id)]
      : [desc(row.rank), desc(row.rating), desc(row.createdAt), asc(row.id)];

  const source = capped('ordered');
  // Price order: only rows priced within the page's own price span can be moved into or inside the page
  // by relevance; every other row sits wholly before or after it, whatever its rank. So only those rows
  // are ranked.
  const bounds = sortPrice ? priceBounds(capped('by_price')) : undefined;
  const fields = {
    id: source.id,
    charged: source.charged,
    rank: bounds
      ? sql<number>`case when ${source.charged} between ${bounds.low} and ${bounds.high} then (select ${searchRank(terms)} from ${products} where ${products.id} = ${source.id}) else 0 end`.as(
          'page_rank',
        )
      : source.rank,
    rating: source.rating,
    createdAt: source.createdAt,
  };
  let ordered = db.select(fields).from(source).$dynamic();
  if (bounds) ordered = ordered.leftJoin(bounds, sql`true`);
  const page = ordered
    .orderBy(...order(fields))
    .limit(perPage)
    .offset(offset)
    .as('page');

  const rows = await db
    .with(hits)
    .select({
      total: counted.total,
      product: productColumns,
      seller: { name: sellers.name, shopName: sellers.shopName },
    })
    .from(counted)
    .leftJoin(page, sql`true`)
    .leftJoin(products, eq(products.id, page.id))
    .leftJoin(sellers, eq(sellers.id, products.sellerId))
    .orderBy(...order(page));
  const found = rows.flatMap(({ product, seller }) =>
    product && seller ? [toProduct(product, seller)] : [],
  );
  return answer(found, Number(rows[0]?.total ?? 0));

  /** The lowest and highest charged price of the page when ordered by price alone. */
  function priceBounds(rows: ReturnType<typeof capped>) {
    const window = db
      .select({ charged: rows.charged })
      .from(rows)
      .orderBy(byPrice(rows.charged))
      .limit(perPage)
      .offset(offset)
      .as('price_window');
    return db
      .select({ low: min(window.charged).as('low'), high: max(window.charged).as('high') })
      .from(window)
      .as('bounds');
  }
}
