import type { ResultsQuery } from '../search-query.js';

/** The query keys of the global search: a results page per term, page and sort; suggestions per term. */
export const searchKeys = {
  all: ['search'] as const,
  results: ({ term, page, sort }: ResultsQuery) =>
    [...searchKeys.all, 'results', term, { page, sort }] as const,
  suggestions: (term: string) => [...searchKeys.all, 'suggestions', term] as const,
};
