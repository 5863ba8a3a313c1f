import type { Product } from '@souk/core';
import { asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { products, sellers } from '../db/schema.js';
import { productColumns, toProduct } from './products.js';

/** Longest search text accepted (the in-shop `searchValue` has the same bound in @souk/core). */
export const SEARCH_MAX_LENGTH = 200;
/** Products a global search answers with, best first. */
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

export interface SearchResult {
  products: Product[];
  totalProduct: number;
}

/**
 * Global search across shops (GET /home/search-products/{searchValue}): the best
 * {@link SEARCH_RESULT_LIMIT} matches with their shop and seller names, and the number of matches up to
 * {@link SEARCH_MATCH_CAP}. The `hits` CTE is referenced twice on purpose: PostgreSQL then materializes
 * it, plans it for the index scans (a `LIMIT` directly over it would tempt the planner into a sequential
 * scan) and still computes only as many rows as the cap pulls.
 */
export async function searchProducts(db: Db, value: string): Promise<SearchResult> {
  const terms = searchTerms(value);
  if (!terms) return { products: [], totalProduct: 0 };
  const hits = db.$with('hits').as(
    db
      .select({ id: products.id, rank: searchRank(terms).as('rank') })
      .from(products)
      .where(searchMatch(terms)),
  );
  const capped = db.select().from(hits).limit(SEARCH_MATCH_CAP).as('capped');
  const rows = await db
    .with(hits)
    .select({
      ...productColumns,
      sellerName: sellers.name,
      shopName: sellers.shopName,
      total:
        sql<number>`(select count(*) from (select 1 from ${hits} limit ${SEARCH_MATCH_CAP}) as counted)`.mapWith(
          Number,
        ),
    })
    .from(capped)
    .innerJoin(products, eq(products.id, capped.id))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .orderBy(desc(capped.rank), desc(products.rating), desc(products.createdAt), asc(products.id))
    .limit(SEARCH_RESULT_LIMIT);
  return {
    products: rows.map((row) => toProduct(row, { name: row.sellerName, shopName: row.shopName })),
    totalProduct: rows[0]?.total ?? 0,
  };
}
