import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { searchKeys } from './search-keys.js';

/** Products suggested under the search box. */
export const SUGGESTION_COUNT = 6;

/**
 * The best matches for what the shopper has typed so far (the API's typo-tolerant search, by relevance),
 * with where each name matched and, when a word matched nothing, the spelling that would. The query
 * function hands TanStack Query's signal to the call: when the term changes before the answer arrives, the
 * outdated request is aborted rather than left to finish.
 */
export function suggestionsQueryOptions(term: string) {
  return queryOptions({
    queryKey: searchKeys.suggestions(term),
    queryFn: ({ signal }) =>
      api.catalogue.searchProducts(term, { page: 1, perPage: SUGGESTION_COUNT }, { signal }),
  });
}

/** Suggestions for a settled term; none for a blank one. The last list stays up while the next loads. */
export function useSuggestions(term: string) {
  return useQuery({
    ...suggestionsQueryOptions(term),
    enabled: term !== '',
    placeholderData: keepPreviousData,
  });
}
