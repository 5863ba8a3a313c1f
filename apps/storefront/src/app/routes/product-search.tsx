import { t } from '@souk/ui';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { useSearchParams } from 'react-router-dom';
import { LISTING_TEXTS } from '../../features/catalogue/listing-texts.js';
import { ListingPage, type ListingQuery, loadListing } from '../listing-page.js';

/** Spec §2: search results keep the server's order until the shopper picks a sort. */
const DEFAULT_SORT = '';

function searchQuery(search: URLSearchParams): ListingQuery {
  return { category: search.get('category')?.trim() ?? '', searchValue: search.get('value')?.trim() ?? '' };
}

export function loader({ params, request }: LoaderFunctionArgs) {
  return loadListing(params.sellerName, DEFAULT_SORT, searchQuery(new URL(request.url).searchParams));
}

/** Search results inside the shop, `/products/search?value=&category=` (spec §2). */
export function Component() {
  const [search] = useSearchParams();
  const query = searchQuery(search);
  const title = query.searchValue
    ? LISTING_TEXTS.searchTermTitle(query.searchValue)
    : t(LISTING_TEXTS.searchTitle);
  return <ListingPage {...query} title={title} defaultSort={DEFAULT_SORT} />;
}
