import { useDocumentMeta } from '@souk/web';
import { useParams, useSearchParams } from 'react-router-dom';
import { SearchResults } from '../../features/search/components/search-results.js';
import { readResultsQuery } from '../../features/search/search-query.js';

/** `/search-products/{searchValue}?page=&sort=`: the global search results (spec §2). */
export function Component() {
  const { searchValue } = useParams();
  const [search] = useSearchParams();
  const query = readResultsQuery(searchValue, search);
  useDocumentMeta({ title: query ? `Search Results for "${query.term}" — Souk` : 'Souk' });
  // the route shows this screen only for a non-blank term
  if (!query) return null;
  return <SearchResults key={query.term} query={query} />;
}
