import type { ResultsQuery } from '../search-query.js';

/**
 * The query keys of the global search: a results page per term, filters, page and sort; suggestions per
 * term.
 */
export const searchKeys = {
  all: ['search'] as const,
  results: ({ term, ...page }: ResultsQuery) => [...searchKeys.all, 'results', term, page] as const,
  suggestions: (term: string) => [...searchKeys.all, 'suggestions', term] as const,
};
