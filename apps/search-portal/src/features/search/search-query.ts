import { paths, prepareSearch, type SortPrice } from '@souk/core';

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

/** One results page: the searched term, the page (from 1) and the price order. */
export interface ResultsQuery {
  term: string;
  page: number;
  sort: SortPrice;
}

/**
 * Reads a results address (`/search-products/{searchValue}?page=2&sort=low-high`); null when the term is
 * blank, which never searches (spec §5). Unknown or malformed page and sort values fall back to the
 * first page and the default sort, so a hand-edited address still shows results.
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
  return {
    term: prepared.term,
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
    sort,
  };
}

/**
 * The address of a results page: core's global search path with the page and sort, each left out at its
 * default so the plain search address stays the canonical one.
 * @example resultsPath({ term: 'red tea', page: 2, sort: 'low-to-high' }) // "/search-products/red%20tea?page=2&sort=low-high"
 */
export function resultsPath({ term, page, sort }: ResultsQuery): string {
  const query = new URLSearchParams();
  if (page > 1) query.set('page', String(page));
  if (sort !== DEFAULT_RESULT_SORT) query.set('sort', SORT_IN_URL[sort]);
  const text = query.toString();
  return text ? `${paths.globalSearch(term)}?${text}` : paths.globalSearch(term);
}
