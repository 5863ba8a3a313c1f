import { type Product, SEARCH_PAGE_SIZE, type SearchProductsParamsSchema } from '@souk/core';
import { type SQL, sql } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { Db } from '../db/client.js';
import { products, sellers } from '../db/schema.js';
import { chargedCents, type ProductFields, productColumns, toProduct } from './products.js';
import {
  compareIds,
  type FuzzyMatch,
  type NameIndex,
  nameIndexOf,
  refreshNameIndex,
} from './search-index.js';
import { TrigramQuery, trigramsOf } from './trigrams.js';

/** Longest search text accepted (the in-shop `searchValue` has the same bound in @souk/core). */
export const SEARCH_MAX_LENGTH = 200;
/** Products a global search without a page query answers with, best first. */
export const SEARCH_RESULT_LIMIT = 60;
/**
 * Matches considered (and counted) at most, so that a one-letter search stays as fast as a precise one:
 * the full-text matches first (in storage order), then the closest typo matches.
 */
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
 * tsquery is built only from runs of letters (with their accents) and digits joined by `&`, each as a
 * prefix (`head:*`), so no input can inject tsquery syntax and as-you-type words already match.
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
 * PostgreSQL and PGlite). Both sides are served by their GIN indexes. The global search matches the same
 * products, the typo side computed by its name index (search-index.ts) when it can.
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

/** One match, with what ordering it needs. */
interface Candidate {
  id: string;
  /** Its position in the name index, once looked up (-1: not there). */
  position?: number;
  /** `ts_rank` of the full-text match: a float4, read as float8 so that it arrives exact. */
  textRank: number;
  /** `word_similarity(text, lower(name))` (float4), once known. */
  similarity: number | null;
  rating: number;
  /**
   * `date_part('epoch', created_at)`, a double as distinct and as ordered as the microseconds; from the
   * name index when it is current.
   */
  created: number | null;
  /** The charged price in cents (price orders only, else 0). */
  charged: number;
}

/**
 * Candidates as the database answers them: one JSON text of arrays, one element per match. PGlite spends
 * ≈ 8 µs on every row it hands over, JSON.parse a fraction of that per element.
 */
interface CandidateArrays {
  ids: string[] | null;
  textRanks: number[] | null;
  similarities?: (number | null)[] | null;
  ratings: number[] | null;
  created: number[] | null;
  charged?: number[] | null;
}

function toCandidates(arrays: CandidateArrays | undefined): Candidate[] {
  const ids = arrays?.ids ?? [];
  return ids.map((id, index) => ({
    id,
    textRank: arrays?.textRanks?.[index] ?? 0,
    similarity: arrays?.similarities?.[index] ?? null,
    rating: arrays?.ratings?.[index] ?? 0,
    created: arrays?.created?.[index] ?? null,
    charged: arrays?.charged?.[index] ?? 0,
  }));
}

/** Runs a statement answering one `json` text column and parses it. */
async function readJson<T>(db: Db, query: SQL): Promise<T | undefined> {
  const { rows } = (await db.execute(query)) as unknown as { rows: { json: string | null }[] };
  const json = rows[0]?.json;
  return json ? (JSON.parse(json) as T) : undefined;
}

const tsquery = (terms: SearchTerms) => sql`to_tsquery('simple', ${terms.tsquery})`;
const fullTextMatch = (terms: SearchTerms) => sql`${products.searchVector} @@ ${tsquery(terms)}`;
const nameSimilarity = (terms: SearchTerms) =>
  sql`word_similarity(${terms.text}, lower(${products.name}))::float8`;
/** chargedCents, sooner for the many products without a discount (numeric costs microseconds a row). */
const charged = sql`case when ${products.discount} = 0 then ${products.priceCents} else ${chargedCents} end`;

/**
 * The candidates among the products matching `where` (at most `limit`, in storage order) as
 * {@link CandidateArrays}, plus `extra` key–value pairs. `similarity` and `created` are left to the name
 * index unless asked for; `charged` is only read for the price orders.
 */
function candidatesQuery(
  terms: SearchTerms,
  where: SQL,
  include: { charged: boolean; similarity: boolean; created: boolean; limit?: number; extra?: SQL },
): SQL {
  const columns = [
    sql`${products.id} as id`,
    sql`ts_rank(${products.searchVector}, ${tsquery(terms)})::float8 as text_rank`,
    sql`${products.rating} as rating`,
  ];
  const arrays = [
    sql`'ids', array_agg(m.id)`,
    sql`'textRanks', array_agg(m.text_rank)`,
    sql`'ratings', array_agg(m.rating)`,
  ];
  if (include.created) {
    columns.push(sql`date_part('epoch', ${products.createdAt}) as created`);
    arrays.push(sql`'created', array_agg(m.created)`);
  }
  if (include.similarity) {
    columns.push(sql`${nameSimilarity(terms)} as similarity`);
    arrays.push(sql`'similarities', array_agg(m.similarity)`);
  }
  if (include.charged) {
    columns.push(sql`${charged} as charged`);
    arrays.push(sql`'charged', array_agg(m.charged)`);
  }
  if (include.extra) arrays.push(include.extra);
  const limit = include.limit === undefined ? sql`` : sql` limit ${include.limit}`;
  return sql`select json_build_object(${sql.join(arrays, sql`, `)})::text as json from (select ${sql.join(columns, sql`, `)} from ${products} where ${where}${limit}) m`;
}

/**
 * Where the name similarity comes from: the name index when it holds the current names (computed here,
 * as pg_trgm computes it), else the database.
 */
class Similarities {
  constructor(
    private readonly db: Db,
    private readonly terms: SearchTerms,
    readonly index?: NameIndex,
    readonly query?: TrigramQuery,
  ) {}

  /** The candidate's position in the name index, looked up once. */
  #position(candidate: Candidate): number {
    candidate.position ??= this.index ? this.index.positionOf(candidate.id) : -1;
    return candidate.position;
  }

  /**
   * Asks the database for what the index cannot give (everything without a current index): then
   * {@link of} and {@link createdOf} answer at once for every candidate. A current index knows every
   * product, so only names it does not read send candidates to the database.
   */
  async prepare(candidates: Candidate[], created: boolean): Promise<void> {
    const { index } = this;
    if (index && index.delegated.length === 0) return;
    const missing: Candidate[] = [];
    for (const candidate of candidates) {
      const position = this.#position(candidate);
      const similar = candidate.similarity !== null || (index?.reads(position) ?? false);
      const known = !created || candidate.created !== null || position >= 0;
      if (!similar || !known) missing.push(candidate);
    }
    if (missing.length === 0) return;
    const arrays = await readJson<{
      ids: string[] | null;
      similarities: number[] | null;
      created: number[] | null;
    }>(
      this.db,
      sql`select json_build_object('ids', array_agg(${products.id}), 'similarities', array_agg(${nameSimilarity(this.terms)}), 'created', array_agg(date_part('epoch', ${products.createdAt})))::text as json from ${products} where ${products.id} = any(${sql.param(missing.map((candidate) => candidate.id))}::text[])`,
    );
    const byId = new Map(
      (arrays?.ids ?? []).map((id, index) => [
        id,
        { similarity: arrays?.similarities?.[index] ?? 0, created: arrays?.created?.[index] ?? 0 },
      ]),
    );
    // a product deleted meanwhile keeps 0s: the page read leaves it out
    for (const candidate of missing) {
      const found = byId.get(candidate.id);
      candidate.similarity ??= found?.similarity ?? 0;
      candidate.created ??= found?.created ?? 0;
    }
  }

  /** The creation time of a candidate, after {@link prepare} with `created`. */
  createdOf(candidate: Candidate): number {
    if (candidate.created === null) {
      const position = this.#position(candidate);
      candidate.created = this.index && position >= 0 ? this.index.createdAt(position) : 0;
    }
    return candidate.created;
  }

  /** The similarity of a candidate, after {@link prepare}. */
  of(candidate: Candidate): number {
    if (candidate.similarity === null) {
      const { index, query } = this;
      candidate.similarity =
        (index && query ? index.similarityAt(query, this.#position(candidate)) : undefined) ?? 0;
    }
    return candidate.similarity;
  }
}

/** Closest typo match first; equally close ones by id. */
const byCloseness = (a: { id: string; similarity: number | null }, b: typeof a) =>
  (b.similarity ?? 0) - (a.similarity ?? 0) || compareIds(a.id, b.id);

/**
 * The name index's `room` closest typo matches that are no full-text match (`exact` holds every
 * full-text match), with the names it leaves to the database checked there.
 */
async function closestTypos(
  db: Db,
  terms: SearchTerms,
  index: NameIndex,
  query: TrigramQuery,
  exact: Candidate[],
  room: number,
): Promise<FuzzyMatch[]> {
  const matches = index.fuzzy(
    query,
    exact.map((candidate) => candidate.id),
  );
  if (index.delegated.length > 0) {
    const arrays = await readJson<{ ids: string[] | null; similarities: number[] | null }>(
      db,
      sql`select json_build_object('ids', array_agg(${products.id}), 'similarities', array_agg(${nameSimilarity(terms)}))::text as json from ${products} where ${products.id} = any(${sql.param(index.delegated)}::text[]) and ${terms.text} <% lower(${products.name}) and not (${fullTextMatch(terms)})`,
    );
    (arrays?.ids ?? []).forEach((id, position) => {
      matches.push({ id, similarity: arrays?.similarities?.[position] ?? 0 });
    });
  }
  return matches.sort(byCloseness).slice(0, room);
}

/** The `room` closest typo matches that are no full-text match, as candidates. */
async function typoCandidates(
  db: Db,
  terms: SearchTerms,
  similarities: Similarities,
  exact: Candidate[],
  room: number,
  withCharged: boolean,
): Promise<Candidate[]> {
  const { index, query } = similarities;
  if (!index || !query) {
    const arrays = await readJson<CandidateArrays>(
      db,
      candidatesQuery(
        terms,
        sql`${terms.text} <% lower(${products.name}) and not (${fullTextMatch(terms)})`,
        { charged: withCharged, similarity: true, created: true },
      ),
    );
    return toCandidates(arrays).sort(byCloseness).slice(0, room);
  }
  const chosen = await closestTypos(db, terms, index, query, exact, room);
  if (chosen.length === 0) return [];
  const similarityOf = new Map(chosen.map((match) => [match.id, match.similarity]));
  const arrays = await readJson<CandidateArrays>(
    db,
    candidatesQuery(terms, sql`${products.id} = any(${sql.param(chosen.map((match) => match.id))}::text[])`, {
      charged: withCharged,
      similarity: false,
      created: false,
    }),
  );
  return toCandidates(arrays).map((candidate) => ({
    ...candidate,
    similarity: similarityOf.get(candidate.id) ?? 0,
  }));
}

/**
 * Relevance order of two candidates of ranks `rankA` and `rankB`: rank, rating, the newest, then id (the
 * creation time is only looked up for a tie).
 */
function relevance(rankA: number, a: Candidate, rankB: number, b: Candidate, names: Similarities): number {
  return (
    rankB - rankA || b.rating - a.rating || names.createdOf(b) - names.createdOf(a) || compareIds(a.id, b.id)
  );
}

/**
 * The first `count` candidates in relevance order. They are taken in the order of their highest
 * possible rank (a similarity of 1); a similarity is only computed for a candidate that could still
 * enter — for most searches a few more than `count`.
 */
function bestByRelevance(candidates: Candidate[], count: number, similarities: Similarities): Candidate[] {
  const highest = (candidate: Candidate) => candidate.textRank + 0.5;
  const byHighest = [...candidates].sort((a, b) => relevance(highest(a), a, highest(b), b, similarities));
  const best: { rank: number; candidate: Candidate }[] = [];
  for (const candidate of byHighest) {
    if (best.length >= count) {
      const last = best[count - 1] as { rank: number; candidate: Candidate };
      if (relevance(highest(candidate), candidate, last.rank, last.candidate, similarities) > 0) break;
    }
    const rank = candidate.textRank + 0.5 * similarities.of(candidate);
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      const entry = best[middle] as { rank: number; candidate: Candidate };
      if (relevance(entry.rank, entry.candidate, rank, candidate, similarities) < 0) low = middle + 1;
      else high = middle;
    }
    if (low < count) {
      best.splice(low, 0, { rank, candidate });
      if (best.length > count) best.pop();
    }
  }
  return best.map((entry) => entry.candidate);
}

/** The product fields of a page and its sellers' names, under their wire-row names. */
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

function toWire(item: PageProduct): Product {
  const { sellerName, shopName, createdAt, ...fields } = item;
  return toProduct({ ...fields, createdAt: new Date(createdAt) }, { name: sellerName, shopName });
}

/** The wire products of `ids`, in that order, with their shop and seller names. */
async function productsOf(db: Db, ids: string[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const page = await readJson<PageProduct[]>(
    db,
    sql`select json_agg(p)::text as json from (select ${pageColumns} from ${products} join ${sellers} on ${sellers.id} = ${products.sellerId} where ${products.id} = any(${sql.param(ids)}::text[])) p`,
  );
  const byId = new Map((page ?? []).map((item) => [item.id, item]));
  return ids.flatMap((id) => {
    const item = byId.get(id);
    return item ? [toWire(item)] : [];
  });
}

interface PageRequest {
  sortPrice: SearchPageQuery['sortPrice'];
  offset: number;
  perPage: number;
}

/**
 * The page of typo matches alone (no full-text match), ordered and read in one statement: the index
 * gives each match's name similarity, the database the rest of {@link searchRank} and the order.
 */
async function typoPage(
  db: Db,
  terms: SearchTerms,
  matches: FuzzyMatch[],
  { sortPrice, offset, perPage }: PageRequest,
): Promise<Product[]> {
  const rank = sql`(ts_rank(${products.searchVector}, ${tsquery(terms)}) + 0.5 * c.similarity)`;
  const order = sortPrice
    ? sql`${charged} ${sql.raw(sortPrice === 'high-to-low' ? 'desc' : 'asc')}, ${rank} desc, ${products.id}`
    : sql`${rank} desc, ${products.rating} desc, ${products.createdAt} desc, ${products.id}`;
  // ordered on narrow rows; only the page's are read in full
  const ordered = sql`select c.id, row_number() over (order by ${order}) as position from unnest(${sql.param(matches.map((match) => match.id))}::text[], ${sql.param(matches.map((match) => match.similarity))}::float8[]) as c(id, similarity) join ${products} on ${products.id} = c.id order by ${order} limit ${perPage} offset ${offset}`;
  const page = await readJson<PageProduct[]>(
    db,
    sql`select json_agg(p order by p.position)::text as json from (select ${pageColumns}, o.position from (${ordered}) o join ${products} on ${products.id} = o.id join ${sellers} on ${sellers.id} = ${products.sellerId}) p`,
  );
  return (page ?? []).map(toWire);
}

/**
 * Global search across shops (GET /home/search-products/{searchValue}). Without a page query: the best
 * {@link SEARCH_RESULT_LIMIT} matches by relevance. With `page`, `perPage` or `sortPrice`: one page of
 * `perPage` (default {@link SEARCH_PAGE_SIZE}), ordered by the charged price when `sortPrice` asks for it
 * (ties by relevance, then id), else by relevance (ties by rating, the newest, then id). Either way the
 * matches are capped at {@link SEARCH_MATCH_CAP} — the full-text matches first, in storage order, then
 * the closest typo matches — which `totalProduct` counts, and each product carries its shop and seller
 * names.
 *
 * A match is a full-text match or a typo match ({@link searchMatch}); relevance is {@link searchRank}.
 * The database finds the full-text matches (GIN index) with their `ts_rank`, rating, age and price; the
 * name similarities and the typo matches come from the name index (search-index.ts) when it holds the
 * current names, else from the database. The capped matches are ordered here and only the page's
 * products are read in full.
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
  const trigrams = trigramsOf(terms.text);
  const names = trigrams ? await nameIndexOf(db) : undefined;
  const withCharged = sortPrice !== undefined;

  // the full-text matches, and the version of the names, in one snapshot
  const exactArrays = await readJson<CandidateArrays & { version: string }>(
    db,
    candidatesQuery(terms, fullTextMatch(terms), {
      charged: withCharged,
      similarity: !names && !withCharged,
      created: !names && !withCharged,
      limit: SEARCH_MATCH_CAP,
      extra: sql`'version', (select version::text from product_names_version)`,
    }),
  );
  const index = names && names.version === exactArrays?.version ? names : undefined;
  if (names && !index) refreshNameIndex(db);
  const nameQuery = index && trigrams ? new TrigramQuery(trigrams) : undefined;
  const candidates = toCandidates(exactArrays);
  let total = candidates.length;
  if (total === 0 && index && nameQuery) {
    // typo matches alone: ordered and read with the page
    const matches = await closestTypos(db, terms, index, nameQuery, [], SEARCH_MATCH_CAP);
    if (matches.length === 0 || offset >= matches.length) return answer([], matches.length);
    return answer(await typoPage(db, terms, matches, { sortPrice, offset, perPage }), matches.length);
  }
  const similarities = new Similarities(db, terms, index, nameQuery);
  if (total < SEARCH_MATCH_CAP) {
    // every full-text match is in `candidates`: the typo matches fill the cap
    const typos = await typoCandidates(
      db,
      terms,
      similarities,
      candidates,
      SEARCH_MATCH_CAP - total,
      withCharged,
    );
    candidates.push(...typos);
    total += typos.length;
  }

  let page: Candidate[];
  if (!sortPrice) {
    await similarities.prepare(candidates, true);
    page = bestByRelevance(candidates, offset + perPage, similarities).slice(offset);
  } else {
    // by price first; only the prices that reach into the page need their relevance (for ties)
    const sign = sortPrice === 'high-to-low' ? -1 : 1;
    candidates.sort((a, b) => sign * (a.charged - b.charged));
    const end = Math.min(offset + perPage, candidates.length);
    page = [];
    if (offset < end) {
      let from = offset;
      const first = (candidates[offset] as Candidate).charged;
      while (from > 0 && (candidates[from - 1] as Candidate).charged === first) from--;
      let to = end;
      const last = (candidates[end - 1] as Candidate).charged;
      while (to < candidates.length && (candidates[to] as Candidate).charged === last) to++;
      const span = candidates.slice(from, to);
      await similarities.prepare(span, false);
      const rank = (candidate: Candidate) => candidate.textRank + 0.5 * similarities.of(candidate);
      span.sort((a, b) => sign * (a.charged - b.charged) || rank(b) - rank(a) || compareIds(a.id, b.id));
      page = span.slice(offset - from, end - from);
    }
  }
  return answer(
    await productsOf(
      db,
      page.map((candidate) => candidate.id),
    ),
    total,
  );
}
