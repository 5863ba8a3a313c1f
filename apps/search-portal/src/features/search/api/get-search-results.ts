import { SEARCH_PAGE_SIZE } from '@souk/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { ResultsQuery } from '../search-query.js';
import { searchKeys } from './search-keys.js';

/**
 * One page of the global search (GET /home/search-products/{searchValue}), sorted by the charged price on
 * the server so every page is in order across thousands of matches. Cached per page and sort: the back
 * button shows a page again without asking.
 */
export function searchResultsQueryOptions({ term, page, sort }: ResultsQuery) {
  return queryOptions({
    queryKey: searchKeys.results({ term, page, sort }),
    queryFn: ({ signal }) =>
      api.catalogue.searchProducts(term, { page, perPage: SEARCH_PAGE_SIZE, sortPrice: sort }, { signal }),
  });
}

export function useSearchResults(query: ResultsQuery) {
  return useQuery(searchResultsQueryOptions(query));
}
