import { type PriceBand, paths, prepareSearch, type SortPrice } from '@souk/core';

/** Spec §2, §9: global search sorts high to low by default. */
export const DEFAULT_RESULT_SORT: SortPrice = 'high-to-low';

/** The sort options of the results page, in the spec's order (spec §2). */
export const RESULT_SORT_OPTIONS: { value: SortPrice; label: string }[] = [
  { value: 'high-to-low', label: 'High to Low Price' },
  { value: 'low-to-high', label: 'Low to High Price' },
];

/** Highest page the search endpoint accepts. */
const MAX_PAGE = 1000;

/** How the sort reads in a shareable address: `?sort=low-high`; the default is left out. */
const SORT_IN_URL: Record<SortPrice, string> = { 'high-to-low': 'high-low', 'low-to-high': 'low-high' };

/** Longest facet value the search endpoint accepts. */
const MAX_FACET_LENGTH = 200;

/** A price band in the address: `25-50`, or `200-` for "and above". */
const PRICE_IN_URL = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)?$/;

/**
 * One results page: the searched term, the page (from 1), the price order and the facet values chosen, at
 * most one per facet.
 */
export interface ResultsQuery {
  term: string;
  page: number;
  sort: SortPrice;
  category?: string | undefined;
  brand?: string | undefined;
  price?: PriceBand | undefined;
}

function readFacet(text: string | null): string | undefined {
  const value = text?.trim();
  return value && value.length <= MAX_FACET_LENGTH ? value : undefined;
}

function readPrice(text: string | null): PriceBand | undefined {
  const match = PRICE_IN_URL.exec(text?.trim() ?? '');
  if (!match) return undefined;
  const min = Number(match[1]);
  const max = match[2] === undefined ? null : Number(match[2]);
  return max === null || max > min ? { min, max } : undefined;
}

/**
 * Reads a results address (`/search-products/{searchValue}?category=Audio&price=25-50&page=2&sort=low-high`);
 * null when the term is blank, which never searches (spec §5). Unknown or malformed values fall back to the
 * first page, the default sort and no filter, so a hand-edited address still shows results.
 */
export function readResultsQuery(
  searchValue: string | undefined,
  search: URLSearchParams,
): ResultsQuery | null {
  const prepared = prepareSearch(searchValue);
  if (!prepared) return null;
  const page = Number(search.get('page'));
  const sortText = search.get('sort');
  const sort =
    (Object.keys(SORT_IN_URL) as SortPrice[]).find((value) => SORT_IN_URL[value] === sortText) ??
    DEFAULT_RESULT_SORT;
  const query: ResultsQuery = {
    term: prepared.term,
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
    sort,
  };
  const category = readFacet(search.get('category'));
  const brand = readFacet(search.get('brand'));
  const price = readPrice(search.get('price'));
  if (category) query.category = category;
  if (brand) query.brand = brand;
  if (price) query.price = price;
  return query;
}

/**
 * The address of a results page: core's global search path with the filters, page and sort, each left out
 * at its default so the plain search address stays the canonical one.
 * @example resultsPath({ term: 'red tea', page: 2, sort: 'low-to-high' }) // "/search-products/red%20tea?page=2&sort=low-high"
 * @example resultsPath({ term: 'tea', page: 1, sort: 'high-to-low', price: { min: 200, max: null } }) // "/search-products/tea?price=200-"
 */
export function resultsPath({ term, page, sort, category, brand, price }: ResultsQuery): string {
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  if (brand) query.set('brand', brand);
  if (price) query.set('price', `${price.min}-${price.max ?? ''}`);
  if (page > 1) query.set('page', String(page));
  if (sort !== DEFAULT_RESULT_SORT) query.set('sort', SORT_IN_URL[sort]);
  const text = query.toString();
  return text ? `${paths.globalSearch(term)}?${text}` : paths.globalSearch(term);
}
