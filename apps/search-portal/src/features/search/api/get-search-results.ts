import { priceBandFilter, SEARCH_PAGE_SIZE } from '@souk/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { ResultsQuery } from '../search-query.js';
import { searchKeys } from './search-keys.js';

/**
 * One page of the global search (GET /home/search-products/{searchValue}), sorted by the charged price on
 * the server so every page is in order across thousands of matches, narrowed to the chosen facet values;
 * the same answer carries the facet counts. Cached per filters, page and sort: the back button shows a
 * page again without asking.
 */
export function searchResultsQueryOptions(query: ResultsQuery) {
  const { term, page, sort, category, brand, price } = query;
  return queryOptions({
    queryKey: searchKeys.results(query),
    queryFn: ({ signal }) =>
      api.catalogue.searchProducts(
        term,
        {
          page,
          perPage: SEARCH_PAGE_SIZE,
          sortPrice: sort,
          category,
          brand,
          ...(price && priceBandFilter(price)),
        },
        { signal },
      ),
  });
}

/** A results page; while the next page or filter loads, the last answer stays up (the filters with it). */
export function useSearchResults(query: ResultsQuery) {
  return useQuery({ ...searchResultsQueryOptions(query), placeholderData: keepPreviousData });
}
